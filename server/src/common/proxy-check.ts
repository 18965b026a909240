import type http from 'node:http';
import type { Logger } from './logger.js';

/** Probes sent straight to an instance (health checks, metrics scrapes), not through the proxy. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

export const NO_PROXY_HEADER =
  'TRUST_PROXY counts proxies in front, but a request arrived without the X-Forwarded-For header a proxy adds: this instance is reached without the proxy, and a client reaching it so chooses its own address for every per-address limit (a forged X-Forwarded-For starts each count afresh). Let only the proxy reach the app, set TRUST_PROXY to the proxy address (loopback, a subnet) instead of a count, or unset it (docs/operations.md "Behind a proxy")';

/**
 * With TRUST_PROXY a number of proxies, Express believes that many entries of X-Forwarded-For whoever
 * sends them: right behind a proxy, which always adds the header, and a hole without one. The first
 * request that arrives without the header (probes aside) is logged once as a warning. With TRUST_PROXY
 * a list of proxy addresses there is no such hole (a client's own header is believed only from them).
 */
export function proxyHeaderCheck(
  trustProxy: number | string[],
  logger: Logger,
): ((req: http.IncomingMessage) => void) | undefined {
  if (typeof trustProxy !== 'number' || trustProxy === 0) return undefined;
  let warned = false;
  return (req) => {
    if (warned || req.headers['x-forwarded-for'] !== undefined) return;
    const path = (req.url ?? '').split('?')[0];
    if (PROBES.has(path)) return;
    warned = true;
    logger.warn({ path, trustProxy, from: req.socket.remoteAddress }, NO_PROXY_HEADER);
  };
}
