import type { ApolloClient } from '@apollo/client';
import type { AdminEventsSubscription } from '@/generated/graphql';

/**
 * Which open queries the back office's live events ask again (the shell's useAdminLive does it on each
 * event; a screen's test does it the same way here).
 */

export type AdminEvent = AdminEventsSubscription['adminEvents'];

/**
 * The admin queries each kind of event can change, by operation name. Only those on screen
 * (active) are asked again: an open list, the dashboard's counts and charts, the sidebar's badge.
 */
const BOOKING_QUERIES = [
  'AdminDashboard',
  'DashboardCharts',
  'AdminBookings',
  'BookingItemSummaries',
  'BookingSlotSummaries',
  'BookingDayView',
  'BookingSlotTally',
  'BookingLogs',
  // The check-in screen: another phone's check-in shows on this one.
  'CheckInSlots',
  'CheckInManifest',
];
export const QUERIES_BY_EVENT: Record<AdminEvent['kind'], readonly string[]> = {
  APPLICATION_CREATED: BOOKING_QUERIES,
  BOOKING_STATUS_CHANGED: BOOKING_QUERIES,
  REVIEW_PENDING: ['AdminDashboard', 'ReviewSummary', 'AdminReviews'],
  INQUIRY_CREATED: ['InboxBadge', 'AdminInquiries', 'InquiryCounts'],
  RESYNC: [],
};

/** Asks again the open (active) queries among `names`, or every open one. */
export const refreshOpenQueries = (client: ApolloClient, names: ReadonlySet<string> | 'all') =>
  client.refetchQueries({
    include: 'active',
    onQueryUpdated: (query) => names === 'all' || names.has(query.queryName ?? ''),
  });
