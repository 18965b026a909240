import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Browsers revalidate every time (a 304 is cheap); a CDN may keep the answer briefly. No
 * stale-while-revalidate here: browsers honour it too, and would show a guest the list from before
 * the review they just wrote. CDNs that read RFC 9213's CDN-Cache-Control get it there.
 */
export const HOT_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';
export const HOT_CDN_CACHE_CONTROL = 'max-age=30, stale-while-revalidate=60';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One stored form of an answer: its body and its ready header lists (200 and 304). */
interface Variant {
  body: Buffer;
  etag: string;
  headers: string[];
  notModified: string[];
}

/** A kept answer: the same bytes in three encodings, labelled with the versions it was built under. */
export interface HotEntry {
  stamp: string;
  size: number;
  etags: ReadonlySet<string>;
  variants: Record<Encoding, Variant>;
}

/** Headers of the captured answer that are per response, or that the entry sets itself. */
const NOT_REPLAYED = new Set([
  'cache-control',
  'cdn-cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'set-cookie',
  'transfer-encoding',
  'vary',
]);

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Compresses once (zlib's thread pool, off the event loop) and prepares every header list. */
export async function buildEntry(
  body: Buffer,
  captured: OutgoingHttpHeaders,
  vary: string,
  stamp: string,
): Promise<HotEntry> {
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(body, {
      params: {
        // The best for pages and queries; large lists (a miss per unknown URL) a cheaper level.
        [constants.BROTLI_PARAM_QUALITY]: body.length <= 64 * 1024 ? constants.BROTLI_MAX_QUALITY : 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  const common: string[] = [];
  for (const [name, value] of Object.entries(captured)) {
    if (value === undefined || NOT_REPLAYED.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) common.push(name, String(one));
  }
  // Strong validators, one per encoding: the bytes on the wire differ.
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  const variant = (bytes: Buffer, encoding: Encoding): Variant => {
    const etag = encoding === 'identity' ? `"${tag}"` : `"${tag}-${encoding}"`;
    const meta = [
      'cache-control',
      HOT_CACHE_CONTROL,
      'cdn-cache-control',
      HOT_CDN_CACHE_CONTROL,
      'vary',
      vary,
      'etag',
      etag,
    ];
    return {
      body: bytes,
      etag,
      headers: [
        ...common,
        ...meta,
        ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
        'content-length',
        String(bytes.length),
      ],
      notModified: meta,
    };
  };
  const variants = { identity: variant(body, 'identity'), gzip: variant(gz, 'gzip'), br: variant(br, 'br') };
  return {
    stamp,
    size: body.length + gz.length + br.length,
    etags: new Set(Object.values(variants).map((v) => v.etag)),
    variants,
  };
}

/** True when an If-None-Match header names one of the entry's tags (weak comparison, as RFC 9110 says). */
export function isNotModified(entry: HotEntry, ifNoneMatch: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((t) => entry.etags.has(t.trim().replace(/^W\//, '')));
}

const chosen = new Map<string, Encoding>();

/** The best encoding an Accept-Encoding header allows: br, then gzip, else none (memoised per header). */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let encoding = chosen.get(header);
  if (encoding) return encoding;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim());
    const weight = params.find((p) => p.startsWith('q='));
    q.set(coding, weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const allowed = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  encoding = allowed('br') ? 'br' : allowed('gzip') ? 'gzip' : 'identity';
  if (chosen.size > 200) chosen.clear();
  chosen.set(header, encoding);
  return encoding;
}
