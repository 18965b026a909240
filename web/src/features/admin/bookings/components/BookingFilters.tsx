import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchBox } from '@/components/table';
import { Select } from '@/components/ui';
import type { BookingParams } from '../hooks/useBookingParams';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }

  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

const ALL = 'all';

type BookingFiltersProps = {
  params: BookingParams;
  update: (changes: Record<string, string | number | null>) => void;
  items: { itemId: number; title: string }[];
  /** The applications of one slot: search only. */
  searchOnly?: boolean;
};

/** Search (debounced into the URL), item, language and booking-date range. */
export function BookingFilters({ params, update, items, searchOnly }: BookingFiltersProps) {
  const { t } = useLingui();

  return (
    <Bar role="search">
      <SearchBox
        label={t`Search`}
        value={params.q}
        onSearch={(q) => update({ q })}
        placeholder={t`Name, e-mail, phone, booking ID or item`}
      />
      {!searchOnly && (
        <>
          <Select
            label={t`Item`}
            value={params.item ? String(params.item) : ALL}
            onChange={(v) => update({ item: v === ALL ? null : v })}
            options={[
              { value: ALL, label: t`All items` },
              ...items.map((i) => ({ value: String(i.itemId), label: i.title })),
            ]}
          />
          <Select
            label={t`Language`}
            value={params.language ?? ALL}
            onChange={(v) => update({ lang: v === ALL ? null : v })}
            options={[
              { value: ALL, label: t`All languages` },
              { value: 'ENG', label: 'ENG' },
              { value: 'JPN', label: 'JPN' },
              { value: 'CHN', label: 'CHN' },
              { value: 'KOR', label: 'KOR' },
            ]}
          />
          <label>
            <Trans>Booking date from</Trans>
            <input type="date" value={params.from} onChange={(e) => update({ from: e.target.value })} />
          </label>
          <label>
            <Trans>Booking date to</Trans>
            <input type="date" value={params.to} onChange={(e) => update({ to: e.target.value })} />
          </label>
        </>
      )}
    </Bar>
  );
}
