import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { VisuallyHidden } from '@/components/VisuallyHidden';

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;

  svg {
    position: absolute;
    left: ${({ theme }) => theme.space.sm};
    width: 18px;
    height: 18px;
    pointer-events: none;
  }

  select {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.sm} 0 32px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.background};
    cursor: pointer;
  }
`;

export interface HeaderSelectOption {
  value: string;
  label: string;
  /** The option's own language, when it is written in one (a language's name). */
  lang?: string;
}

export type HeaderSelectProps = {
  /** The select's accessible name (visually hidden: the icon and the value say it on screen). */
  label: string;
  icon: ReactNode;
  value: string;
  options: readonly HeaderSelectOption[];
  onChange: (value: string) => void;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id'>;

/**
 * A choice in the storefront's header (language, currency): a native `<select>` in a pill, an icon
 * before its value. Native, so it works on a phone's own picker and before the app has hydrated.
 */
export function HeaderSelect({ label, icon, value, options, onChange, ...rest }: HeaderSelectProps) {
  const id = useId();
  return (
    <Wrapper>
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      {icon}
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}
