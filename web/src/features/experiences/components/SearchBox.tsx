import { useEffect, useId, useState } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { SearchIcon } from '@/components/icons';
import { VisuallyHidden } from '@/components/VisuallyHidden';

const Form = styled.form`
  position: relative;
  flex: 1 1 240px;
  min-width: 0;

  svg {
    position: absolute;
    left: ${({ theme }) => theme.space.md};
    top: 50%;
    width: 20px;
    height: 20px;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }

  input {
    width: 100%;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space.md} 0 44px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const DEBOUNCE_MS = 400;

type SearchBoxProps = {
  value: string;
  /** Called after a pause in typing, and at once on Enter. */
  onSearch: (value: string, options: { immediate: boolean }) => void;
};

/** The list's text search; follows the URL when it changes from outside (Back, Clear filters). */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);

  // The URL changed without us (Back button, cleared filters): show its value.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return;
    const timer = window.setTimeout(() => onSearch(wanted, { immediate: false }), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim(), { immediate: true });
      }}
    >
      <VisuallyHidden as="label" htmlFor={id}>
        {t`Search experiences`}
      </VisuallyHidden>
      <SearchIcon />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={t`Search by name, place or tag`}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
    </Form>
  );
}
