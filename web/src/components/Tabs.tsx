import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;
`;

const Tab = styled.button`
  flex-shrink: 0;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
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

const Panel = styled.div`
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
};

/**
 * WAI-ARIA tabs: a tablist whose arrow keys (and Home/End) move between tabs and select
 * them, one tab stop for the list, and labelled panels. Hidden panels stay in the DOM.
 */
export function Tabs({ label, items, defaultTab }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(defaultTab ?? items[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  function select(index: number) {
    const item = items[(index + items.length) % items.length];
    setSelected(item.id);
    tabRefs.current.get(item.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  }

  return (
    <div>
      <List role="tablist" aria-label={label}>
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <Tab
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {items.map((item) => (
        <Panel
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          tabIndex={0}
          hidden={item.id !== selected}
        >
          {item.content}
        </Panel>
      ))}
    </div>
  );
}
