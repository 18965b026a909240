import { useId, type ReactNode } from 'react';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { styled } from 'styled-components';
import { CheckIcon, MinusIcon } from '../icons';

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Box = styled(RadixCheckbox.Root)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 22px;
  height: 22px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textInverse};
  cursor: pointer;

  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }

  svg {
    width: 16px;
    height: 16px;
    stroke-width: 3;
  }

  /* A phone: a 44 px target around the same 22 px box (the transparent border is the margin). */
  ${({ theme }) => theme.media.phone} {
    width: ${({ theme }) => theme.touchTarget};
    height: ${({ theme }) => theme.touchTarget};
    border: 11px solid transparent;
    background-clip: padding-box;
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.borderStrong};

    &[data-state='checked'],
    &[data-state='indeterminate'] {
      border-color: transparent;
      box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
    }
  }
`;

export type CheckedState = boolean | 'indeterminate';

export type CheckboxProps = {
  checked: CheckedState;
  onCheckedChange: (checked: boolean) => void;
  /** Visible label; or give `aria-label` (e.g. "Select booking #12" in a table row). */
  label?: ReactNode;
  'aria-label'?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
};

/**
 * Checkbox on Radix Checkbox (`role="checkbox"`, Space toggles). `checked="indeterminate"`
 * gives `aria-checked="mixed"` for a "select all" whose rows are partly selected; toggling it
 * reports `true`.
 */
export function Checkbox({ checked, onCheckedChange, label, id, name, disabled, ...aria }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const box = (
    <Box
      id={boxId}
      name={name}
      checked={checked}
      disabled={disabled}
      aria-label={aria['aria-label']}
      onCheckedChange={(next) => onCheckedChange(next === true)}
    >
      <RadixCheckbox.Indicator>
        {checked === 'indeterminate' ? <MinusIcon /> : <CheckIcon />}
      </RadixCheckbox.Indicator>
    </Box>
  );
  if (!label) return box;
  return (
    <Row>
      {box}
      <label htmlFor={boxId}>{label}</label>
    </Row>
  );
}
