import { BOOKING_MAIL_TEMPLATES } from '../../booking/booking.mails.js';
import type { Language } from '../../../../../domain/constants.js';
import { renderMail, type RenderedMail } from './render.js';
import type { MailTemplate } from './types.js';

/**
 * The templates a mail may be queued by (unrendered, `mail_outbox.template`): the dispatcher renders
 * it when it sends it, so React stays out of the request that queued it.
 */
export const MAIL_TEMPLATES: Record<string, MailTemplate<never>> = Object.fromEntries(
  Object.entries(BOOKING_MAIL_TEMPLATES).map(([kind, template]) => [`booking:${kind}`, template]),
);

/** Renders a mail queued by its template: subject, HTML and text as they will be sent. */
export function renderQueued(template: string, language: Language, props: unknown): Promise<RenderedMail> {
  const found = MAIL_TEMPLATES[template];
  if (!found) throw new Error(`No mail template "${template}"`);
  return renderMail(found as MailTemplate<unknown>, language, props);
}
