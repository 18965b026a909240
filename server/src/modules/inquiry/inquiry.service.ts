import { inquirySchema } from '../../../../domain/schemas/inquiry.js';
import { LANGUAGES } from '../../../../domain/constants.js';
import type { AppContext } from '../../context.js';
import type { LanguageEnum } from '../../common/enums.js';
import { validate } from '../../common/validate.js';
import { escapeHtml, queueMail } from '../mail/mail.service.js';
import { Inquiry } from './inquiry.entity.js';

/** Contact-form messages, newest first (staff only: the callers check the admin session). */
export function listInquiries(ctx: AppContext, limit = 200): Promise<Inquiry[]> {
  return ctx.em.find(Inquiry, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
}

/** Stores a contact-form message and, in the same transaction, the staff notification mail. */
export async function createInquiry(ctx: AppContext, input: unknown): Promise<Inquiry> {
  const values = validate(inquirySchema, input);
  const rawLanguage = (input as { language?: unknown } | null)?.language;
  const language = (LANGUAGES as readonly unknown[]).includes(rawLanguage)
    ? (rawLanguage as LanguageEnum)
    : 'ENG';
  await ctx.rateLimiters.publicWrite.consume(ctx.ip);
  const inquiry = await ctx.em.transactional(async (em) => {
    const inquiry = em.create(Inquiry, { ...values, email: values.email.toLowerCase(), language });
    const lines = [
      `From: ${values.name} <${values.email}>`,
      `Language: ${language}`,
      `Subject: ${values.subject}`,
      '',
      values.message,
    ];
    queueMail(em, {
      kind: 'inquiry_staff',
      to: ctx.config.staffEmail,
      subject: `[Inquiry] ${values.subject}`,
      text: lines.join('\n'),
      html: `<p>${lines.slice(0, 3).map(escapeHtml).join('<br>')}</p><p>${escapeHtml(values.message).replace(/\n/g, '<br>')}</p>`,
    });
    return inquiry;
  });
  ctx.mail.kick();
  return inquiry;
}
