import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, auto) 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

// dt/dd pairs wrapped per row (allowed in a dl) without breaking the two-column grid.
const Row = styled.div`
  display: contents;
`;

/** Label and value pairs of a booking (success step, look-up result). */
export function DetailList({ rows, label }: { rows: ReadonlyArray<[string, ReactNode]>; label: string }) {
  return (
    <List aria-label={label}>
      {rows.map(([term, value]) => (
        <Row key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Row>
      ))}
    </List>
  );
}
