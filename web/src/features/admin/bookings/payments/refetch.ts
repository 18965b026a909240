/** After a payment or a void: the panel, the list's payment column and the booking's log. */
export const PAYMENT_QUERIES = ['BookingPayments', 'AdminBookings', 'BookingLogs'];
