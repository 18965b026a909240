import { useState, type ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import { styled } from 'styled-components';

/** Root of a tab set; pass `value` + `onValueChange` to control it (URL state, jump to an error). */
export const TabsRoot = RadixTabs.Root;

export const TabsList = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;
`;

export const TabsTrigger = styled(RadixTabs.Trigger)`
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

  &[data-state='active'] {
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

export const TabsContent = styled(RadixTabs.Content)`
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

/**
 * WAI-ARIA tabs on Radix Tabs: arrow keys (and Home/End) move between tabs and select them,
 * one tab stop for the list, labelled panels.
 */
export function Tabs({ label, items, defaultTab, value, onValueChange, keepMounted = true }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultTab ?? items[0]?.id ?? '');
  const selected = value ?? uncontrolled;
  return (
    <TabsRoot
      value={selected}
      onValueChange={(next) => {
        setUncontrolled(next);
        onValueChange?.(next);
      }}
      activationMode="automatic"
    >
      <TabsList aria-label={label}>
        {items.map((item) => (
          <TabsTrigger key={item.id} value={item.id}>
            {item.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {items.map((item) =>
        keepMounted ? (
          // Mounted but hidden: form fields in other tabs keep their state.
          <TabsContent key={item.id} value={item.id} forceMount hidden={item.id !== selected}>
            {item.content}
          </TabsContent>
        ) : (
          <TabsContent key={item.id} value={item.id}>
            {item.content}
          </TabsContent>
        ),
      )}
    </TabsRoot>
  );
}
