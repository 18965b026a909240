import { useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '@/components/Modal';
import { useExperienceSearch } from '../hooks/useExperienceSearch';
import { PopularSearches } from './PopularSearches';
import { SearchResults, seeAllHref } from './SearchResults';

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

const Body = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  min-height: 120px;
`;

const RESULTS_ID = 'site-search-results';

/** Items reachable with the arrow keys: the field, then each result and the See all link. */
const ARROW_ITEM = '[data-search-item]';

type SearchDialogProps = { open: boolean; onClose: () => void };

/**
 * The header's search dialog (spec §2): popular searches for an empty query, otherwise up to
 * 5 matching experiences and a See all link. Up/Down move between the field and the results;
 * Escape closes and focus returns to the search button (Modal).
 */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const search = useExperienceSearch(query, open);
  const trimmed = query.trim();

  function fill(term: string) {
    setQuery(term);
    inputRef.current?.focus();
  }

  function onArrowKeys(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(ARROW_ITEM));
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (index === -1 || items.length < 2) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? Math.min(index + 1, items.length - 1) : Math.max(index - 1, 0);
    items[next].focus();
  }

  return (
    <Modal open={open} onClose={onClose} title={t`Search`} initialFocusRef={inputRef}>
      <div onKeyDown={onArrowKeys}>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            if (!trimmed) return;
            onClose();
            navigate(seeAllHref(trimmed));
          }}
        >
          <Label htmlFor="site-search">
            <Trans>Search experiences</Trans>
          </Label>
          <Field
            ref={inputRef}
            id="site-search"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            aria-controls={trimmed && search.results?.length ? RESULTS_ID : undefined}
            data-search-item=""
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
        <Body>
          {trimmed ? (
            <SearchResults
              id={RESULTS_ID}
              query={search.searchedFor}
              results={search.results}
              searching={search.searching}
              failed={Boolean(search.error)}
              onRetry={search.retry}
              onSelect={onClose}
            />
          ) : (
            <PopularSearches terms={search.popularTerms} loading={search.popularLoading} onPick={fill} />
          )}
        </Body>
      </div>
    </Modal>
  );
}
