import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { badInput, payloadTooLarge, unauthenticated } from '../../common/errors.js';
import { route } from '../../rest/route.js';
import { toDateParts } from '../../../../domain/calendar.js';
import { importStatement, previewStatement, type PreviewRow } from './bank-import.service.js';
import { toRestPayment } from './payment.rest.js';

export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
const UPLOAD_ERRORS = {
  tooLarge: 'A statement file may be at most 2 MB.',
  noFile: 'Send the statement as multipart/form-data with the file in the field `file`.',
} as const;

/** One CSV file in the field `file` (at most 2 MB), with the optional fields `mapping` and `assign`. */
function receiveStatement(): RequestHandler {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 64 * 1024, parts: 5 },
  }).single('file');
  return (req, res, next) =>
    single(req, res, (error?: unknown) => {
      if (!error) return next(req.file ? undefined : badInput(UPLOAD_ERRORS.noFile));
      const code = (error as { code?: string }).code;
      next(
        code === 'LIMIT_FILE_SIZE' ? payloadTooLarge(UPLOAD_ERRORS.tooLarge) : badInput(UPLOAD_ERRORS.noFile),
      );
    });
}

const toRestRow = (row: PreviewRow) => ({ ...row, date: row.date ? toDateParts(row.date) : null });

/** Bank statements (admin): preview the matches, then import them (the same file). */
export function bankStatementRoutes(): Router {
  const router = Router();
  // The admin check comes first: a stranger's upload is refused before it is read.
  const guard: RequestHandler = (req, _res, next) => next(req.ctx?.admin ? undefined : unauthenticated());
  router.post(
    '/admin/bank-statements/preview',
    guard,
    receiveStatement(),
    route(
      async (ctx, req) => {
        const preview = await previewStatement(ctx, req.file!.buffer, req.body?.mapping);
        return { ...preview, rows: preview.rows.map(toRestRow) };
      },
      { admin: true },
    ),
  );
  router.post(
    '/admin/bank-statements/import',
    guard,
    receiveStatement(),
    route(
      async (ctx, req) => {
        const payments = await importStatement(ctx, req.file!.buffer, {
          mapping: req.body?.mapping,
          assign: req.body?.assign,
        });
        return { recorded: payments.length, payments: payments.map(toRestPayment) };
      },
      { admin: true },
    ),
  );
  return router;
}
