import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { DataTable, type DataColumn } from '@/components/table';
import { useToast } from '@/components/toast';
import {
  RetryWebhookDeliveryDocument,
  WebhookDeliveriesDocument,
  WebhooksDocument,
  type WebhookDeliveryRowFragment,
} from '@/generated/graphql';
import { formatSeoulDateTime } from '@/features/admin/kit/seoulTime';
import { useRefusal } from '@/features/admin/kit/useRefusal';
import { useEventLabel } from './eventLabels';

type Delivery = WebhookDeliveryRowFragment;

/** A subscription's latest deliveries (newest first), each with "Send again". */
export function WebhookDeliveries({ id, url }: { id: number; url: string }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const refusal = useRefusal();
  const eventLabel = useEventLabel();
  const { data, loading, error } = useQuery(WebhookDeliveriesDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  // A subscription turned off is turned back on by a retry: the list says so too.
  const [retry] = useMutation(RetryWebhookDeliveryDocument, { refetchQueries: [WebhooksDocument] });

  async function sendAgain(delivery: Delivery) {
    try {
      await retry({ variables: { id, deliveryId: delivery.id } });
      toast({ title: t`Delivery #${delivery.id} will be sent again now` });
    } catch (failure) {
      toast({ variant: 'destructive', title: t`Could not send it again`, description: refusal(failure) });
    }
  }

  const statusName = (status: string) =>
    status === 'sent'
      ? t`Sent`
      : status === 'failed'
        ? t`Failed`
        : status === 'pending'
          ? t`Pending`
          : status;
  const columns: DataColumn<Delivery>[] = [
    { id: 'event', header: t`Event`, cell: (d) => eventLabel(d.eventType), rowHeader: true },
    { id: 'status', header: t`Status`, cell: (d) => statusName(d.status) },
    { id: 'attempts', header: t`Attempts`, cell: (d) => d.attempts },
    { id: 'lastResponseCode', header: t`Last response`, cell: (d) => d.lastResponseCode ?? '—' },
    { id: 'lastError', header: t`Last error`, cell: (d) => d.lastError ?? '—' },
    {
      id: 'nextAttemptAt',
      header: t`Next try (Seoul)`,
      cell: (d) => (d.status === 'pending' ? formatSeoulDateTime(d.nextAttemptAt) : '—'),
    },
    { id: 'createdAt', header: t`Created (Seoul)`, cell: (d) => formatSeoulDateTime(d.createdAt) },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (d) => (
        <Button
          variant="secondary"
          onClick={() => void sendAgain(d)}
          aria-label={t`Send again: delivery #${d.id}`}
        >
          <Trans>Send again</Trans>
        </Button>
      ),
    },
  ];

  if (error && !data) return <p role="alert">{t`Could not load the deliveries. Please try again.`}</p>;
  return (
    <DataTable
      label={t`Deliveries to ${url}`}
      columns={columns}
      rows={data?.webhookDeliveries ?? []}
      rowId={(d) => d.id}
      loading={loading && !data}
      empty={<Trans>Nothing sent yet: deliveries appear here once a subscribed event happens.</Trans>}
    />
  );
}
