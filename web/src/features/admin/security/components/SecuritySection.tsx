import { useId, useState, type FormEvent } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Spinner } from '@/components/Spinner';
import { useToast } from '@/components/toast';
import { Switch } from '@/components/ui';
import {
  DisableTotpDocument,
  MeDocument,
  SetTwoFactorPolicyDocument,
  TwoFactorPolicyDocument,
} from '@/generated/graphql';
import { Card, Field } from './parts';
import { TotpEnrolment } from './TotpEnrolment';

/**
 * Account security, for every account: its two-factor sign-in (set up, or turn off where it is not
 * required); for owners, whether every account needs it.
 */
export function SecuritySection() {
  const { t } = useLingui();
  const { toast } = useToast();
  const client = useApolloClient();
  const passwordId = useId();
  const me = useQuery(MeDocument, { fetchPolicy: 'cache-first' });
  const policy = useQuery(TwoFactorPolicyDocument, { fetchPolicy: 'cache-and-network' });
  const [disable, disabling] = useMutation(DisableTotpDocument);
  const [setPolicy, settingPolicy] = useMutation(SetTwoFactorPolicyDocument);
  const [password, setPassword] = useState('');
  const user = me.data?.me;
  const rules = policy.data?.twoFactorPolicy;

  if (!user || !rules) {
    if (policy.error) return <p role="alert">{t`Could not load your account. Please try again.`}</p>;
    return <Spinner label={t`Loading your account`} />;
  }
  const owner = user.role === 'owner';
  const required = rules.requiredForEveryone || (owner && rules.requiredForOwners);
  const refreshMe = () => void client.refetchQueries({ include: [MeDocument] });
  const message = (error: unknown) =>
    CombinedGraphQLErrors.is(error)
      ? error.errors[0]?.message
      : t`Could not reach the server. Please try again.`;

  async function turnOff(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await disable({ variables: { password } });
      setPassword('');
      toast({ title: t`Two-factor sign-in is off` });
      refreshMe();
    } catch (error) {
      setPassword('');
      toast({ variant: 'destructive', title: t`Could not turn it off`, description: message(error) });
    }
  }

  async function requireForEveryone(value: boolean) {
    try {
      await setPolicy({ variables: { requiredForEveryone: value } });
      toast({
        title: value
          ? t`Two-factor sign-in is required of everyone`
          : t`Two-factor sign-in is optional for staff`,
      });
    } catch (error) {
      toast({ variant: 'destructive', title: t`Could not change the setting`, description: message(error) });
    }
  }

  return (
    <>
      <h2>
        <Trans>Account security</Trans>
      </h2>
      <Card aria-labelledby={`${passwordId}-totp`}>
        <h3 id={`${passwordId}-totp`}>
          <Trans>Two-factor sign-in</Trans>
        </h3>
        {user.twoFactorEnabled ? (
          <>
            <p>
              <Trans>On: after your password, you enter a code from your authenticator app.</Trans>
            </p>
            {required ? (
              <p>
                <Trans>It is required for your account and cannot be turned off.</Trans>
              </p>
            ) : (
              <form onSubmit={turnOff}>
                <Field>
                  <label htmlFor={passwordId}>
                    <Trans>Your password, to turn it off</Trans>
                  </label>
                  <input
                    id={passwordId}
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                </Field>
                <Button type="submit" variant="secondary" disabled={disabling.loading || !password}>
                  <Trans>Turn off two-factor sign-in</Trans>
                </Button>
              </form>
            )}
          </>
        ) : (
          <TotpEnrolment onDone={refreshMe} />
        )}
      </Card>
      {owner ? (
        <Card aria-labelledby={`${passwordId}-everyone`}>
          <h3 id={`${passwordId}-everyone`}>
            <Trans>Every account</Trans>
          </h3>
          <Switch
            checked={rules.requiredForEveryone}
            disabled={settingPolicy.loading}
            onCheckedChange={(on) => void requireForEveryone(on)}
            label={<Trans>Require two-factor sign-in for every account</Trans>}
            describedBy={`${passwordId}-everyone-note`}
          />
          <p id={`${passwordId}-everyone-note`}>
            <Trans>
              Accounts without it are signed out at once and must set it up at their next sign-in. Owners
              always need it.
            </Trans>
          </p>
        </Card>
      ) : null}
    </>
  );
}
