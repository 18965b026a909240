import type { ReactNode } from 'react';
import { styled } from 'styled-components';

// The label column fits its longest label up to 40% of the width (longer labels wrap); the value
// column always has the rest. With \`auto\` labels a long one (a Japanese label at 390 px) took the
// whole width and squeezed amounts to a character a line ("₩ / 3 / 6 / 0", issue 34).
const List = styled.dl`
  display: grid;
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
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
