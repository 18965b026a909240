import type { RequestHandler } from 'express';
import multer from 'multer';
import { badInput, payloadTooLarge, unauthenticated } from '../../common/errors.js';
import { restRoutes, type RouteSpec } from '../../rest/api-routes.js';
import {
  arr,
  dateParts,
  int,
  nullable,
  obj,
  oneOfValues,
  str,
  type JsonSchema,
} from '../../rest/json-schema.js';
import { toDateParts } from '../../../../domain/calendar.js';
import {
  MATCH_KINDS,
  importStatement,
  previewedFile,
  previewStatement,
  type PreviewRow,
} from './bank-import.service.js';
import { REST_PAYMENT, toRestPayment } from './payment.rest.js';
import { STATEMENT_MAX_BYTES } from './bank-statement.js';
import { STATEMENT_UPLOAD_ERRORS } from './payment.errors.js';

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

const toRestRow = ({ recordedAs, ...row }: PreviewRow) => ({
  ...row,
  date: row.date ? toDateParts(row.date) : null,
  ...(recordedAs ? { recordedAs: { ...recordedAs, paidAt: toDateParts(recordedAs.paidAt) } } : {}),
});

const MAPPING: JsonSchema = {
  type: 'string',
  description:
    'JSON: which columns hold the date, name, amount and memo (read from the headers when left out)',
};
const FILE_BODY: RouteSpec['body'] = {
  multipart: {
    file: {
      type: 'string',
      format: 'binary',
      description: 'The CSV statement (CP949 or UTF-8), at most 2 MB',
    },
    mapping: MAPPING,
  },
  required: ['file'],
};
const ROW: JsonSchema = {
  type: 'object',
  properties: {
    line: int,
    date: nullable(dateParts),
    name: str,
    amount: int,
    memo: str,
    details: { type: 'string', description: 'The other text columns, joined with " · "' },
    match: oneOfValues(MATCH_KINDS),
    bookingId: int,
    candidates: arr(int),
    recordedAs: {
      type: 'object',
      description: 'possibly_recorded: the payment it looks like (recorded, or a line above in the file)',
      properties: { paidAt: dateParts, createdBy: nullable(str), line: nullable(int) },
      required: ['paidAt', 'createdBy', 'line'],
    },
  },
  required: ['line', 'date', 'name', 'amount', 'memo', 'details', 'match'],
};

/** Bank statements (admin): preview the matches, then import them (the same file). */
export function bankStatementRoutes() {
  const api = restRoutes('Payments');
  // The admin check comes first: a stranger's upload is refused before it is read.
  const guard: RequestHandler = (req, _res, next) => next(req.ctx?.admin ? undefined : unauthenticated());
  api.post(
    '/admin/bank-statements/preview',
    {
      summary: 'Preview a bank statement import',
      auth: 'admin',
      body: FILE_BODY,
      response: {
        description: 'Each deposit and the booking it matches; `previewId` names the file for the import',
        schema: {
          type: 'object',
          properties: {
            previewId: str,
            headers: arr(str),
            mapping: {
              type: ['object', 'null'],
              description: 'The columns used; null when not recognised (send a `mapping`)',
            },
            rows: arr(ROW),
          },
          required: ['previewId', 'headers', 'mapping', 'rows'],
        },
      },
      errors: { 413: STATEMENT_UPLOAD_ERRORS.tooLarge },
    },
    async (ctx, req) => {
      const preview = await previewStatement(ctx, req.file!.buffer, req.body?.mapping);
      return { ...preview, rows: preview.rows.map(toRestRow) };
    },
    [guard, receiveStatement()],
  );
  api.post(
    '/admin/bank-statements/import',
    {
      summary: 'Import a bank statement',
      description:
        'Records a payment for each matched or assigned deposit. Send the file again, or the `previewId`.',
      auth: 'admin',
      body: {
        multipart: {
          ...(FILE_BODY as { multipart: Record<string, object> }).multipart,
          previewId: { type: 'string', description: 'The preview to import instead of a file' },
          assign: {
            type: 'string',
            description: 'JSON: line numbers to booking numbers, for unmatched rows',
          },
        },
        required: [],
      },
      response: {
        description: 'The payments recorded',
        schema: obj({ recorded: int, payments: arr(REST_PAYMENT) }),
      },
      errors: { 409: 'Imported meanwhile.', 413: STATEMENT_UPLOAD_ERRORS.tooLarge },
    },
    async (ctx, req) => {
      const file = req.file ? req.file.buffer : await previewedFile(ctx, req.body?.previewId);
      const payments = await importStatement(ctx, file, {
        mapping: req.body?.mapping,
        assign: req.body?.assign,
      });
      return { recorded: payments.length, payments: payments.map(toRestPayment) };
    },
    [guard, receiveStatement()],
  );
  return api;
}
