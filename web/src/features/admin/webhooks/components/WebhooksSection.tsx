import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Spinner } from '@/components/Spinner';
import { DataTable, TitleButton, type DataColumn } from '@/components/table';
import { useToast } from '@/components/toast';
import { AlertDialog, Dialog } from '@/components/ui';
import {
  DeleteWebhookDocument,
  RotateWebhookSecretDocument,
  WebhookResellersDocument,
  WebhooksDocument,
  type WebhookRowFragment,
} from '@/generated/graphql';
import { formatSeoulDateTime } from '@/features/admin/kit/seoulTime';
import { useRefusal } from '@/features/admin/kit/useRefusal';
import { SecretOnce } from './SecretOnce';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookForm } from './WebhookForm';

type Subscription = WebhookRowFragment;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Url = styled.span`
  overflow-wrap: anywhere;
`;

/**
 * Owner only: the URLs subscribed to signed webhook events (docs/webhooks.md). Create one (its signing
 * secret shown this once), rotate its secret, delete it, and read its deliveries with "Send again".
 */
export function WebhooksSection() {
  const { t } = useLingui();
  const { toast } = useToast();
  const refusal = useRefusal();
  const { data, loading, error } = useQuery(WebhooksDocument, { fetchPolicy: 'cache-and-network' });
  const [remove, removing] = useMutation(DeleteWebhookDocument, { refetchQueries: [WebhooksDocument] });
  const [rotate, rotating] = useMutation(RotateWebhookSecretDocument);
  const [creating, setCreating] = useState(false);
  // The secret the server just answered: shown until the owner closes it, then gone for good.
  const [secret, setSecret] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<Subscription | null>(null);
  const [rotatingOf, setRotatingOf] = useState<Subscription | null>(null);
  const [watching, setWatching] = useState<Subscription | null>(null);

  async function confirmDelete() {
    if (!leaving) return;
    try {
      await remove({ variables: { id: leaving.id } });
      toast({ title: t`Subscription deleted`, description: t`${leaving.url} gets no more events.` });
    } catch (failure) {
      toast({ variant: 'destructive', title: t`Could not delete it`, description: refusal(failure) });
    }
  }

  async function confirmRotate() {
    if (!rotatingOf) return;
    try {
      const { data: rotated } = await rotate({ variables: { id: rotatingOf.id } });
      if (rotated) setSecret(rotated.rotateWebhookSecret);
    } catch (failure) {
      toast({ variant: 'destructive', title: t`Could not make a new secret`, description: refusal(failure) });
    }
  }

  const status = (s: Subscription) =>
    s.disabledAt
      ? s.disabledReason
        ? t`Disabled since ${formatSeoulDateTime(s.disabledAt)}: ${s.disabledReason}`
        : t`Disabled since ${formatSeoulDateTime(s.disabledAt)}`
      : t`Active`;
  const resellers = useQuery(WebhookResellersDocument).data?.resellers ?? [];
  const receiver = (s: Subscription) =>
    s.resellerId == null
      ? t`Our own tools`
      : t`${resellers.find((r) => r.id === s.resellerId)?.name ?? `#${s.resellerId}`}: its own bookings`;
  const columns: DataColumn<Subscription>[] = [
    {
      id: 'url',
      header: t`Receiver URL`,
      rowHeader: true,
      cell: (s) => (
        <TitleButton onClick={() => setWatching(s)} aria-label={t`Deliveries to ${s.url}`}>
          <Url>{s.url}</Url>
        </TitleButton>
      ),
    },
    { id: 'for', header: t`For`, cell: receiver },
    { id: 'events', header: t`Events`, cell: (s) => s.events.join(', ') },
    { id: 'status', header: t`Status`, cell: status },
    { id: 'createdAt', header: t`Created (Seoul)`, cell: (s) => formatSeoulDateTime(s.createdAt) },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (s) => (
        <Actions>
          <Button
            variant="secondary"
            onClick={() => setRotatingOf(s)}
            aria-label={t`New secret for ${s.url}`}
          >
            <Trans>New secret</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setLeaving(s)} aria-label={t`Delete ${s.url}`}>
            <Trans>Delete</Trans>
          </Button>
        </Actions>
      ),
    },
  ];

  if (loading && !data) return <Spinner label={t`Loading the webhooks`} />;
  if (error && !data) return <p role="alert">{t`Could not load the webhooks. Please try again.`}</p>;

  return (
    <>
      <h2>
        <Trans>Webhooks</Trans>
      </h2>
      <p>
        <Trans>
          Other systems (a channel manager, an accounting tool) get signed notices of bookings, seats,
          payments and reviews at their URL. No guest&apos;s name, e-mail or phone is ever sent.
        </Trans>
      </p>
      <Toolbar>
        <Button onClick={() => setCreating(true)}>
          <Trans>New subscription</Trans>
        </Button>
      </Toolbar>
      <DataTable
        caption={<Trans>Subscriptions</Trans>}
        columns={columns}
        rows={data?.webhooks ?? []}
        rowId={(s) => s.id}
        empty={<Trans>No subscriptions yet.</Trans>}
      />
      <Dialog open={creating} onOpenChange={setCreating} title={t`New webhook subscription`} size="md">
        <WebhookForm
          onCreated={(created) => {
            setCreating(false);
            setSecret(created);
          }}
        />
      </Dialog>
      <Dialog
        open={secret !== null}
        onOpenChange={(open) => (open ? undefined : setSecret(null))}
        title={t`Signing secret`}
        size="md"
      >
        {secret ? <SecretOnce secret={secret} onDone={() => setSecret(null)} /> : null}
      </Dialog>
      <Dialog
        open={watching !== null}
        onOpenChange={(open) => (open ? undefined : setWatching(null))}
        title={t`Deliveries to ${watching?.url ?? ''}`}
        size="lg"
      >
        {watching ? <WebhookDeliveries id={watching.id} url={watching.url} /> : null}
      </Dialog>
      <AlertDialog
        open={rotatingOf !== null}
        onOpenChange={(open) => (open ? undefined : setRotatingOf(null))}
        title={t`A new secret for ${rotatingOf?.url ?? ''}?`}
        description={t`The current secret stops working: deliveries are signed with the new one from now on, so the receiver must get it at once.`}
        confirmLabel={t`Make a new secret`}
        pending={rotating.loading}
        onConfirm={confirmRotate}
      />
      <AlertDialog
        open={leaving !== null}
        onOpenChange={(open) => (open ? undefined : setLeaving(null))}
        title={t`Delete ${leaving?.url ?? ''}?`}
        description={t`It gets no more events, and its delivery log is deleted with it.`}
        confirmLabel={t`Delete`}
        destructive
        pending={removing.loading}
        onConfirm={confirmDelete}
      />
    </>
  );
}
