import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { badInput, payloadTooLarge, unauthenticated } from '../../common/errors.js';
import { route } from '../../rest/route.js';
import { toDateParts } from '../../../../domain/calendar.js';
import { importStatement, previewedFile, previewStatement, type PreviewRow } from './bank-import.service.js';
import { toRestPayment } from './payment.rest.js';
import { STATEMENT_MAX_BYTES, STATEMENT_UPLOAD_ERRORS } from './bank-statement.js';

/** One CSV file in the field `file` (at most 2 MB), with the optional fields `mapping` and `assign`. */
function receiveStatement(): RequestHandler {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 64 * 1024, parts: 5 },
  }).single('file');
  return (req, res, next) =>
    single(req, res, (error?: unknown) => {
      // An import may name an earlier preview instead of sending the file again (JSON or a form field).
      if (!error)
        return next(req.file || req.body?.previewId ? undefined : badInput(STATEMENT_UPLOAD_ERRORS.noFile));
      const code = (error as { code?: string }).code;
      next(
        code === 'LIMIT_FILE_SIZE'
          ? payloadTooLarge(STATEMENT_UPLOAD_ERRORS.tooLarge)
          : badInput(STATEMENT_UPLOAD_ERRORS.noFile),
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
        const file = req.file ? req.file.buffer : await previewedFile(ctx, req.body?.previewId);
        const payments = await importStatement(ctx, file, {
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
