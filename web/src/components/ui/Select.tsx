import { memo, useId, useRef, type ReactNode } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { styled } from 'styled-components';
import { CheckIcon, ChevronIcon } from '../icons';
import { VisuallyHidden } from '../VisuallyHidden';
import { Field, FieldLabel, fieldTriggerStyles } from './field';

const Trigger = styled(RadixSelect.Trigger)`
  ${fieldTriggerStyles}
  justify-content: space-between;
  min-width: 10rem;

  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  svg {
    transform: rotate(90deg);
  }
`;

const Content = styled(RadixSelect.Content)`
  z-index: ${({ theme }) => theme.zIndices.toast};
  min-width: var(--radix-select-trigger-width);
  max-height: var(--radix-select-content-available-height);
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Item = styled(RadixSelect.Item)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  cursor: pointer;
  outline: none;

  ${({ theme }) => theme.media.phone} {
    min-height: ${({ theme }) => theme.touchTarget};
  }

  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.surface};
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }

  svg {
    width: 16px;
    height: 16px;
  }
`;

export type SelectOption = {
  value: string;
  label: ReactNode;
  disabled?: boolean;
  /** The option's language when it differs from the page's (a language's own name). */
  lang?: string;
};

/** Radix reserves '' for "nothing selected": a choosable empty option stands for '' under this value. */
const EMPTY = '__empty__';

export type SelectProps = {
  /** Visible label (also the accessible name); hidden on screen with `hideLabel`. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Non-empty values (Radix reserves '' for "nothing selected"). */
  options: readonly SelectOption[];
  /** '' shows the placeholder (or the empty option). */
  value: string;
  onChange: (value: string) => void;
  placeholder?: ReactNode;
  /** A first option meaning "none" or "all" whose choice gives '' (a filter's "All", a slot's "--"). */
  emptyOption?: ReactNode;
  /** Focus left the field (not into its own list): the moment a form marks it touched. */
  onBlur?: () => void;
  id?: string;
  /** Submitted with a native form under this name. */
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of an error or hint text describing the field. */
  describedBy?: string;
  /** Styles the field (label and trigger) from outside: `styled(Select)`. */
  className?: string;
};

/**
 * Labelled single choice on Radix Select: a combobox button opening a listbox, keyboard and typeahead.
 * Memoised: Radix renders every option even while closed, so a form re-rendering on each keystroke
 * skips the selects whose props did not change (give stable `options` and callbacks).
 */
export const Select = memo(function Select({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  placeholder,
  emptyOption,
  onBlur,
  id,
  name,
  disabled,
  invalid,
  describedBy,
  className,
}: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  // Opening moves the focus into the list; that blur is no leaving.
  const open = useRef(false);
  const hasEmpty = emptyOption !== undefined;
  const items: readonly SelectOption[] = hasEmpty
    ? [{ value: EMPTY, label: emptyOption }, ...options]
    : options;
  const labelElement = <FieldLabel htmlFor={triggerId}>{label}</FieldLabel>;
  return (
    <Field className={className}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <RadixSelect.Root
        value={hasEmpty && !value ? EMPTY : value}
        onValueChange={(next) => onChange(next === EMPTY ? '' : next)}
        onOpenChange={(next) => {
          open.current = next;
        }}
        name={name}
        disabled={disabled}
      >
        <Trigger
          id={triggerId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onBlur={() => {
            if (!open.current) onBlur?.();
          }}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon>
            <ChevronIcon />
          </RadixSelect.Icon>
        </Trigger>
        <RadixSelect.Portal>
          <Content position="popper" sideOffset={4}>
            <RadixSelect.Viewport>
              {items.map((option) => (
                <Item key={option.value} value={option.value} disabled={option.disabled} lang={option.lang}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator>
                    <CheckIcon />
                  </RadixSelect.ItemIndicator>
                </Item>
              ))}
            </RadixSelect.Viewport>
          </Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Field>
  );
});
