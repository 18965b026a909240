import { useId, useState, type ReactNode } from 'react';
import { DayPicker } from 'react-day-picker';
import { useLingui } from '@lingui/react/macro';
import { formatDateRange, formatFullDate, type DateRange } from '@/lib/dates';
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

export type DateRangeFieldProps = {
  /** Visible label, also the trigger's accessible name. */
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
export function DateRangeField({
  label,
  hideLabel = false,
  value,
  onChange,
  min,
  max,
  id,
  disabled,
}: DateRangeFieldProps) {
  const { t, i18n } = useLingui();
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const labelId = `${triggerId}-label`;
  const valueId = `${triggerId}-value`;
  const [open, setOpen] = useState(false);
  // A start waiting for its end; null when the shown range is the value.
  const [start, setStart] = useState<string | null>(null);
  const labelElement = (
    <DateFieldLabel id={labelId} htmlFor={triggerId}>
      {label}
    </DateFieldLabel>
  );
  const disabledDays = [
    ...(min ? [{ before: toSeoulDay(min) }] : []),
    ...(max ? [{ after: toSeoulDay(max) }] : []),
  ];
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
    <DateField>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <Popover
        label={typeof label === 'string' ? label : t`Choose your dates`}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setStart(null);
        }}
        onOpenAutoFocus={(event) => event.preventDefault()}
        trigger={
          <DateFieldTrigger
            id={triggerId}
            // Named by the label and the dates shown, so the value is read with the name.
            aria-labelledby={`${labelId} ${valueId}`}
            type="button"
            disabled={disabled}
          >
            <CalendarIcon />
            <span id={valueId}>{value ? formatDateRange(value, i18n.locale) : t`Any dates`}</span>
          </DateFieldTrigger>
        }
      >
        <PickerRoot>
          <DayPicker
            mode="range"
            autoFocus
            timeZone={CALENDAR_TIME_ZONE}
            locale={dayPickerLocale(i18n.locale)}
            weekStartsOn={0}
            navLayout="around"
            defaultMonth={toSeoulDay(value?.from ?? min ?? fromSeoulDay(new Date()))}
            startMonth={min ? toSeoulDay(min) : undefined}
            endMonth={max ? toSeoulDay(max) : undefined}
            disabled={disabledDays}
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
            labels={{
              labelPrevious: () => t`Previous month`,
              labelNext: () => t`Next month`,
              labelDayButton: (day: Date) => formatFullDate(fromSeoulDay(day), i18n.locale),
            }}
            components={pickerComponents}
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
        </PickerRoot>
      </Popover>
    </DateField>
  );
}
