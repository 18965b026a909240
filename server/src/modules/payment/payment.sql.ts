/** SQL fragments over a booking aliased `b` (no imports: the request context and loaders use them). */

/** SQL: what a booking `b` has kept (payments less refunds, voids left out). */
export const PAID_SQL = `coalesce((select sum(case when p.kind = 'refund' then -p.amount else p.amount end)
  from payment p where p.booking_id = b.id and p.voided_at is null), 0)`;

/** SQL: a booking `b` has a refund that counts (not voided). */
export const REFUNDED_SQL = `exists (select 1 from payment p where p.booking_id = b.id
  and p.voided_at is null and p.kind = 'refund')`;

/** SQL: a booking `b` that was approved and still owes money. */
export const OWING_SQL = `b.status = 'confirmed' and b.amount_due is not null and b.amount_due > ${PAID_SQL}`;
