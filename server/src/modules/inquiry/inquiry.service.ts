import { inquiryReplySchema, inquirySchema } from '../../../../domain/schemas/inquiry.js';
import { LANGUAGES } from '../../../../domain/constants.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import type { LanguageEnum } from '../../common/enums.js';
import { notFound } from '../../common/errors.js';
import { pageWindow, toPage, type Page, type PageInput } from '../../common/pagination.js';
import { containsPattern, inIdOrder, pageOfIds, SqlParams } from '../../common/sql.js';
import { validate } from '../../common/validate.js';
import { publishAdminEvent } from '../admin-event/admin-event.service.js';
import { AdminEventKind } from '../admin-event/admin-event.types.js';
import { audit } from '../audit/audit.js';
import { queueMail } from '../../platform/mail/mail-outbox.js';
import { inquiryReply } from '../mail/templates/newsletter.js';
import { renderMail } from '../mail/templates/render.js';
import { staffInquiry } from '../mail/templates/staff.js';
import { InquiryReply } from './inquiry-reply.entity.js';
import { Inquiry, InquiryStatusEnum } from './inquiry.entity.js';
import type { InquiryCounts, InquiryFilter } from './inquiry.inputs.js';
import { INQUIRY_ERRORS } from './inquiry.errors.js';

/** The most messages one list answers (newest first). */
export const INQUIRIES_MAX = 200;

/** Contact-form messages, newest first (staff only: the callers check the admin session). */
export function listInquiries(ctx: AppContext, limit = INQUIRIES_MAX): Promise<Inquiry[]> {
  return ctx.em.find(Inquiry, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
}

/**
 * Stores a contact-form message and, in the same transaction, the staff notification mail and the
 * announcement to open admin screens.
 */
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
    await em.flush();
    await publishAdminEvent(em, {
      kind: AdminEventKind.INQUIRY_CREATED,
      id: inquiry.id,
      name: inquiry.name,
      subject: inquiry.subject,
    });
    return inquiry;
  });
  ctx.mail.kick();
  return inquiry;
}

const BOX_SQL: Record<string, string> = {
  unread: `i.status = 'new'`,
  open: `i.status in ('new', 'read')`,
  handled: `i.status = 'handled'`,
};

/** Admin: the inbox, newest first, one tab, searched and paged in SQL. */
export async function adminInquiries(
  ctx: AppContext,
  filter: InquiryFilter = {},
  page?: Partial<PageInput> | null,
): Promise<Page<Inquiry>> {
  const window = pageWindow(page);
  const q = new SqlParams();
  const where = [BOX_SQL[filter.box ?? 'all'] ?? 'true'];
  const search = filter.search?.trim();
  if (search) {
    const like = q.p(containsPattern(search));
    const byId = /^\d{1,9}$/.test(search) ? ` or i.id = ${q.p(Number(search))}` : '';
    where.push(`(i.name ilike ${like} or i.email ilike ${like} or i.subject ilike ${like}
      or i.message ilike ${like}${byId})`);
  }
  const { ids, total } = await pageOfIds(
    ctx.pool,
    q,
    {
      id: 'i.id',
      from: `from inquiry i where ${where.join(' and ')}`,
      orderBy: 'i.created_at desc, i.id desc',
    },
    window,
  );
  const items = await inIdOrder(ids, (some) => ctx.em.find(Inquiry, { id: { $in: some } }));
  return toPage(items, total, window);
}

/** Admin: how many inquiries each tab holds (one aggregate). */
export async function inquiryCounts(ctx: AppContext): Promise<InquiryCounts> {
  const { rows } = await ctx.pool.query<InquiryCounts>(
    `select count(*) filter (where status = 'new')::int as unread,
            count(*) filter (where status in ('new', 'read'))::int as open,
            count(*) filter (where status = 'handled')::int as handled,
            count(*)::int as "all"
     from inquiry`,
  );
  return rows[0];
}

async function load(ctx: AppContext, id: number): Promise<Inquiry> {
  const inquiry = await ctx.em.findOne(Inquiry, { id });
  if (!inquiry) throw notFound(INQUIRY_ERRORS.notFound);
  return inquiry;
}

/**
 * Moves an inquiry to `status` (read and handled times follow) with its audit entry, in `em`'s
 * next flush; nothing is recorded when the status stays.
 */
function moveTo(em: EntityManager, ctx: AppContext, inquiry: Inquiry, status: InquiryStatusEnum): void {
  audit(
    em,
    ctx,
    'inquiry.status',
    { type: 'inquiry', id: inquiry.id },
    { status: inquiry.status },
    { status },
  );
  inquiry.status = status;
  if (status !== InquiryStatusEnum.new) inquiry.readAt ??= new Date();
  inquiry.handledAt = status === InquiryStatusEnum.handled ? (inquiry.handledAt ?? new Date()) : null;
}

/** Admin: one inquiry; opening an unread one marks it read. */
export async function openInquiry(ctx: AppContext, id: number): Promise<Inquiry> {
  const inquiry = await load(ctx, id);
  if (inquiry.status === InquiryStatusEnum.new) {
    moveTo(ctx.em, ctx, inquiry, InquiryStatusEnum.read);
    await ctx.em.flush();
  }
  return inquiry;
}

/** Admin: moves an inquiry to a state (back to unread, read, or handled). */
export async function setInquiryStatus(
  ctx: AppContext,
  id: number,
  status: InquiryStatusEnum,
): Promise<Inquiry> {
  const inquiry = await load(ctx, id);
  moveTo(ctx.em, ctx, inquiry, status);
  await ctx.em.flush();
  return inquiry;
}

/**
 * Admin: answers an inquiry. The mail (in the language the guest wrote in, quoting their message)
 * goes into the outbox and the reply into the inquiry's log in one transaction; the inquiry is then
 * handled. Delivery happens from the outbox (retried through an SMTP outage).
 */
export async function replyToInquiry(ctx: AppContext, id: number, input: unknown): Promise<InquiryReply> {
  const values = validate(inquiryReplySchema, input);
  const inquiry = await load(ctx, id);
  const mail = await renderMail(inquiryReply, inquiry.language, {
    name: inquiry.name,
    subject: values.subject,
    reply: values.message,
    original: { subject: inquiry.subject, message: inquiry.message, sentAt: inquiry.createdAt },
  });
  const reply = await ctx.em.transactional(async (em) => {
    const outbox = queueMail(em, { kind: 'inquiry_reply', to: inquiry.email, ...mail });
    const reply = em.create(InquiryReply, {
      inquiry: em.getReference(Inquiry, inquiry.id),
      subject: values.subject,
      message: values.message,
      createdBy: ctx.admin?.username ?? 'admin',
      mail: outbox,
    });
    const current = await em.findOneOrFail(Inquiry, { id: inquiry.id });
    await em.flush();
    // What was sent is kept in the reply itself; the trail says who replied with what subject.
    audit(em, ctx, 'inquiry.reply', { type: 'inquiry_reply', id: reply.id }, null, {
      inquiryId: inquiry.id,
      subject: values.subject,
    });
    moveTo(em, ctx, current, InquiryStatusEnum.handled);
    current.handledAt = new Date();
    return reply;
  });
  ctx.mail.kick();
  ctx.logger.info({ inquiryId: id, replyId: reply.id, by: ctx.admin?.username }, 'inquiry replied');
  return reply;
}

/** Admin: an inquiry's replies, oldest first, with their mails' delivery state. */
export function inquiryReplies(ctx: AppContext, inquiryId: number): Promise<InquiryReply[]> {
  return ctx.em.find(
    InquiryReply,
    { inquiry: inquiryId },
    { orderBy: { createdAt: 'asc', id: 'asc' }, populate: ['mail'] },
  );
}
