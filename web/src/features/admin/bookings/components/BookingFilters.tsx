import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { SearchBox } from '@/components/table';
import { DateRangeField, Select } from '@/components/ui';
import { ItemPicker } from '@/features/admin/kit/ItemPicker';
import type { BookingParams } from '../hooks/useBookingParams';
import { PAYMENT_FILTER_LABELS, PAYMENT_FILTERS } from '../payments/labels';
import { LANGUAGES } from '@domain/constants';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const ALL = 'all';

type BookingFiltersProps = {
  params: BookingParams;
  update: (changes: Record<string, string | number | null>) => void;
  /** The applications of one slot: search only. */
  searchOnly?: boolean;
};

/** Search (debounced into the URL), item, language, payment and booking-date range. */
export function BookingFilters({ params, update, searchOnly }: BookingFiltersProps) {
  const { t, i18n } = useLingui();

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
          <ItemPicker
            label={t`Item`}
            placeholder={t`All items`}
            value={params.item}
            onChange={(item) => update({ item })}
          />
          <Select
            label={t`Language`}
            value={params.language ?? ALL}
            onChange={(v) => update({ lang: v === ALL ? null : v })}
            options={[
              { value: ALL, label: t`All languages` },
              ...LANGUAGES.map((language) => ({ value: language, label: language })),
            ]}
          />
          <Select
            label={t`Payment`}
            value={params.payment ?? ALL}
            onChange={(v) => update({ payment: v === ALL ? null : v })}
            options={[
              { value: ALL, label: t`Any payment` },
              ...PAYMENT_FILTERS.map((p) => ({ value: p, label: i18n._(PAYMENT_FILTER_LABELS[p]) })),
            ]}
          />
          <DateRangeField
            label={t`Booking dates`}
            // The URL keeps `from` and `to`; the picker always sets both (or clears both).
            value={params.from && params.to ? { from: params.from, to: params.to } : null}
            onChange={(range) => update({ from: range?.from ?? null, to: range?.to ?? null })}
          />
        </>
      )}
    </Bar>
  );
}
