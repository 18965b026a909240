import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import { badInput, notFound } from '../../common/errors.js';
import type { SecretHasher } from '../../common/secrets.js';
import { audit } from '../audit/audit.js';
import { Experience } from '../experience/experience.entity.js';
import { Reseller, ResellerApiKey } from './reseller.entity.js';
import { RESELLER_ERRORS } from './reseller.errors.js';
import { apiKeyHash, keyPrefix, newApiKey } from './reseller.keys.js';
import { resellerViews } from './reseller.view.js';

export interface ResellerInput {
  name?: unknown;
  email?: unknown;
  experienceIds?: unknown;
  commissionPercent?: unknown;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function checkInput(em: EntityManager, input: ResellerInput) {
  const name = typeof input?.name === 'string' ? input.name.trim() : '';
  if (!name || name.length > 200) throw badInput(RESELLER_ERRORS.badName, { field: 'name' });
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  if (!EMAIL.test(email) || email.length > 254) throw badInput(RESELLER_ERRORS.badEmail, { field: 'email' });
  let experienceIds: number[] | null = null;
  if (input.experienceIds != null) {
    const ids = input.experienceIds;
    if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id) && id > 0))
      throw badInput(RESELLER_ERRORS.badExperienceIds, { field: 'experienceIds' });
    experienceIds = [...new Set(ids as number[])];
    const found = new Set(
      (await em.find(Experience, { id: { $in: experienceIds } }, { fields: ['id'] })).map((e) => e.id),
    );
    const missing = experienceIds.find((id) => !found.has(id));
    if (missing !== undefined)
      throw badInput(RESELLER_ERRORS.unknownExperience(missing), { field: 'experienceIds' });
  }
  let commissionPercent: string | null = null;
  if (input.commissionPercent != null) {
    const value = input.commissionPercent;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100)
      throw badInput(RESELLER_ERRORS.badCommission, { field: 'commissionPercent' });
    commissionPercent = value.toFixed(2);
  }
  return { name, email, experienceIds, commissionPercent };
}

/** A new key row for a reseller; answers the key itself, shown this once. */
function addKey(em: EntityManager, hasher: SecretHasher, reseller: Reseller) {
  const apiKey = newApiKey();
  const key = em.create(ResellerApiKey, {
    reseller,
    keyHash: apiKeyHash(hasher, apiKey),
    prefix: keyPrefix(apiKey),
  });
  return { key, apiKey };
}

/** Owner: adds a reseller with its first key; answers the key (this once) beside the list's view. */
export async function addReseller(ctx: AppContext, input: ResellerInput) {
  const { reseller, key, apiKey } = await createReseller(ctx, input);
  return { id: key.id, apiKey, reseller: await resellerView(ctx, reseller.id) };
}

/** Owner: one more key; answers it (this once) beside the list's view. */
export async function addApiKey(ctx: AppContext, resellerId: number) {
  const { key, apiKey } = await issueApiKey(ctx, resellerId);
  return { id: key.id, apiKey, reseller: await resellerView(ctx, resellerId) };
}

/** Owner: adds a reseller with its first API key (the key is answered this once, stored hashed). */
export async function createReseller(ctx: AppContext, input: ResellerInput) {
  const values = await checkInput(ctx.em, input);
  return ctx.em.transactional(async (em) => {
    const reseller = em.create(Reseller, values);
    const { key, apiKey } = addKey(em, ctx.hasher, reseller);
    await em.flush();
    audit(em, ctx, 'reseller.create', { type: 'reseller', id: reseller.id }, null, {
      name: values.name,
      experienceIds: values.experienceIds,
      commissionPercent: values.commissionPercent,
    });
    await em.flush();
    return { reseller, key, apiKey };
  });
}

async function findReseller(em: EntityManager, id: number) {
  const reseller = await em.findOne(Reseller, { id });
  if (!reseller) throw notFound(RESELLER_ERRORS.notFound);
  return reseller;
}

/** Owner: one more key for a reseller (to rotate: issue, switch, revoke the old one). */
export async function issueApiKey(ctx: AppContext, resellerId: number) {
  const reseller = await findReseller(ctx.em, resellerId);
  const { key, apiKey } = addKey(ctx.em, ctx.hasher, reseller);
  await ctx.em.flush();
  audit(ctx.em, ctx, 'reseller.key_issue', { type: 'reseller', id: resellerId }, null, { keyId: key.id });
  await ctx.em.flush();
  return { key, apiKey };
}

/** Owner: revokes a key; the next request with it is refused (resellerOfKey reads the row every time). */
export async function revokeApiKey(ctx: AppContext, resellerId: number, keyId: number): Promise<boolean> {
  const key = await ctx.em.findOne(ResellerApiKey, { id: keyId, reseller: resellerId });
  if (!key) throw notFound(RESELLER_ERRORS.keyNotFound);
  if (!key.revokedAt) {
    key.revokedAt = new Date();
    audit(ctx.em, ctx, 'reseller.key_revoke', { type: 'reseller', id: resellerId }, null, { keyId });
    await ctx.em.flush();
  }
  return true;
}

/** Owner: every reseller, newest first, with its keys (never their hashes) and figures. */
export function listResellers(ctx: AppContext) {
  return resellerViews(ctx.pool);
}

/** Owner: one reseller as the list shows it. */
export async function resellerView(ctx: AppContext, id: number) {
  const [view] = await resellerViews(ctx.pool, id);
  if (!view) throw notFound(RESELLER_ERRORS.notFound);
  return view;
}

export interface ResellerChanges extends ResellerInput {
  /** true: every key refused until switched back on. */
  disabled?: unknown;
}

/**
 * Owner: changes a reseller; what `changes` leaves out (undefined) stays, `experienceIds` or
 * `commissionPercent` null clears it. Disabling refuses every key at once (resellerOfKey checks it).
 */
export async function updateReseller(ctx: AppContext, id: number, changes: ResellerChanges) {
  const reseller = await findReseller(ctx.em, id);
  if (changes?.disabled !== undefined && typeof changes.disabled !== 'boolean')
    throw badInput(RESELLER_ERRORS.badDisabled, { field: 'disabled' });
  const pick = (key: keyof ResellerInput, current: unknown) =>
    changes?.[key] === undefined ? current : changes[key];
  const values = await checkInput(ctx.em, {
    name: pick('name', reseller.name),
    email: pick('email', reseller.email),
    experienceIds: pick('experienceIds', reseller.experienceIds ?? null),
    commissionPercent: pick(
      'commissionPercent',
      reseller.commissionPercent == null ? null : Number(reseller.commissionPercent),
    ),
  });
  const before = {
    name: reseller.name,
    email: reseller.email,
    experienceIds: reseller.experienceIds ?? null,
    commissionPercent: reseller.commissionPercent ?? null,
    disabled: !!reseller.disabledAt,
  };
  const disabled = typeof changes?.disabled === 'boolean' ? changes.disabled : before.disabled;
  ctx.em.assign(reseller, {
    ...values,
    disabledAt: disabled === before.disabled ? (reseller.disabledAt ?? null) : disabled ? new Date() : null,
  });
  audit(ctx.em, ctx, 'reseller.update', { type: 'reseller', id }, before, { ...values, disabled });
  await ctx.em.flush();
  return resellerView(ctx, id);
}
