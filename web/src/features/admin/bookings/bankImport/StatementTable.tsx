import { useMemo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { formatKrw } from '@domain/pricing';
import { SelectField, TextField } from '@/components/FormField';
import { Checkbox } from '@/components/ui';
import { DataTable, type DataColumn } from '@/components/table';
import { Marker, type MarkerTone } from '@/features/admin/kit/Marker';
import { formatSeoulDate } from '@/features/admin/kit/seoulTime';
import type { MatchKind, StatementRow } from './api';

const MATCH_LABELS: Record<MatchKind, MessageDescriptor> = {
  matched: msg`Matched`,
  possibly_recorded: msg`Possibly recorded already`,
  ambiguous: msg`Ambiguous`,
  unmatched: msg`Not recognised`,
  duplicate: msg`Already imported`,
};
const MATCH_TONES: Record<MatchKind, MarkerTone> = {
  matched: 'success',
  possibly_recorded: 'notice',
  ambiguous: 'warning',
  unmatched: 'danger',
  duplicate: 'muted',
};

/** The kit's marker, on the line with its neighbours. */
const Pill = styled(Marker)`
  margin: 0;
`;

const Narrow = styled.div`
  max-width: 12rem;
`;

const Stack = styled.div`
  display: grid;
  gap: 4px;
  min-width: 10rem;
  font-size: 0.8125rem;
`;

const isoOf = ([y, m, d]: [number, number, number]) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

type StatementTableProps = {
  rows: StatementRow[];
  /** line → what staff typed or chose (a booking number, or '' for none). */
  assign: Record<number, string>;
  onAssign: (line: number, value: string) => void;
};

/** The preview: each deposit with its match; an ambiguous or unknown one can be given its booking. */
export function StatementTable({ rows, assign, onAssign }: StatementTableProps) {
  const { t, i18n } = useLingui();
  const columns = useMemo<DataColumn<StatementRow>[]>(
    () => [
      { id: 'line', header: t`Line`, cell: (r) => r.line, rowHeader: true },
      { id: 'date', header: t`Date`, cell: (r) => (r.date ? formatSeoulDate(isoOf(r.date)) : '—') },
      { id: 'name', header: t`Name`, cell: (r) => r.name },
      { id: 'amount', header: t`Amount`, cell: (r) => formatKrw(r.amount, i18n.locale) },
      {
        id: 'memo',
        header: t`Memo`,
        cell: (r) => [r.memo, r.details].filter(Boolean).join(' · ') || '—',
      },
      {
        id: 'match',
        header: t`Match`,
        cell: (r) => <Pill $tone={MATCH_TONES[r.match]}>{i18n._(MATCH_LABELS[r.match])}</Pill>,
      },
      {
        id: 'booking',
        header: t`Booking`,
        cell: (r) => {
          const line = r.line;
          if (r.match === 'matched' && r.bookingId) {
            return (
              <a href={`/admin?section=bookings&q=${r.bookingId}`} target="_blank" rel="noreferrer">
                #{r.bookingId}
              </a>
            );
          }
          if (r.match === 'possibly_recorded' && r.bookingId) {
            const id = r.bookingId;
            const seen = r.recordedAs;
            const day = seen ? formatSeoulDate(isoOf(seen.paidAt)) : '';
            const by = seen?.createdBy ?? '';
            const above = seen?.line ?? 0;
            return (
              <Stack>
                <a href={`/admin?section=bookings&q=${id}`} target="_blank" rel="noreferrer">
                  #{id}
                </a>
                {seen ? (
                  <span>
                    {seen.line ? t`Same as line ${above} of this file` : t`Recorded on ${day} by ${by}`}
                  </span>
                ) : null}
                <Checkbox
                  label={t`Record anyway`}
                  aria-label={t`Record anyway: line ${line}`}
                  checked={assign[line] === String(id)}
                  onCheckedChange={(on) => onAssign(line, on ? String(id) : '')}
                />
              </Stack>
            );
          }
          if (r.match === 'ambiguous') {
            return (
              <Narrow>
                <SelectField
                  label={t`Booking for line ${line}`}
                  hideLabel
                  value={assign[line] ?? ''}
                  onChange={(event) => onAssign(line, event.target.value)}
                >
                  <option value="">{t`Do not record`}</option>
                  {(r.candidates ?? []).map((id) => (
                    <option key={id} value={String(id)}>
                      #{id}
                    </option>
                  ))}
                </SelectField>
              </Narrow>
            );
          }
          if (r.match === 'unmatched') {
            return (
              <Narrow>
                <TextField
                  label={t`Booking number for line ${line}`}
                  hideLabel
                  inputMode="numeric"
                  placeholder="#"
                  value={assign[line] ?? ''}
                  onChange={(event) => onAssign(line, event.target.value.replace(/\D/g, ''))}
                />
              </Narrow>
            );
          }
          return '—';
        },
      },
    ],
    [t, i18n, assign, onAssign],
  );
  return (
    <DataTable
      label={t`Statement deposits`}
      columns={columns}
      rows={rows}
      rowId={(r) => r.line}
      empty={t`The file has no deposits.`}
    />
  );
}
