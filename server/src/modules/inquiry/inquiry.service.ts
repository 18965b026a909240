import type { AppContext } from '../../context.js';
import { Inquiry } from './inquiry.entity.js';

/** Contact-form messages, newest first (staff only: the callers check the admin session). */
export function listInquiries(ctx: AppContext, limit = 200): Promise<Inquiry[]> {
  return ctx.em.find(Inquiry, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
}
