import { object, string, type InferType } from 'yup';

/** Field limits of the contact form (the database columns have the same sizes). */
export const INQUIRY_LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
} as const;

/** The messages a failed rule gives; the web passes translated ones, the server uses these. */
export type InquiryMessages = {
  nameRequired: string;
  nameTooLong: string;
  emailRequired: string;
  emailInvalid: string;
  emailTooLong: string;
  subjectRequired: string;
  subjectTooLong: string;
  messageRequired: string;
  messageTooLong: string;
};

export const INQUIRY_MESSAGES: InquiryMessages = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Name must be at most ${INQUIRY_LIMITS.name} characters.`,
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  emailTooLong: `E-mail address must be at most ${INQUIRY_LIMITS.email} characters.`,
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: `Subject must be at most ${INQUIRY_LIMITS.subject} characters.`,
  messageRequired: 'Please enter a message.',
  messageTooLong: `Message must be at most ${INQUIRY_LIMITS.message} characters.`,
};

/**
 * The contact-form rules (spec §3 Inquiry): every field required after trimming, with the limits
 * above. Casting trims the strings, so what is stored is what was checked. The language the
 * visitor wrote in travels beside these fields (a GraphQL enum on the server).
 */
export function createInquirySchema(messages: InquiryMessages = INQUIRY_MESSAGES) {
  return object({
    name: string().trim().required(messages.nameRequired).max(INQUIRY_LIMITS.name, messages.nameTooLong),
    email: string()
      .trim()
      .required(messages.emailRequired)
      .max(INQUIRY_LIMITS.email, messages.emailTooLong)
      .email(messages.emailInvalid),
    subject: string()
      .trim()
      .required(messages.subjectRequired)
      .max(INQUIRY_LIMITS.subject, messages.subjectTooLong),
    message: string()
      .trim()
      .required(messages.messageRequired)
      .max(INQUIRY_LIMITS.message, messages.messageTooLong),
  });
}

/** The schema with the English messages (server side). */
export const inquirySchema = createInquirySchema();

/** A valid inquiry after casting: trimmed strings. */
export type InquiryValues = InferType<typeof inquirySchema>;

/** Staff's reply to an inquiry (the admin form and the server run the same rules). */
export const INQUIRY_REPLY_LIMITS = { subject: 200, message: 10_000 } as const;

export type InquiryReplyMessages = {
  subjectRequired: string;
  subjectTooLong: string;
  messageRequired: string;
  messageTooLong: string;
};

export const INQUIRY_REPLY_MESSAGES: InquiryReplyMessages = {
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: `Subject must be at most ${INQUIRY_REPLY_LIMITS.subject} characters.`,
  messageRequired: 'Please write the reply.',
  messageTooLong: `The reply must be at most ${INQUIRY_REPLY_LIMITS.message} characters.`,
};

export function createInquiryReplySchema(messages: InquiryReplyMessages = INQUIRY_REPLY_MESSAGES) {
  return object({
    subject: string()
      .trim()
      .required(messages.subjectRequired)
      .max(INQUIRY_REPLY_LIMITS.subject, messages.subjectTooLong),
    message: string()
      .trim()
      .required(messages.messageRequired)
      .max(INQUIRY_REPLY_LIMITS.message, messages.messageTooLong),
  });
}

export const inquiryReplySchema = createInquiryReplySchema();
