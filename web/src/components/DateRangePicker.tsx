import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { seoulToday } from '@domain/calendar';
import { formatDateRange, type DateRange } from '@/lib/dates';
import { lazyComponent } from '@/lib/lazyComponent';
import type { DateRangeDialogProps } from './DateRangeDialog';
import { FilterButton } from './FilterButton';
import { CalendarIcon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

export type { DateRange };

// The calendar and its dialog load when the filter is first opened (or hovered, or focused).
const DateRangeDialog = lazyComponent<DateRangeDialogProps>(() =>
  import('./DateRangeDialog').then((m) => m.DateRangeDialog),
);

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
  // Each opening starts the dialog afresh from the current range (and loads its chunk the first time).
  const [opened, setOpened] = useState(0);

  function openDialog() {
    setOpened((count) => count + 1);
    setOpen(true);
  }

  return (
    <>
      <FilterButton
        aria-haspopup="dialog"
        $active={Boolean(value)}
        onClick={openDialog}
        onPointerEnter={() => void DateRangeDialog.preload()}
        onFocus={() => void DateRangeDialog.preload()}
      >
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
      {opened > 0 ? (
        <DateRangeDialog
          key={opened}
          open={open}
          value={value}
          today={today}
          onChange={onChange}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
