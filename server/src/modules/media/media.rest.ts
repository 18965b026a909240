import { Router } from 'express';
import path from 'node:path';
import { AppError } from '../../common/errors.js';
import { LocalImageStorage } from './storage.js';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

const IMAGE_NOT_FOUND = 'Image not found.';

/** GET /api/images/{filename}: stored images, cached for a year (names never change content). */
export function mediaRoutes(dataDir: string): Router {
  const storage = new LocalImageStorage(path.join(dataDir, 'uploads'));
  const router = Router();
  router.get('/images/:filename', async (req, res, next) => {
    try {
      const type = TYPES[path.extname(req.params.filename).toLowerCase()];
      const file = type ? await storage.get(req.params.filename) : null;
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
  return router;
}
