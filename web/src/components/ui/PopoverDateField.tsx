import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { formatFullDate } from '@/lib/dates';
import { CalendarIcon } from '../icons';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  CALENDAR_TIME_ZONE,
  dayPickerLocale,
  fromSeoulDay,
  pickerComponents,
  PickerRoot,
  toSeoulDay,
} from './dayPicker';
import { Field, FieldLabel, fieldTriggerStyles } from './field';
import { Popover } from './Popover';

const Trigger = styled.button`
  ${fieldTriggerStyles}
  text-align: left;
`;

/**
 * The react-day-picker props every admin date field shares: Asia/Seoul, the UI language's
 * captions (date-fns locale), Sunday first, `min`/`max` as limits, full-date day names.
 */
export function useSeoulDayPickerProps({ min, max }: { min?: string; max?: string }) {
  const { t, i18n } = useLingui();
  return {
    timeZone: CALENDAR_TIME_ZONE,
    locale: dayPickerLocale(i18n.locale),
    weekStartsOn: 0 as const,
    navLayout: 'around' as const,
    autoFocus: true,
    startMonth: min ? toSeoulDay(min) : undefined,
    endMonth: max ? toSeoulDay(max) : undefined,
    disabled: [...(min ? [{ before: toSeoulDay(min) }] : []), ...(max ? [{ after: toSeoulDay(max) }] : [])],
    labels: {
      labelPrevious: () => t`Previous month`,
      labelNext: () => t`Next month`,
      labelDayButton: (day: Date) => formatFullDate(fromSeoulDay(day), i18n.locale),
    },
    components: pickerComponents,
  };
}

export type PopoverDateFieldProps = {
  label: ReactNode;
  hideLabel?: boolean;
  /** What the trigger shows: the chosen date(s) or a placeholder; read after the label. */
  valueText: string;
  /** Accessible name of the popover when `label` is not plain text. */
  fallbackLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** The calendar (and its actions) inside the popover. */
  children: ReactNode;
};

/** A labelled button showing the date(s), opening a calendar in a popover. */
export function PopoverDateField({
  label,
  hideLabel = false,
  valueText,
  fallbackLabel,
  open,
  onOpenChange,
  id,
  disabled,
  invalid,
  describedBy,
  children,
}: PopoverDateFieldProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const labelElement = (
    <FieldLabel id={`${triggerId}-label`} htmlFor={triggerId}>
      {label}
    </FieldLabel>
  );
  return (
    <Field>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <Popover
        label={typeof label === 'string' ? label : fallbackLabel}
        open={open}
        onOpenChange={onOpenChange}
        // The calendar focuses the chosen day (or today) itself.
        onOpenAutoFocus={(event) => event.preventDefault()}
        trigger={
          <Trigger
            id={triggerId}
            type="button"
            // Named by the label and the date(s) shown, so the value is read with the name.
            aria-labelledby={`${triggerId}-label ${triggerId}-value`}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          >
            <CalendarIcon />
            <span id={`${triggerId}-value`}>{valueText}</span>
          </Trigger>
        }
      >
        <PickerRoot>{children}</PickerRoot>
      </Popover>
    </Field>
  );
}
