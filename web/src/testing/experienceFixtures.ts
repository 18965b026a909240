import type { MockLink } from '@apollo/client/testing';
import {
  ExperienceListDocument,
  type ExperienceDetailQuery,
  type ExperienceListQuery,
  type ExperienceListQueryVariables,
} from '@/generated/graphql';

type ListItem = ExperienceListQuery['experiences'][number];
type Detail = ExperienceDetailQuery['experience'];

/** An experience as the list and home queries return it (with __typename, as the cache wants). */
export function listItem(overrides: Partial<ListItem> = {}): ListItem & { __typename: 'Experience' } {
  return {
    __typename: 'Experience',
    id: 1,
    title: 'Makgeolli Brewing Class',
    location: 'Bukchon, Seoul',
    duration: '2hrs',
    category: 'Experience',
    mainImage: '/api/images/makgeolli.webp',
    price: 65000,
    discountedPrice: 55250,
    promotionType: ['PERCENT_OFF'],
    promotionDiscount: 15,
    rating: 4.5,
    reviewCount: 12,
    translations: [],
    ...overrides,
  };
}

/** An experience as the detail query returns it; every optional section filled in. */
export function detail(overrides: Partial<Detail> = {}): Detail & { __typename: 'Experience' } {
  return {
    __typename: 'Experience',
    id: 7,
    title: 'DMZ Half-Day Tour',
    shortDescription: 'Visit the demilitarised zone with a historian guide.',
    description: 'A half-day tour to the DMZ.',
    aboutExperience: 'Guided by a historian\nHotel pick-up',
    overview: '<p>Only an hour north of Seoul.</p>',
    overviewImages: [],
    category: 'Tour',
    kCultureTags: ['K_DRAMA', 'K_TREND'],
    hashtags: ['dmz'],
    language: ['ENG', 'JPN'],
    location: 'Paju, Gyeonggi-do',
    duration: '6hrs',
    minGuests: 2,
    maxGuests: 20,
    maxGuestsPerBooking: null,
    price: 89000,
    discountedPrice: 80100,
    optionText: null,
    optionPrice: null,
    freeCancellationHours: 24,
    confirmationMode: 'request',
    promotionType: ['PERCENT_OFF'],
    promotionDiscount: 10,
    rating: 4.2,
    reviewCount: 5,
    mainImage: '/api/images/dmz.webp',
    experienceHighlights: ['Walk down into the 3rd Tunnel'],
    goodToKnow: ['Bring your passport'],
    detailedItinerary: [
      { __typename: 'ItineraryStep', description: 'Pick-up in Myeongdong', duration: '30min' },
      { __typename: 'ItineraryStep', description: 'Dora Observatory', duration: '1hr' },
    ] as unknown as Detail['detailedItinerary'],
    itinerary: '<ul><li>Pick-up</li></ul>',
    included: '<p>Included</p>',
    includedItems: ['Guide', 'Lunch'],
    notIncludedItems: ['Drinks'],
    googleMapIframe: 'https://www.google.com/maps/embed?pb=!1m14!2d126.7!3d37.9',
    addressKo: '경기도 파주시 문산읍 임진각로 177 (임진각)',
    latitude: 37.89,
    longitude: 126.74,
    recommendationPlaces: [
      {
        __typename: 'RecommendationPlace',
        title: 'Imjingak Park',
        image: '/api/images/imjingak.webp',
        link: 'https://example.com/imjingak',
        description: 'Pinwheel hill and the gondola.',
      },
    ] as unknown as Detail['recommendationPlaces'],
    externalBookingLink: null,
    metaTitle: 'DMZ Tour from Seoul | K-Culture',
    metaDescription: 'Half-day DMZ tour with pick-up in Seoul.',
    metaKeywords: 'DMZ, tour, Seoul',
    canonicalUrl: null,
    translations: [],
    ...overrides,
  };
}

/** The experience list asked with `variables` (default: the plain list at /experiences) answering `items`. */
export function experienceListMock(
  variables: ExperienceListQueryVariables = { filter: { language: 'ENG' }, sort: 'popularity' },
  items: ReturnType<typeof listItem>[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: ExperienceListDocument, variables },
    result: { data: { experiences: items } },
  };
}
