import { pino, type Logger } from 'pino';
import type { Config } from '../config.js';

export type { Logger };

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
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
  });
}
