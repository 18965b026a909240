import { useState, type ReactNode } from 'react';
import { DayPicker } from 'react-day-picker';
import { useLingui } from '@lingui/react/macro';
import { formatFullDate } from '@/lib/dates';
import { Button } from '../Button';
import { fromSeoulDay, PickerActions, toSeoulDay } from './dayPicker';
import { PopoverDateField, useSeoulDayPickerProps } from './PopoverDateField';

export type DatePickerProps = {
  /** Visible label, also the trigger's accessible name (with the date shown). */
  label: ReactNode;
  hideLabel?: boolean;
  /** A Seoul date YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest and latest choosable dates (YYYY-MM-DD). */
  min?: string;
  max?: string;
  /** Offers "Clear date" when a date is set (optional fields and filters). */
  clearable?: boolean;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * One Seoul date (YYYY-MM-DD) chosen in a popover calendar (react-day-picker, Asia/Seoul, the
 * UI language's captions). Shows the date in full in the UI language, e.g. "2026년 6월 15일 월요일".
 */
export function DatePicker({
  value,
  onChange,
  min,
  max,
  clearable = false,
  placeholder,
  ...field
}: DatePickerProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const pickerProps = useSeoulDayPickerProps({ min, max });

  return (
    <PopoverDateField
      {...field}
      valueText={value ? formatFullDate(value, i18n.locale) : (placeholder ?? t`Choose a date`)}
      fallbackLabel={t`Choose a date`}
      open={open}
      onOpenChange={setOpen}
    >
      <DayPicker
        {...pickerProps}
        mode="single"
        required
        defaultMonth={toSeoulDay(value || min || fromSeoulDay(new Date()))}
        selected={value ? toSeoulDay(value) : undefined}
        onSelect={(day: Date) => {
          onChange(fromSeoulDay(day));
          setOpen(false);
        }}
      />
      {clearable && value ? (
        <PickerActions>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange('');
              setOpen(false);
            }}
          >
            {t`Clear date`}
          </Button>
        </PickerActions>
      ) : null}
    </PopoverDateField>
  );
}
