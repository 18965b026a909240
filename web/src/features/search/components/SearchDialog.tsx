import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '@/components/Modal';

const Field = styled.input`
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: 600;
`;

type SearchDialogProps = { open: boolean; onClose: () => void };

/**
 * The header's search dialog. The query field is in place; results (matching
 * experiences and popular searches) are filled in by the search feature's own issue.
 */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');

  return (
    <Modal open={open} onClose={onClose} title={t`Search`} initialFocusRef={inputRef}>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <Label htmlFor="site-search">
          <Trans>Search experiences</Trans>
        </Label>
        <Field
          ref={inputRef}
          id="site-search"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
    </Modal>
  );
}
