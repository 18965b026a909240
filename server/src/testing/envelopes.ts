import http from 'node:http';
import { gunzipSync } from 'node:zlib';

/** A Sentry-compatible endpoint on loopback that records every envelope sent to it (tests). */
export interface EnvelopeRecorder {
  /** A DSN pointing at it (project 1). */
  dsn: string;
  /** Each envelope's raw text (header line, then item header and payload lines). */
  envelopes: string[];
  /** The items of a type (`event`, `transaction`...) across all envelopes, parsed. */
  items(type: string): Record<string, any>[];
  close(): Promise<void>;
}

export async function startEnvelopeRecorder(): Promise<EnvelopeRecorder> {
  const envelopes: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      envelopes.push((req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    envelopes,
    items(type) {
      const found: Record<string, any>[] = [];
      for (const envelope of envelopes) {
        const lines = envelope.split('\n');
        for (let i = 1; i + 1 < lines.length; i += 2) {
          const header = JSON.parse(lines[i]) as { type?: string };
          if (header.type === type) found.push(JSON.parse(lines[i + 1]));
        }
      }
      return found;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
