import { DEFAULT_FREE_CANCELLATION_HOURS } from '../../../domain/cancellation.js';
import { addDays, isHhMm } from '../../../domain/calendar.js';
import { LIMITS, type Language } from '../../../domain/constants.js';
import type { RequiredEntityData } from '@mikro-orm/core';
import type { Experience } from '../modules/experience/experience.entity.js';
import { CHN_EXPERIENCES } from './experiences-chn.js';
import { CHS_EXPERIENCES } from './experiences-chs.js';
import { ENG_EXPERIENCES } from './experiences-eng.js';
import { JPN_EXPERIENCES } from './experiences-jpn.js';
import { KOR_EXPERIENCES } from './experiences-kor.js';
import { type ArtSpec, imageUrl } from './images.js';
import { placeImageFile, placeLink, PLACES } from './places.js';
import type { ExperienceSeed } from './types.js';

export const EXPERIENCE_SEEDS: ExperienceSeed[] = [
  ...ENG_EXPERIENCES,
  ...JPN_EXPERIENCES,
  ...CHN_EXPERIENCES,
  ...CHS_EXPERIENCES,
  ...KOR_EXPERIENCES,
];

export const mainImageFile = (slug: string) => `demo-${slug}.webp`;
/** Second pictures are shared by items of the same category and motif (the same venue in each language). */
export const overviewImageFile = (s: Pick<ExperienceSeed, 'category' | 'motif'>) =>
  `demo-overview-${s.category.toLowerCase()}-${s.motif.toLowerCase()}.webp`;

const LABELS: Record<Language, { included: string; notIncluded: string; mapLanguage: string }> = {
  ENG: { included: 'Included', notIncluded: 'Not included', mapLanguage: 'en' },
  JPN: { included: '含まれるもの', notIncluded: '含まれないもの', mapLanguage: 'ja' },
  CHN: { included: '費用包含', notIncluded: '費用不含', mapLanguage: 'zh-TW' },
  CHS: { included: '费用包含', notIncluded: '费用不含', mapLanguage: 'zh-CN' },
  KOR: { included: '포함 사항', notIncluded: '불포함 사항', mapLanguage: 'ko' },
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

/** A Google Maps embed address centred on the coordinates (the "Embed a map" form, no API key). */
export function googleMapEmbed(latitude: number, longitude: number, language: string): string {
  return (
    'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d3162.0' +
    `!2d${longitude}!3d${latitude}` +
    '!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1s' +
    `${language}!2skr!4v1750377600000`
  );
}

/** Catches copy that breaks the admin's rules (spec admin §5) before it reaches the database. */
export function checkExperienceSeed(s: ExperienceSeed): void {
  const problems: string[] = [];
  if ([...s.shortDescription].length > LIMITS.shortDescriptionMax) problems.push('shortDescription too long');
  if ([...s.metaTitle].length > LIMITS.metaTitleMax) problems.push('metaTitle too long');
  if ([...s.metaDescription].length > LIMITS.metaDescriptionMax) problems.push('metaDescription too long');
  if (s.aboutExperience.length > 4) problems.push('aboutExperience has more than 4 lines');
  if (!/^\d+(min|hr|hrs)$/i.test(s.duration)) problems.push(`duration "${s.duration}"`);
  if (s.minGuests < 1 || s.minGuests > s.maxGuests) problems.push('guests');
  const perBooking = s.maxGuestsPerBooking;
  if (perBooking !== undefined && (perBooking < s.minGuests || perBooking > s.maxGuests))
    problems.push('guests per booking');
  const slots = s.schedule.timeSlots ?? [];
  if (slots.some((t) => !isHhMm(t) || ![0, 15, 30, 45].includes(Number(t.slice(3)))))
    problems.push('time slot format');
  if (new Set(slots).size !== slots.length) problems.push('duplicate time slots');
  if (new Set(s.hashtags.map((h) => h.toLowerCase())).size !== s.hashtags.length)
    problems.push('duplicate hashtags');
  if (s.schedule.window && s.schedule.window[1] <= s.schedule.window[0]) problems.push('sales window');
  const percentOff = s.promotionType.includes('%OFF');
  if (percentOff !== (s.promotionDiscount !== undefined))
    problems.push('promotionDiscount must go with %OFF');
  if (s.language.length !== 1) problems.push('one language per demo item (its copy is written in it)');
  if (problems.length) throw new Error(`demo experience ${s.slug}: ${problems.join(', ')}`);
}

/** The entity data of one experience, with its dates resolved relative to `today` (Seoul). */
export function experienceData(s: ExperienceSeed, today: string, now: Date): RequiredEntityData<Experience> {
  checkExperienceSeed(s);
  const labels = LABELS[s.language[0]];
  const slots = s.schedule.timeSlots ?? [];
  const created = new Date(now.getTime() - s.ageDays * 86_400_000);
  return {
    title: s.title,
    shortDescription: s.shortDescription,
    description: s.description,
    aboutExperience: s.aboutExperience.join('\n'),
    overview: s.overview.map((p) => `<p>${p}</p>`).join(''),
    itinerary: `<ul>${s.itinerary.map((step) => `<li><strong>${escapeHtml(step.description)}</strong> (${escapeHtml(step.duration)})</li>`).join('')}</ul>`,
    included:
      `<p><strong>${labels.included}</strong></p>${list(s.includedItems)}` +
      (s.notIncludedItems.length
        ? `<p><strong>${labels.notIncluded}</strong></p>${list(s.notIncludedItems)}`
        : ''),
    category: s.category,
    kCultureTags: s.kCultureTags,
    hashtags: s.hashtags,
    language: s.language,
    isActive: s.isActive ?? true,
    location: s.location,
    duration: s.duration,
    minGuests: s.minGuests,
    maxGuests: s.maxGuests,
    maxGuestsPerBooking: s.maxGuestsPerBooking ?? null,
    price: s.price,
    promotionType: s.promotionType,
    promotionDiscount: s.promotionDiscount ?? null,
    salesAvailableFrom: s.schedule.window ? addDays(today, s.schedule.window[0]) : null,
    salesAvailableUntil: s.schedule.window ? addDays(today, s.schedule.window[1]) : null,
    unavailableDates: (s.schedule.unavailable ?? []).map((d) => addDays(today, d)),
    blockedWeekdays: s.schedule.blockedWeekdays ?? [],
    timeSlots: slots,
    startTime: s.schedule.startTime ?? slots[0] ?? LIMITS.undecidedStartTime,
    experienceHighlights: s.highlights,
    goodToKnow: s.goodToKnow,
    detailedItinerary: s.itinerary,
    includedItems: s.includedItems,
    notIncludedItems: s.notIncludedItems,
    optionText: s.option?.text ?? null,
    optionPrice: s.option?.price ?? null,
    freeCancellationHours:
      s.freeCancellationHours === undefined ? DEFAULT_FREE_CANCELLATION_HOURS : s.freeCancellationHours,
    confirmationMode: s.confirmationMode ?? 'request',
    googleMapIframe: s.map ? googleMapEmbed(s.latitude, s.longitude, labels.mapLanguage) : null,
    addressKo: s.addressKo,
    latitude: s.latitude,
    longitude: s.longitude,
    recommendationPlaces: s.recommendations.map((r) => ({
      title: r.title,
      description: r.description,
      link: placeLink(r.place),
      image: imageUrl(placeImageFile(r.place)),
    })),
    externalBookingLink: s.externalBookingLink ?? null,
    translations: {},
    cjPartners: s.cjPartners ?? [],
    mainImage: imageUrl(mainImageFile(s.slug)),
    overviewImages: [imageUrl(overviewImageFile(s))],
    metaTitle: s.metaTitle,
    metaDescription: s.metaDescription,
    metaKeywords: [...s.kCultureTags, ...s.hashtags].join(', '),
    canonicalUrl: null,
    createdAt: created,
    updatedAt: created,
  };
}

/** The pictures the experiences use: a main image, an overview image and the recommended places. */
export function experienceImageSpecs(): ArtSpec[] {
  const specs: ArtSpec[] = [];
  for (const s of EXPERIENCE_SEEDS) {
    specs.push({
      filename: mainImageFile(s.slug),
      width: 1600,
      height: 1000,
      theme: s.category,
      motif: s.motif,
    });
    specs.push({
      filename: overviewImageFile(s),
      width: 1200,
      height: 800,
      theme: s.category,
      motif: s.motif,
    });
  }
  for (const [key, place] of Object.entries(PLACES)) {
    specs.push({
      filename: placeImageFile(key as keyof typeof PLACES),
      width: 800,
      height: 500,
      theme: place.theme,
      motif: place.motif,
    });
  }
  return specs;
}
