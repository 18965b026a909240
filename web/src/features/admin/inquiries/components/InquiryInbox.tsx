import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DataTable,
  SearchBox,
  ServerPagination,
  StatusTabs,
  TitleButton,
  useListParams,
  type DataColumn,
} from '@/components/table';
import {
  AdminInquiriesDocument,
  InquiryCountsDocument,
  type AdminInquiryRowFragment,
  type InquiryBox,
} from '@/generated/graphql';
import { formatSeoulTime } from './format';
import { InquiryDialog } from './InquiryDialog';
import { StatusLabel } from './StatusLabel';

const BOXES: InquiryBox[] = ['unread', 'open', 'handled', 'all'];

const Unread = styled.span`
  font-weight: 700;
`;

/** The inbox: newest first, a tab per state with its count, search and paging in the URL. */
export function InquiryInbox() {
  const { t } = useLingui();
  const { params, set } = useListParams({ filters: ['box', 'inquiry'] as const });
  const box = (BOXES as string[]).includes(params.filters.box) ? (params.filters.box as InquiryBox) : 'all';
  const { data, loading, error } = useQuery(AdminInquiriesDocument, {
    variables: {
      filter: { box, search: params.q || null },
      page: { page: params.page, pageSize: params.pageSize },
    },
  });
  const counts = useQuery(InquiryCountsDocument).data?.inquiryCounts;
  const [opened, setOpened] = useState<AdminInquiryRowFragment | null>(null);
  const page = data?.adminInquiries;
  const labels: Record<InquiryBox, string> = {
    unread: t`Unread`,
    open: t`To do`,
    handled: t`Handled`,
    all: t`All`,
  };

  const columns = useMemo<DataColumn<AdminInquiryRowFragment>[]>(
    () => [
      {
        id: 'subject',
        header: t`Subject`,
        rowHeader: true,
        cell: (row) => (
          <TitleButton onClick={() => setOpened(row)}>
            {row.status === 'new' ? <Unread>{row.subject}</Unread> : row.subject}
          </TitleButton>
        ),
      },
      { id: 'from', header: t`From`, cell: (row) => `${row.name} <${row.email}>` },
      { id: 'language', header: t`Language`, cell: (row) => row.language },
      { id: 'received', header: t`Received`, cell: (row) => formatSeoulTime(row.createdAt) },
      { id: 'status', header: t`Status`, cell: (row) => <StatusLabel status={row.status} /> },
    ],
    [t],
  );

  return (
    <section aria-label={t`Inbox`}>
      <StatusTabs
        label={t`Inquiry state`}
        value={box === 'all' ? null : box}
        onChange={(value) => set({ box: value })}
        tabs={BOXES.map((b) => ({
          value: b === 'all' ? null : b,
          label: labels[b],
          count: counts ? counts[b] : null,
        }))}
      />
      <div role="search">
        <SearchBox
          label={t`Search inquiries`}
          value={params.q}
          onSearch={(q) => set({ q })}
          placeholder={t`Name, e-mail, subject, message or ID`}
        />
      </div>
      {error ? (
        <p role="alert">
          <Trans>The inquiries could not be loaded.</Trans>
        </p>
      ) : (
        <>
          <DataTable
            label={t`Inquiries`}
            columns={columns}
            rows={page?.items ?? []}
            rowId={(row) => row.id}
            loading={loading}
            empty={t`No inquiries here.`}
          />
          <ServerPagination page={page} onChange={set} />
        </>
      )}
      {opened ? (
        <InquiryDialog
          // The list's current copy of the row (a reply marks it handled), else the one opened (a row
          // that left this box meanwhile).
          inquiry={page?.items.find((row) => row.id === opened.id) ?? opened}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </section>
  );
}
