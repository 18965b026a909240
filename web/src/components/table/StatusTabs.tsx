import { styled } from 'styled-components';
import { Button } from '@/components/Button';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export type StatusTab = {
  /** null: every status. */
  value: string | null;
  label: string;
  /** Shown as "Label (count)"; '…' while loading when `counts` is on. */
  count?: number | null;
};

export type StatusTabsProps = {
  label: string;
  tabs: readonly StatusTab[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Show each tab's count (undefined counts show '…'). */
  counts?: boolean;
};

/** Status filters as toggle buttons, each with its count: "Waiting (2)". */
export function StatusTabs({ label, tabs, value, onChange, counts = true }: StatusTabsProps) {
  return (
    <Group role="group" aria-label={label}>
      {tabs.map((tab) => (
        <Button
          key={tab.value ?? '*'}
          size="sm"
          variant={value === tab.value ? 'primary' : 'secondary'}
          aria-pressed={value === tab.value}
          onClick={() => onChange(tab.value)}
        >
          {counts ? `${tab.label} (${tab.count ?? '…'})` : tab.label}
        </Button>
      ))}
    </Group>
  );
}
