import type { ErrorRequestHandler } from 'express';
import { AppError, httpStatus } from '../common/errors.js';
import { loggedUrl, type Logger } from '../common/logger.js';
import { databaseUnavailable, isDatabaseUnavailable, OutageLog } from '../db/availability.js';
import { reportError } from '../common/error-reporting.js';

/** A browser's page request gets a page, not JSON, while the database is away. */
const UNAVAILABLE_PAGE = (message: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Back in a moment</title><p style="font:1.1rem system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">${message}</p></html>`;

/**
 * Errors answer `{ message }` with the matching status; unexpected ones are logged and answer 500.
 * A database that cannot be reached answers 503 with Retry-After (never 500), logged once per outage burst.
 */
export function jsonErrors(logger: Logger): ErrorRequestHandler {
  const outage = new OutageLog(logger);
  return (thrown, req, res, _next) => {
    if (res.headersSent) return;
    let error = thrown;
    if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
      outage.note(error, req.originalUrl);
      error = databaseUnavailable(error);
    } else if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') {
      logger.error({ err: error.cause ?? error, url: loggedUrl(req.originalUrl) }, error.message);
    }
    if (error instanceof AppError) {
      const retry = error.details?.retryAfterSeconds;
      if (typeof retry === 'number') res.setHeader('Retry-After', String(retry));
      if (
        error.code === 'SERVICE_UNAVAILABLE' &&
        req.method === 'GET' &&
        req.accepts(['json', 'html']) === 'html'
      ) {
        res
          .status(503)
          .setHeader('Cache-Control', 'no-store')
          .type('html')
          .send(UNAVAILABLE_PAGE(error.message));
        return;
      }
      res.status(httpStatus(error.code)).json({ message: error.message });
      return;
    }
    const e = error as { type?: string; status?: number; expose?: boolean; message?: string };
    if (e?.type === 'entity.too.large') {
      res.status(413).json({ message: 'Request body is too large.' });
      return;
    }
    // A path whose percent-encoding does not decode (/api/experiences/%E0%A4%A).
    if (error instanceof URIError) {
      res.status(400).json({ message: 'The address is not valid.' });
      return;
    }
    if (e?.type === 'entity.parse.failed') {
      res.status(400).json({ message: 'Request body is not valid JSON.' });
      return;
    }
    if (e?.status && e.status >= 400 && e.status < 500 && e.expose) {
      res.status(e.status).json({ message: e.message });
      return;
    }
    logger.error({ err: error, url: loggedUrl(req.originalUrl) }, 'unexpected error');
    reportError(error, { method: req.method, path: req.path });
    res.status(500).json({ message: 'Internal server error.' });
  };
}
