import { daysInRange, isIsoDate } from '@domain/calendar';
import { CATEGORIES, LANGUAGES, LIMITS } from '@domain/constants';
import type { Category, CultureTag, ExperienceFilter, ExperienceSort, Language } from '@/generated/graphql';
import { CULTURE_TAG_NAMES, cultureTagFromName } from '@/lib/experience';

export const SORTS = [
  'popularity',
  'rating',
  'priceLow',
  'priceHigh',
] as const satisfies readonly ExperienceSort[];
export const DEFAULT_SORT: ExperienceSort = 'popularity';

/** The list's state, as held in the URL query so a list can be shared and Back works. */
export type ListParams = {
  categories: Category[];
  search: string;
  dates: { from: string; to: string } | null;
  /** The URL named dates that cannot be used (not dates, reversed, or more than 366 days): the list is unfiltered. */
  datesIgnored: boolean;
  tags: CultureTag[];
  languages: Language[];
  sort: ExperienceSort;
};

const splitList = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Keeps known values once each, in the canonical order; unknown values are ignored. */
function known<T extends string>(values: string[], allowed: readonly T[], normalise = (v: string) => v): T[] {
  const wanted = new Set(values.map(normalise));
  return allowed.filter((value) => wanted.has(normalise(value)));
}

/**
 * Reads `category` (one or several, comma separated; unknown ignored), `q`, `from`/`to`
 * (YYYY-MM-DD; a lone `from` means that day; a range the server refuses, such as one longer than
 * LIMITS.dateFilterMaxDays, is dropped and `datesIgnored` set), `tags` (K-Pop,K-Food), `langs`
 * (ENG,JPN) and `sort`.
 */
export function parseListParams(query: URLSearchParams): ListParams {
  const from = query.get('from');
  const to = query.get('to');
  let dates: ListParams['dates'] = null;
  if (isIsoDate(from)) {
    const end = isIsoDate(to) ? to : from;
    if (daysInRange(from, end) >= 1 && daysInRange(from, end) <= LIMITS.dateFilterMaxDays) {
      dates = { from, to: end };
    }
  }
  const datesIgnored = !dates && Boolean(from || to);
  const sort = query.get('sort');
  const tags = splitList(query.get('tags'))
    .map(cultureTagFromName)
    .filter((tag): tag is CultureTag => Boolean(tag));
  return {
    categories: known(splitList(query.get('category')), CATEGORIES, (v) => v.toLowerCase()),
    search: (query.get('q') ?? '').trim(),
    dates,
    datesIgnored,
    tags: (Object.keys(CULTURE_TAG_NAMES) as CultureTag[]).filter((tag) => tags.includes(tag)),
    languages: known(splitList(query.get('langs')), LANGUAGES, (v) => v.toUpperCase()),
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as ExperienceSort) : DEFAULT_SORT,
  };
}

/** The URL query of a list state; defaults are left out so the plain list is just /experiences. */
export function toListQuery(params: ListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.categories.length) query.set('category', params.categories.join(','));
  if (params.search) query.set('q', params.search);
  if (params.dates) {
    query.set('from', params.dates.from);
    query.set('to', params.dates.to);
  }
  if (params.tags.length) query.set('tags', params.tags.map((tag) => CULTURE_TAG_NAMES[tag]).join(','));
  if (params.languages.length) query.set('langs', params.languages.join(','));
  if (params.sort !== DEFAULT_SORT) query.set('sort', params.sort);
  return query;
}

/**
 * The query an experience's link carries from the list: the searched dates go with the guest to
 * its page, where the schedule opens on them (`searchedDates`).
 */
export function detailSearch(params: ListParams): string {
  return params.dates ? `?${new URLSearchParams({ from: params.dates.from, to: params.dates.to })}` : '';
}

/** The dates searched for on the list, as an experience's address carries them (checked like the list's). */
export function searchedDates(query: URLSearchParams): ListParams['dates'] {
  return parseListParams(query).dates;
}

/**
 * The server filter: always the current UI language (only experiences offered in it), and each
 * group only when chosen (OR inside a group, AND across groups: the server applies that).
 */
export function toExperienceFilter(params: ListParams, language: Language): ExperienceFilter {
  return {
    language,
    ...(params.categories.length ? { categories: params.categories } : {}),
    ...(params.tags.length ? { cultureTags: params.tags } : {}),
    ...(params.languages.length ? { languages: params.languages } : {}),
    ...(params.search ? { search: params.search } : {}),
    ...(params.dates ? { dateFrom: params.dates.from, dateTo: params.dates.to } : {}),
  };
}

/** How many filters (besides search and sort) are on: shown on the Filters button. */
export function activeFilterCount(params: ListParams): number {
  return params.categories.length + params.tags.length + params.languages.length;
}
