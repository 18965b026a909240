import { Writable } from 'node:stream';

/** One JSON log line as pino writes it (its level, message and the fields logged with it). */
export type LogLine = { level: number; msg: string } & Record<string, unknown>;

/** A log destination for a test app (`logStream`) that keeps each line, parsed, for the test to read. */
export function logLines() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}
