/** The booking mails' messages (the back office's resend). */
export const BOOKING_MAIL_ERRORS = {
  noMailToResend: 'This booking has no mail to the guest to send again.',
} as const;
