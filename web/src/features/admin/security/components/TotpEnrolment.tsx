import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { ErrorLine } from '@/components/form';
import { EnableTotpDocument, SetupTotpDocument } from '@/generated/graphql';
import { Field, Secret } from './parts';
import { RecoveryCodes } from './RecoveryCodes';

/**
 * Setting up two-factor sign-in (or, `replacing`, moving it to a new phone): the account's password
 * first (a signed-in session alone cannot bind a factor), a QR code and the secret for the
 * authenticator app, a first code to confirm it, then the 10 recovery codes, shown this once. `onDone`
 * after they were acknowledged.
 */
export function TotpEnrolment({
  username,
  replacing = false,
  onDone,
}: {
  username: string;
  replacing?: boolean;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const codeId = useId();
  const passwordId = useId();
  const [setup, setupState] = useMutation(SetupTotpDocument);
  const [enable, enableState] = useMutation(EnableTotpDocument);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const started = setupState.data?.setupTotp;

  const failure = (error: unknown) =>
    CombinedGraphQLErrors.is(error)
      ? (error.errors[0]?.message ?? t`Please try again.`)
      : t`Could not reach the server. Please try again.`;

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    try {
      await setup({ variables: { password } });
    } catch (error) {
      setRefusal(failure(error));
    } finally {
      setPassword('');
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    try {
      const { data } = await enable({ variables: { code: code.trim() } });
      setRecoveryCodes(data?.enableTotp.recoveryCodes ?? []);
    } catch (error) {
      setCode('');
      setRefusal(failure(error));
    }
  }

  if (recoveryCodes) {
    return (
      <div role="status">
        <h3>
          {replacing ? <Trans>Your new phone is set up</Trans> : <Trans>Two-factor sign-in is on</Trans>}
        </h3>
        <p>
          <Trans>
            Save these recovery codes somewhere safe (a password manager, or on paper). Each one signs you in
            once if you lose your phone. They are shown only now.
          </Trans>
        </p>
        <RecoveryCodes codes={recoveryCodes} username={username} />
        <Button onClick={onDone}>
          <Trans>I have saved these codes</Trans>
        </Button>
      </div>
    );
  }

  if (!started) {
    return (
      <form onSubmit={start}>
        <p>
          {replacing ? (
            <Trans>
              Set up the authenticator app on your new phone. Your current phone keeps working until the new
              one is confirmed with a code; then the old one and your old recovery codes stop working.
            </Trans>
          ) : (
            <Trans>
              After your password, you will enter a 6-digit code from an authenticator app on your phone
              (Google Authenticator, Microsoft Authenticator, 1Password…).
            </Trans>
          )}
        </p>
        <Field>
          <label htmlFor={passwordId}>
            <Trans>Your current password</Trans>
          </label>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        {refusal ? <ErrorLine role="alert">{refusal}</ErrorLine> : null}
        <Button type="submit" disabled={setupState.loading || !password}>
          {replacing ? <Trans>Move to a new phone</Trans> : <Trans>Set up two-factor sign-in</Trans>}
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={confirm}>
      <p>
        <Trans>1. Scan this QR code with your authenticator app.</Trans>
      </p>
      <img src={started.qrCode} alt={t`QR code for your authenticator app`} width={200} height={200} />
      <p>
        <Trans>Cannot scan it? Type this key into the app instead:</Trans> <Secret>{started.secret}</Secret>
      </p>
      <Field>
        <label htmlFor={codeId}>
          <Trans>2. Enter the 6-digit code the app shows</Trans>
        </label>
        <input
          id={codeId}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      {refusal ? <ErrorLine role="alert">{refusal}</ErrorLine> : null}
      <Button type="submit" disabled={enableState.loading || !code.trim()}>
        {replacing ? <Trans>Confirm the new phone</Trans> : <Trans>Turn on two-factor sign-in</Trans>}
      </Button>
    </form>
  );
}
