import 'reflect-metadata';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { type AuthChecker, buildSchema } from 'type-graphql';
import type { AppContext } from './context.js';
import { checkAccess } from './common/access.js';
import { AdminEventResolver } from './modules/admin-event/admin-event.resolver.js';
import { ArticleResolver } from './modules/article/article.resolver.js';
import { AuthResolver } from './modules/auth/auth.resolver.js';
import { AccountResolver } from './modules/auth/account.resolver.js';
import { BackupResolver } from './modules/backup/backup.resolver.js';
import {
  BookingAdminResolver,
  BookingDaySlotResolver,
  BookingItemSummaryResolver,
} from './modules/booking/booking-admin.resolver.js';
import {
  BookingLookupContactResolver,
  BookingResolver,
  ExperienceScheduleResolver,
} from './modules/booking/booking.resolver.js';
import { BookingLookupMoveResolver, BookingMoveResolver } from './modules/booking/booking-move.resolver.js';
import { BookingMailResolver } from './modules/booking-mail/booking-mail.resolver.js';
import { CarouselResolver } from './modules/carousel/carousel.resolver.js';
import { DashboardResolver, TopItemResolver } from './modules/dashboard/dashboard.resolver.js';
import { ExperienceResolver } from './modules/experience/experience.resolver.js';
import { InquiryReplyResolver, InquiryResolver } from './modules/inquiry/inquiry.resolver.js';
import { MediaResolver } from './modules/media/media.resolver.js';
import { NewsletterResolver } from './modules/newsletter/newsletter.resolver.js';
import { BankStatementResolver } from './modules/payment/bank-statement.resolver.js';
import { PaymentInstructionsResolver } from './modules/payment/payment-instructions.resolver.js';
import { ExchangeRateResolver } from './modules/exchange-rate/exchange-rate.resolver.js';
import {
  BookingLookupPaymentResolver,
  GuestBookingPaymentResolver,
  OverduePaymentResolver,
  PaymentResolver,
} from './modules/payment/payment.resolver.js';
import { CheckInResolver, DashboardArrivalsResolver } from './modules/check-in/check-in.resolver.js';
import {
  BookingReceiptPaymentResolver,
  BookingLookupOnlinePaymentResolver,
  OnlinePaymentResolver,
} from './modules/payment/online/online-payment.resolver.js';
import { GuestBookingOnlinePaymentResolver } from './modules/payment/online/online-payment.admin.resolver.js';
import { PopupResolver } from './modules/popup/popup.resolver.js';
import { PromoCodeResolver } from './modules/promo-code/promo-code.resolver.js';
import { ReviewItemSummaryResolver, ReviewResolver } from './modules/review/review.resolver.js';
import { StaffResolver } from './modules/staff/staff.resolver.js';
import { AuditResolver } from './modules/audit/audit.resolver.js';
import { AdminSessionResolver } from './modules/admin-session/admin-session.resolver.js';
import { TwoFactorResolver } from './modules/two-factor/two-factor.resolver.js';
import { PasswordResetResolver } from './modules/password-reset/password-reset.resolver.js';
import { WebhookResolver } from './modules/webhook/webhook.resolver.js';
import { ResellerResolver } from './modules/reseller/reseller.resolver.js';
import { ResellerBookingResolver } from './modules/reseller/reseller-booking.resolver.js';
import { WaitlistResolver } from './modules/waitlist/waitlist.resolver.js';

export const resolvers = [
  AuthResolver,
  AccountResolver,
  ExperienceResolver,
  ArticleResolver,
  CarouselResolver,
  PopupResolver,
  PromoCodeResolver,
  ReviewResolver,
  ReviewItemSummaryResolver,
  BookingResolver,
  BookingMailResolver,
  BookingLookupContactResolver,
  BookingLookupMoveResolver,
  BookingMoveResolver,
  BookingAdminResolver,
  BookingItemSummaryResolver,
  BookingDaySlotResolver,
  ExperienceScheduleResolver,
  DashboardResolver,
  TopItemResolver,
  BackupResolver,
  InquiryResolver,
  InquiryReplyResolver,
  NewsletterResolver,
  MediaResolver,
  AdminEventResolver,
  PaymentResolver,
  BookingReceiptPaymentResolver,
  BookingLookupOnlinePaymentResolver,
  OnlinePaymentResolver,
  GuestBookingOnlinePaymentResolver,
  BookingLookupPaymentResolver,
  GuestBookingPaymentResolver,
  OverduePaymentResolver,
  CheckInResolver,
  DashboardArrivalsResolver,
  BankStatementResolver,
  PaymentInstructionsResolver,
  ExchangeRateResolver,
  StaffResolver,
  AuditResolver,
  AdminSessionResolver,
  TwoFactorResolver,
  PasswordResetResolver,
  WebhookResolver,
  ResellerResolver,
  ResellerBookingResolver,
  WaitlistResolver,
] as const;

/**
 * `@Authorized()` operations need an admin session; anonymous calls answer UNAUTHENTICATED (HTTP 401).
 * `@Authorized('owner')` ones also need that role; others answer FORBIDDEN (HTTP 403).
 */
export const authChecker: AuthChecker<AppContext> = ({ context }, roles) => {
  checkAccess(context, roles);
  return true;
};

/**
 * Descriptions of the root types, which type-graphql builds without one. Every root field starts with
 * who may call it (schema.test.ts holds those words to the `@Authorized` decorators).
 */
export const ROOT_TYPE_DESCRIPTIONS: Record<string, string> = {
  Query:
    'Reads. Each field starts with who may call it: Public (anyone), Admin session (a signed-in back-office account: its session cookie goes along) or Owner only. Dates are YYYY-MM-DD and times HH:mm in Asia/Seoul; amounts are whole KRW.',
  Mutation:
    'Changes. Each field starts with who may call it: Public (anyone), Admin session (a signed-in back-office account: its session cookie goes along) or Owner only. Errors carry extensions.code (BAD_USER_INPUT, NOT_FOUND, CONFLICT, UNAUTHENTICATED, FORBIDDEN...).',
  Subscription:
    'Live events over WebSocket (graphql-ws) on the same /graphql path and port; an admin session only.',
};

function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()])
    if (type) type.description = ROOT_TYPE_DESCRIPTIONS[type.name];
  return schema;
}

let cached: Promise<GraphQLSchema> | undefined;

export function createSchema(): Promise<GraphQLSchema> {
  cached ??= buildSchema({
    resolvers,
    authChecker,
    // Subscriptions take their events from the context (each app instance has its own source:
    // modules/admin-event), so the one schema of the process never publishes through this.
    pubSub: {
      publish() {
        throw new Error('publish through modules/admin-event (NOTIFY in the writer transaction)');
      },
      subscribe() {
        throw new Error('subscriptions read their events from the context');
      },
    },
    validate: false,
    emitSchemaFile: false,
  }).then(describeRootTypes);
  return cached;
}

/** The committed schema.graphql text: sorted so the file diffs cleanly. */
export async function schemaSdl(): Promise<string> {
  return printSchema(lexicographicSortSchema(await createSchema())) + '\n';
}
