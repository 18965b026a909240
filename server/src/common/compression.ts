import compression from 'compression';
import type { RequestHandler } from 'express';

declare module 'express-serve-static-core' {
  interface Locals {
    /**
     * The smallest answer of this route worth compressing, in bytes (compression()'s own threshold, 1 KB,
     * otherwise). An API's small answers (OCTO's bookings, 2-4 KB) cost a gzip stream's set-up and flush
     * each, more of the shared processor than their bytes cost the caller's network.
     */
    compressFrom?: number;
  }
}

/** compression() for the app's answers, with a route's own minimum (`res.locals.compressFrom`). */
export function compressAnswers(): RequestHandler {
  return compression({
    filter: (req, res) => {
      const from = res.locals.compressFrom;
      const length = Number(res.getHeader('Content-Length'));
      if (from !== undefined && Number.isFinite(length) && length < from) return false;
      return compression.filter(req, res);
    },
  });
}
