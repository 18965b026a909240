/** After a change, the lists, counts and log that show it are fetched again (counts are SQL aggregates). */
export const BOOKING_QUERIES = [
  'AdminBookings',
  'BookingItemSummaries',
  'BookingSlotSummaries',
  'BookingDayView',
  'BookingLogs',
];
