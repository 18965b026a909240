import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { ReviewSummaryDocument } from '@/generated/graphql';
import { LANGUAGE_LABELS } from '../../shell/contentLanguages';
import { LinkButton, Table } from './tableStyles';

/** Per item: language, pending / approved / rejected counts and the storefront's average rating. */
export function ReviewSummaryTable({ onOpen }: { onOpen: (itemId: number) => void }) {
  const { t, i18n } = useLingui();
  const { data, loading, error } = useQuery(ReviewSummaryDocument, {
    variables: { page: { page: 1, pageSize: 100 } },
  });
  const list = data?.reviewSummary;
  return (
    <>
      {error ? <p role="alert">{t`Failed to fetch reviews`}</p> : null}
      <Table aria-busy={loading}>
        <caption>{list ? t`${list.totalCount} items with reviews` : t`Loading reviews`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Item`}</th>
            <th scope="col">{t`Language`}</th>
            <th scope="col">{t`Pending`}</th>
            <th scope="col">{t`Approved`}</th>
            <th scope="col">{t`Rejected`}</th>
            <th scope="col">{t`Average rating`}</th>
          </tr>
        </thead>
        <tbody>
          {list?.items.map((row) => (
            <tr key={row.itemId}>
              <th scope="row">
                <LinkButton type="button" onClick={() => onOpen(row.itemId)}>
                  {row.title}
                </LinkButton>
              </th>
              <td>{row.language ? i18n._(LANGUAGE_LABELS[row.language]) : t`N/A`}</td>
              <td>{row.pending}</td>
              <td>{row.approved}</td>
              <td>{row.rejected}</td>
              <td>{row.reviewCount ? `★ ${row.rating.toFixed(1)} (${row.reviewCount})` : '-'}</td>
            </tr>
          ))}
          {list && !list.items.length ? (
            <tr>
              <td colSpan={6}>{t`No reviews yet.`}</td>
            </tr>
          ) : null}
        </tbody>
      </Table>
    </>
  );
}
