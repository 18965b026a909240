import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatKrw } from '@domain/pricing';
import { Button } from '@/components/Button';
import { Spinner } from '@/components/Spinner';
import { DataTable, TitleButton, type DataColumn } from '@/components/table';
import { useToast } from '@/components/toast';
import { AlertDialog, Dialog } from '@/components/ui';
import {
  IssueResellerKeyDocument,
  ResellersDocument,
  RevokeResellerKeyDocument,
  type ResellerRowFragment,
} from '@/generated/graphql';
import { Marker } from '@/features/admin/kit/Marker';
import { formatSeoulDateTime } from '@/features/admin/kit/seoulTime';
import { useRefusal } from '@/features/admin/kit/useRefusal';
import { ApiKeyOnce } from './ApiKeyOnce';
import { ResellerForm } from './ResellerForm';

type Reseller = ResellerRowFragment;
type Key = Reseller['keys'][number];

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Keys = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const KeyLine = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Figures = styled.span`
  display: block;
  white-space: normal;
`;

/**
 * Owner only: the resellers selling our seats through the OCTO API (docs/resellers.md), with their
 * figures and API keys. Add one (its key shown this once), issue another key, revoke one, edit.
 */
export function ResellersSection() {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const refusal = useRefusal();
  const { data, loading, error } = useQuery(ResellersDocument, { fetchPolicy: 'cache-and-network' });
  const [issue, issuing] = useMutation(IssueResellerKeyDocument);
  const [revoke, revoking] = useMutation(RevokeResellerKeyDocument, { refetchQueries: [ResellersDocument] });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Reseller | null>(null);
  // The key the server just answered: shown until the owner closes it, then gone for good.
  const [apiKey, setApiKey] = useState<string | null>(null);
  const [issuingFor, setIssuingFor] = useState<Reseller | null>(null);
  const [revokingKey, setRevokingKey] = useState<{ reseller: Reseller; key: Key } | null>(null);

  async function confirmIssue() {
    if (!issuingFor) return;
    try {
      const { data: issued } = await issue({ variables: { id: issuingFor.id } });
      if (issued) setApiKey(issued.issueResellerKey.apiKey);
    } catch (failure) {
      toast({ variant: 'destructive', title: t`Could not issue a key`, description: refusal(failure) });
    }
  }

  async function confirmRevoke() {
    if (!revokingKey) return;
    const { reseller, key } = revokingKey;
    try {
      await revoke({ variables: { id: reseller.id, keyId: key.id } });
      toast({ title: t`Key revoked`, description: t`${key.prefix}… is refused from now on.` });
    } catch (failure) {
      toast({ variant: 'destructive', title: t`Could not revoke the key`, description: refusal(failure) });
    }
  }

  const keyState = (key: Key) =>
    key.revokedAt
      ? t`revoked ${formatSeoulDateTime(key.revokedAt)}`
      : key.lastUsedAt
        ? t`last used ${formatSeoulDateTime(key.lastUsedAt)}`
        : t`never used`;
  const columns: DataColumn<Reseller>[] = [
    {
      id: 'name',
      header: t`Reseller`,
      rowHeader: true,
      cell: (r) => (
        <TitleButton onClick={() => setEditing(r)} aria-label={t`Edit ${r.name}`}>
          {r.name}
        </TitleButton>
      ),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (r) =>
        r.disabledAt ? (
          <Marker $tone="muted">{t`Switched off`}</Marker>
        ) : (
          <Marker $tone="success">{t`Active`}</Marker>
        ),
    },
    {
      id: 'items',
      header: t`Items`,
      cell: (r) => (r.experienceIds ? t`${r.experienceIds.length} items` : t`Every active item`),
    },
    {
      id: 'commission',
      header: t`Commission`,
      cell: (r) => (r.commissionPercent == null ? '—' : `${r.commissionPercent}%`),
    },
    {
      id: 'figures',
      header: t`Bookings and revenue`,
      cell: (r) => (
        <Figures>{t`${r.figures.bookings} confirmed, ${formatKrw(r.figures.revenue, i18n.locale)}`}</Figures>
      ),
    },
    {
      id: 'traffic',
      header: t`Last request (Seoul)`,
      cell: (r) => (
        <Figures>
          {r.figures.lastRequestAt ? formatSeoulDateTime(r.figures.lastRequestAt) : t`None yet`}
          {r.figures.errors ? (
            <>
              {' '}
              <Marker $tone="warning">{t`${r.figures.errors} errors in 24 h`}</Marker>
            </>
          ) : null}
        </Figures>
      ),
    },
    {
      id: 'keys',
      header: t`API keys`,
      cell: (r) => (
        <Keys aria-label={t`Keys of ${r.name}`}>
          {r.keys.map((key) => (
            <KeyLine key={key.id}>
              <code>{key.prefix}…</code>
              <span>{keyState(key)}</span>
              {key.revokedAt ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setRevokingKey({ reseller: r, key })}
                  aria-label={t`Revoke key ${key.prefix}…`}
                >
                  <Trans>Revoke</Trans>
                </Button>
              )}
            </KeyLine>
          ))}
        </Keys>
      ),
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (r) => (
        <Button
          variant="secondary"
          onClick={() => setIssuingFor(r)}
          aria-label={t`New API key for ${r.name}`}
        >
          <Trans>New API key</Trans>
        </Button>
      ),
    },
  ];

  if (loading && !data) return <Spinner label={t`Loading the resellers`} />;
  if (error && !data) return <p role="alert">{t`Could not load the resellers. Please try again.`}</p>;

  return (
    <>
      <h2>
        <Trans>Resellers</Trans>
      </h2>
      <p>
        <Trans>
          Travel platforms and agencies sell your seats from the same calendar through the OCTO API, each with
          its own API keys. Hand a key to the reseller&apos;s developer; revoke it when they rotate it or stop
          selling.
        </Trans>
      </p>
      <Toolbar>
        <Button onClick={() => setCreating(true)}>
          <Trans>New reseller</Trans>
        </Button>
      </Toolbar>
      <DataTable
        caption={<Trans>Resellers</Trans>}
        columns={columns}
        rows={data?.resellers ?? []}
        rowId={(r) => r.id}
        empty={<Trans>No resellers yet.</Trans>}
      />
      <Dialog open={creating} onOpenChange={setCreating} title={t`New reseller`} size="md">
        <ResellerForm
          onCreated={(created) => {
            setCreating(false);
            setApiKey(created);
          }}
          onSaved={() => setCreating(false)}
        />
      </Dialog>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={t`Edit ${editing?.name ?? ''}`}
        size="md"
      >
        {editing ? (
          <ResellerForm
            reseller={editing}
            onCreated={() => undefined}
            onSaved={() => {
              setEditing(null);
              toast({ title: t`Reseller saved` });
            }}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={apiKey !== null}
        onOpenChange={(open) => (open ? undefined : setApiKey(null))}
        title={t`API key`}
        size="md"
      >
        {apiKey ? <ApiKeyOnce apiKey={apiKey} onDone={() => setApiKey(null)} /> : null}
      </Dialog>
      <AlertDialog
        open={issuingFor !== null}
        onOpenChange={(open) => (open ? undefined : setIssuingFor(null))}
        title={t`A new API key for ${issuingFor?.name ?? ''}?`}
        description={t`The current keys keep working until you revoke them, so the reseller can switch over without downtime.`}
        confirmLabel={t`Issue a key`}
        pending={issuing.loading}
        onConfirm={confirmIssue}
      />
      <AlertDialog
        open={revokingKey !== null}
        onOpenChange={(open) => (open ? undefined : setRevokingKey(null))}
        title={t`Revoke ${revokingKey?.key.prefix ?? ''}… of ${revokingKey?.reseller.name ?? ''}?`}
        description={t`Every request with this key is refused from now on. This cannot be undone: issue a new key if the reseller still needs one.`}
        confirmLabel={t`Revoke the key`}
        destructive
        pending={revoking.loading}
        onConfirm={confirmRevoke}
      />
    </>
  );
}
