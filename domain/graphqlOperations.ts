/**
 * The storefront's GraphQL queries whose answers the server keeps (its hot cache): each reads the
 * catalogue or the site's published content only. Not here: ActivePopup (its period ends at any
 * minute), SearchExperiences (free text: one-off answers would push the hot ones out), and
 * everything about seats, booking windows or bookings.
 */
export const HOT_OPERATIONS: ReadonlySet<string> = new Set([
  'ExperienceList',
  'ExperienceDetail',
  'PopularExperiences',
  'PopularSearches',
  'Reviews',
  'HomeCarousels',
  'CultureGuideArticles',
  'Article',
]);

/**
 * The queries the web app sends by hash over GET (found by URL: the hot cache, a CDN): the hot ones
 * and a few more public reads whose variables are ids, dates and languages. Every other operation
 * goes by POST, so what a guest or an admin types (an e-mail, a phone number, a booking code, a
 * PIN, a search) is never part of a URL, where logs, browser history and proxies would keep it.
 */
export const GET_OPERATIONS: ReadonlySet<string> = new Set([
  ...HOT_OPERATIONS,
  'ActivePopup',
  'BookingExperience',
  'ExperienceAvailability',
]);
