import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';

const TabsList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;
`;

const TabsTrigger = styled.button`
  flex-shrink: 0;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;

const TabsContent = styled.div`
  padding: ${({ theme }) => theme.space.lg} 0;

  &:focus-visible {
    outline-offset: 4px;
  }
`;

export type TabItem = { id: string; label: ReactNode; content: ReactNode };

export type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  defaultTab?: string;
  /** Controlled selection (e.g. from the URL); with `onValueChange`. */
  value?: string;
  onValueChange?: (value: string) => void;
  /** Keep hidden panels in the DOM (default), so their form fields stay mounted. */
  keepMounted?: boolean;
};

/** Where an arrow key, Home or End moves from tab `index` of `count` (the arrows wrap around). */
const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * WAI-ARIA tabs (the APG's pattern with automatic activation): arrow keys, Home and End move between
 * tabs and select them, one tab stop for the list, labelled panels. Written here rather than on
 * Radix Tabs: the experience page shows them to every visitor, and Radix's roving focus, collection
 * and presence cost ~10 KiB of its scripts for these few lines.
 */
export function Tabs({ label, items, defaultTab, value, onValueChange, keepMounted = true }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultTab ?? items[0]?.id ?? '');
  const selected = value ?? uncontrolled;
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function select(next: string) {
    if (next === selected) return;
    setUncontrolled(next);
    onValueChange?.(next);
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    const move = KEY_MOVES[event.key];
    if (!move || items.length === 0) return;
    event.preventDefault();
    const next = move(index, items.length);
    tabRefs.current[next]?.focus();
    select(items[next]!.id);
  }

  return (
    <div>
      <TabsList role="tablist" aria-label={label} aria-orientation="horizontal">
        {items.map((item, index) => {
          const active = item.id === selected;
          return (
            <TabsTrigger
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={active}
              aria-controls={panelId(item.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => select(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {items.map((item) =>
        // Kept mounted but hidden by default: form fields in other tabs keep their state.
        keepMounted || item.id === selected ? (
          <TabsContent
            key={item.id}
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={tabId(item.id)}
            tabIndex={0}
            hidden={item.id !== selected}
          >
            {item.content}
          </TabsContent>
        ) : null,
      )}
    </div>
  );
}
