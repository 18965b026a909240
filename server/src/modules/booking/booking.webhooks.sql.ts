/**
 * The webhook deliveries of `events` (SQL of a jsonb array of WebhookEvent: `{ type, timestamp, data,
 * resellerId? }`), written with the change that caused them: one per active subscription to each
 * event's type, the operator's (no `resellerId`) or that reseller's own, in the order handed. `from`:
 * what the insert hangs on (nothing is written when it has no row); `seatsLeft`: an SQL expression filling
 * an event's `data.seatsLeft` where it has the key.
 */
export const webhookFanOutSql = (
  events: string,
  { from, seatsLeft }: { from?: string; seatsLeft?: string } = {},
) =>
  `insert into webhook_delivery (subscription_id, event_type, payload)
      select s.id, h.hook->>'type', ${
        seatsLeft
          ? `case when h.hook->'data' ? 'seatsLeft' then jsonb_set(h.hook, '{data,seatsLeft}', to_jsonb(${seatsLeft}))
                  else h.hook end`
          : 'h.hook'
      } - 'resellerId'
      from ${from ? `${from}, ` : ''}jsonb_array_elements(${events}) with ordinality as h(hook, n)
      join webhook_subscription s on s.disabled_at is null and h.hook->>'type' = any(s.events)
        and s.reseller_id is not distinct from (h.hook->>'resellerId')::int
      order by h.n, s.id`;
