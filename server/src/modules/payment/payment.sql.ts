/** SQL fragments over a booking aliased `b` (no imports: the request context and loaders use them). */

/** SQL: what a booking `b` has kept (payments less refunds, voids left out). */
export const PAID_SQL = `coalesce((select sum(p.amount) from payment p where p.booking_id = b.id and p.voided_at is null), 0)`;

/** SQL: a booking `b` that was approved and still owes money. */
export const OWING_SQL = `b.status = 'confirmed' and b.amount_due is not null and b.amount_due > ${PAID_SQL}`;
