import { AppSetting } from './platform/app-setting/app-setting.entity.js';
import { AdminSession } from './modules/auth/admin-session.entity.js';
import { AdminUser } from './modules/auth/admin-user.entity.js';
import { AdminEmailChange } from './modules/auth/admin-email-change.entity.js';
import { Article } from './modules/article/article.entity.js';
import { BookingLog } from './modules/booking/booking-log.entity.js';
import { GuestBooking } from './modules/booking/guest-booking.entity.js';
import { BookingMove } from './modules/booking/booking-move.entity.js';
import { CarouselSlide } from './modules/carousel/carousel-slide.entity.js';
import { ContentVersion } from './platform/content-version/content-version.entity.js';
import { Experience } from './modules/experience/experience.entity.js';
import { Inquiry } from './modules/inquiry/inquiry.entity.js';
import { InquiryReply } from './modules/inquiry/inquiry-reply.entity.js';
import { MailOutbox } from './platform/mail/mail-outbox.entity.js';
import { NewsletterSubscription } from './modules/newsletter/newsletter-subscription.entity.js';
import { Popup } from './modules/popup/popup.entity.js';
import { PromoCode } from './modules/promo-code/promo-code.entity.js';
import { RateLimitCounter } from './platform/rate-limit/rate-limit.entity.js';
import { Review } from './modules/review/review.entity.js';
import { ReviewInvitation } from './modules/review/review-invitation.entity.js';
import { BackupRun } from './modules/backup/backup-run.entity.js';
import { Payment } from './modules/payment/payment.entity.js';
import { OnlinePayment } from './modules/payment/online/online-payment.entity.js';
import { StaffInvitation } from './modules/staff/staff-invitation.entity.js';
import { AuditEntry } from './modules/audit/audit-entry.entity.js';
import { AdminRecoveryCode } from './modules/two-factor/admin-recovery-code.entity.js';
import { PasswordReset } from './modules/auth/password-reset.entity.js';
import { WebhookDelivery, WebhookSubscription } from './modules/webhook/webhook.entity.js';
import { Reseller, ResellerApiKey } from './modules/reseller/reseller.entity.js';
import { WaitlistEntry } from './modules/waitlist/waitlist-entry.entity.js';
import { BaseEntity } from './common/base.entity.js';

/** Every entity, listed explicitly: no folder scanning, the same list for app, tests and migrations. */
export const entities = [
  BaseEntity,
  Experience,
  GuestBooking,
  BookingMove,
  BookingLog,
  WaitlistEntry,
  Review,
  ReviewInvitation,
  Article,
  CarouselSlide,
  Popup,
  PromoCode,
  Inquiry,
  InquiryReply,
  NewsletterSubscription,
  AdminUser,
  AdminSession,
  RateLimitCounter,
  ContentVersion,
  MailOutbox,
  AppSetting,
  BackupRun,
  Payment,
  OnlinePayment,
  StaffInvitation,
  AuditEntry,
  AdminRecoveryCode,
  PasswordReset,
  AdminEmailChange,
  WebhookSubscription,
  WebhookDelivery,
  Reseller,
  ResellerApiKey,
];
