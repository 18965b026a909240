import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Select } from '@/components/ui';
import { PAGE_SIZES } from './useListParams';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Status = styled.p`
  margin: 0 auto 0 0;
  align-self: center;
`;

export type PaginationProps = {
  page: number;
  pageSize: number;
  totalCount: number;
  onPage: (page: number) => void;
  /** Omitted: no page-size choice. */
  onPageSize?: (pageSize: number) => void;
};

/** "Showing 21-40 of 57", the page size choice, previous and next. */
export function Pagination({ page, pageSize, totalCount, onPage, onPageSize }: PaginationProps) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  const from = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(totalCount, page * pageSize);
  return (
    <Bar aria-label={t`Pages`}>
      <Status aria-live="polite">
        <Trans>
          Showing {from}-{to} of {totalCount}
        </Trans>
      </Status>
      {onPageSize ? (
        <Select
          label={t`Rows per page`}
          value={String(pageSize)}
          onChange={(v) => onPageSize(Number(v))}
          options={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
        />
      ) : null}
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span>{t`Page ${page} of ${pages}`}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </Bar>
  );
}

/** A page as the server answers an admin list (the generic paginated type). */
export type ServerPage = { page: number; pageSize: number; totalCount: number };

/**
 * `Pagination` for a list whose page the server answered: nothing before the first answer; a page
 * or page-size choice goes to `onChange` (the list's URL state).
 */
export function ServerPagination({
  page,
  onChange,
}: {
  page: ServerPage | null | undefined;
  onChange: (change: { page: number } | { pageSize: number }) => void;
}) {
  if (!page) return null;
  return (
    <Pagination
      page={page.page}
      pageSize={page.pageSize}
      totalCount={page.totalCount}
      onPage={(p) => onChange({ page: p })}
      onPageSize={(pageSize) => onChange({ pageSize })}
    />
  );
}
