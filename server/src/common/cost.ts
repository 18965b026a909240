import {
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  getIntrospectionQuery,
  parse,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { LANGUAGES } from '../../../domain/constants.js';
import { daysInRange, isIsoDate } from '../../../domain/calendar.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './pagination.js';

/*
 * What a GraphQL operation costs, in points, before it runs (graphql.ts refuses it above the
 * limit). A field is 1 point; a list is 1 point plus its length times what one element's selection
 * costs, so a list of lists multiplies. Lengths the caller chooses (a `limit`, a page size, the
 * days of a range, the ids of a bulk action) count at the value asked for, clamped to what the
 * resolver accepts; lengths the data decides count at their bound or at an expected length
 * (EXPECTED). Every aliased copy of a field counts again. docs/api.md lists the rules.
 */

/** Expected lengths of the lists whose length the data decides, not the caller. */
export const EXPECTED = {
  /** One copy per storefront language at most. */
  translations: LANGUAGES.length,
  itinerarySteps: 10,
  recommendationPlaces: 10,
  /** Slots of one day: hourly 09:00-18:00 when an experience names none. */
  slotsPerDay: 10,
  /** Booked slots of one day across all items (the admin day view and dashboard). */
  bookedSlotsPerDay: 20,
  /** Home slides of one language. */
  carousels: 20,
  /** Activity-log entries of one booking. */
  bookingLogs: 20,
  /** Online payment attempts of one booking (a retry or two). */
  onlineAttemptsPerBooking: 3,
  /** Switched-on popups of one language overlapping a period. */
  popupOverlaps: 10,
  /** Back-office accounts, and open invitations (a small team). */
  staffMembers: 20,
  staffInvitations: 10,
  /** Signed-in sessions of one account (a few devices). */
  sessionsPerUser: 5,
} as const;

type Args = Record<string, unknown>;

/** A list: 1 point, plus `length` (fixed, or from the field's arguments) times one element. */
export function listCost(length: number | ((args: Args) => number)): ComplexityEstimator {
  return ({ args, childComplexity }) =>
    1 + (typeof length === 'number' ? length : length(args)) * Math.max(1, childComplexity);
}

/**
 * A length the caller asks for: `fallback` when left out, a whole number clamped to 1..`max`
 * (the resolver refuses what is outside), anything else `max`.
 */
export function asked(value: unknown, fallback: number, max: number): number {
  if (value === undefined || value === null) return fallback;
  return Number.isInteger(value) ? Math.min(max, Math.max(1, value as number)) : max;
}

/** A paged list (`page: PageInput`): the page size asked for times one row (the page's own fields count per row too). */
export const pageCost = listCost((args) =>
  asked((args.page as { pageSize?: unknown } | null | undefined)?.pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
);

/** A list with a `limit` (1..MAX_PAGE_SIZE): that limit, or `fallback` when left out, times one row. */
export const limitCost = (fallback: number) => listCost((args) => asked(args.limit, fallback, MAX_PAGE_SIZE));

/** A list with one element per day of `from`..`to` (at most `maxDays`; `perDay` elements a day). */
export function daysCost(maxDays: number, perDay = 1, from = 'from', to = 'to'): ComplexityEstimator {
  return listCost((args) => {
    const [f, t] = [args[from], args[to]];
    const days = isIsoDate(f) && isIsoDate(t) ? daysInRange(f, t) : maxDays;
    return Math.min(maxDays, Math.max(1, days)) * perDay;
  });
}

/** A list with one element per distinct id of `ids` (at most `max`). */
export const idsCost = (max: number) =>
  listCost((args) => Math.min(max, Math.max(1, new Set(Array.isArray(args.ids) ? args.ids : []).size)));

/** How many wrappers (non-null, list) a type reference has: `[Int!]!` has three. */
function wrappers(type: GraphQLType): number {
  return isNonNullType(type) || isListType(type) ? 1 + wrappers(type.ofType) : 0;
}

/**
 * What GraphiQL's introspection query (`getIntrospectionQuery()`, as the explorer sends it) costs,
 * whatever the schema's size: just over a quarter of the default limit (config.ts), so the explorer
 * loads the schema with room to spare, four aliased copies in one operation do not pass, and a new
 * feature's types never push the explorer over the limit. The fuller variant costs a little more.
 */
export const INTROSPECTION_COST = 8_000;

/**
 * Introspection is costed like the rest: its lists count at this schema's own lengths (every type,
 * the average fields of a type, arguments of a field...), and `ofType`, the one field that nests
 * into itself, at how often this schema's type references really go one wrapper deeper; so a part
 * of the schema costs its share of the whole. The whole is then scaled (through `__schema.types`,
 * the list every part of it hangs from) to cost `target`: reading this schema is a bounded amount
 * of work however large it grows, and each aliased copy still counts again. Placed before the
 * default estimator; other fields fall through.
 */
export function introspectionCost(
  schema: GraphQLSchema,
  target: number = INTROSPECTION_COST,
): ComplexityEstimator {
  const types = Object.values(schema.getTypeMap());
  let fields = 0;
  let args = 0;
  let inputFields = 0;
  let enumValues = 0;
  let interfaces = 0;
  let possibleTypes = 0;
  const references: GraphQLType[] = [];
  for (const type of types) {
    if (isObjectType(type) || isInterfaceType(type)) {
      const own = Object.values(type.getFields());
      fields += own.length;
      args += own.reduce((n, field) => n + field.args.length, 0);
      interfaces += type.getInterfaces().length;
      for (const field of own) references.push(field.type, ...field.args.map((a) => a.type));
    }
    if (isInputObjectType(type)) {
      const own = Object.values(type.getFields());
      inputFields += own.length;
      references.push(...own.map((f) => f.type));
    }
    if (isEnumType(type)) enumValues += type.getValues().length;
    if (isAbstractType(type)) possibleTypes += schema.getPossibleTypes(type).length;
  }
  const directives = schema.getDirectives();
  const perType = (n: number) => n / types.length;
  const lengths: Record<string, number> = {
    '__Schema.types': types.length,
    '__Schema.directives': directives.length,
    '__Type.fields': perType(fields),
    '__Type.inputFields': perType(inputFields),
    '__Type.enumValues': perType(enumValues),
    '__Type.interfaces': perType(interfaces),
    '__Type.possibleTypes': perType(possibleTypes),
    '__Field.args': args / Math.max(1, fields),
    '__Directive.args': directives.reduce((n, d) => n + d.args.length, 0) / Math.max(1, directives.length),
  };
  // A reference with w wrappers has w levels of `ofType`: each level goes deeper with probability p,
  // so that the expected number of levels, p / (1 - p), is the schema's mean w.
  const meanWrappers = references.reduce((n, t) => n + wrappers(t), 0) / Math.max(1, references.length);
  const deeper = meanWrappers / (1 + meanWrappers);
  const estimator: ComplexityEstimator = ({ type, field, childComplexity }) => {
    if (type.name === '__Type' && field.name === 'ofType') return 1 + Math.ceil(deeper * childComplexity);
    const length = lengths[`${type.name}.${field.name}`];
    return length === undefined ? undefined : 1 + Math.ceil(length * Math.max(1, childComplexity));
  };
  const unscaled = getComplexity({
    schema,
    query: parse(getIntrospectionQuery()),
    estimators: [estimator, simpleEstimator({ defaultComplexity: 1 })],
  });
  lengths['__Schema.types'] *= Math.min(1, target / unscaled);
  return estimator;
}
