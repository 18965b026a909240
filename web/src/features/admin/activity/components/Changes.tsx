import { styled } from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const MAX = 80;

/** A JSON object of changed fields, or none (null or unreadable). */
function parse(json: string | null | undefined): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** One value, short: text as is, anything else as JSON, cut at MAX characters. */
function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

/** The changed fields of an entry: `field: before → after`, one line each. */
export function Changes({ before, after }: { before?: string | null; after?: string | null }) {
  const was = parse(before);
  const now = parse(after);
  const fields = [...new Set([...Object.keys(was ?? {}), ...Object.keys(now ?? {})])];
  if (!fields.length) return <>—</>;
  return (
    <List>
      {fields.map((field) => (
        <div key={field} style={{ display: 'contents' }}>
          <dt>{field}</dt>
          <dd>
            {was ? show(was[field]) : '—'} → {now ? show(now[field]) : '—'}
          </dd>
        </div>
      ))}
    </List>
  );
}
