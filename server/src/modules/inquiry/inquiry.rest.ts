import { Router } from 'express';
import { route } from '../../rest/route.js';
import * as inquiries from './inquiry.service.js';

export function inquiryRoutes(): Router {
  const router = Router();
  router.get(
    '/inquiries',
    route((ctx) => inquiries.listInquiries(ctx), { admin: true }),
  );
  return router;
}
