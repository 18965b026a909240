import type pg from 'pg';

/** A key as lists show it: never its hash. */
export interface ResellerKeyView {
  id: number;
  prefix: string;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

/** What staff see of a reseller's business and traffic. */
export interface ResellerFigures {
  /** Its confirmed bookings. */
  bookings: number;
  /** KRW: the sum of its confirmed bookings' total prices. */
  revenue: number;
  /** Its last OCTO request (saved every few seconds: reseller.usage.ts); null: none yet. */
  lastRequestAt: Date | null;
  /** Its OCTO requests answered 4xx or 5xx in the last 24 hours (counted by the hour). */
  errors: number;
}

/** An item a reseller may sell, as the back office names it. */
export interface ResellerItemView {
  id: number;
  title: string;
}

export interface ResellerView {
  id: number;
  name: string;
  email: string;
  experienceIds: number[] | null;
  /** The items of `experienceIds` with their titles (in the same order); null: every active item. */
  items: ResellerItemView[] | null;
  commissionPercent: number | null;
  disabledAt: Date | null;
  createdAt: Date;
  keys: ResellerKeyView[];
  figures: ResellerFigures;
}

// One statement for the whole list: keys and figures per reseller by lateral joins (no N+1).
const VIEWS = {
  name: 'reseller-views',
  text: `select r.id, r.name, r.email, r.experience_ids, r.commission_percent::float8 as commission_percent,
      r.disabled_at, r.created_at, coalesce(k.keys, '[]') as keys, i.items,
      b.bookings, b.revenue, u.last_request_at, coalesce(u.errors, 0)::int as errors
    from reseller r
    left join lateral (
      select json_agg(json_build_object('id', id, 'prefix', prefix, 'createdAt', created_at,
        'revokedAt', revoked_at, 'lastUsedAt', last_used_at) order by id desc) as keys
      from reseller_api_key where reseller_id = r.id) k on true
    left join lateral (
      select json_agg(json_build_object('id', e.id, 'title', e.title) order by c.n) as items
      from unnest(r.experience_ids) with ordinality as c(id, n) join experience e on e.id = c.id) i on true
    left join lateral (
      select count(*)::int as bookings, coalesce(sum(total_price), 0)::float8 as revenue
      from guest_booking where reseller_id = r.id and status = 'confirmed') b on true
    left join lateral (
      select max(last_request_at) as last_request_at,
        sum(errors) filter (where hour >= date_trunc('hour', now() - interval '24 hours')) as errors
      from reseller_usage where reseller_id = r.id) u on true
    where $1::int is null or r.id = $1
    order by r.id desc`,
};

interface Row {
  id: number;
  name: string;
  email: string;
  experience_ids: number[] | null;
  items: ResellerItemView[] | null;
  commission_percent: number | null;
  disabled_at: Date | null;
  created_at: Date;
  keys: {
    id: number;
    prefix: string;
    createdAt: string;
    revokedAt: string | null;
    lastUsedAt: string | null;
  }[];
  bookings: number;
  revenue: number;
  last_request_at: Date | null;
  errors: number;
}

const date = (value: string | null) => (value ? new Date(value) : null);

/** Every reseller (or the one of `id`), newest first, with its keys and figures: one SQL statement. */
export async function resellerViews(pool: pg.Pool, id: number | null = null): Promise<ResellerView[]> {
  const { rows } = await pool.query<Row>({ ...VIEWS, values: [id] });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    experienceIds: row.experience_ids,
    items: row.experience_ids ? (row.items ?? []) : null,
    commissionPercent: row.commission_percent,
    disabledAt: row.disabled_at,
    createdAt: row.created_at,
    keys: row.keys.map((key) => ({
      id: key.id,
      prefix: key.prefix,
      createdAt: new Date(key.createdAt),
      revokedAt: date(key.revokedAt),
      lastUsedAt: date(key.lastUsedAt),
    })),
    figures: {
      bookings: row.bookings,
      revenue: row.revenue,
      lastRequestAt: row.last_request_at,
      errors: row.errors,
    },
  }));
}
