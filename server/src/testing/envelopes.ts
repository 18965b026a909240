import http from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';

/** One item of an envelope: its header and its payload (replay recordings may be zlib-compressed). */
export interface EnvelopeItem {
  header: { type?: string; length?: number } & Record<string, unknown>;
  payload: Buffer;
}

/** A Sentry-compatible endpoint on loopback that records every envelope sent to it (tests). */
export interface EnvelopeRecorder {
  /** A DSN pointing at it (project 1). */
  dsn: string;
  /** Each envelope's raw text (header line, then item header and payload lines). */
  envelopes: string[];
  /** The envelope headers (`dsc` carries the trace's sample rate), in order of arrival. */
  headers(): Record<string, any>[];
  /** The items of a type (`event`, `transaction`, `replay_event`...) across all envelopes, parsed. */
  items(type: string): Record<string, any>[];
  /**
   * Everything received as text, compressed replay recordings inflated: what a check for personal
   * data must search.
   */
  readable(): string;
  /** Forgets what arrived so far. */
  clear(): void;
  close(): Promise<void>;
}

/** Splits an envelope: a header line, then items whose payload runs `length` bytes, or to the line's end. */
function parseEnvelope(body: Buffer): { header: Record<string, any>; items: EnvelopeItem[] } {
  let at = 0;
  const line = () => {
    const end = body.indexOf(0x0a, at);
    const text = body.subarray(at, end === -1 ? body.length : end);
    at = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line().toString('utf8')) as Record<string, any>;
  const items: EnvelopeItem[] = [];
  while (at < body.length) {
    const head = line().toString('utf8');
    if (!head.trim()) continue;
    const itemHeader = JSON.parse(head) as EnvelopeItem['header'];
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(at, at + itemHeader.length);
      at += itemHeader.length + 1;
    } else payload = line();
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

/** A replay recording: a JSON header line, then the events as JSON, zlib-compressed or not. */
function readablePayload(item: EnvelopeItem): string {
  if (item.header.type !== 'replay_recording') return item.payload.toString('utf8');
  const split = item.payload.indexOf(0x0a);
  const rest = item.payload.subarray(split + 1);
  let events: string;
  try {
    events = inflateSync(rest).toString('utf8');
  } catch {
    events = rest.toString('utf8');
  }
  return `${item.payload.subarray(0, split).toString('utf8')}\n${events}`;
}

export async function startEnvelopeRecorder(): Promise<EnvelopeRecorder> {
  const bodies: Buffer[] = [];
  const envelopes: string[] = [];
  const server = http.createServer((req, res) => {
    // Browsers post from the app's origin, as to sentry.io, which answers with CORS headers.
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      bodies.push(body);
      envelopes.push(body.toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json', ...cors }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const parsed = () => bodies.map(parseEnvelope);
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    envelopes,
    headers: () => parsed().map((envelope) => envelope.header),
    items: (type) =>
      parsed().flatMap((envelope) =>
        envelope.items
          .filter((item) => item.header.type === type)
          .map((item) => JSON.parse(item.payload.toString('utf8')) as Record<string, any>),
      ),
    readable: () =>
      parsed()
        .map((envelope) =>
          [JSON.stringify(envelope.header), ...envelope.items.map(readablePayload)].join('\n'),
        )
        .join('\n'),
    clear: () => {
      bodies.length = 0;
      envelopes.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
