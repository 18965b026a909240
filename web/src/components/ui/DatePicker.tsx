import { useId, useState, type ReactNode } from 'react';
import { DayPicker } from 'react-day-picker';
import { useLingui } from '@lingui/react/macro';
import { formatFullDate } from '@/lib/dates';
import { Button } from '../Button';
import { CalendarIcon } from '../icons';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  CALENDAR_TIME_ZONE,
  DateField,
  DateFieldLabel,
  DateFieldTrigger,
  PickerActions,
  PickerRoot,
  dayPickerLocale,
  fromSeoulDay,
  pickerComponents,
  toSeoulDay,
} from './dayPicker';
import { Popover } from './Popover';

export type DatePickerProps = {
  /** Visible label, also the trigger's accessible name. */
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
  label,
  hideLabel = false,
  value,
  onChange,
  min,
  max,
  clearable = false,
  placeholder,
  id,
  disabled,
  invalid,
  describedBy,
}: DatePickerProps) {
  const { t, i18n } = useLingui();
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const labelId = `${triggerId}-label`;
  const valueId = `${triggerId}-value`;
  const [open, setOpen] = useState(false);
  const labelElement = (
    <DateFieldLabel id={labelId} htmlFor={triggerId}>
      {label}
    </DateFieldLabel>
  );
  const disabledDays = [
    ...(min ? [{ before: toSeoulDay(min) }] : []),
    ...(max ? [{ after: toSeoulDay(max) }] : []),
  ];

  return (
    <DateField>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <Popover
        label={typeof label === 'string' ? label : t`Choose a date`}
        open={open}
        onOpenChange={setOpen}
        // The calendar focuses the chosen day (or today) itself.
        onOpenAutoFocus={(event) => event.preventDefault()}
        trigger={
          <DateFieldTrigger
            id={triggerId}
            // Named by the label and the date shown, so the value is read with the name.
            aria-labelledby={`${labelId} ${valueId}`}
            type="button"
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          >
            <CalendarIcon />
            <span id={valueId}>
              {value ? formatFullDate(value, i18n.locale) : (placeholder ?? t`Choose a date`)}
            </span>
          </DateFieldTrigger>
        }
      >
        <PickerRoot>
          <DayPicker
            mode="single"
            required
            autoFocus
            timeZone={CALENDAR_TIME_ZONE}
            locale={dayPickerLocale(i18n.locale)}
            weekStartsOn={0}
            navLayout="around"
            defaultMonth={toSeoulDay(value || min || fromSeoulDay(new Date()))}
            startMonth={min ? toSeoulDay(min) : undefined}
            endMonth={max ? toSeoulDay(max) : undefined}
            disabled={disabledDays}
            selected={value ? toSeoulDay(value) : undefined}
            onSelect={(day: Date) => {
              onChange(fromSeoulDay(day));
              setOpen(false);
            }}
            labels={{
              labelPrevious: () => t`Previous month`,
              labelNext: () => t`Next month`,
              labelDayButton: (day: Date) => formatFullDate(fromSeoulDay(day), i18n.locale),
            }}
            components={pickerComponents}
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
        </PickerRoot>
      </Popover>
    </DateField>
  );
}
