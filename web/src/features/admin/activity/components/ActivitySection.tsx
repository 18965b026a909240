import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { DataTable, ServerPagination, useListParams, type DataColumn } from '@/components/table';
import { DateRangeField, Select } from '@/components/ui';
import { AuditEntriesDocument, type AuditEntriesQuery } from '@/generated/graphql';
import { Changes } from './Changes';
import { CHANGE_LABELS, SETTING_LABELS, TARGET_LABELS } from './labels';

type Row = AuditEntriesQuery['auditEntries']['items'][number];
const ALL = 'all';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The kinds of change, by family (the server's `kind` before the dot). */
const KINDS: Record<string, MessageDescriptor> = {
  item: msg`Items`,
  booking: msg`Bookings`,
  payment: msg`Payments`,
  review: msg`Reviews`,
  inquiry: msg`Inquiries`,
  carousel: msg`Carousels`,
  popup: msg`Popups`,
  staff: msg`Staff`,
  session: msg`Sessions`,
  settings: msg`Settings`,
};

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }

  input {
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

const seoulTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Seoul',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

/** The username filter: typed freely, applied when the typing pauses. */
function UserFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <label>
      {t`User`}
      <input type="search" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
    </label>
  );
}

/** Every admin change, newest first: who, when, from where, what and the fields before and after. */
export function ActivitySection() {
  const { t, i18n } = useLingui();
  const { params, set } = useListParams({ filters: ['user', 'kind', 'from', 'to'] as const });
  const { user, kind: kindParam, from: fromParam, to: toParam } = params.filters;
  const kind = kindParam in KINDS ? kindParam : null;
  const from = ISO_DATE.test(fromParam) ? fromParam : null;
  const to = ISO_DATE.test(toParam) ? toParam : null;
  const { data, loading, error } = useQuery(AuditEntriesDocument, {
    variables: {
      username: user || null,
      kind,
      from,
      to,
      page: { page: params.page, pageSize: params.pageSize },
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.auditEntries;
  const columns = useMemo<DataColumn<Row>[]>(() => {
    const said = (label: MessageDescriptor | undefined) => (label ? i18n._(label) : undefined);
    // 'Booking #5'; a setting by its name ('Payment instructions').
    const targetOf = (row: Row) =>
      said(SETTING_LABELS[row.targetId]) ??
      `${said(TARGET_LABELS[row.targetType]) ?? row.targetType} #${row.targetId}`;
    return [
      { id: 'at', header: t`When`, rowHeader: true, cell: (row) => seoulTime(row.at, i18n.locale) },
      { id: 'username', header: t`User`, cell: (row) => row.username },
      { id: 'kind', header: t`Change`, cell: (row) => said(CHANGE_LABELS[row.kind]) ?? row.kind },
      { id: 'target', header: t`Target`, cell: (row) => targetOf(row) },
      {
        id: 'changes',
        header: t`Before → after`,
        cell: (row) => <Changes before={row.before} after={row.after} />,
      },
      { id: 'address', header: t`Address`, cell: (row) => row.address ?? '—', hideOnCard: true },
    ];
  }, [t, i18n]);

  return (
    <section aria-labelledby="activity-title">
      <h2 id="activity-title">
        <Trans>Activity</Trans>
      </h2>
      <Bar role="search">
        <UserFilter value={user} onChange={(value) => set({ user: value })} />
        <Select
          label={t`Kind`}
          value={kind ?? ALL}
          onChange={(value) => set({ kind: value === ALL ? null : value })}
          options={[
            { value: ALL, label: t`All kinds` },
            ...Object.entries(KINDS).map(([value, label]) => ({ value, label: i18n._(label) })),
          ]}
        />
        <DateRangeField
          label={t`Dates`}
          value={from && to ? { from, to } : null}
          onChange={(range) => set({ from: range?.from ?? null, to: range?.to ?? null })}
        />
      </Bar>
      {error ? (
        <p role="alert">
          <Trans>The activity could not be loaded.</Trans>
        </p>
      ) : (
        <>
          <DataTable
            label={t`Activity`}
            columns={columns}
            rows={page?.items ?? []}
            rowId={(row) => row.id}
            loading={loading && !page}
            empty={t`No changes match these filters.`}
          />
          <ServerPagination page={page} onChange={set} />
        </>
      )}
    </section>
  );
}
