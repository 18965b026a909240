/**
 * Payment words said both in the mails and by the look-up's payment part (through the payment
 * provider), kept here without React so the look-up does not load the templates to say them.
 */

/** How a booking too close to its date for a transfer is paid (issue 34 point 3). */
export const ON_SITE_INSTRUCTIONS = /*i18n*/ {
  id: 'mail.payment.onSite',
  message:
    'Your experience is too soon for a bank transfer: please pay on the day at the meeting point, in cash (Korean won) or by card.',
};
