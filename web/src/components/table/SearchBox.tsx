import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }

  input {
    min-height: 44px;
    min-width: 16rem;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

export type SearchBoxProps = {
  label: string;
  /** The applied search (from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses for `delay` ms. */
  onSearch: (q: string) => void;
  placeholder?: string;
  delay?: number;
};

/** A search box whose text applies once typing pauses (300 ms by default). */
export function SearchBox({ label, value, onSearch, placeholder, delay = 300 }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // The latest callback, so that a parent's re-render does not restart the pause.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  // The URL changed elsewhere (back button, a reset): show it.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => search.current(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
      />
    </Field>
  );
}
