import { useId, type ReactNode } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { styled } from 'styled-components';
import { CheckIcon, ChevronIcon } from '../icons';
import { VisuallyHidden } from '../VisuallyHidden';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Trigger = styled(RadixSelect.Trigger)`
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  min-width: 10rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }

  svg {
    width: 18px;
    height: 18px;
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

export type SelectOption = { value: string; label: ReactNode; disabled?: boolean };

export type SelectProps = {
  /** Visible label (also the accessible name); hidden on screen with `hideLabel`. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Non-empty values (Radix reserves '' for "nothing selected"). */
  options: readonly SelectOption[];
  /** '' shows the placeholder. */
  value: string;
  onChange: (value: string) => void;
  placeholder?: ReactNode;
  id?: string;
  /** Submitted with a native form under this name. */
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of an error or hint text describing the field. */
  describedBy?: string;
};

/** Labelled single choice on Radix Select: a combobox button opening a listbox, keyboard and typeahead. */
export function Select({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  placeholder,
  id,
  name,
  disabled,
  invalid,
  describedBy,
}: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const labelElement = <Label htmlFor={triggerId}>{label}</Label>;
  return (
    <Field>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <RadixSelect.Root value={value} onValueChange={onChange} name={name} disabled={disabled}>
        <Trigger id={triggerId} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon>
            <ChevronIcon />
          </RadixSelect.Icon>
        </Trigger>
        <RadixSelect.Portal>
          <Content position="popper" sideOffset={4}>
            <RadixSelect.Viewport>
              {options.map((option) => (
                <Item key={option.value} value={option.value} disabled={option.disabled}>
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
}
