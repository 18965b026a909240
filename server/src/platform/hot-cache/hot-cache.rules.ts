import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { HOT_OPERATIONS } from '../../../../domain/graphqlOperations.js';
import { selectsOnly } from '../content-version/catalog-response-cache.js';

/**
 * Writes that never change versioned content (experiences, reviews, articles, slides, popups): after
 * them the writing instance need not re-read the content versions before it answers. Bookings are the
 * busiest writes, and seats are never kept.
 */
export const CONTENT_NEUTRAL_MUTATIONS: ReadonlySet<string> = new Set([
  'createBooking',
  'cancelMyBooking',
  'moveMyBooking',
  'moveBooking',
  'approveChangeRequest',
  'declineChangeRequest',
  'updateBooking',
  'approveBooking',
  'cancelBooking',
  'bulkBookingAction',
  'resendBookingMail',
  'sendInquiry',
  'subscribeNewsletter',
  'login',
  'loginWithTotp',
  'logout',
  'setupTotp',
  'enableTotp',
  'disableTotp',
  'setTwoFactorPolicy',
  'requestPasswordReset',
  'completePasswordReset',
  'uploadImage',
  'verifyReviewPin',
]);

/** The REST calls of the same writes. */
export const CONTENT_NEUTRAL_REST =
  /^\/api\/(?:guest-bookings|inquiries|newsletter|upload|admin\/(?:login|logout|totp|password-reset))(?:[/?]|$)/;

/** Root fields a kept operation may select, and fields it may not select at any depth. */
export const HOT_SELECTION = {
  roots: new Set([
    'experiences',
    'experience',
    'reviews',
    'popularSearches',
    'carousels',
    'articles',
    'article',
  ]),
  live: new Set([
    'availability',
    'bookingWindow',
    'seatsLeft',
    'seats',
    'slots',
    'bookings',
    'booking',
    'findBooking',
    'myBookings',
  ]),
};

/** `GET /api/...` catalogue reads that are kept (an admin session gets more: it bypasses). */
const HOT_API = /^\/api\/(?:experiences(?:\/\d+)?|articles(?:\/\d+)?|carousels)(?:\?|$)/;

/** Storefront pages that are kept (per URL and language: `hotKey` in hot-cache.middleware.ts). */
const HOT_PAGE =
  /^\/(?:experiences(?:\/\d+)?|culture-guide(?:\/\d+)?|articles\/\d+|about|contact|terms)?\/?(?:\?|$)/;

export type HotKind = 'graphql' | 'api' | 'page';

/** Which kind of kept answer a GET url may have (before any check of its content). */
export function hotKind(url: string): HotKind | undefined {
  if (url.startsWith('/graphql?')) return 'graphql';
  if (url.startsWith('/api/')) return HOT_API.test(url) ? 'api' : undefined;
  return HOT_PAGE.test(url) ? 'page' : undefined;
}

/** A persisted query's parameters from its GET url (undefined when it is not one). */
export function persistedQueryParams(url: string): { hash: string; operationName: string } | undefined {
  const params = new URLSearchParams(url.slice(url.indexOf('?') + 1));
  // The full text next to the hash registers it: that request is left to Apollo.
  if (params.has('query')) return undefined;
  const operationName = params.get('operationName');
  let extensions: unknown;
  try {
    extensions = JSON.parse(params.get('extensions') ?? 'null');
  } catch {
    return undefined;
  }
  const hash = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | null)?.persistedQuery
    ?.sha256Hash;
  if (!operationName || typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) return undefined;
  return { hash, operationName };
}

/** True when `query`'s operation `operationName` is allow-listed and selects nothing live. */
export function isHotQuery(query: string, operationName: string): boolean {
  if (!HOT_OPERATIONS.has(operationName)) return false;
  try {
    const document = parse(query);
    const operations = document.definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    const operation = operations.find((o) => o.name?.value === operationName);
    return !!operation && selectsOnly(operation, document, HOT_SELECTION);
  } catch {
    return false;
  }
}

/**
 * True when a rendered page carries data that must never be kept: a server-rendered page hands its
 * Apollo cache to the browser, and a page whose data included seats, a booking window or a booking
 * would show them frozen. Looks for their types and for the keys Apollo's normalised cache gives
 * those fields (`"availability({...})"`, `"bookingWindow":`); schema.org's `"availability":"…InStock"`
 * in the JSON-LD is not one.
 */
export function holdsLiveData(html: string): boolean {
  return LIVE_DATA.test(html);
}
const LIVE_DATA =
  /"__typename":"(?:AvailabilityDay|SlotAvailability|BookingWindow|Booking[A-Za-z]*)"|"(?:availability|findBooking|bookings)\(|"(?:bookingWindow|seatsLeft)":/;
