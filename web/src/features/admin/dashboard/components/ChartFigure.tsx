import { useEffect, useId, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { StyledTable } from '@/components/table';

const Figure = styled.figure`
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  figcaption p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  details {
    margin-top: ${({ theme }) => theme.space.sm};
  }

  summary {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    cursor: pointer;
    color: ${({ theme }) => theme.colors.link};
  }
`;

const DRAWING_HEIGHT = 220;

/** The drawing itself: an image named by the summary (its details are in the table). */
const Drawing = styled.div<{ $fixed: boolean }>`
  width: 100%;
  ${({ $fixed }) => ($fixed ? `height: ${DRAWING_HEIGHT}px;` : '')}
`;

/** An element's width, followed as it changes (0 until measured, and where nothing is laid out). */
function useWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

const Scroll = styled.div`
  max-height: 320px;
  overflow: auto;
`;

export type ChartTable = {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
};

/**
 * One dashboard chart: its title, a sentence saying what it shows (the text alternative, also the
 * drawing's accessible name) and the same numbers as a table behind "Show as a table".
 */
export function ChartFigure({
  title,
  summary,
  table,
  children,
}: {
  title: string;
  summary: string;
  table: ChartTable;
  /**
   * Draws the chart at the measured size (nothing is drawn before there is one); or HTML that lays
   * itself out, as tall as it needs.
   */
  children: ReactNode | ((size: { width: number; height: number }) => ReactNode);
}) {
  const id = useId();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const width = useWidth(box);
  return (
    <Figure aria-labelledby={`${id}-title`}>
      <figcaption>
        <h3 id={`${id}-title`}>{title}</h3>
        <p id={`${id}-summary`}>{summary}</p>
      </figcaption>
      <Drawing
        ref={setBox}
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
        $fixed={typeof children === 'function'}
      >
        {typeof children !== 'function'
          ? children
          : width > 0
            ? children({ width, height: DRAWING_HEIGHT })
            : null}
      </Drawing>
      <details>
        <summary>
          <Trans>Show as a table</Trans>
        </summary>
        {/* Focusable: a keyboard can scroll a long table too. */}
        <Scroll tabIndex={0} role="region" aria-label={table.caption}>
          <StyledTable>
            <caption>{table.caption}</caption>
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th key={j} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={j}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </Scroll>
      </details>
    </Figure>
  );
}
