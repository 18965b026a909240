import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import type pg from 'pg';
import type { Logger } from '../../common/logger.js';
import { LANG_PARAM, requestLocale } from '../../../../domain/locales.js';
import { ContentVersions } from '../content-version/content-versions.js';
import type { PgPubSub } from '../pubsub/pubsub.js';
import { PersistedQueries } from './hot-cache.apq.js';
import {
  buildEntry,
  HOT_CACHE_CONTROL,
  HOT_CDN_CACHE_CONTROL,
  isNotModified,
  pickEncoding,
  type HotEntry,
} from './hot-cache.entry.js';
import {
  CONTENT_NEUTRAL_REST,
  holdsLiveData,
  hotKind,
  persistedQueryParams,
  type HotKind,
} from './hot-cache.rules.js';

/** What a miss must capture: where to file the answer and the versions it is built under. */
interface Fill {
  key: string;
  stamp: string;
  kind: HotKind;
}

const FILL = Symbol('hot-cache fill');

/**
 * A route whose answer went wrong after its headers left (a streamed page whose rendering failed
 * half-way) sets `res.locals[HOT_CACHE_SKIP] = true`: the answer is then not kept.
 */
export const HOT_CACHE_SKIP = 'hotCacheSkip';
type WithFill = IncomingMessage & { [FILL]?: Fill };

/** The content type a kept answer of each kind must have (anything else passes through unkept). */
const CONTENT_TYPES: Record<HotKind, RegExp> = {
  graphql: /^application\/(?:graphql-response\+)?json\b/,
  api: /^application\/json\b/,
  page: /^text\/html\b/,
};
/**
 * What the answer depends on besides its URL: the session cookie bypasses, GraphQL negotiates its
 * type, a page's language may come from the `lang` cookie or Accept-Language.
 */
const VARY: Record<HotKind, string> = {
  graphql: 'Accept-Encoding, Accept, Cookie',
  api: 'Accept-Encoding, Cookie',
  page: 'Accept-Encoding, Cookie, Accept-Language',
};
/** Apollo Server's CSRF prevention lets a GET through only with one of these headers. */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Today in Seoul as a day number: catalogue lists depend on the date (sales windows). */
const seoulDay = () => Math.floor((Date.now() + 9 * 3_600_000) / 86_400_000);

export interface HotCacheOptions {
  /** Kept answers at most (least recently used first out). */
  maxEntries?: number;
  /** Bytes of all kept forms (raw, gzip, br) at most. */
  maxBytes?: number;
}

/**
 * The fast path for anonymous hot reads: storefront pages, catalogue `GET /api` reads and
 * allow-listed GraphQL queries sent by hash over GET, answered from memory as ready bytes (with
 * their gzip and brotli forms, a strong ETag and 304s), in front of logging, sessions, body
 * parsing and GraphQL. `answer` runs before Express; `capture` right after `compression()`,
 * so that a miss is answered by the normal path (compressed as usual) while the raw bytes it
 * writes are kept. Kept answers are labelled with the content versions (LISTEN/NOTIFY) and the
 * Seoul date, and dropped when either moves. Never kept or served: requests carrying the admin
 * session cookie, anything but GET/HEAD, answers other than 200, with Set-Cookie, `no-store` or
 * `private`, GraphQL answers with errors, answers flagged with HOT_CACHE_SKIP, and queries that
 * select seats, booking windows or bookings.
 */
export class HotCache {
  private readonly entries = new Map<string, HotEntry>();
  private readonly filling = new Set<string>();
  private bytes = 0;
  private readonly sessionCookie: RegExp;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(
    private readonly versions: ContentVersions,
    private readonly queries: PersistedQueries,
    sessionCookieName: string,
    private readonly logger: Logger,
    { maxEntries = 2000, maxBytes = 64 * 1024 * 1024 }: HotCacheOptions = {},
  ) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    const name = sessionCookieName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Over HTTPS the cookie's name carries the `__Host-` prefix (auth/session.ts).
    this.sessionCookie = new RegExp(`(?:^|;)\\s*(?:__Host-)?${name}=`);
    versions.onChange(() => this.clear());
  }

  /** Drops every kept answer. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private stamp(): string {
    return `${this.versions.stamp}|${seoulDay()}`;
  }

  /**
   * Answers a hit (true), or marks a miss for `capture` and lets the request go on (false). Called
   * for every request before Express's own set-up (see createApp), so a hit costs no routing.
   */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    const url = req.url ?? '';
    if (method !== 'GET' && method !== 'HEAD') {
      if (url.startsWith('/api/') && !CONTENT_NEUTRAL_REST.test(url)) this.refreshBeforeEnd(res);
      return false;
    }
    const kind = hotKind(url);
    if (!kind) return false;
    const headers = req.headers;
    // While the database cannot be reached, kept answers are still served (nothing can change them
    // meanwhile) but none is filled; a listener only reconnecting may have missed a change: no hits then.
    const offline = !this.versions.connected;
    if (
      (offline && !this.versions.unreachable) ||
      (headers.cookie !== undefined && this.sessionCookie.test(headers.cookie)) ||
      headers.range !== undefined ||
      (kind === 'graphql' && !PREFLIGHT_HEADERS.some((h) => headers[h] !== undefined))
    ) {
      return false;
    }
    const key = hotKey(kind, url, headers);
    const stamp = this.stamp();
    const entry = this.entries.get(key);
    if (entry && entry.stamp === stamp) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.send(headers['if-none-match'], headers['accept-encoding'], res, entry);
      return true;
    }
    if (
      !offline &&
      method === 'GET' &&
      !this.filling.has(key) &&
      (kind !== 'graphql' || this.isHotQuery(url))
    ) {
      (req as WithFill)[FILL] = { key, stamp, kind };
    }
    return false;
  }

  /** Registered right after compression(): records the raw bytes of a marked miss as they are written. */
  readonly capture: RequestHandler = (req, res, next) => {
    const fill = (req as WithFill)[FILL];
    if (!fill) return next();
    this.filling.add(fill.key);
    const chunks: Buffer[] = [];
    let size = 0;
    let keep = true;
    let headers: OutgoingHttpHeaders | undefined;
    let storing = false;
    const store = () => {
      storing = true;
      void this.fill(fill, headers!, Buffer.concat(chunks)).finally(() => this.filling.delete(fill.key));
    };
    res.once('close', () => {
      if (!storing) this.filling.delete(fill.key);
    });
    const add = (chunk: unknown, encoding: unknown) => {
      if (!keep || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const bytes =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += bytes.length;
      if (size > MAX_BODY_BYTES) keep = false;
      else chunks.push(bytes);
    };
    type Method = (this: Response, ...args: unknown[]) => unknown;
    const raw = res as unknown as Record<'writeHead' | 'write' | 'end', Method>;
    const { writeHead, write, end } = raw;
    raw.writeHead = function (this: Response, status: unknown, ...rest: unknown[]) {
      const type = String(res.getHeader('content-type') ?? '');
      // Headers handed to writeHead itself are not seen by getHeaders(): such an answer is not kept.
      if (
        status !== 200 ||
        rest.length ||
        res.getHeader('set-cookie') ||
        /no-store|private/.test(String(res.getHeader('cache-control') ?? '')) ||
        !CONTENT_TYPES[fill.kind].test(type)
      ) {
        keep = false;
      } else {
        headers = res.getHeaders();
        // The miss already says what a hit will say; Express's weak ETag is not the entry's.
        res.setHeader('Cache-Control', HOT_CACHE_CONTROL);
        res.setHeader('CDN-Cache-Control', HOT_CDN_CACHE_CONTROL);
        res.setHeader('Vary', VARY[fill.kind]);
        res.removeHeader('ETag');
      }
      return writeHead.call(this, status, ...rest);
    };
    raw.write = function (this: Response, chunk: unknown, encoding?: unknown, ...rest: unknown[]) {
      add(chunk, encoding);
      return write.call(this, chunk, encoding, ...rest);
    };
    raw.end = function (this: Response, chunk?: unknown, encoding?: unknown, ...rest: unknown[]) {
      add(chunk, encoding);
      const result = end.call(this, chunk, encoding, ...rest);
      if (keep && headers && !res.locals[HOT_CACHE_SKIP]) store();
      return result;
    };
    next();
  };

  private async fill(fill: Fill, headers: OutgoingHttpHeaders, body: Buffer): Promise<void> {
    try {
      if (fill.kind === 'graphql' && !isCleanGraphqlResult(body)) return;
      if (fill.kind === 'page' && holdsLiveData(body.toString('utf8'))) return;
      if (fill.stamp !== this.stamp()) return;
      const entry = await buildEntry(body, headers, VARY[fill.kind], fill.stamp);
      // A version moved while compressing: the answer may predate it.
      if (fill.stamp !== this.stamp()) return;
      this.put(fill.key, entry);
    } catch (error) {
      this.logger.warn({ err: error }, 'hot cache: an answer could not be kept');
    }
  }

  private put(key: string, entry: HotEntry): void {
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.size;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.size;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldest, dropped] = this.entries.entries().next().value!;
      this.entries.delete(oldest);
      this.bytes -= dropped.size;
    }
  }

  private send(
    ifNoneMatch: string | undefined,
    acceptEncoding: string | undefined,
    res: ServerResponse,
    entry: HotEntry,
  ): void {
    const variant = entry.variants[pickEncoding(acceptEncoding)];
    if (ifNoneMatch !== undefined && isNotModified(entry, ifNoneMatch)) {
      res.writeHead(304, variant.notModified);
      res.end();
      return;
    }
    res.writeHead(200, variant.headers);
    res.end(variant.body);
  }

  private isHotQuery(url: string): boolean {
    const params = persistedQueryParams(url);
    return !!params && this.queries.isHot(params.hash, params.operationName);
  }

  /**
   * A REST write reads the versions after it committed and before its answer leaves: the next
   * read on this instance sees the write, without waiting for the notification.
   */
  private refreshBeforeEnd(res: ServerResponse): void {
    const raw = res as unknown as Record<'end', (...args: unknown[]) => unknown>;
    const end = raw.end;
    raw.end = (...args: unknown[]) => {
      void this.versions
        .refresh()
        .catch((error: unknown) => this.logger.warn({ err: error }, 'hot cache: versions not re-read'))
        .finally(() => end.apply(res, args));
      return res;
    };
  }
}

/**
 * What a kept answer is filed under: its URL, and what else it depends on. GraphQL negotiates its
 * content type (`Accept`); a page is rendered in the language `requestLocale` picks from its
 * `?lang=`, the visitor's `lang` cookie and Accept-Language (seo.service.ts), so a page is filed
 * under that language: never served to a visitor who would be shown another, and one entry for
 * the many Accept-Language spellings of the same language.
 */
function hotKey(kind: HotKind, url: string, headers: IncomingHttpHeaders): string {
  if (kind === 'graphql') return `${url}\n${headers.accept ?? ''}`;
  if (kind === 'page') {
    const search = url.indexOf('?');
    const param = search >= 0 ? new URLSearchParams(url.slice(search + 1)).get(LANG_PARAM) : null;
    const locale = requestLocale({
      param,
      cookie: headers.cookie,
      acceptLanguage: headers['accept-language'],
    });
    return `${url}\n${locale}`;
  }
  return url;
}

/** True for a GraphQL answer with data and without errors. */
function isCleanGraphqlResult(body: Buffer): boolean {
  try {
    const result = JSON.parse(body.toString('utf8')) as { data?: unknown; errors?: unknown };
    return result.errors === undefined && !!result.data;
  } catch {
    return false;
  }
}

/** The fast path, kept current through the process's pub/sub connection (started by the caller). */
export function createHotCache(
  { pool, logger, pubsub }: { pool: pg.Pool; logger: Logger; pubsub: PgPubSub },
  sessionCookieName: string,
  options: HotCacheOptions = {},
): { cache: HotCache; versions: ContentVersions; persistedQueries: PersistedQueries } {
  const versions = new ContentVersions(pubsub, pool);
  const persistedQueries = new PersistedQueries();
  return {
    cache: new HotCache(versions, persistedQueries, sessionCookieName, logger, options),
    versions,
    persistedQueries,
  };
}
