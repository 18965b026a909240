import { pipeline } from 'node:stream/promises';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { LIMITS } from '../../../../domain/constants.js';
import { AppError, badInput } from '../../common/errors.js';
import { route } from '../../rest/route.js';
import { MEDIA_ERRORS, uploadTooLarge, uploadUnreadable } from './media.errors.js';
import * as media from './media.service.js';

/** multer's failures as the API's errors: too big is the spec's 413, anything else a 400. */
function multerError(error: unknown): AppError {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return uploadTooLarge();
    if (error.code === 'LIMIT_UNEXPECTED_FILE') return badInput(MEDIA_ERRORS.oneImageField);
  }
  return uploadUnreadable();
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

/**
 * GET /api/images/{filename}[?w=640]: stored images and their resized variants, cached for a year
 * (names never change content). POST /api/upload: one image, checked and re-encoded.
 */
export function mediaRoutes(): Router {
  const router = Router();
  router.get('/images/:filename', async (req, res, next) => {
    try {
      const image = await media.serveImage(req.ctx!, req.params.filename, req.query.w);
      res.setHeader('Content-Type', image.contentType);
      res.setHeader('Content-Length', String(image.size));
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // A store failing mid-file ends the response (the client sees a cut transfer), never a hang.
      pipeline(image.stream, res).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
          req.ctx!.logger.warn({ err: error, filename: req.params.filename }, 'image transfer failed');
        }
      });
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
