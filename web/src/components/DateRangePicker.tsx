import { useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { seoulToday } from '@domain/calendar';
import { formatDateRange, type DateRange } from '@/lib/dates';
import { Button } from './Button';
import { Calendar } from './Calendar';
import { FilterButton } from './FilterButton';
import { CalendarIcon } from './icons';
import { Modal } from './Modal';
import { VisuallyHidden } from './VisuallyHidden';

export type { DateRange };

type Pending = { start: string | null; end: string | null };

const Summary = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0;

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    margin-right: auto;
  }
`;

export type DateRangePickerProps = {
  value: DateRange | null;
  onChange: (range: DateRange | null) => void;
  /** Seoul's today by default; days before it cannot be chosen. */
  today?: string;
};

/**
 * The list's date filter (spec §4/§5). The dialog holds a pending start and end: the first
 * click sets the start, the next one the end (an earlier day starts again, so the end is never
 * before the start). Apply uses them (start only: end = start), Cancel discards them, Clear
 * removes the range. Days before today (Seoul) are disabled.
 */
export function DateRangePicker({ value, onChange, today: todayProp }: DateRangePickerProps) {
  const { t, i18n } = useLingui();
  const today = todayProp ?? seoulToday();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<Pending>({ start: null, end: null });
  const [focusedDate, setFocusedDate] = useState(today);

  function openDialog() {
    setPending({ start: value?.from ?? null, end: value?.to ?? null });
    setFocusedDate(value && value.from >= today ? value.from : today);
    setOpen(true);
  }

  function choose(date: string) {
    setPending(({ start, end }) =>
      !start || end || date < start ? { start: date, end: null } : { start, end: date },
    );
  }

  function apply() {
    onChange(pending.start ? { from: pending.start, to: pending.end ?? pending.start } : null);
    setOpen(false);
  }

  function clear() {
    setPending({ start: null, end: null });
    onChange(null);
    setOpen(false);
  }

  const format = (date: string | null) =>
    date ? formatDateRange({ from: date, to: date }, i18n.locale) : t`Not selected`;

  return (
    <>
      <FilterButton aria-haspopup="dialog" $active={Boolean(value)} onClick={openDialog}>
        <CalendarIcon />
        <span>
          {value ? (
            <>
              <VisuallyHidden>{t`Dates:`} </VisuallyHidden>
              {formatDateRange(value, i18n.locale)}
            </>
          ) : (
            t`Any dates`
          )}
        </span>
      </FilterButton>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t`Choose your dates`}
        description={t`Pick a start date, then an end date. Choose only a start date for a single day.`}
        width="420px"
      >
        <Calendar
          focusedDate={focusedDate}
          onFocusedDateChange={setFocusedDate}
          onSelect={choose}
          isDisabled={(date) => date < today}
          minDate={today}
          today={today}
          dayState={(date) => ({
            selected: date === pending.start || date === pending.end,
            inRange: Boolean(pending.start && pending.end && date > pending.start && date < pending.end),
          })}
        />
        <Summary aria-live="polite">
          <dt>
            <Trans>Start</Trans>
          </dt>
          <dd>{format(pending.start)}</dd>
          <dt>
            <Trans>End</Trans>
          </dt>
          <dd>{format(pending.end ?? pending.start)}</dd>
        </Summary>
        <Actions>
          <Button variant="ghost" onClick={clear}>
            <Trans>Clear dates</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={apply}>
            <Trans>Apply</Trans>
          </Button>
        </Actions>
      </Modal>
    </>
  );
}
