import { Router } from 'express';
import { route } from '../../rest/route.js';
import * as inquiries from './inquiry.service.js';

export function inquiryRoutes(): Router {
  const router = Router();
  router.get(
    '/inquiries',
    route((ctx) => inquiries.listInquiries(ctx), { admin: true }),
  );
  router.post(
    '/inquiries',
    route((ctx, req) => inquiries.createInquiry(ctx, req.body), { status: 201 }),
  );
  return router;
}
