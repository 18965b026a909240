/** Collects positional parameters while a query is written: `where x = ${q.p(value)}`. */
export class SqlParams {
  readonly params: unknown[] = [];

  p(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/** An ILIKE pattern matching `text` anywhere, its own % _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
