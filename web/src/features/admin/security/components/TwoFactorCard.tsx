import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { ErrorLine } from '@/components/form';
import { useToast } from '@/components/toast';
import { DisableTotpDocument, RegenerateRecoveryCodesDocument } from '@/generated/graphql';
import { useRefusal } from '@/features/admin/kit/useRefusal';
import { Card, Field } from './parts';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpEnrolment } from './TotpEnrolment';

/** A form asking the current password for one action (new recovery codes, turning it off). */
function PasswordAction({
  label,
  submit,
  pending,
  variant = 'secondary',
  onConfirmed,
}: {
  label: string;
  submit: string;
  pending: boolean;
  variant?: 'secondary' | 'danger';
  onConfirmed: (password: string) => Promise<void>;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await onConfirmed(password);
    } finally {
      setPassword('');
    }
  }
  return (
    <form onSubmit={send} aria-label={submit}>
      <Field>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" variant={variant} disabled={pending || !password}>
        {submit}
      </Button>
    </form>
  );
}

/**
 * The account's two-factor sign-in: set it up; once on, new recovery codes, a new phone, or turning it
 * off where it is not required; each of these asks for the password.
 */
export function TwoFactorCard({
  username,
  enabled,
  required,
  onChanged,
}: {
  username: string;
  enabled: boolean;
  required: boolean;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const { toast } = useToast();
  const explain = useRefusal();
  const headingId = useId();
  const [disable, disabling] = useMutation(DisableTotpDocument);
  const [regenerate, regenerating] = useMutation(RegenerateRecoveryCodesDocument);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [moving, setMoving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function newCodes(password: string) {
    setRefusal(null);
    try {
      const { data } = await regenerate({ variables: { password } });
      setCodes(data?.regenerateRecoveryCodes.recoveryCodes ?? []);
    } catch (error) {
      setRefusal(explain(error));
    }
  }

  async function turnOff(password: string) {
    setRefusal(null);
    try {
      await disable({ variables: { password } });
      toast({ title: t`Two-factor sign-in is off` });
      onChanged();
    } catch (error) {
      setRefusal(explain(error));
      toast({ variant: 'destructive', title: t`Could not turn it off`, description: explain(error) });
    }
  }

  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Two-factor sign-in</Trans>
      </h3>
      {!enabled ? (
        <TotpEnrolment username={username} onDone={onChanged} />
      ) : moving ? (
        <>
          <TotpEnrolment
            username={username}
            replacing
            onDone={() => {
              setMoving(false);
              onChanged();
            }}
          />
          <Button variant="secondary" onClick={() => setMoving(false)}>
            <Trans>Close</Trans>
          </Button>
        </>
      ) : (
        <>
          <p>
            <Trans>On: after your password, you enter a code from your authenticator app.</Trans>
          </p>
          {codes ? (
            <div role="status">
              <h4>
                <Trans>Your new recovery codes</Trans>
              </h4>
              <p>
                <Trans>
                  The old codes no longer work. Save these somewhere safe; they are shown only now.
                </Trans>
              </p>
              <RecoveryCodes codes={codes} username={username} />
              <Button onClick={() => setCodes(null)}>
                <Trans>I have saved these codes</Trans>
              </Button>
            </div>
          ) : (
            <PasswordAction
              label={t`Your password, for new recovery codes`}
              submit={t`Make new recovery codes`}
              pending={regenerating.loading}
              onConfirmed={newCodes}
            />
          )}
          <p>
            <Button variant="secondary" onClick={() => setMoving(true)}>
              <Trans>Move to a new phone</Trans>
            </Button>
          </p>
          {required ? (
            <p>
              <Trans>It is required for your account and cannot be turned off.</Trans>
            </p>
          ) : (
            <PasswordAction
              label={t`Your password, to turn it off`}
              submit={t`Turn off two-factor sign-in`}
              pending={disabling.loading}
              onConfirmed={turnOff}
            />
          )}
          {refusal ? <ErrorLine role="alert">{refusal}</ErrorLine> : null}
        </>
      )}
    </Card>
  );
}
