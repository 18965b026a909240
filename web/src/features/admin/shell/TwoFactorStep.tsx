import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { LinkButton, LoginCard, LoginField, LoginFooter } from '@/features/admin/kit/loginCard';
import type { AdminUser, SecondFactor } from './useAdminSession';
import { useLoginFailure } from './useLoginFailure';

type TwoFactorStepProps = {
  onSubmit: (factor: SecondFactor) => Promise<AdminUser | null>;
  submitting: boolean;
  /** Back to the password (the code step expires after 5 minutes). */
  onRestart: () => void;
};

/** The sign-in's second step: the 6-digit code from the authenticator app, or a recovery code. */
export function TwoFactorStep({ onSubmit, submitting, onRestart }: TwoFactorStepProps) {
  const { t } = useLingui();
  const failed = useLoginFailure();
  const id = useId();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = value.trim();
    try {
      await onSubmit(recovery ? { recoveryCode: typed } : { code: typed });
    } catch (error) {
      setValue('');
      failed(error);
    }
  }

  function switchKind() {
    setRecovery(!recovery);
    setValue('');
  }

  return (
    <LoginCard onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <Trans>Two-factor sign-in</Trans>
      </h1>
      <p>
        {recovery ? (
          <Trans>Enter one of the recovery codes you saved. Each code works once.</Trans>
        ) : (
          <Trans>Enter the 6-digit code your authenticator app shows for this account.</Trans>
        )}
      </p>
      <LoginField>
        <label htmlFor={id}>{recovery ? <Trans>Recovery code</Trans> : <Trans>Code</Trans>}</label>
        <input
          id={id}
          name={recovery ? 'recoveryCode' : 'code'}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          required
          autoFocus
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </LoginField>
      <Button type="submit" fullWidth disabled={submitting || !value.trim()}>
        {submitting ? t`Signing in…` : t`Verify`}
      </Button>
      <LoginFooter>
        <LinkButton type="button" onClick={switchKind}>
          {recovery ? <Trans>Use the code from my app</Trans> : <Trans>Use a recovery code</Trans>}
        </LinkButton>
        <LinkButton type="button" onClick={onRestart}>
          <Trans>Start again</Trans>
        </LinkButton>
      </LoginFooter>
    </LoginCard>
  );
}
