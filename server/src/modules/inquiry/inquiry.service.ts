import { inquirySchema } from '../../../../domain/schemas/inquiry.js';
import { LANGUAGES } from '../../../../domain/constants.js';
import type { AppContext } from '../../context.js';
import type { LanguageEnum } from '../../common/enums.js';
import { validate } from '../../common/validate.js';
import { queueMail } from '../mail/mail.service.js';
import { renderMail } from '../mail/templates/render.js';
import { staffInquiry } from '../mail/templates/staff.js';
import { Inquiry } from './inquiry.entity.js';

/** The most messages one list answers (newest first). */
export const INQUIRIES_MAX = 200;

/** Contact-form messages, newest first (staff only: the callers check the admin session). */
export function listInquiries(ctx: AppContext, limit = INQUIRIES_MAX): Promise<Inquiry[]> {
  return ctx.em.find(Inquiry, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
}

/** Stores a contact-form message and, in the same transaction, the staff notification mail. */
export async function createInquiry(ctx: AppContext, input: unknown): Promise<Inquiry> {
  const values = validate(inquirySchema, input);
  const rawLanguage = (input as { language?: unknown } | null)?.language;
  const language = (LANGUAGES as readonly unknown[]).includes(rawLanguage)
    ? (rawLanguage as LanguageEnum)
    : 'ENG';
  await ctx.rateLimiters.publicWrite.consume(ctx.address);
  // The team reads Korean (design.md: staff mails in Korean); what the guest wrote stays as written.
  const mail = await renderMail(staffInquiry, 'KOR', {
    name: values.name,
    email: values.email,
    language,
    subject: values.subject,
    message: values.message,
  });
  const inquiry = await ctx.em.transactional(async (em) => {
    const inquiry = em.create(Inquiry, { ...values, email: values.email.toLowerCase(), language });
    queueMail(em, { kind: 'inquiry_staff', to: ctx.config.staffEmail, ...mail });
    return inquiry;
  });
  ctx.mail.kick();
  return inquiry;
}
