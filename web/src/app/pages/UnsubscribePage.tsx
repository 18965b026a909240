import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { urlSecret } from '@/lib/urlSecrets';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { PageHero } from '@/components/PageHero';
import { UnsubscribeNewsletterDocument } from '@/generated/graphql';

/**
 * /unsubscribe?token=...: the link at the foot of every newsletter mail. Works without an account;
 * the visit itself changes nothing (mail scanners open links), the button does.
 */
export function UnsubscribePage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = urlSecret(params, 'token') ?? '';
  const [unsubscribe, { loading }] = useMutation(UnsubscribeNewsletterDocument);
  const [state, setState] = useState<{ done: string } | { failed: true } | null>(null);

  async function confirm() {
    try {
      const { data } = await unsubscribe({ variables: { token } });
      setState({ done: data?.unsubscribeNewsletter.email ?? '' });
    } catch {
      setState({ failed: true });
    }
  }

  return (
    <PageHero title={t`Unsubscribe from the newsletter`}>
      {!token || (state && 'failed' in state) ? (
        <p role="alert">
          <Trans>This unsubscribe link is not valid. Please use the link in your newsletter e-mail.</Trans>
        </p>
      ) : state && 'done' in state ? (
        <p role="status">
          <Trans>{state.done} will no longer receive our newsletter.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>Stop receiving our newsletter at this address? You can sign up again at any time.</Trans>
          </p>
          <Button onClick={() => void confirm()} disabled={loading}>
            <Trans>Unsubscribe</Trans>
          </Button>
        </>
      )}
    </PageHero>
  );
}
