import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { css, styled } from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  /* In a row of fields, keep each control its own height rather than the tallest field's. */
  align-content: start;
`;

const Label = styled.label<{ $hidden: boolean }>`
  font-weight: 600;

  ${({ $hidden }) =>
    $hidden &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    `}
`;

const control = css`
  width: 100%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
`;

const Input = styled.input`
  ${control}
  min-height: 48px;
`;

const TextArea = styled.textarea`
  ${control}
  min-height: 160px;
  resize: vertical;
`;

/** A fieldset without the browser's frame; its legend reads as the group's label. */
export const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 700;
  }
`;

const Select = styled.select`
  ${control}
  min-height: 48px;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A field's error message (for a group that is not one of these fields: a calendar, stars). */
export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

type Common = {
  label: ReactNode;
  /** Shown under the field and linked to it with aria-describedby; marks it invalid. */
  error?: string | false;
  hint?: ReactNode;
  /** Keeps the label for assistive technology only (when a visible heading says the same). */
  hideLabel?: boolean;
  className?: string;
};

export type TextFieldProps = Common &
  (
    | ({ multiline?: false; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>)
    | ({ multiline: true; ref?: Ref<HTMLTextAreaElement> } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  );

type A11y = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** Label, control, hint and error, tied together for screen readers. */
function Field({
  label,
  error,
  hint,
  hideLabel = false,
  className,
  id,
  control,
}: Common & { id: string; control: (a11y: A11y) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper className={className}>
      <Label htmlFor={id} $hidden={hideLabel}>
        {label}
      </Label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Wrapper>
  );
}

/**
 * A labelled text input (or textarea with `multiline`) with an optional hint and error
 * message, both read by screen readers with the field.
 */
export function TextField(props: TextFieldProps) {
  const generatedId = useId();
  const { label, error, hint, hideLabel, className, id = generatedId, ...rest } = props;
  return (
    <Field
      {...{ label, error, hint, hideLabel, className, id }}
      control={(a11y) =>
        rest.multiline ? (
          <TextArea {...omitMultiline(rest)} {...a11y} />
        ) : (
          <Input {...omitMultiline(rest)} {...a11y} />
        )
      }
    />
  );
}

export type SelectFieldProps = Common & {
  ref?: Ref<HTMLSelectElement>;
} & SelectHTMLAttributes<HTMLSelectElement>;

/** A labelled native select with the same hint and error wiring as `TextField`. */
export function SelectField(props: SelectFieldProps) {
  const generatedId = useId();
  const { label, error, hint, hideLabel, className, id = generatedId, ...rest } = props;
  return (
    <Field
      {...{ label, error, hint, hideLabel, className, id }}
      control={(a11y) => <Select {...rest} {...a11y} />}
    />
  );
}

function omitMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, 'multiline'> {
  const { multiline: _multiline, ...rest } = props;
  return rest;
}
