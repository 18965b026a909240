import { styled } from 'styled-components';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The title above its bar, across the whole width: a long or CJK title wraps (to two lines at most,
 * the whole title in the table and on hover) instead of running into its neighbours.
 */
const Title = styled.span`
  grid-column: 1 / -1;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.text};
`;

const Track = styled.span`
  display: block;
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  min-width: 2px;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.accent};
`;

const Count = styled.span`
  min-width: 2ch;
  text-align: end;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type TopItemRow = { itemId: number; title: string; applications: number };

/**
 * The top items as a bar list in HTML rather than an SVG axis: SVG text does not wrap, so long and
 * CJK titles overran each other and the chart's edge (issue 34 point 10).
 */
export function TopItemsList({ items }: { items: readonly TopItemRow[] }) {
  const most = Math.max(1, ...items.map((item) => item.applications));
  return (
    <List>
      {items.map((item) => (
        <Row key={item.itemId} data-top-item={item.itemId}>
          <Title title={item.title}>{item.title}</Title>
          <Track>
            <Fill style={{ width: `${(item.applications / most) * 100}%` }} />
          </Track>
          <Count>{item.applications}</Count>
        </Row>
      ))}
    </List>
  );
}
