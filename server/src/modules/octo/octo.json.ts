import type { Request, Response } from 'express';
import { gzipSync } from 'node:zlib';

/** compression()'s own threshold: smaller answers go as they are. */
const GZIP_FROM_BYTES = 1024;

/**
 * An OCTO answer serialised once: its JSON bytes and, from 1 KB, their gzip (made the first time a
 * client that takes gzip asks). Kept by octo.cache.ts under the answer's key, so a kept read is sent
 * without JSON.stringify, compression() or Express's ETag hash (docs/performance.md, "The OCTO API").
 */
export class JsonBytes {
  private zipped: Buffer | null | undefined;

  constructor(readonly json: Buffer) {}

  static of(value: unknown): JsonBytes {
    return new JsonBytes(Buffer.from(JSON.stringify(value), 'utf8'));
  }

  /** The gzip form (zlib's default level, as compression() uses), or null for a small answer. */
  gzip(): Buffer | null {
    if (this.zipped === undefined)
      this.zipped = this.json.length >= GZIP_FROM_BYTES ? gzipSync(this.json) : null;
    return this.zipped;
  }

  /** The parsed answer (tests, and callers that need the objects rather than the bytes). */
  value<T = unknown>(): T {
    return JSON.parse(this.json.toString('utf8')) as T;
  }

  /**
   * Sends the bytes as `res.json` would (no ETag: OCTO answers are `no-store`), gzipped when the client
   * takes gzip; compression() passes an answer that already has its Content-Encoding.
   */
  send(req: Request, res: Response, status: number): void {
    const zipped = acceptsGzip(req.headers['accept-encoding']) ? this.gzip() : null;
    const body = zipped ?? this.json;
    res.status(status);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding');
    if (zipped) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', String(body.length));
    res.end(body);
  }
}

const takesGzip = new Map<string, boolean>();

/** Whether an Accept-Encoding header allows gzip (RFC 9110: `gzip` or `*`, not at q=0); memoised per header. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let yes = takesGzip.get(header);
  if (yes !== undefined) return yes;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(coding, q ? Number(q.slice(2)) || 0 : 1);
  }
  yes = (weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*') ?? 0) > 0;
  if (takesGzip.size > 200) takesGzip.clear();
  takesGzip.set(header, yes);
  return yes;
}
