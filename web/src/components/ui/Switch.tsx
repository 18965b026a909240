import { useId, type ReactNode } from 'react';
import * as RadixSwitch from '@radix-ui/react-switch';
import { styled } from 'styled-components';

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Track = styled(RadixSwitch.Root)`
  position: relative;
  flex-shrink: 0;
  width: 44px;
  height: 26px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }

  /* A phone: 44 px tall to the touch, the same 26 px track drawn inside. */
  ${({ theme }) => theme.media.phone} {
    height: ${({ theme }) => theme.touchTarget};
    border-width: 9px 0;
    border-color: transparent;
    background-clip: padding-box;
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.borderStrong};

    &[data-state='checked'] {
      border-color: transparent;
      box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
    }

    > span {
      transform: translateX(4px);
    }
    > span[data-state='checked'] {
      transform: translateX(22px);
    }
  }
`;

const Thumb = styled(RadixSwitch.Thumb)`
  display: block;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.borderStrong};
  transform: translateX(2px);
  transition: transform 0.15s ease;

  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.textInverse};
    transform: translateX(20px);
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export type SwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Visible label, also its accessible name. */
  label: ReactNode;
  id?: string;
  name?: string;
  disabled?: boolean;
  describedBy?: string;
};

/** On/off switch on Radix Switch (`role="switch"`, `aria-checked`), labelled by its visible label. */
export function Switch({ checked, onCheckedChange, label, id, name, disabled, describedBy }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  return (
    <Row>
      <Track
        id={switchId}
        name={name}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onCheckedChange={onCheckedChange}
      >
        <Thumb />
      </Track>
      <label htmlFor={switchId}>{label}</label>
    </Row>
  );
}
