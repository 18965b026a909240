/**
 * What error reports (Sentry events and transactions, server and browser) may not carry: e-mail
 * addresses, phone numbers, the 6-digit booking codes and review PINs, cookies, auth headers, request
 * bodies and query strings. Applied in `beforeSend` / `beforeSendTransaction` / `beforeBreadcrumb`.
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** Phone numbers: a run of digits and separators with a leading + or 9 digits or more (a date has 8). */
const PHONE = /\+?\d[\d\s().-]{6,}\d/g;
const isPhone = (run: string) => run.startsWith('+') || run.replace(/\D/g, '').length >= 9;
/** Booking codes and review PINs: six digits standing alone. */
const CODE = /(?<![\d.])\d{6}(?!\d)/g;

/** Paths that carry a secret in the path itself: the "Pay now" link's token (/pay/<token>). */
const PATH_SECRETS = /(\/pay\/)(?!complete(?![\w.-]))[\w.-]+/g;

/** A path with the secrets paths carry replaced (/pay/<token> → /pay/[token]). */
export const withoutPathSecrets = (path: string) => path.replace(PATH_SECRETS, '$1[token]');

/** A string without e-mail addresses, phone numbers, 6-digit codes or a path's secret. */
export function scrubText(text: string): string {
  return withoutPathSecrets(text)
    .replace(EMAIL, '[email]')
    .replace(PHONE, (run) => (isPhone(run) ? '[phone]' : run))
    .replace(CODE, '[code]');
}

/** A URL without its query string and fragment (where look-ups and tokens travel), nor a path's secret. */
export function scrubUrl(url: string): string {
  const cut = url.search(/[?#]/);
  return scrubText(cut < 0 ? url : url.slice(0, cut));
}

const DROPPED_HEADERS = /^(cookie|set-cookie|authorization|x-review-pin|x-forwarded-for|x-real-ip)$/i;
/**
 * Fields whose values are numbers or ids the SDK needs as they are (line numbers, hashes, timestamps,
 * the trace's sampling decision: a `sample_rand` of 0.8071234567 is no phone number).
 */
const KEPT_AS_IS = new Set([
  'lineno',
  'colno',
  'event_id',
  'trace_id',
  'span_id',
  'parent_span_id',
  'replay_id',
  'replayId',
  'sample_rand',
  'sample_rate',
  'timestamp',
  'start_timestamp',
  'release',
  'dist',
  'version',
]);

function scrubValue(value: unknown, key: string | undefined, depth: number): unknown {
  if (depth > 12) return value;
  if (typeof value === 'string') return key && KEPT_AS_IS.has(key) ? value : scrubText(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, undefined, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (
        DROPPED_HEADERS.test(k) ||
        /^(cookies?|query_string|body|password|pin|email|phone|ip_address)$/i.test(k)
      )
        continue;
      // A request's `data` is its body: never sent. Elsewhere (breadcrumbs, contexts) it is scrubbed.
      if (k === 'data' && key === 'request') continue;
      out[k] = k === 'url' && typeof v === 'string' ? scrubUrl(v) : scrubValue(v, k, depth + 1);
    }
    return out;
  }
  return value;
}

/**
 * An event (error or transaction) as it may leave: no user beyond an anonymous id, no request body,
 * cookies, query string or sensitive header, and every string scrubbed of e-mails, phones and codes.
 */
export function scrubEvent<T extends object>(event: T): T {
  const copy = scrubValue(event, undefined, 0) as T & { user?: Record<string, unknown> };
  if (copy.user) copy.user = copy.user.id === undefined ? {} : { id: copy.user.id };
  return copy;
}

/**
 * What the Sentry SDKs (v11 `dataCollection`, which replaced `sendDefaultPii`) may collect at all:
 * nothing about users, no cookies, headers, bodies, query strings, GraphQL variables, database values,
 * job arguments or local variables. Shared by the server and the browser.
 */
export const ERROR_REPORT_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [] as never[],
  urlQueryParams: false,
  graphQL: { document: true, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
};
