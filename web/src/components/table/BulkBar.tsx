import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/Button';

/** The row above a table: search, filters, actions. */
export const TableToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export type BulkBarProps = {
  count: number;
  onClear: () => void;
  /** The bulk actions (buttons opening a confirmation). */
  children: ReactNode;
};

/** "N selected", the bulk actions and a way to clear the selection; nothing when none is selected. */
export function BulkBar({ count, onClear, children }: BulkBarProps) {
  if (count === 0) return null;
  return (
    <Bar aria-live="polite">
      <span>
        <Trans>{count} selected</Trans>
      </span>
      {children}
      <Button size="sm" variant="ghost" onClick={onClear}>
        <Trans>Clear selection</Trans>
      </Button>
    </Bar>
  );
}
