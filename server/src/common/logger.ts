import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.js';

export type { Logger };

/** The app's logger (JSON lines to stdout, or to `destination`: tests read what was logged). */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.pin',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
