import { ConfigError } from './config-error.js';

/**
 * The methods a guest may pay with online, each served by a PortOne channel (PORTONE_CHANNELS).
 * Extend the list when an owner opens another channel (kakaopay, tosspay...): the storefront offers
 * the methods the configuration names, in this order.
 */
export const ONLINE_METHODS = ['card', 'alipay', 'wechatpay'] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

/** Which PortOne channel (its key, given to the browser SDK) takes a method's payments. */
export interface PortOneChannel {
  method: OnlineMethod;
  channelKey: string;
}

/** PortOne V2 settings. Holds secrets: pass `describePortOne(config)` to anything shown or logged. */
export interface PortOneConfig {
  storeId: string;
  apiSecret: string;
  /** As PortOne's console shows it (`whsec_` and base64, or the base64 alone): Webhook.verify decodes it. */
  webhookSecret: string;
  channels: PortOneChannel[];
  /** An origin only: the SDK resolves `/payments/...` against it, so a path would be dropped silently. */
  apiBaseUrl: string;
}

/** What the admin's settings screen shows: never a secret. */
export type PortOneDescription =
  { enabled: false; methods: [] } | { enabled: true; storeId: string; methods: OnlineMethod[] };

const REQUIRED = [
  'PORTONE_STORE_ID',
  'PORTONE_API_SECRET',
  'PORTONE_WEBHOOK_SECRET',
  'PORTONE_CHANNELS',
] as const;
const ALL = [...REQUIRED, 'PORTONE_API_BASE_URL'] as const;
const DEFAULT_API_BASE_URL = 'https://api.portone.io';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Reads PortOne's settings. None set: null (the site takes bank transfers only). Set, they must all
 * be there and well formed: a one-line ConfigError naming the variable otherwise, at start rather
 * than at a guest's first payment.
 */
export function parsePortOneConfig(env: NodeJS.ProcessEnv): PortOneConfig | null {
  // An empty value (`PORTONE_STORE_ID=` in an env file) counts as unset.
  const value = (name: (typeof ALL)[number]) => env[name]?.trim() || undefined;
  const set = ALL.filter((name) => value(name) !== undefined);
  if (set.length === 0) return null;
  const missing = REQUIRED.filter((name) => value(name) === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set but ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'}: set ${REQUIRED.join(', ')} together for online payments, or none of them for bank transfers only`,
    );
  }
  const storeId = value('PORTONE_STORE_ID')!;
  if (!/^store-[A-Za-z0-9-]+$/.test(storeId)) {
    throw new ConfigError(
      `PORTONE_STORE_ID must be the store id from PortOne's console, like store-4f1c… (got "${storeId}")`,
    );
  }
  const apiSecret = value('PORTONE_API_SECRET')!;
  if (/\s/.test(apiSecret)) {
    throw new ConfigError('PORTONE_API_SECRET must be the V2 API secret as PortOne shows it, without spaces');
  }
  return {
    storeId,
    apiSecret,
    webhookSecret: webhookSecret(value('PORTONE_WEBHOOK_SECRET')!),
    channels: channels(value('PORTONE_CHANNELS')!),
    apiBaseUrl: apiBaseUrl(value('PORTONE_API_BASE_URL')),
  };
}

/** The settings screen's view: the store and the live methods. */
export function describePortOne(config: PortOneConfig | null): PortOneDescription {
  if (!config) return { enabled: false, methods: [] };
  return { enabled: true, storeId: config.storeId, methods: config.channels.map(({ method }) => method) };
}

// Webhook.verify base64-decodes the secret (after an optional `whsec_`) on every call and throws
// InvalidInputError when it cannot: checked here, a typo fails the start instead of every webhook.
function webhookSecret(secret: string): string {
  const encoded = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret;
  const valid =
    /^[A-Za-z0-9+/]+={0,2}$/.test(encoded) &&
    encoded.length % 4 === 0 &&
    Buffer.from(encoded, 'base64').length >= 16;
  if (!valid) {
    throw new ConfigError(
      "PORTONE_WEBHOOK_SECRET must be the webhook secret from PortOne's console (whsec_ and base64, at least 16 bytes)",
    );
  }
  return secret;
}

function channels(list: string): PortOneChannel[] {
  const seen = new Set<string>();
  return list.split(',').map((entry) => {
    const match = /^\s*([a-z]+)\s*:\s*(\S+)\s*$/.exec(entry);
    if (!match || !/^channel-key-[A-Za-z0-9-]+$/.test(match[2])) {
      throw new ConfigError(
        `PORTONE_CHANNELS must list method:channel-key pairs separated by commas, like card:channel-key-…,alipay:channel-key-… (got "${entry.trim()}")`,
      );
    }
    const [, method, channelKey] = match;
    if (!isOnlineMethod(method)) {
      throw new ConfigError(
        `PORTONE_CHANNELS names an unknown method "${method}": methods are ${ONLINE_METHODS.join(', ')}`,
      );
    }
    if (seen.has(method)) throw new ConfigError(`PORTONE_CHANNELS names the method "${method}" twice`);
    seen.add(method);
    return { method, channelKey };
  });
}

function isOnlineMethod(method: string): method is OnlineMethod {
  return (ONLINE_METHODS as readonly string[]).includes(method);
}

// The SDK builds each request as `new URL('/payments/…', baseUrl)`: anything after the origin is lost,
// so an address with a path is refused rather than quietly sent elsewhere. Plain http only to this
// machine (a stand-in in tests): the API secret travels in a header.
function apiBaseUrl(given: string | undefined): string {
  if (given === undefined) return DEFAULT_API_BASE_URL;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new ConfigError(`PORTONE_API_BASE_URL must be a URL like ${DEFAULT_API_BASE_URL} (got "${given}")`);
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (!secure || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(
      `PORTONE_API_BASE_URL must be an https origin without a path, like ${DEFAULT_API_BASE_URL} (got "${given}")`,
    );
  }
  return url.origin;
}
