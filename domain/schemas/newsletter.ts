import { object, string, type InferType } from 'yup';

export const NEWSLETTER_EMAIL_MAX = 254;

export type NewsletterMessages = { emailRequired: string; emailInvalid: string };

export const NEWSLETTER_MESSAGES: NewsletterMessages = {
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
};

/** The newsletter sign-up: one valid e-mail address, trimmed and lower-cased (one sign-up per address). */
export function createNewsletterSchema(messages: NewsletterMessages = NEWSLETTER_MESSAGES) {
  return object({
    email: string()
      .trim()
      .lowercase()
      .required(messages.emailRequired)
      .max(NEWSLETTER_EMAIL_MAX, messages.emailInvalid)
      .email(messages.emailInvalid),
  });
}

export const newsletterSchema = createNewsletterSchema();

export type NewsletterValues = InferType<typeof newsletterSchema>;
