import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DataTable,
  SearchBox,
  ServerPagination,
  StatusTabs,
  useListParams,
  type DataColumn,
} from '@/components/table';
import { Select } from '@/components/ui';
import {
  AdminNewsletterSubscribersDocument,
  type AdminNewsletterSubscribersQuery,
  type Language,
  type SubscriberStatus,
} from '@/generated/graphql';
import { formatSeoulTime } from './format';

type Row = AdminNewsletterSubscribersQuery['adminNewsletterSubscribers']['items'][number];
const STATUSES: SubscriberStatus[] = ['subscribed', 'unsubscribed', 'all'];
const LANGUAGES: Language[] = ['ENG', 'JPN', 'CHN', 'CHS', 'KOR'];
const ALL = 'all';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  > a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

/** Newsletter subscribers with their consent time and language, filtered, paged, exportable as CSV. */
export function SubscriberList() {
  const { t } = useLingui();
  const { params, set } = useListParams({ filters: ['state', 'lang', 'view'] as const });
  const status = (STATUSES as string[]).includes(params.filters.state)
    ? (params.filters.state as SubscriberStatus)
    : 'subscribed';
  const language = (LANGUAGES as string[]).includes(params.filters.lang)
    ? (params.filters.lang as Language)
    : null;
  const { data, loading, error } = useQuery(AdminNewsletterSubscribersDocument, {
    variables: {
      filter: { status, language, search: params.q || null },
      page: { page: params.page, pageSize: params.pageSize },
    },
  });
  const page = data?.adminNewsletterSubscribers;
  const csv = useMemo(() => {
    const qs = new URLSearchParams({ status });
    if (language) qs.set('lang', language);
    if (params.q) qs.set('q', params.q);
    return `/api/admin/newsletter-subscribers.csv?${qs}`;
  }, [status, language, params.q]);
  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      { id: 'email', header: t`E-mail`, rowHeader: true, cell: (row) => row.email },
      { id: 'language', header: t`Language`, cell: (row) => row.language },
      { id: 'consentedAt', header: t`Consent given`, cell: (row) => formatSeoulTime(row.consentedAt) },
      {
        id: 'unsubscribedAt',
        header: t`Unsubscribed`,
        cell: (row) => (row.unsubscribedAt ? formatSeoulTime(row.unsubscribedAt) : '-'),
      },
    ],
    [t],
  );
  const labels: Record<SubscriberStatus, string> = {
    subscribed: t`Subscribed`,
    unsubscribed: t`Unsubscribed`,
    all: t`All`,
  };

  return (
    <section aria-label={t`Newsletter subscribers`}>
      <StatusTabs
        label={t`Subscription state`}
        value={status}
        onChange={(value) => set({ state: value })}
        counts={false}
        tabs={STATUSES.map((s) => ({ value: s, label: labels[s] }))}
      />
      <Bar role="search">
        <SearchBox label={t`Search addresses`} value={params.q} onSearch={(q) => set({ q })} />
        <Select
          label={t`Language`}
          value={language ?? ALL}
          onChange={(value) => set({ lang: value === ALL ? null : value })}
          options={[
            { value: ALL, label: t`All languages` },
            ...LANGUAGES.map((l) => ({ value: l, label: l })),
          ]}
        />
        <a href={csv} download>
          <Trans>Export CSV</Trans>
        </a>
      </Bar>
      {error ? (
        <p role="alert">
          <Trans>The subscribers could not be loaded.</Trans>
        </p>
      ) : (
        <>
          <DataTable
            label={t`Newsletter subscribers`}
            columns={columns}
            rows={page?.items ?? []}
            rowId={(row) => row.id}
            loading={loading}
            empty={t`No subscribers here.`}
          />
          <ServerPagination page={page} onChange={set} />
        </>
      )}
    </section>
  );
}
