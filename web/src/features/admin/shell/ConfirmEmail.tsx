import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { urlSecret } from '@/lib/urlSecrets';
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageSpinner } from '@/components/Spinner';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { ConfirmEmailChangeDocument } from '@/generated/graphql';
import { LinkCard, LinkDone } from './LinkPage';
import { useRefusal } from '@/features/admin/kit/useRefusal';

/**
 * `/admin/confirm-email?token=…`, the link mailed to a new address: confirms it at once (once; no
 * session needed, the mailbox is the proof), then says so or why not.
 */
export function ConfirmEmail() {
  const { t } = useLingui();
  useDocumentTitle(t`Confirm your e-mail address`);
  const explain = useRefusal();
  const [params] = useSearchParams();
  const token = urlSecret(params, 'token') ?? '';
  const [confirm] = useMutation(ConfirmEmailChangeDocument);
  const [outcome, setOutcome] = useState<{ done: true } | { refusal: string } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (sent.current) return;
    sent.current = true;
    confirm({ variables: { token } }).then(
      () => setOutcome({ done: true }),
      (error: unknown) => setOutcome({ refusal: explain(error) }),
    );
  }, [confirm, explain, token]);

  if (!outcome) return <PageSpinner label={t`Confirming your e-mail address`} />;
  if ('done' in outcome) {
    return (
      <LinkDone title={<Trans>Your e-mail address is confirmed</Trans>}>
        <Trans>Password reset links and security notices now go to this address.</Trans>
      </LinkDone>
    );
  }
  return (
    <LinkCard role="alert">
      <h1>
        <Trans>This link did not work</Trans>
      </h1>
      <p>{outcome.refusal}</p>
    </LinkCard>
  );
}
