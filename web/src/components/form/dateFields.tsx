import { useId, type ReactNode } from 'react';
import { TZDate } from '@date-fns/tz';
import { getIn, useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { SEOUL_TIME_ZONE } from '@domain/constants';
import { SLOT_MINUTES } from '@domain/schemas/experience';
import { Fieldset, TextField } from '@/components/FormField';
import { DatePicker } from '@/components/ui';
import { useFieldError, useFieldId } from './binding';
import { ErrorLine } from './layout';
import { BoundSelect } from './selectField';

const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;

const pad = (n: number) => String(n).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, h) => pad(h));

function useBound(name: string) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  return {
    value: String(getIn(values, name) ?? ''),
    set: (next: string) => void setFieldValue(name, next),
    error: useFieldError(name),
    id: useFieldId(name),
  };
}

type DateProps = {
  name: string;
  label: ReactNode;
  /** The label for screen readers only (a row of a list, named by the list's legend). */
  hideLabel?: boolean;
  min?: string;
  max?: string;
  clearable?: boolean;
};

/** A Seoul date (YYYY-MM-DD) from the ui DatePicker. */
export function FormDate({ name, label, hideLabel, min, max, clearable }: DateProps) {
  const { value, set, error, id } = useBound(name);
  const errorId = useId();
  return (
    <div data-field={name}>
      <DatePicker
        id={id}
        label={label}
        hideLabel={hideLabel}
        value={value}
        onChange={set}
        min={min}
        max={max}
        clearable={clearable}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      />
      {error ? <ErrorLine id={errorId}>{error}</ErrorLine> : null}
    </div>
  );
}

/** The Seoul date (YYYY-MM-DD) and time (HH:MM) of an instant given as an ISO string. */
export function seoulParts(iso: string): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const d = new TZDate(iso, SEOUL_TIME_ZONE);
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}

/** The instant (ISO, UTC) of a Seoul date and time; '' until the date is given. */
export function fromSeoulParts(date: string, time: string): string {
  if (!date) return '';
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = (time || '00:00').split(':').map(Number);
  return new Date(+new TZDate(y, m - 1, d, hh, mm, SEOUL_TIME_ZONE)).toISOString();
}

/** An instant chosen as a date and a time in Seoul (stored as an ISO string). */
export function FormDateTime({
  name,
  label,
  timeLabel,
  clearable,
}: {
  name: string;
  label: string;
  timeLabel?: string;
  /** An optional instant: "Clear date" empties it. */
  clearable?: boolean;
}) {
  const { t } = useLingui();
  const { value, set, error, id } = useBound(name);
  const errorId = useId();
  const { date, time } = seoulParts(value);
  return (
    <Fieldset data-field={name} aria-describedby={error ? errorId : undefined}>
      <legend>{label}</legend>
      <Inline>
        <DatePicker
          id={id}
          label={t`Date`}
          value={date}
          onChange={(next) => set(fromSeoulParts(next, time))}
          clearable={clearable}
          invalid={Boolean(error)}
        />
        <TextField
          type="time"
          label={timeLabel ?? t`Time (Seoul)`}
          value={time}
          disabled={!date}
          onChange={(e) => set(fromSeoulParts(date, e.target.value))}
        />
      </Inline>
      {error ? <ErrorLine id={errorId}>{error}</ErrorLine> : null}
    </Fieldset>
  );
}

type SlotProps = { name: string; hourLabel: string; minuteLabel: string };

const HOUR_OPTIONS = HOURS.map((h) => ({ value: h, label: h }));
const MINUTE_OPTIONS = SLOT_MINUTES.map((m) => ({ value: pad(m), label: pad(m) }));

/** A time slot 'HH:MM': hours 00-23 ('--' for none) and minutes 00, 15, 30 or 45. */
export function FormTimeSlot({ name, hourLabel, minuteLabel }: SlotProps) {
  const { value, set, id } = useBound(name);
  const [hour, minute] = value ? value.split(':') : ['', ''];
  const put = (h: string, m: string) => set(h ? `${h}:${m || '00'}` : '');
  return (
    <Inline data-field={name}>
      <BoundSelect
        name={name}
        label={hourLabel}
        options={HOUR_OPTIONS}
        emptyOption="--"
        value={hour}
        onChange={(h) => put(h, minute)}
      />
      <BoundSelect
        name={name}
        id={`${id}-minute`}
        label={minuteLabel}
        options={MINUTE_OPTIONS}
        placeholder="--"
        value={minute}
        onChange={(m) => put(hour || '00', m)}
        showError={false}
      />
    </Inline>
  );
}
