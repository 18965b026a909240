import { mixed, object, string, type InferType } from 'yup';

export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 200;
export const STAFF_USERNAME_MAX = 64;

/**
 * Passwords of 12 characters or more that lead the published breach lists (and their obvious
 * keyboard and Korean-site variants). Short ones are refused by length already. The browser checks
 * these (a quick answer while typing); the server also checks the list of the ~49,000 most common
 * passwords (server/src/common/common-passwords.ts), too big to ship to every browser.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789123',
  '111111111111',
  '000000000000',
  '123123123123',
  '123412341234',
  '121212121212',
  '987654321098',
  'password1234',
  'password12345',
  'password123!',
  'passwordpassword',
  'password1234567',
  'qwertyuiop12',
  'qwertyuiop123',
  'qwertyuiopasdf',
  'qwertyuiopasdfgh',
  'qwerty123456',
  'qwe123qwe123',
  'asdfghjkl123',
  'asdfasdfasdf',
  'zxcvbnm12345',
  '1q2w3e4r5t6y',
  '1q2w3e4r5t6y7u',
  '1qaz2wsx3edc',
  'q1w2e3r4t5y6',
  'iloveyou1234',
  'iloveyouiloveyou',
  'abcdefghijkl',
  'abcd12345678',
  'abc123abc123',
  'aaaaaaaaaaaa',
  'letmein12345',
  'welcome12345',
  'welcome123456',
  'administrator',
  'admin1234567',
  'admin12345678',
  'adminadmin123',
  'changeme1234',
  'trustno11234',
  'football1234',
  'baseball1234',
  'sunshine1234',
  'princess1234',
  'dragon123456',
  'monkey123456',
  'superman1234',
  'starwars1234',
  'korea1234567',
  'seoul1234567',
  'saranghae123',
  'saranghae1234',
  'correcthorsebatterystaple',
  'correct horse battery staple',
]);

export type StaffMessages = {
  emailRequired: string;
  emailInvalid: string;
  roleInvalid: string;
  usernameRequired: string;
  usernameInvalid: string;
  passwordShort: string;
  passwordCommon: string;
  tokenRequired: string;
  resetLinkInvalid: string;
  currentPasswordRequired: string;
};

export const STAFF_MESSAGES: StaffMessages = {
  emailRequired: 'Please enter an e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  roleInvalid: 'Choose owner or staff.',
  usernameRequired: 'Please choose a username.',
  usernameInvalid: 'A username is 3 to 64 letters, digits, dots, dashes or underscores.',
  passwordShort: `A password needs at least ${STAFF_PASSWORD_MIN} characters.`,
  passwordCommon: 'This password is too common. Please choose another.',
  tokenRequired: 'This invitation link is not valid.',
  resetLinkInvalid: 'This password reset link is not valid.',
  currentPasswordRequired: 'Enter your current password to confirm.',
};

/** Whether a password is too common to accept (the browser's short list, or the server's long one). */
export type CommonPasswordCheck = (password: string) => boolean;

/** True when a password is on the common list (case-insensitive) or one character repeated. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORDS.has(lower) || /^(.)\1*$/.test(lower);
}

/** An account's e-mail address (an invitation's, a password reset's). */
function staffEmailField(messages: StaffMessages) {
  return string()
    .trim()
    .lowercase()
    .required(messages.emailRequired)
    .max(254, messages.emailInvalid)
    .email(messages.emailInvalid);
}

/** An owner's invitation: where it goes and the role it gives. */
export function createStaffInviteSchema(messages: StaffMessages = STAFF_MESSAGES) {
  return object({
    email: staffEmailField(messages),
    role: mixed<StaffRole>()
      .oneOf([...STAFF_ROLES], messages.roleInvalid)
      .required(messages.roleInvalid),
  });
}

/** A new password: long enough and not a common one. */
export function staffPasswordField(
  messages: StaffMessages = STAFF_MESSAGES,
  isCommon: CommonPasswordCheck = isCommonPassword,
) {
  return string()
    .required(messages.passwordShort)
    .min(STAFF_PASSWORD_MIN, messages.passwordShort)
    .max(STAFF_PASSWORD_MAX, messages.passwordShort)
    .test('not-common', messages.passwordCommon, (value) => !value || !isCommon(value));
}

/** The account's current password, asked again before a change to its sign-in (checked by the server). */
function currentPasswordField(messages: StaffMessages) {
  return string().required(messages.currentPasswordRequired).max(STAFF_PASSWORD_MAX, messages.passwordShort);
}

/** What the invitee chooses: a username and a password. */
export function createAcceptInvitationSchema(
  messages: StaffMessages = STAFF_MESSAGES,
  isCommon: CommonPasswordCheck = isCommonPassword,
) {
  return object({
    token: string().trim().required(messages.tokenRequired),
    username: string()
      .trim()
      .lowercase()
      .required(messages.usernameRequired)
      .matches(/^[a-z0-9._-]{3,64}$/, messages.usernameInvalid),
    password: staffPasswordField(messages, isCommon),
  });
}

/** "Forgot password": the account's e-mail address. */
export function createPasswordResetRequestSchema(messages: StaffMessages = STAFF_MESSAGES) {
  return object({ email: staffEmailField(messages) });
}

/** A password reset link's new password (the same rules as an invitation's). */
export function createPasswordResetSchema(
  messages: StaffMessages = STAFF_MESSAGES,
  isCommon: CommonPasswordCheck = isCommonPassword,
) {
  return object({
    token: string().trim().required(messages.resetLinkInvalid),
    password: staffPasswordField(messages, isCommon),
  });
}

/** A signed-in account changes its password: the current one, and the new one (the invitation's rules). */
export function createPasswordChangeSchema(
  messages: StaffMessages = STAFF_MESSAGES,
  isCommon: CommonPasswordCheck = isCommonPassword,
) {
  return object({
    currentPassword: currentPasswordField(messages),
    newPassword: staffPasswordField(messages, isCommon),
  });
}

/** A signed-in account sets its e-mail address (confirmed by a link to it), with its current password. */
export function createEmailChangeSchema(messages: StaffMessages = STAFF_MESSAGES) {
  return object({
    email: staffEmailField(messages),
    currentPassword: currentPasswordField(messages),
  });
}

export const staffInviteSchema = createStaffInviteSchema();
export const passwordResetRequestSchema = createPasswordResetRequestSchema();
export const passwordResetSchema = createPasswordResetSchema();
export const acceptInvitationSchema = createAcceptInvitationSchema();
export const passwordChangeSchema = createPasswordChangeSchema();
export const emailChangeSchema = createEmailChangeSchema();
export type StaffInviteValues = InferType<typeof staffInviteSchema>;
export type AcceptInvitationValues = InferType<typeof acceptInvitationSchema>;
