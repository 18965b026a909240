import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';
import { Select, type SelectOption } from '@/components/ui';
import { useFieldError, useFieldId } from './binding';
import { ErrorLine, Muted } from './layout';

/** A function whose identity never changes but which always runs the latest `fn` (memoised children). */
function useStableCallback<A extends unknown[]>(fn: (...args: A) => void) {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

export type BoundSelectProps = {
  /** The formik field. */
  name: string;
  label: ReactNode;
  /** Keep it stable (a constant or memoised): the select re-renders only when its props change. */
  options: readonly SelectOption[];
  /** The control's id; the field's id (`${idPrefix}-${name}`) when omitted. */
  id?: string;
  /** The value shown and how a choice is stored, for a part of the field (the field's own value by default). */
  value?: string;
  onChange?: (value: string) => void;
  /** Shown while the value is '' (not a choice of its own). */
  placeholder?: ReactNode;
  /** A first option choosing '' ("--" for none). */
  emptyOption?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  /** Shows the field's error under this control (off for the second control of a pair). */
  showError?: boolean;
};

/**
 * `ui/Select` bound to a formik field of the kit: its id (what the error summary and the first
 * error's focus look for), touched once focus leaves it, the error under it and `aria-describedby`
 * naming hint and error (`${id}-hint`, `${id}-error`, as the text fields have them).
 */
export function BoundSelect({
  name,
  label,
  options,
  id,
  value,
  onChange,
  placeholder,
  emptyOption,
  hint,
  disabled,
  showError = true,
}: BoundSelectProps) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const fieldId = useFieldId(name);
  const controlId = id ?? fieldId;
  const fieldError = useFieldError(name);
  const error = showError ? fieldError : undefined;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const change = useStableCallback((next: string) =>
    onChange ? onChange(next) : void setFieldValue(name, next),
  );
  const blur = useStableCallback(() => void setFieldTouched(name, true));
  return (
    <div>
      <Select
        id={controlId}
        label={label}
        options={options}
        value={value ?? String(getIn(values, name) ?? '')}
        onChange={change}
        onBlur={blur}
        placeholder={placeholder}
        emptyOption={emptyOption}
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={describedBy}
      />
      {hint ? <Muted id={hintId}>{hint}</Muted> : null}
      {error ? <ErrorLine id={errorId}>{error}</ErrorLine> : null}
    </div>
  );
}

type FormSelectProps = {
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** Shown while nothing is chosen (value ''); not a choice of its own. */
  placeholder?: string;
  hint?: ReactNode;
  disabled?: boolean;
};

/** A single choice bound to the form (`ui/Select`: keyboard, typeahead), its error under it. */
export function FormSelect({ name, options, ...props }: FormSelectProps) {
  // Callers build the list inline; the same values and labels keep the same list.
  const key = options.map((o) => `${o.value}\u0000${o.label}`).join('\u0001');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => options, [key]);
  return (
    <div data-field={name}>
      <BoundSelect name={name} options={stable} {...props} />
    </div>
  );
}
