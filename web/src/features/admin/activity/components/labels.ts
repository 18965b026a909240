import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * What each kind of change the server records is called in the admin's language (issue 34 point
 * 10): the server writes codes (`booking.status`), the screen says them from the admin catalog. A
 * kind added later and not yet named here shows as its code.
 */
export const CHANGE_LABELS: Record<string, MessageDescriptor> = {
  'item.create': msg`Item created`,
  'item.update': msg`Item edited`,
  'item.delete': msg`Item deleted`,
  'booking.status': msg`Booking status changed`,
  'booking.memo': msg`Booking memo edited`,
  'booking.resend-mail': msg`Booking e-mail sent again`,
  'payment.record': msg`Payment recorded`,
  'payment.import': msg`Payment imported from a bank statement`,
  'payment.void': msg`Payment voided`,
  'review.create': msg`Review written by staff`,
  'review.update': msg`Review edited`,
  'review.delete': msg`Review deleted`,
  'review.moderate': msg`Review approved or rejected`,
  'inquiry.status': msg`Inquiry moved`,
  'inquiry.reply': msg`Inquiry answered`,
  'carousel.create': msg`Slide added`,
  'carousel.update': msg`Slide edited`,
  'carousel.delete': msg`Slide deleted`,
  'carousel.reorder': msg`Slides reordered`,
  'popup.create': msg`Popup added`,
  'popup.update': msg`Popup edited`,
  'popup.delete': msg`Popup deleted`,
  'staff.invite': msg`Team member invited`,
  'staff.join': msg`Invitation accepted`,
  'staff.disable': msg`Account disabled`,
  'staff.enable': msg`Account enabled`,
  'staff.password_reset': msg`Password reset`,
  'session.end': msg`Session ended`,
  'settings.update': msg`Setting changed`,
  'settings.two_factor': msg`Two-factor rule for every account changed`,
  'totp.enable': msg`Two-factor sign-in turned on`,
  'totp.disable': msg`Two-factor sign-in turned off`,
  'totp.recovery_code_used': msg`Recovery code used`,
};

/** What a change was made to, by the server's target type. */
export const TARGET_LABELS: Record<string, MessageDescriptor> = {
  experience: msg`Item`,
  booking: msg`Booking`,
  payment: msg`Payment`,
  review: msg`Review`,
  inquiry: msg`Inquiry`,
  inquiry_reply: msg`Reply`,
  carousel_slide: msg`Slide`,
  popup: msg`Popup`,
  admin_user: msg`Account`,
  staff_invitation: msg`Invitation`,
  admin_session: msg`Session`,
  setting: msg`Setting`,
  admin_setting: msg`Setting`,
};

/** The settings by their stored names. */
export const SETTING_LABELS: Record<string, MessageDescriptor> = {
  'payment-auto-cancel-days': msg`Automatic cancellation of unpaid bookings`,
  'payment-instructions': msg`Payment instructions`,
  totp_required_for_everyone: msg`Two-factor sign-in for everyone`,
};
