import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { ErrorLine } from '@/components/form';
import { EnableTotpDocument, SetupTotpDocument } from '@/generated/graphql';
import { CodeList, Field, Secret } from './parts';

/**
 * Setting up two-factor sign-in: a QR code and the secret for the authenticator app, a first code to
 * confirm it, then the 10 recovery codes, shown this once. `onDone` after they were acknowledged.
 */
export function TotpEnrolment({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const codeId = useId();
  const [setup, setupState] = useMutation(SetupTotpDocument);
  const [enable, enableState] = useMutation(EnableTotpDocument);
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const started = setupState.data?.setupTotp;

  const failure = (error: unknown) =>
    CombinedGraphQLErrors.is(error)
      ? (error.errors[0]?.message ?? t`Please try again.`)
      : t`Could not reach the server. Please try again.`;

  async function start() {
    setRefusal(null);
    try {
      await setup();
    } catch (error) {
      setRefusal(failure(error));
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
          <Trans>Two-factor sign-in is on</Trans>
        </h3>
        <p>
          <Trans>
            Save these recovery codes somewhere safe (a password manager, or on paper). Each one signs you in
            once if you lose your phone. They are shown only now.
          </Trans>
        </p>
        <CodeList aria-label={t`Recovery codes`}>
          {recoveryCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </CodeList>
        <Button onClick={onDone}>
          <Trans>I have saved these codes</Trans>
        </Button>
      </div>
    );
  }

  if (!started) {
    return (
      <>
        <p>
          <Trans>
            After your password, you will enter a 6-digit code from an authenticator app on your phone (Google
            Authenticator, Microsoft Authenticator, 1Password…).
          </Trans>
        </p>
        {refusal ? <ErrorLine role="alert">{refusal}</ErrorLine> : null}
        <Button onClick={() => void start()} disabled={setupState.loading}>
          <Trans>Set up two-factor sign-in</Trans>
        </Button>
      </>
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
        <Trans>Turn on two-factor sign-in</Trans>
      </Button>
    </form>
  );
}
