import { useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateRange, type DateRange } from '@/lib/dates';
import { Button } from './Button';
import { Calendar } from './Calendar';
import { Modal } from './Modal';

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

export type DateRangeDialogProps = {
  open: boolean;
  /** The range in effect when the dialog opened: the pending dates start from it. */
  value: DateRange | null;
  today: string;
  onChange: (range: DateRange | null) => void;
  onClose: () => void;
};

/** The date filter's dialog (DateRangePicker): its own chunk, loaded when first opened. */
export function DateRangeDialog({ open, value, today, onChange, onClose }: DateRangeDialogProps) {
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState<Pending>({ start: value?.from ?? null, end: value?.to ?? null });
  const [focusedDate, setFocusedDate] = useState(value && value.from >= today ? value.from : today);

  function choose(date: string) {
    setPending(({ start, end }) =>
      !start || end || date < start ? { start: date, end: null } : { start, end: date },
    );
  }

  function apply() {
    onChange(pending.start ? { from: pending.start, to: pending.end ?? pending.start } : null);
    onClose();
  }

  function clear() {
    setPending({ start: null, end: null });
    onChange(null);
    onClose();
  }

  const format = (date: string | null) =>
    date ? formatDateRange({ from: date, to: date }, i18n.locale) : t`Not selected`;

  return (
    <Modal
      open={open}
      onClose={onClose}
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
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        <Button onClick={apply}>
          <Trans>Apply</Trans>
        </Button>
      </Actions>
    </Modal>
  );
}
