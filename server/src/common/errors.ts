import { GraphQLError } from 'graphql';

/** The error codes every module uses; each maps to one HTTP status and one GraphQL `extensions.code`. */
export type AppErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  /** What was asked for existed but is over for good (a payment after its hold ended: refunded). */
  | 'GONE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNPROCESSABLE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

/**
 * An expected failure with a user-facing message in the spec's wording. It is a GraphQLError
 * already, so a resolver that throws it answers its `extensions.code` and HTTP status without a
 * middleware around every field (which would make each field resolve through promises).
 */
export class AppError extends GraphQLError {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message, { extensions: { code, http: { status: httpStatus(code) }, ...details } });
    this.name = 'AppError';
  }
}

export const badInput = (message: string, details?: Record<string, unknown>) =>
  new AppError('BAD_USER_INPUT', message, details);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const unauthenticated = (message = 'Authentication required.') =>
  new AppError('UNAUTHENTICATED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
/** An operation the signed-in account's role does not allow (owner-only, for a staff account). */
export const forbiddenRole = () => new AppError('FORBIDDEN', 'Only an owner may do this.');
export const payloadTooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError('CONFLICT', message, details);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many attempts. Please try again later.',
) => new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });

export function httpStatus(code: AppErrorCode): number {
  switch (code) {
    case 'BAD_USER_INPUT':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'GONE':
      return 410;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'UNPROCESSABLE':
      return 422;
    case 'TOO_MANY_REQUESTS':
      return 429;
    case 'SERVICE_UNAVAILABLE':
      return 503;
    default: {
      const exhaustive: never = code;
      return exhaustive;
    }
  }
}
