import { useId } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/Spinner';
import { useToast } from '@/components/toast';
import { Switch } from '@/components/ui';
import { MeDocument, SetTwoFactorPolicyDocument, TwoFactorPolicyDocument } from '@/generated/graphql';
import { EmailCard, PasswordCard } from './AccountCards';
import { Card } from './parts';
import { TwoFactorCard } from './TwoFactorCard';

/**
 * Account security, for every account: its e-mail address and password, its two-factor sign-in (set
 * up, new recovery codes, a new phone, turned off where it is not required); for owners, whether every
 * account needs it.
 */
export function SecuritySection() {
  const { t } = useLingui();
  const { toast } = useToast();
  const client = useApolloClient();
  const everyoneId = useId();
  const me = useQuery(MeDocument, { fetchPolicy: 'cache-first' });
  const policy = useQuery(TwoFactorPolicyDocument, { fetchPolicy: 'cache-and-network' });
  const [setPolicy, settingPolicy] = useMutation(SetTwoFactorPolicyDocument);
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
      <p>
        <Trans>
          Signed in as <strong>{user.username}</strong>.
        </Trans>
      </p>
      <TwoFactorCard
        username={user.username}
        enabled={user.twoFactorEnabled}
        required={required}
        onChanged={refreshMe}
      />
      <PasswordCard />
      <EmailCard />
      {owner ? (
        <Card aria-labelledby={`${everyoneId}-everyone`}>
          <h3 id={`${everyoneId}-everyone`}>
            <Trans>Every account</Trans>
          </h3>
          <Switch
            checked={rules.requiredForEveryone}
            disabled={settingPolicy.loading}
            onCheckedChange={(on) => void requireForEveryone(on)}
            label={<Trans>Require two-factor sign-in for every account</Trans>}
            describedBy={`${everyoneId}-everyone-note`}
          />
          <p id={`${everyoneId}-everyone-note`}>
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
