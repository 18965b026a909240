import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { LIMITS } from '../../../../domain/constants.js';
import { IMAGE_WIDTHS } from '../../../../domain/images.js';
import { AppError, badInput } from '../../common/errors.js';
import { restRoutes } from '../../rest/api-routes.js';
import { obj, str } from '../../rest/json-schema.js';
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
export function mediaRoutes() {
  const api = restRoutes('Images');
  api.get(
    '/images/:filename',
    {
      summary: 'An uploaded image',
      description:
        'Cached for a year (a name never changes content). `w`: a copy at most that wide, never enlarged.',
      params: { filename: 'slide.webp' },
      query: { w: { schema: { enum: IMAGE_WIDTHS.map(String) }, description: 'Width of the copy' } },
      response: { description: 'The image', contentType: 'image/*' },
    },
    async (ctx, req, res) => {
      const filename = String(req.params.filename);
      const image = await media.serveImage(ctx, filename, req.query.w);
      res.setHeader('Content-Type', image.contentType);
      res.setHeader('Content-Length', String(image.size));
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // A store failing mid-file ends the response (the client sees a cut transfer), never a hang.
      await pipeline(image.stream, res).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
          ctx.logger.warn({ err: error, filename }, 'image transfer failed');
        }
      });
    },
  );
  api.post(
    '/upload',
    {
      summary: 'Upload an image',
      description:
        'JPEG, PNG, WebP, GIF or AVIF, judged by content; re-encoded upright without metadata, stored under a random name.',
      body: {
        multipart: {
          image: { type: 'string', format: 'binary', description: 'At most 10 MB, 40 megapixels' },
        },
        required: ['image'],
      },
      response: { description: 'Where it is served', schema: obj({ imageUrl: str, filename: str }) },
      errors: { 413: 'file size cannot exceed 10MB' },
    },
    async (ctx, req) => {
      const { imageUrl, filename } = await media.storeUpload(ctx, req.file?.buffer);
      return { imageUrl, filename };
    },
    [receiveImage()],
  );
  return api;
}
