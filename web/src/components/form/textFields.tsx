import type { ChangeEvent, ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { Trans } from '@lingui/react/macro';
import { TextField } from '@/components/FormField';
import { useBindField } from './binding';
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
  autoComplete?: string;
  /** A one-line field's input type (a password is hidden as typed). */
  type?: 'text' | 'email' | 'password';
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
  autoComplete,
  type,
  counter,
  extra,
}: TextProps) {
  const { setFieldValue } = useFormikContext<Record<string, unknown>>();
  const field = useBindField()(name);
  const value = String(field.value ?? '');
  const common = { ...field, label, hint, placeholder, disabled, maxLength, autoComplete, value };
  // Digits only: anything else typed is dropped before formik sees it.
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    digits ? void setFieldValue(name, event.target.value.replace(/\D/g, '')) : field.onChange(event);
  return (
    <div data-field={name}>
      {multiline ? (
        <TextField multiline {...common} onChange={onChange} />
      ) : (
        <TextField {...common} type={type} inputMode={digits ? 'numeric' : undefined} onChange={onChange} />
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
