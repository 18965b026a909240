import { useId } from 'react';
import { styled } from 'styled-components';

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  label {
    font-weight: 600;
    white-space: nowrap;
  }

  select {
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    cursor: pointer;
  }
`;

export type InlineSelectProps<V extends string> = {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
};

/** A labelled native select on one line (list orders and the like). */
export function InlineSelect<V extends string>({ label, value, options, onChange }: InlineSelectProps<V>) {
  const id = useId();
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}
