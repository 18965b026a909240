import { addDays, isHhMm, isIsoDate } from '../../../../domain/calendar.js';
import type { AppContext } from '../../context.js';
import type { ResellerPrincipal } from '../reseller/reseller.gate.js';
import { Experience } from '../experience/experience.entity.js';
import { experienceColumns, experienceOfRow } from '../booking/booking.experience-row.js';
import { type OctoReadCache } from './octo.cache.js';
import { OCTO_ERRORS, OctoError } from './octo.errors.js';
import { OPTION_ADDON, isOptionOf, slotOfAvailabilityId, UNIT_ADULT, type OctoView } from './octo.mapping.js';

/** A request to the OCTO API: the app's parts it uses, the reseller calling, and how it reads. */
export interface OctoContext
  extends Pick<AppContext, 'em' | 'pool' | 'config' | 'mail' | 'logger' | 'hasher'>, OctoView {
  reseller: ResellerPrincipal;
  /** What the reads keep on this instance (octo.cache.ts); none: everything read every time. */
  cache?: OctoReadCache;
}

/** The longest date range one availability or calendar request may cover. */
export const OCTO_MAX_DAYS = 366;
/** A hold lasts this long unless the reseller asks (`expirationMinutes`), and never longer than the most. */
export const DEFAULT_HOLD_MINUTES = 30;
export const MAX_HOLD_MINUTES = 60;

/** The body parsed with the package's zod schema of the request, or OCTO's BAD_REQUEST. */
export function parse<T>(
  schema: {
    safeParse(
      input: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new OctoError(
    'BAD_REQUEST',
    OCTO_ERRORS.badRequest(`${issue.path.map(String).join('.') || 'body'}: ${issue.message}`),
  );
}

export const holdMinutes = (asked: number | undefined) =>
  Math.min(MAX_HOLD_MINUTES, Math.max(1, asked ?? DEFAULT_HOLD_MINUTES));

/** An item the reseller may sell (active, and on its list when it has one), or INVALID_PRODUCT_ID. */
export async function productItem(ctx: OctoContext, productId: string): Promise<Experience> {
  return (await keptProductItem(ctx, productId)).item;
}

/**
 * productItem, for the availability reads (`kept`) as the instance keeps it (octo.cache.ts), with the
 * catalogue version it was read under (null: not kept). Never `kept` for a write: its copy is shared.
 */
export async function keptProductItem(
  ctx: OctoContext,
  productId: string,
  kept = false,
): Promise<{ item: Experience; version: string | null }> {
  const id = /^\d{1,9}$/.test(productId) ? Number(productId) : NaN;
  const allowed = ctx.reseller.experienceIds;
  const found =
    Number.isInteger(id) && (!allowed || allowed.includes(id))
      ? kept && ctx.cache
        ? await ctx.cache.activeItem(ctx.em, id)
        : { item: await ctx.em.findOne(Experience, { id, isActive: true }), version: null }
      : { item: null, version: null };
  if (!found.item) throw new OctoError('INVALID_PRODUCT_ID', OCTO_ERRORS.product(productId), { productId });
  return { item: found.item, version: found.version };
}

/** An active item's columns (by name) and a new booking id from its sequence (productItemAndId). */
let itemAndIdStatement: { name: string; text: string } | undefined;
const itemAndIdQuery = (em: AppContext['em']) =>
  (itemAndIdStatement ??= {
    name: 'octo_item_and_id',
    text: `select ${experienceColumns(em)
      .map((column) => `e."${column}"`)
      .join(', ')}, nextval('guest_booking_id_seq')::int as "__next_id"
      from experience e where e.id = $1 and e.is_active`,
  });

/**
 * productItem for a reserve, with the new booking's id from its sequence in the same statement (one
 * round trip instead of two; no id is taken for an unknown item). Read fresh, never kept: it is a write.
 */
export async function productItemAndId(
  ctx: OctoContext,
  productId: string,
): Promise<{ item: Experience; id: number }> {
  const id = /^\d{1,9}$/.test(productId) ? Number(productId) : NaN;
  const allowed = ctx.reseller.experienceIds;
  // Named, on the ORM's own pool (its parsers): parsed and planned once per connection.
  const pool = await ctx.em.getConnection().getNativeClient();
  const sellable = Number.isInteger(id) && (!allowed || allowed.includes(id));
  const {
    rows: [row],
  } = sellable
    ? await pool.query<Record<string, unknown>>({ ...itemAndIdQuery(ctx.em), values: [id] })
    : { rows: [] };
  if (!row) throw new OctoError('INVALID_PRODUCT_ID', OCTO_ERRORS.product(productId), { productId });
  const { __next_id: next, ...columns } = row;
  // A plain object with findOne's values (nothing of it is written: no entity, no snapshot to track).
  return { item: experienceOfRow(ctx.em, columns), id: next as number };
}

export function checkOption(item: Experience, optionId: string): boolean {
  if (!isOptionOf(item, optionId))
    throw new OctoError('INVALID_OPTION_ID', OCTO_ERRORS.option(optionId), { optionId });
  return optionId === OPTION_ADDON;
}

/** The persons of a list of units (each must be ADULT). */
export function personsOf(units: readonly { id?: string; unitId?: string; quantity?: number }[]): number {
  let persons = 0;
  for (const unit of units) {
    const unitId = unit.unitId ?? unit.id ?? '';
    if (unitId !== UNIT_ADULT) throw new OctoError('INVALID_UNIT_ID', OCTO_ERRORS.unit(unitId), { unitId });
    persons += unit.quantity ?? 1;
  }
  return persons;
}

export function checkRange(from: string | undefined, to: string | undefined): { from: string; to: string } {
  if (!isIsoDate(from) || !isIsoDate(to) || to < from || addDays(from, OCTO_MAX_DAYS - 1) < to)
    throw new OctoError('BAD_REQUEST', OCTO_ERRORS.dateRange(OCTO_MAX_DAYS));
  return { from, to };
}

/** The real date and time an availability id names, or INVALID_AVAILABILITY_ID. */
export function slotOf(availabilityId: string) {
  const slot = slotOfAvailabilityId(availabilityId);
  if (!slot || !isIsoDate(slot.date) || !isHhMm(slot.time))
    throw new OctoError('INVALID_AVAILABILITY_ID', OCTO_ERRORS.availability(availabilityId), {
      availabilityId,
    });
  return slot;
}
