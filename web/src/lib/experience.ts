import type { CultureTag as CultureTagName, PromotionType as DomainPromotion } from '@domain/constants';
import type { CultureTag, Language, PromotionType } from '@/generated/graphql';

/** GraphQL culture-tag enum names and the tags as written in the product (and in list URLs). */
export const CULTURE_TAG_NAMES: Record<CultureTag, CultureTagName> = {
  K_SOOL: 'K-Sool',
  K_POP: 'K-Pop',
  K_DRAMA: 'K-Drama',
  K_FOOD: 'K-Food',
  K_TREND: 'K-Trend',
};

export const CULTURE_TAG_ENUMS = Object.keys(CULTURE_TAG_NAMES) as CultureTag[];

/** The enum value of a tag written as in the product ("K-Pop"), case-insensitive. */
export function cultureTagFromName(name: string): CultureTag | undefined {
  const wanted = name.trim().toLowerCase();
  return CULTURE_TAG_ENUMS.find((tag) => CULTURE_TAG_NAMES[tag].toLowerCase() === wanted);
}

const PROMOTIONS: Record<PromotionType, DomainPromotion> = {
  PERCENT_OFF: '%OFF',
  EXCLUSIVE: 'EXCLUSIVE',
  NEW: 'NEW',
};

/** The promotion list as domain/pricing.ts reads it ('%OFF' for the GraphQL PERCENT_OFF). */
export function toDomainPromotions(types: readonly PromotionType[]): DomainPromotion[] {
  return types.map((type) => PROMOTIONS[type]);
}

type Translation = {
  language: Language;
  title?: string | null;
  description?: string | null;
  location?: string | null;
  overviewContent?: string | null;
  itineraryContent?: string | null;
  includesContent?: string | null;
};

type Translatable = {
  title: string;
  location: string;
  description?: string;
  overview?: string;
  itinerary?: string;
  included?: string;
  translations: readonly Translation[];
};

export type LocalizedCopy = {
  title: string;
  location: string;
  description: string;
  overview: string;
  itinerary: string;
  included: string;
};

/**
 * The experience's copy in `language`: each translated field when the translation has it,
 * the base field otherwise.
 */
export function localizeExperience(experience: Translatable, language: Language): LocalizedCopy {
  const tr = experience.translations.find((translation) => translation.language === language);
  const pick = (value: string | null | undefined, base: string | undefined) =>
    value && value.trim() ? value : (base ?? '');
  return {
    title: pick(tr?.title, experience.title),
    location: pick(tr?.location, experience.location),
    description: pick(tr?.description, experience.description),
    overview: pick(tr?.overviewContent, experience.overview),
    itinerary: pick(tr?.itineraryContent, experience.itinerary),
    included: pick(tr?.includesContent, experience.included),
  };
}

/** A list item with its copy in `language` (title and location from the translation when present). */
export function localizeListItem<T extends Translatable>(experience: T, language: Language): T {
  const copy = localizeExperience(experience, language);
  return { ...experience, title: copy.title, location: copy.location };
}
