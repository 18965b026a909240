import { Field, InputType, Int, ObjectType, registerEnumType, type ClassType } from 'type-graphql';
import { badInput } from './errors.js';

/** Page sizes an admin list offers; anything else is refused (a huge page is a denial of service). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** The largest page size, and the largest `limit`, of any list (GraphQL and REST). */
export const MAX_PAGE_SIZE = 100;
/**
 * The most rows a list may skip. PostgreSQL reads and drops every row before an OFFSET, so a page
 * far down a big list costs as much as reading all of it: deeper pages are refused (narrow the filter).
 */
export const MAX_OFFSET = 100_000;

export const SortDirection = { ASC: 'ASC', DESC: 'DESC' } as const;
export type SortDirection = (typeof SortDirection)[keyof typeof SortDirection];
registerEnumType(SortDirection, {
  name: 'SortDirection',
  description: 'Order of a sorted list.',
  valuesConfig: {
    ASC: { description: 'Smallest, oldest or A first.' },
    DESC: { description: 'Largest, newest or Z first.' },
  },
});

/** Which page of a list: 1-based page number and a page size from PAGE_SIZES. */
@InputType({ description: 'Which page of an admin list to answer.' })
export class PageInput {
  @Field(() => Int, { defaultValue: 1, description: 'Page number, from 1.' })
  page: number = 1;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `One of ${PAGE_SIZES.join(', ')}.` })
  pageSize: number = DEFAULT_PAGE_SIZE;
}

/** A checked page with its SQL limit and offset. */
export interface PageWindow {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

/** Checks a page request (BAD_USER_INPUT on a bad one) and gives its limit and offset. */
export function pageWindow(input?: Partial<PageInput> | null): PageWindow {
  const page = input?.page ?? 1;
  const pageSize = input?.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1) throw badInput('page must be a whole number of at least 1.');
  if (!(PAGE_SIZES as readonly number[]).includes(pageSize))
    throw badInput(`pageSize must be one of ${PAGE_SIZES.join(', ')}.`);
  const offset = (page - 1) * pageSize;
  if (offset > MAX_OFFSET) throw badInput(tooDeep(Math.floor(MAX_OFFSET / pageSize) + 1));
  return { page, pageSize, limit: pageSize, offset };
}

const tooDeep = (lastPage: number) =>
  `page must be at most ${lastPage} at this page size: narrow the filter or change the sort to reach older items.`;

/** A checked `limit` and `offset` of a list that takes them. */
export interface ListWindow {
  limit: number;
  offset: number;
}

/**
 * Checks the `limit` (1 to MAX_PAGE_SIZE; `fallback` when left out) and `offset` (0 to MAX_OFFSET)
 * of a list, BAD_USER_INPUT otherwise: nothing reaches PostgreSQL unchecked.
 */
export function listWindow(
  limit: number | null | undefined,
  offset: number | null | undefined = 0,
  fallback: number = MAX_PAGE_SIZE,
): ListWindow {
  const l = limit ?? fallback;
  const o = offset ?? 0;
  if (!Number.isInteger(l) || l < 1 || l > MAX_PAGE_SIZE)
    throw badInput(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
  if (!Number.isInteger(o) || o < 0 || o > MAX_OFFSET)
    throw badInput(`offset must be a whole number from 0 to ${MAX_OFFSET}.`);
  return { limit: l, offset: o };
}

/** The answer of a paged list: one page of items and the total across all pages. */
export interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export function toPage<T>(items: T[], totalCount: number, window: PageWindow): Page<T> {
  return { items, totalCount, page: window.page, pageSize: window.pageSize };
}

/**
 * The generic paginated GraphQL type (type-graphql's generic-types pattern):
 * `@ObjectType() class ExperiencePage extends Paginated(Experience) {}`.
 */
export function Paginated<T extends object>(ItemClass: ClassType<T>) {
  @ObjectType({ description: `One page of ${ItemClass.name} items with the total across all pages.` })
  abstract class PaginatedClass implements Page<T> {
    @Field(() => [ItemClass], { description: 'The items of this page, in the order asked for.' })
    items!: T[];

    @Field(() => Int, { description: 'Items across all pages that match the filter.' })
    totalCount!: number;

    @Field(() => Int, { description: 'This page number, from 1.' })
    page!: number;

    @Field(() => Int, { description: 'Items per page, as asked for.' })
    pageSize!: number;
  }
  return PaginatedClass;
}
