import { useState, type ReactNode } from 'react';
import { DayPicker } from 'react-day-picker';
import { useLingui } from '@lingui/react/macro';
import { formatDateRange, type DateRange } from '@/lib/dates';
import { Button } from '../Button';
import { fromSeoulDay, PickerActions, toSeoulDay } from './dayPicker';
import { PopoverDateField, useSeoulDayPickerProps } from './PopoverDateField';

export type DateRangeFieldProps = {
  /** Visible label, also the trigger's accessible name (with the dates shown). */
  label: ReactNode;
  hideLabel?: boolean;
  /** Seoul dates YYYY-MM-DD, both ends included; null for any dates. */
  value: DateRange | null;
  onChange: (value: DateRange | null) => void;
  min?: string;
  max?: string;
  id?: string;
  disabled?: boolean;
};

/**
 * A range of Seoul dates for admin filters and forms, in a popover calendar: the first click
 * picks the start, the second the end (an earlier day starts again, so the end is never before
 * the start; the same day twice is a one-day range). "Clear dates" removes the range.
 */
export function DateRangeField({ value, onChange, min, max, ...field }: DateRangeFieldProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  // A start waiting for its end; null while the range shown is the value.
  const [start, setStart] = useState<string | null>(null);
  const pickerProps = useSeoulDayPickerProps({ min, max });
  const shown = start ? { from: start, to: undefined } : value;

  function choose(date: string) {
    if (!start || date < start) {
      setStart(date);
      return;
    }
    setStart(null);
    onChange({ from: start, to: date });
    setOpen(false);
  }

  return (
    <PopoverDateField
      {...field}
      valueText={value ? formatDateRange(value, i18n.locale) : t`Any dates`}
      fallbackLabel={t`Choose your dates`}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setStart(null);
      }}
    >
      <DayPicker
        {...pickerProps}
        mode="range"
        defaultMonth={toSeoulDay(value?.from ?? min ?? fromSeoulDay(new Date()))}
        selected={
          shown
            ? { from: toSeoulDay(shown.from), to: shown.to ? toSeoulDay(shown.to) : undefined }
            : undefined
        }
        // Selection is ours (two clicks, see above): react-day-picker only shows it.
        onSelect={() => undefined}
        onDayClick={(day, modifiers) => {
          if (!modifiers.disabled) choose(fromSeoulDay(day));
        }}
      />
      {value ? (
        <PickerActions>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange(null);
              setOpen(false);
            }}
          >
            {t`Clear dates`}
          </Button>
        </PickerActions>
      ) : null}
    </PopoverDateField>
  );
}
