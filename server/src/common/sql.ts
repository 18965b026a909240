import type pg from 'pg';
import { SortDirection, type ListWindow } from './pagination.js';

/** Collects positional parameters while a query is written: `where x = ${q.p(value)}`. */
export class SqlParams {
  readonly params: unknown[] = [];

  p(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** `limit $n offset $m` of a window, its two numbers as parameters. */
  window(window: ListWindow): string {
    return `limit ${this.p(window.limit)} offset ${this.p(window.offset)}`;
  }
}

/** An ILIKE pattern matching `text` anywhere, its own % _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A sort direction in SQL: `asc` for ASC, otherwise `desc` (the lists' default). */
export const sqlDirection = (direction?: SortDirection | null) =>
  direction === SortDirection.ASC ? 'asc' : 'desc';

/**
 * An order by clause: the sort column(s) then a unique tie-break, both in `direction`. A sort of several
 * columns marks where the direction goes in its first with `{dir}` ('b.booking_date {dir}, b.time_slot').
 */
export function orderBy(sort: string, direction: string, tieBreak: string): string {
  const main = sort.includes('{dir}') ? sort.replace('{dir}', direction) : sort;
  return `${main} ${direction}, ${tieBreak} ${direction}`;
}

/** The query of a page of ids: `select <id> from … where … order by …`, its parameters in a SqlParams. */
export interface IdPageQuery {
  /** The id column ('i.id'). */
  id: string;
  /** `from … where …` of the list (the where clause may be left out). */
  from: string;
  /** The order by clause's content ('i.created_at desc, i.id desc'). */
  orderBy: string;
}

/**
 * One page of a list's ids in its order, and how many the list holds. The total comes with the page
 * (`count(*) over ()`, one statement); past the last page, where no row carries it, it is counted
 * apart. With `countApart` the total is always counted in a statement of its own, beside the page:
 * for a list an index walks in its order, where a window count would read every row.
 */
export async function pageOfIds(
  pool: pg.Pool,
  q: SqlParams,
  query: IdPageQuery,
  window: ListWindow,
  { countApart = false }: { countApart?: boolean } = {},
): Promise<{ ids: number[]; total: number }> {
  const params = q.params.slice();
  const count = () =>
    pool
      .query<{ total: number }>(`select count(*)::int as total ${query.from}`, params)
      .then(({ rows }) => rows[0].total);
  const paged = new SqlParams();
  paged.params.push(...params);
  const page = (total: string) =>
    pool.query<{ id: number; total?: number }>(
      `select ${query.id} as id${total} ${query.from} order by ${query.orderBy} ${paged.window(window)}`,
      paged.params,
    );
  if (countApart) {
    const [{ rows }, total] = await Promise.all([page(''), count()]);
    return { ids: rows.map((r) => r.id), total };
  }
  const { rows } = await page(', count(*) over ()::int as total');
  const total = rows[0]?.total ?? (window.offset > 0 ? await count() : 0);
  return { ids: rows.map((r) => r.id), total };
}

/** The rows of `ids` in that order (one query; an id whose row is gone since is left out). */
export async function inIdOrder<T extends { id: number }>(
  ids: readonly number[],
  find: (ids: number[]) => Promise<T[]>,
): Promise<T[]> {
  if (!ids.length) return [];
  const byId = new Map((await find([...ids])).map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}
