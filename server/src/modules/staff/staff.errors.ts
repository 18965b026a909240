/** The staff module's user-facing messages. */
export const STAFF_ERRORS = {
  invitationInvalid: 'This invitation link is not valid.',
  invitationExpired: 'This invitation link has expired. Ask the owner for a new one.',
  invitationUsed: 'This invitation link was already used.',
  emailTaken: 'An account with this e-mail address exists already.',
  usernameTaken: 'This username is taken. Please choose another.',
  notFound: 'No such account.',
  self: 'You cannot disable your own account.',
} as const;
