import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { css, styled } from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
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

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
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

/**
 * A labelled text input (or textarea with `multiline`) with an optional hint and error
 * message, both read by screen readers with the field.
 */
export function TextField(props: TextFieldProps) {
  const generatedId = useId();
  const { label, error, hint, hideLabel = false, className, id = generatedId, ...rest } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const a11y = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };

  return (
    <Wrapper className={className}>
      <Label htmlFor={id} $hidden={hideLabel}>
        {label}
      </Label>
      {rest.multiline ? (
        <TextArea {...omitMultiline(rest)} {...a11y} />
      ) : (
        <Input {...omitMultiline(rest)} {...a11y} />
      )}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Wrapper>
  );
}

function omitMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, 'multiline'> {
  const { multiline: _multiline, ...rest } = props;
  return rest;
}
