import type { ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';
import { Trans } from '@lingui/react/macro';
import { SelectField, TextField } from '@/components/FormField';
import { useFieldError, useFieldId } from './context';
import { Muted } from './layout';

type TextProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** A textarea (Enter makes a new line there). */
  multiline?: boolean;
  /** Digits only: anything else typed is dropped. */
  digits?: boolean;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
  /** A live "n / max" counter under the field (with the recommended range, if any). */
  counter?: { max: number; recommended?: readonly [number, number] };
  /** Shown under the field. */
  extra?: ReactNode;
};

/** A text field (or textarea) bound to the form, its error under it. */
export function FormText({
  name,
  label,
  hint,
  multiline,
  digits,
  placeholder,
  disabled,
  maxLength,
  counter,
  extra,
}: TextProps) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const error = useFieldError(name);
  const id = useFieldId(name);
  const value = String(getIn(values, name) ?? '');
  const common = {
    id,
    label,
    hint,
    error,
    name,
    placeholder,
    disabled,
    maxLength,
    value,
    onBlur: () => void setFieldTouched(name, true, false),
  };
  const onChange = (next: string) => void setFieldValue(name, digits ? next.replace(/\D/g, '') : next, false);
  return (
    <div data-field={name}>
      {multiline ? (
        <TextField multiline {...common} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <TextField
          {...common}
          inputMode={digits ? 'numeric' : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {counter ? <Counter length={value.length} max={counter.max} recommended={counter.recommended} /> : null}
      {extra}
    </div>
  );
}

/** A whole number typed as digits only (kept as text in the form, as typed). */
export function FormNumber(props: Omit<TextProps, 'digits' | 'multiline' | 'counter'>) {
  return <FormText {...props} digits />;
}

type SelectProps = {
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** The empty choice's text (value ''); none when omitted. */
  placeholder?: string;
  hint?: ReactNode;
  disabled?: boolean;
};

/** A native select bound to the form. */
export function FormSelect({ name, label, options, placeholder, hint, disabled }: SelectProps) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const error = useFieldError(name);
  const id = useFieldId(name);
  return (
    <div data-field={name}>
      <SelectField
        id={id}
        label={label}
        hint={hint}
        error={error}
        disabled={disabled}
        value={String(getIn(values, name) ?? '')}
        onChange={(e) => void setFieldValue(name, e.target.value, false)}
        onBlur={() => void setFieldTouched(name, true, false)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** "42 / 60" with the recommended range, live as the admin types. */
export function Counter({
  length,
  max,
  recommended,
}: {
  length: number;
  max: number;
  recommended?: readonly [number, number];
}) {
  const inRange = recommended ? length >= recommended[0] && length <= recommended[1] : true;
  const [from, to] = recommended ?? [0, max];
  return (
    <Muted aria-live="polite">
      {length} / {max}
      {recommended ? (
        <>
          {' · '}
          {inRange ? (
            <Trans>
              within the recommended {from}–{to}
            </Trans>
          ) : (
            <Trans>
              recommended {from}–{to}
            </Trans>
          )}
        </>
      ) : null}
    </Muted>
  );
}
