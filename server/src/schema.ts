import 'reflect-metadata';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { type AuthChecker, buildSchema } from 'type-graphql';
import type { AppContext } from './context.js';
import { checkAccess } from './common/access.js';
import { AdminEventResolver } from './modules/admin-event/admin-event.resolver.js';
import { ArticleResolver } from './modules/article/article.resolver.js';
import { AuthResolver } from './modules/auth/auth.resolver.js';
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
import { CarouselResolver } from './modules/carousel/carousel.resolver.js';
import { DashboardResolver } from './modules/dashboard/dashboard.resolver.js';
import { ExperienceResolver } from './modules/experience/experience.resolver.js';
import { InquiryReplyResolver, InquiryResolver } from './modules/inquiry/inquiry.resolver.js';
import { MediaResolver } from './modules/media/media.resolver.js';
import { NewsletterResolver } from './modules/newsletter/newsletter.resolver.js';
import { BankStatementResolver } from './modules/payment/bank-statement.resolver.js';
import {
  BookingLookupPaymentResolver,
  GuestBookingPaymentResolver,
  OverduePaymentResolver,
  PaymentResolver,
} from './modules/payment/payment.resolver.js';
import { PopupResolver } from './modules/popup/popup.resolver.js';
import { ReviewResolver } from './modules/review/review.resolver.js';
import { StaffResolver } from './modules/staff/staff.resolver.js';
import { AuditResolver } from './modules/audit/audit.resolver.js';
import { TwoFactorResolver } from './modules/two-factor/two-factor.resolver.js';
import { PasswordResetResolver } from './modules/password-reset/password-reset.resolver.js';

export const resolvers = [
  AuthResolver,
  ExperienceResolver,
  ArticleResolver,
  CarouselResolver,
  PopupResolver,
  ReviewResolver,
  BookingResolver,
  BookingLookupContactResolver,
  BookingAdminResolver,
  BookingItemSummaryResolver,
  BookingDaySlotResolver,
  ExperienceScheduleResolver,
  DashboardResolver,
  BackupResolver,
  InquiryResolver,
  InquiryReplyResolver,
  NewsletterResolver,
  MediaResolver,
  AdminEventResolver,
  PaymentResolver,
  BookingLookupPaymentResolver,
  GuestBookingPaymentResolver,
  OverduePaymentResolver,
  BankStatementResolver,
  StaffResolver,
  AuditResolver,
  TwoFactorResolver,
  PasswordResetResolver,
] as const;

/**
 * `@Authorized()` operations need an admin session; anonymous calls answer UNAUTHENTICATED (HTTP 401).
 * `@Authorized('owner')` ones also need that role; others answer FORBIDDEN (HTTP 403).
 */
export const authChecker: AuthChecker<AppContext> = ({ context }, roles) => {
  checkAccess(context, roles);
  return true;
};

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
  });
  return cached;
}

/** The committed schema.graphql text: sorted so the file diffs cleanly. */
export async function schemaSdl(): Promise<string> {
  return printSchema(lexicographicSortSchema(await createSchema())) + '\n';
}
