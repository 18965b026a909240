import type { IncomingMessage } from 'node:http';

/** A request whose raw JSON text was kept (a webhook: its signature covers the text, not the parsed body). */
export type WithRawBody = IncomingMessage & { rawBody?: string };

/**
 * express.json's `verify` hook: keeps the raw text of the bodies a signature covers (paths ending in
 * /webhook) as `rawBody`, beside the parsed one; other bodies are not copied.
 */
export function keepWebhookBody(req: WithRawBody, _res: unknown, buffer: Buffer): void {
  if (req.url?.split('?')[0].endsWith('/webhook')) req.rawBody = buffer.toString('utf8');
}
