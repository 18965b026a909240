import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import type { Config } from '../../config.js';

/**
 * The request-forgery guard of webhooks (docs/webhooks.md): a subscription's URL must be http(s) (https
 * in production), and it may not reach this app, nor a private, loopback, link-local, CGNAT, multicast
 * or unique-local address. Checked on the URL when it is subscribed, and on the addresses its host
 * resolves to when a delivery connects (a name that resolved to a public address at subscription time
 * may point inside later). WEBHOOKS_ALLOW_LOCAL=1 turns the address checks off (development, tests).
 */
const BLOCKED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  BLOCKED.addSubnet(net, bits, 'ipv6');

/** Whether an IP address is one a webhook may not reach (an IPv4-mapped IPv6 address as its IPv4). */
export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return BLOCKED.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family === 6) return BLOCKED.check(address, 'ipv6');
  return true;
}

type Settings = Pick<Config, 'isProduction' | 'publicUrl' | 'port' | 'webhooksAllowLocal'>;

/** Why a URL may not be subscribed, in the words the owner reads; null when it may. */
export function urlRefusal(raw: string, config: Settings): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'The URL is not valid: give a full address such as https://example.com/webhooks.';
  }
  const https = url.protocol === 'https:';
  if (!https && url.protocol !== 'http:')
    return 'The URL must start with https:// (or http:// outside production).';
  if (!https && config.isProduction) return 'The URL must start with https://.';
  if (url.username || url.password) return 'The URL may not carry a user name or password.';
  if (raw.length > 2000) return 'The URL is too long (at most 2000 characters).';
  if (config.webhooksAllowLocal) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isOwnAddress(url, config)) return "The URL may not point at this site's own address.";
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal')
  )
    return 'The URL may not point at a local or private network.';
  if (isIP(host) && isBlockedAddress(host)) return 'The URL may not point at a local or private network.';
  return null;
}

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/** Whether the URL is the app's own public address (PUBLIC_URL's host and port), or localhost:PORT. */
function isOwnAddress(url: URL, config: Settings): boolean {
  const own = new URL(config.publicUrl);
  if (url.hostname === own.hostname && portOf(url) === portOf(own)) return true;
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && portOf(url) === String(config.port);
}

/**
 * A `lookup` for http.request that refuses a name resolving to a blocked address: the check happens on
 * the address the connection will really use (no window for DNS rebinding between check and connect).
 */
export function guardedLookup(allowLocal: boolean): typeof dnsLookup {
  const guarded = (hostname: string, options: unknown, callback: unknown) => {
    const done = (typeof options === 'function' ? options : callback) as (
      err: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void;
    const opts = (typeof options === 'object' && options ? options : {}) as { all?: boolean };
    dnsLookup(hostname, { ...opts, all: true }, (err, addresses) => {
      if (err) return done(err, '');
      const bad = !allowLocal && addresses.find((a) => isBlockedAddress(a.address));
      if (bad) {
        const refused = Object.assign(
          new Error(`${hostname} resolves to a private address (${bad.address}): not sent.`),
          {
            code: 'EWEBHOOKPRIVATE',
          },
        );
        return done(refused, '');
      }
      if (opts.all) return done(null, addresses);
      return done(null, addresses[0].address, addresses[0].family);
    });
  };
  return guarded as unknown as typeof dnsLookup;
}
