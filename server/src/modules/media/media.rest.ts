import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import path from 'node:path';
import { LIMITS } from '../../../../domain/constants.js';
import { IMAGE_WIDTHS, isImageWidth } from '../../../../domain/images.js';
import { AppError, badInput, payloadTooLarge } from '../../common/errors.js';
import { route } from '../../rest/route.js';
import * as media from './media.service.js';

const IMAGE_NOT_FOUND = 'Image not found.';

/** multer's failures as the API's errors: too big is the spec's 413, anything else a 400. */
function multerError(error: unknown): AppError {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return payloadTooLarge(media.UPLOAD_TOO_LARGE);
    if (error.code === 'LIMIT_UNEXPECTED_FILE')
      return badInput('Send one image in the multipart field "image".');
    return badInput('The upload could not be read.');
  }
  return badInput('The upload could not be read.');
}

/** `multipart/form-data` with one file in the field `image`, held in memory (at most 10 MB). */
function receiveImage(): RequestHandler {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  }).single('image');
  return (req, res, next) =>
    single(req, res, (error?: unknown) => next(error ? multerError(error) : undefined));
}

/** `?w=`: absent (the original) or one of the fixed widths; anything else is a 400. */
function widthQuery(raw: unknown) {
  if (raw === undefined) return undefined;
  const w = typeof raw === 'string' && /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!isImageWidth(w)) throw badInput(`w must be one of ${IMAGE_WIDTHS.join(', ')}.`);
  return w;
}

/**
 * GET /api/images/{filename}[?w=640]: stored images and their resized variants, cached for a year
 * (names never change content). POST /api/upload: one image, checked and re-encoded.
 */
export function mediaRoutes(): Router {
  const router = Router();
  router.get('/images/:filename', async (req, res, next) => {
    try {
      const { storage, logger } = req.ctx!;
      const filename = req.params.filename;
      const type = media.IMAGE_CONTENT_TYPES[path.extname(filename).toLowerCase()];
      const width = widthQuery(req.query.w);
      let file = type ? await storage.uploads.get(filename) : null;
      if (file && width) {
        file.stream.destroy();
        try {
          file = await media.imageVariant(storage, filename, width);
        } catch (error) {
          // A file the resizer cannot read is still served as it is.
          logger.warn({ err: error, filename, width }, 'image variant failed; serving the original');
          file = await storage.uploads.get(filename);
        }
      }
      if (!file) throw new AppError('NOT_FOUND', IMAGE_NOT_FOUND);
      res.setHeader('Content-Type', type);
      res.setHeader('Content-Length', String(file.size));
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      file.stream.on('error', next).pipe(res);
    } catch (error) {
      next(error);
    }
  });
  router.post(
    '/upload',
    receiveImage(),
    route(async (ctx, req) => {
      const { imageUrl, filename } = await media.storeUpload(ctx, req.file?.buffer);
      return { imageUrl, filename };
    }),
  );
  return router;
}
