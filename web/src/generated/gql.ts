/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment ExperienceCardFields on Experience {\n  id\n  title\n  location\n  duration\n  category\n  mainImage\n  price\n  discountedPrice\n  promotionType\n  promotionDiscount\n  rating\n  reviewCount\n  translations {\n    language\n    title\n    location\n  }\n}": typeof types.ExperienceCardFieldsFragmentDoc,
    "mutation Login($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    id\n    username\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query Me {\n  me {\n    id\n    username\n  }\n}": typeof types.MeDocument,
    "fragment AdminItem on Experience {\n  id\n  title\n  isActive\n  category\n  language\n  kCultureTags\n  price\n  discountedPrice\n  promotionType\n  promotionDiscount\n  mainImage\n  location\n  updatedAt\n}\n\nfragment AdminItemDetail on Experience {\n  ...AdminItem\n  shortDescription\n  description\n  aboutExperience\n  overview\n  itinerary\n  included\n  hashtags\n  cjPartners\n  minGuests\n  maxGuests\n  optionText\n  optionPrice\n  startTime\n  duration\n  salesAvailableFrom\n  salesAvailableUntil\n  unavailableDates\n  blockedWeekdays\n  timeSlots\n  experienceHighlights\n  goodToKnow\n  detailedItinerary {\n    description\n    duration\n  }\n  includedItems\n  notIncludedItems\n  overviewImages\n  latitude\n  longitude\n  googleMapIframe\n  recommendationPlaces {\n    title\n    image\n    link\n    description\n  }\n  externalBookingLink\n  metaTitle\n  metaDescription\n  metaKeywords\n  canonicalUrl\n}\n\nquery AdminExperiences($filter: AdminExperienceFilter, $page: PageInput, $sort: AdminExperienceSort, $direction: SortDirection) {\n  adminExperiences(\n    filter: $filter\n    page: $page\n    sort: $sort\n    direction: $direction\n  ) {\n    totalCount\n    page\n    pageSize\n    items {\n      ...AdminItem\n    }\n  }\n}\n\nquery AdminExperience($id: Int!) {\n  experience(id: $id) {\n    ...AdminItemDetail\n  }\n}\n\nmutation CreateExperience($input: ExperienceInput!) {\n  createExperience(input: $input) {\n    ...AdminItemDetail\n  }\n}\n\nmutation UpdateExperience($id: Int!, $input: ExperienceInput!) {\n  updateExperience(id: $id, input: $input) {\n    ...AdminItemDetail\n  }\n}\n\nmutation SetExperienceActive($id: Int!, $isActive: Boolean!) {\n  setExperienceActive(id: $id, isActive: $isActive) {\n    id\n    isActive\n  }\n}\n\nmutation DuplicateExperience($id: Int!) {\n  duplicateExperience(id: $id) {\n    ...AdminItem\n  }\n}\n\nmutation DeleteExperience($id: Int!) {\n  deleteExperience(id: $id)\n}": typeof types.AdminItemFragmentDoc,
    "query ExperienceAvailability($id: Int!, $from: String!, $to: String!) {\n  experience(id: $id) {\n    id\n    availability(from: $from, to: $to) {\n      date\n      status\n      slots {\n        time\n        total\n        available\n        isPast\n      }\n    }\n  }\n}": typeof types.ExperienceAvailabilityDocument,
    "query BookingExperience($id: Int!) {\n  experience(id: $id) {\n    id\n    title\n    location\n    category\n    minGuests\n    maxGuests\n    price\n    discountedPrice\n    bookingWindow {\n      from\n      until\n    }\n    translations {\n      language\n      title\n      location\n    }\n  }\n}": typeof types.BookingExperienceDocument,
    "mutation CreateBooking($input: CreateBookingInput!) {\n  createBooking(input: $input) {\n    id\n    verificationCode\n  }\n}": typeof types.CreateBookingDocument,
    "fragment BookingLookupFields on BookingLookup {\n  id\n  bookingDate\n  timeSlot\n  guestName\n  guestEmail\n  guestPhone\n  numberOfGuests\n  status\n  canCancel\n  experience {\n    id\n    title\n    category\n    location\n    translations {\n      language\n      title\n      location\n    }\n  }\n}\n\nquery FindBooking($input: FindBookingInput!) {\n  findBooking(input: $input) {\n    ...BookingLookupFields\n  }\n}\n\nmutation CancelMyBooking($input: FindBookingInput!) {\n  cancelMyBooking(input: $input) {\n    ...BookingLookupFields\n  }\n}": typeof types.BookingLookupFieldsFragmentDoc,
    "mutation SendInquiry($input: InquiryInput!) {\n  sendInquiry(input: $input) {\n    id\n  }\n}": typeof types.SendInquiryDocument,
    "query Article($id: Int!) {\n  article(id: $id) {\n    ...ArticleCard\n    content\n    related {\n      ...ArticleCard\n    }\n  }\n}": typeof types.ArticleDocument,
    "fragment ArticleCard on Article {\n  id\n  title\n  excerpt\n  category\n  featuredImage\n  readTime\n  author\n  createdAt\n}": typeof types.ArticleCardFragmentDoc,
    "query CultureGuideArticles($category: ArticleCategory) {\n  articles(category: $category) {\n    ...ArticleCard\n  }\n}": typeof types.CultureGuideArticlesDocument,
    "query ExperienceDetail($id: Int!) {\n  experience(id: $id) {\n    id\n    title\n    shortDescription\n    description\n    aboutExperience\n    overview\n    overviewImages\n    category\n    kCultureTags\n    hashtags\n    language\n    location\n    duration\n    minGuests\n    maxGuests\n    price\n    discountedPrice\n    promotionType\n    promotionDiscount\n    rating\n    reviewCount\n    mainImage\n    experienceHighlights\n    goodToKnow\n    detailedItinerary {\n      description\n      duration\n    }\n    itinerary\n    included\n    includedItems\n    notIncludedItems\n    googleMapIframe\n    latitude\n    longitude\n    recommendationPlaces {\n      title\n      image\n      link\n      description\n    }\n    externalBookingLink\n    metaTitle\n    metaDescription\n    metaKeywords\n    canonicalUrl\n    translations {\n      language\n      title\n      description\n      location\n      overviewContent\n      itineraryContent\n      includesContent\n    }\n  }\n}": typeof types.ExperienceDetailDocument,
    "query ExperienceList($filter: ExperienceFilter!, $sort: ExperienceSort!) {\n  experiences(filter: $filter, sort: $sort) {\n    ...ExperienceCardFields\n  }\n}": typeof types.ExperienceListDocument,
    "query ActivePopup($language: Language!) {\n  activePopup(language: $language) {\n    id\n    imageUrl\n    linkUrl\n    altText\n  }\n}": typeof types.ActivePopupDocument,
    "query HomeCarousels($language: Language!) {\n  carousels(language: $language) {\n    id\n    title\n    imageUrl\n    linkUrl\n    sortOrder\n  }\n}": typeof types.HomeCarouselsDocument,
    "query PopularExperiences($language: Language!, $limit: Int!) {\n  experiences(filter: {language: $language}, sort: popularity, limit: $limit) {\n    ...ExperienceCardFields\n  }\n}": typeof types.PopularExperiencesDocument,
    "mutation Subscribe($email: String!, $language: Language!) {\n  subscribeNewsletter(email: $email, language: $language)\n}": typeof types.SubscribeDocument,
    "mutation CreateReview($input: CreateReviewInput!) {\n  createReview(input: $input) {\n    ...ReviewFields\n  }\n}": typeof types.CreateReviewDocument,
    "mutation DeleteReview($id: Int!, $pin: String) {\n  deleteReview(id: $id, pin: $pin)\n}": typeof types.DeleteReviewDocument,
    "fragment ReviewFields on Review {\n  id\n  itemId\n  reviewType\n  reviewerName\n  rating\n  visitDate\n  reviewContent\n  reviewImages\n  reelsLink\n  thumbnailImage\n  createdAt\n}\n\nquery Reviews($itemId: Int!) {\n  reviews(itemId: $itemId) {\n    ...ReviewFields\n  }\n}": typeof types.ReviewFieldsFragmentDoc,
    "mutation UpdateReview($id: Int!, $input: UpdateReviewInput!) {\n  updateReview(id: $id, input: $input) {\n    ...ReviewFields\n  }\n}": typeof types.UpdateReviewDocument,
    "mutation VerifyReviewPin($id: Int!, $pin: String!) {\n  verifyReviewPin(id: $id, pin: $pin)\n}": typeof types.VerifyReviewPinDocument,
    "query PopularSearches($language: Language!) {\n  popularSearches(language: $language) {\n    cultureTags\n    hashtags\n  }\n}": typeof types.PopularSearchesDocument,
    "query SearchExperiences($language: Language!, $q: String!, $limit: Int!) {\n  experiences(filter: {language: $language, search: $q}, limit: $limit) {\n    id\n    title\n    location\n    mainImage\n  }\n}": typeof types.SearchExperiencesDocument,
    "mutation UploadImage($file: Upload!) {\n  uploadImage(file: $file) {\n    imageUrl\n    filename\n    width\n    height\n  }\n}": typeof types.UploadImageDocument,
};
const documents: Documents = {
    "fragment ExperienceCardFields on Experience {\n  id\n  title\n  location\n  duration\n  category\n  mainImage\n  price\n  discountedPrice\n  promotionType\n  promotionDiscount\n  rating\n  reviewCount\n  translations {\n    language\n    title\n    location\n  }\n}": types.ExperienceCardFieldsFragmentDoc,
    "mutation Login($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    id\n    username\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query Me {\n  me {\n    id\n    username\n  }\n}": types.MeDocument,
    "fragment AdminItem on Experience {\n  id\n  title\n  isActive\n  category\n  language\n  kCultureTags\n  price\n  discountedPrice\n  promotionType\n  promotionDiscount\n  mainImage\n  location\n  updatedAt\n}\n\nfragment AdminItemDetail on Experience {\n  ...AdminItem\n  shortDescription\n  description\n  aboutExperience\n  overview\n  itinerary\n  included\n  hashtags\n  cjPartners\n  minGuests\n  maxGuests\n  optionText\n  optionPrice\n  startTime\n  duration\n  salesAvailableFrom\n  salesAvailableUntil\n  unavailableDates\n  blockedWeekdays\n  timeSlots\n  experienceHighlights\n  goodToKnow\n  detailedItinerary {\n    description\n    duration\n  }\n  includedItems\n  notIncludedItems\n  overviewImages\n  latitude\n  longitude\n  googleMapIframe\n  recommendationPlaces {\n    title\n    image\n    link\n    description\n  }\n  externalBookingLink\n  metaTitle\n  metaDescription\n  metaKeywords\n  canonicalUrl\n}\n\nquery AdminExperiences($filter: AdminExperienceFilter, $page: PageInput, $sort: AdminExperienceSort, $direction: SortDirection) {\n  adminExperiences(\n    filter: $filter\n    page: $page\n    sort: $sort\n    direction: $direction\n  ) {\n    totalCount\n    page\n    pageSize\n    items {\n      ...AdminItem\n    }\n  }\n}\n\nquery AdminExperience($id: Int!) {\n  experience(id: $id) {\n    ...AdminItemDetail\n  }\n}\n\nmutation CreateExperience($input: ExperienceInput!) {\n  createExperience(input: $input) {\n    ...AdminItemDetail\n  }\n}\n\nmutation UpdateExperience($id: Int!, $input: ExperienceInput!) {\n  updateExperience(id: $id, input: $input) {\n    ...AdminItemDetail\n  }\n}\n\nmutation SetExperienceActive($id: Int!, $isActive: Boolean!) {\n  setExperienceActive(id: $id, isActive: $isActive) {\n    id\n    isActive\n  }\n}\n\nmutation DuplicateExperience($id: Int!) {\n  duplicateExperience(id: $id) {\n    ...AdminItem\n  }\n}\n\nmutation DeleteExperience($id: Int!) {\n  deleteExperience(id: $id)\n}": types.AdminItemFragmentDoc,
    "query ExperienceAvailability($id: Int!, $from: String!, $to: String!) {\n  experience(id: $id) {\n    id\n    availability(from: $from, to: $to) {\n      date\n      status\n      slots {\n        time\n        total\n        available\n        isPast\n      }\n    }\n  }\n}": types.ExperienceAvailabilityDocument,
    "query BookingExperience($id: Int!) {\n  experience(id: $id) {\n    id\n    title\n    location\n    category\n    minGuests\n    maxGuests\n    price\n    discountedPrice\n    bookingWindow {\n      from\n      until\n    }\n    translations {\n      language\n      title\n      location\n    }\n  }\n}": types.BookingExperienceDocument,
    "mutation CreateBooking($input: CreateBookingInput!) {\n  createBooking(input: $input) {\n    id\n    verificationCode\n  }\n}": types.CreateBookingDocument,
    "fragment BookingLookupFields on BookingLookup {\n  id\n  bookingDate\n  timeSlot\n  guestName\n  guestEmail\n  guestPhone\n  numberOfGuests\n  status\n  canCancel\n  experience {\n    id\n    title\n    category\n    location\n    translations {\n      language\n      title\n      location\n    }\n  }\n}\n\nquery FindBooking($input: FindBookingInput!) {\n  findBooking(input: $input) {\n    ...BookingLookupFields\n  }\n}\n\nmutation CancelMyBooking($input: FindBookingInput!) {\n  cancelMyBooking(input: $input) {\n    ...BookingLookupFields\n  }\n}": types.BookingLookupFieldsFragmentDoc,
    "mutation SendInquiry($input: InquiryInput!) {\n  sendInquiry(input: $input) {\n    id\n  }\n}": types.SendInquiryDocument,
    "query Article($id: Int!) {\n  article(id: $id) {\n    ...ArticleCard\n    content\n    related {\n      ...ArticleCard\n    }\n  }\n}": types.ArticleDocument,
    "fragment ArticleCard on Article {\n  id\n  title\n  excerpt\n  category\n  featuredImage\n  readTime\n  author\n  createdAt\n}": types.ArticleCardFragmentDoc,
    "query CultureGuideArticles($category: ArticleCategory) {\n  articles(category: $category) {\n    ...ArticleCard\n  }\n}": types.CultureGuideArticlesDocument,
    "query ExperienceDetail($id: Int!) {\n  experience(id: $id) {\n    id\n    title\n    shortDescription\n    description\n    aboutExperience\n    overview\n    overviewImages\n    category\n    kCultureTags\n    hashtags\n    language\n    location\n    duration\n    minGuests\n    maxGuests\n    price\n    discountedPrice\n    promotionType\n    promotionDiscount\n    rating\n    reviewCount\n    mainImage\n    experienceHighlights\n    goodToKnow\n    detailedItinerary {\n      description\n      duration\n    }\n    itinerary\n    included\n    includedItems\n    notIncludedItems\n    googleMapIframe\n    latitude\n    longitude\n    recommendationPlaces {\n      title\n      image\n      link\n      description\n    }\n    externalBookingLink\n    metaTitle\n    metaDescription\n    metaKeywords\n    canonicalUrl\n    translations {\n      language\n      title\n      description\n      location\n      overviewContent\n      itineraryContent\n      includesContent\n    }\n  }\n}": types.ExperienceDetailDocument,
    "query ExperienceList($filter: ExperienceFilter!, $sort: ExperienceSort!) {\n  experiences(filter: $filter, sort: $sort) {\n    ...ExperienceCardFields\n  }\n}": types.ExperienceListDocument,
    "query ActivePopup($language: Language!) {\n  activePopup(language: $language) {\n    id\n    imageUrl\n    linkUrl\n    altText\n  }\n}": types.ActivePopupDocument,
    "query HomeCarousels($language: Language!) {\n  carousels(language: $language) {\n    id\n    title\n    imageUrl\n    linkUrl\n    sortOrder\n  }\n}": types.HomeCarouselsDocument,
    "query PopularExperiences($language: Language!, $limit: Int!) {\n  experiences(filter: {language: $language}, sort: popularity, limit: $limit) {\n    ...ExperienceCardFields\n  }\n}": types.PopularExperiencesDocument,
    "mutation Subscribe($email: String!, $language: Language!) {\n  subscribeNewsletter(email: $email, language: $language)\n}": types.SubscribeDocument,
    "mutation CreateReview($input: CreateReviewInput!) {\n  createReview(input: $input) {\n    ...ReviewFields\n  }\n}": types.CreateReviewDocument,
    "mutation DeleteReview($id: Int!, $pin: String) {\n  deleteReview(id: $id, pin: $pin)\n}": types.DeleteReviewDocument,
    "fragment ReviewFields on Review {\n  id\n  itemId\n  reviewType\n  reviewerName\n  rating\n  visitDate\n  reviewContent\n  reviewImages\n  reelsLink\n  thumbnailImage\n  createdAt\n}\n\nquery Reviews($itemId: Int!) {\n  reviews(itemId: $itemId) {\n    ...ReviewFields\n  }\n}": types.ReviewFieldsFragmentDoc,
    "mutation UpdateReview($id: Int!, $input: UpdateReviewInput!) {\n  updateReview(id: $id, input: $input) {\n    ...ReviewFields\n  }\n}": types.UpdateReviewDocument,
    "mutation VerifyReviewPin($id: Int!, $pin: String!) {\n  verifyReviewPin(id: $id, pin: $pin)\n}": types.VerifyReviewPinDocument,
    "query PopularSearches($language: Language!) {\n  popularSearches(language: $language) {\n    cultureTags\n    hashtags\n  }\n}": types.PopularSearchesDocument,
    "query SearchExperiences($language: Language!, $q: String!, $limit: Int!) {\n  experiences(filter: {language: $language, search: $q}, limit: $limit) {\n    id\n    title\n    location\n    mainImage\n  }\n}": types.SearchExperiencesDocument,
    "mutation UploadImage($file: Upload!) {\n  uploadImage(file: $file) {\n    imageUrl\n    filename\n    width\n    height\n  }\n}": types.UploadImageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ExperienceCardFields on Experience {\n  id\n  title\n  location\n  duration\n  category\n  mainImage\n  price\n  discountedPrice\n  promotionType\n  promotionDiscount\n  rating\n  reviewCount\n  translations {\n    language\n    title\n    location\n  }\n}"): (typeof documents)["fragment ExperienceCardFields on Experience {\n  id\n  title\n  location\n  duration\n  category\n  mainImage\n  price\n  discountedPrice\n  promotionType\n  promotionDiscount\n  rating\n  reviewCount\n  translations {\n    language\n    title\n    location\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    id\n    username\n  }\n}"): (typeof documents)["mutation Login($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    id\n    username\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id\n    username\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    username\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminItem on Experience {\n  id\n  title\n  isActive\n  category\n  language\n  kCultureTags\n  price\n  discountedPrice\n  promotionType\n  promotionDiscount\n  mainImage\n  location\n  updatedAt\n}\n\nfragment AdminItemDetail on Experience {\n  ...AdminItem\n  shortDescription\n  description\n  aboutExperience\n  overview\n  itinerary\n  included\n  hashtags\n  cjPartners\n  minGuests\n  maxGuests\n  optionText\n  optionPrice\n  startTime\n  duration\n  salesAvailableFrom\n  salesAvailableUntil\n  unavailableDates\n  blockedWeekdays\n  timeSlots\n  experienceHighlights\n  goodToKnow\n  detailedItinerary {\n    description\n    duration\n  }\n  includedItems\n  notIncludedItems\n  overviewImages\n  latitude\n  longitude\n  googleMapIframe\n  recommendationPlaces {\n    title\n    image\n    link\n    description\n  }\n  externalBookingLink\n  metaTitle\n  metaDescription\n  metaKeywords\n  canonicalUrl\n}\n\nquery AdminExperiences($filter: AdminExperienceFilter, $page: PageInput, $sort: AdminExperienceSort, $direction: SortDirection) {\n  adminExperiences(\n    filter: $filter\n    page: $page\n    sort: $sort\n    direction: $direction\n  ) {\n    totalCount\n    page\n    pageSize\n    items {\n      ...AdminItem\n    }\n  }\n}\n\nquery AdminExperience($id: Int!) {\n  experience(id: $id) {\n    ...AdminItemDetail\n  }\n}\n\nmutation CreateExperience($input: ExperienceInput!) {\n  createExperience(input: $input) {\n    ...AdminItemDetail\n  }\n}\n\nmutation UpdateExperience($id: Int!, $input: ExperienceInput!) {\n  updateExperience(id: $id, input: $input) {\n    ...AdminItemDetail\n  }\n}\n\nmutation SetExperienceActive($id: Int!, $isActive: Boolean!) {\n  setExperienceActive(id: $id, isActive: $isActive) {\n    id\n    isActive\n  }\n}\n\nmutation DuplicateExperience($id: Int!) {\n  duplicateExperience(id: $id) {\n    ...AdminItem\n  }\n}\n\nmutation DeleteExperience($id: Int!) {\n  deleteExperience(id: $id)\n}"): (typeof documents)["fragment AdminItem on Experience {\n  id\n  title\n  isActive\n  category\n  language\n  kCultureTags\n  price\n  discountedPrice\n  promotionType\n  promotionDiscount\n  mainImage\n  location\n  updatedAt\n}\n\nfragment AdminItemDetail on Experience {\n  ...AdminItem\n  shortDescription\n  description\n  aboutExperience\n  overview\n  itinerary\n  included\n  hashtags\n  cjPartners\n  minGuests\n  maxGuests\n  optionText\n  optionPrice\n  startTime\n  duration\n  salesAvailableFrom\n  salesAvailableUntil\n  unavailableDates\n  blockedWeekdays\n  timeSlots\n  experienceHighlights\n  goodToKnow\n  detailedItinerary {\n    description\n    duration\n  }\n  includedItems\n  notIncludedItems\n  overviewImages\n  latitude\n  longitude\n  googleMapIframe\n  recommendationPlaces {\n    title\n    image\n    link\n    description\n  }\n  externalBookingLink\n  metaTitle\n  metaDescription\n  metaKeywords\n  canonicalUrl\n}\n\nquery AdminExperiences($filter: AdminExperienceFilter, $page: PageInput, $sort: AdminExperienceSort, $direction: SortDirection) {\n  adminExperiences(\n    filter: $filter\n    page: $page\n    sort: $sort\n    direction: $direction\n  ) {\n    totalCount\n    page\n    pageSize\n    items {\n      ...AdminItem\n    }\n  }\n}\n\nquery AdminExperience($id: Int!) {\n  experience(id: $id) {\n    ...AdminItemDetail\n  }\n}\n\nmutation CreateExperience($input: ExperienceInput!) {\n  createExperience(input: $input) {\n    ...AdminItemDetail\n  }\n}\n\nmutation UpdateExperience($id: Int!, $input: ExperienceInput!) {\n  updateExperience(id: $id, input: $input) {\n    ...AdminItemDetail\n  }\n}\n\nmutation SetExperienceActive($id: Int!, $isActive: Boolean!) {\n  setExperienceActive(id: $id, isActive: $isActive) {\n    id\n    isActive\n  }\n}\n\nmutation DuplicateExperience($id: Int!) {\n  duplicateExperience(id: $id) {\n    ...AdminItem\n  }\n}\n\nmutation DeleteExperience($id: Int!) {\n  deleteExperience(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExperienceAvailability($id: Int!, $from: String!, $to: String!) {\n  experience(id: $id) {\n    id\n    availability(from: $from, to: $to) {\n      date\n      status\n      slots {\n        time\n        total\n        available\n        isPast\n      }\n    }\n  }\n}"): (typeof documents)["query ExperienceAvailability($id: Int!, $from: String!, $to: String!) {\n  experience(id: $id) {\n    id\n    availability(from: $from, to: $to) {\n      date\n      status\n      slots {\n        time\n        total\n        available\n        isPast\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookingExperience($id: Int!) {\n  experience(id: $id) {\n    id\n    title\n    location\n    category\n    minGuests\n    maxGuests\n    price\n    discountedPrice\n    bookingWindow {\n      from\n      until\n    }\n    translations {\n      language\n      title\n      location\n    }\n  }\n}"): (typeof documents)["query BookingExperience($id: Int!) {\n  experience(id: $id) {\n    id\n    title\n    location\n    category\n    minGuests\n    maxGuests\n    price\n    discountedPrice\n    bookingWindow {\n      from\n      until\n    }\n    translations {\n      language\n      title\n      location\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateBooking($input: CreateBookingInput!) {\n  createBooking(input: $input) {\n    id\n    verificationCode\n  }\n}"): (typeof documents)["mutation CreateBooking($input: CreateBookingInput!) {\n  createBooking(input: $input) {\n    id\n    verificationCode\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BookingLookupFields on BookingLookup {\n  id\n  bookingDate\n  timeSlot\n  guestName\n  guestEmail\n  guestPhone\n  numberOfGuests\n  status\n  canCancel\n  experience {\n    id\n    title\n    category\n    location\n    translations {\n      language\n      title\n      location\n    }\n  }\n}\n\nquery FindBooking($input: FindBookingInput!) {\n  findBooking(input: $input) {\n    ...BookingLookupFields\n  }\n}\n\nmutation CancelMyBooking($input: FindBookingInput!) {\n  cancelMyBooking(input: $input) {\n    ...BookingLookupFields\n  }\n}"): (typeof documents)["fragment BookingLookupFields on BookingLookup {\n  id\n  bookingDate\n  timeSlot\n  guestName\n  guestEmail\n  guestPhone\n  numberOfGuests\n  status\n  canCancel\n  experience {\n    id\n    title\n    category\n    location\n    translations {\n      language\n      title\n      location\n    }\n  }\n}\n\nquery FindBooking($input: FindBookingInput!) {\n  findBooking(input: $input) {\n    ...BookingLookupFields\n  }\n}\n\nmutation CancelMyBooking($input: FindBookingInput!) {\n  cancelMyBooking(input: $input) {\n    ...BookingLookupFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendInquiry($input: InquiryInput!) {\n  sendInquiry(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation SendInquiry($input: InquiryInput!) {\n  sendInquiry(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Article($id: Int!) {\n  article(id: $id) {\n    ...ArticleCard\n    content\n    related {\n      ...ArticleCard\n    }\n  }\n}"): (typeof documents)["query Article($id: Int!) {\n  article(id: $id) {\n    ...ArticleCard\n    content\n    related {\n      ...ArticleCard\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ArticleCard on Article {\n  id\n  title\n  excerpt\n  category\n  featuredImage\n  readTime\n  author\n  createdAt\n}"): (typeof documents)["fragment ArticleCard on Article {\n  id\n  title\n  excerpt\n  category\n  featuredImage\n  readTime\n  author\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CultureGuideArticles($category: ArticleCategory) {\n  articles(category: $category) {\n    ...ArticleCard\n  }\n}"): (typeof documents)["query CultureGuideArticles($category: ArticleCategory) {\n  articles(category: $category) {\n    ...ArticleCard\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExperienceDetail($id: Int!) {\n  experience(id: $id) {\n    id\n    title\n    shortDescription\n    description\n    aboutExperience\n    overview\n    overviewImages\n    category\n    kCultureTags\n    hashtags\n    language\n    location\n    duration\n    minGuests\n    maxGuests\n    price\n    discountedPrice\n    promotionType\n    promotionDiscount\n    rating\n    reviewCount\n    mainImage\n    experienceHighlights\n    goodToKnow\n    detailedItinerary {\n      description\n      duration\n    }\n    itinerary\n    included\n    includedItems\n    notIncludedItems\n    googleMapIframe\n    latitude\n    longitude\n    recommendationPlaces {\n      title\n      image\n      link\n      description\n    }\n    externalBookingLink\n    metaTitle\n    metaDescription\n    metaKeywords\n    canonicalUrl\n    translations {\n      language\n      title\n      description\n      location\n      overviewContent\n      itineraryContent\n      includesContent\n    }\n  }\n}"): (typeof documents)["query ExperienceDetail($id: Int!) {\n  experience(id: $id) {\n    id\n    title\n    shortDescription\n    description\n    aboutExperience\n    overview\n    overviewImages\n    category\n    kCultureTags\n    hashtags\n    language\n    location\n    duration\n    minGuests\n    maxGuests\n    price\n    discountedPrice\n    promotionType\n    promotionDiscount\n    rating\n    reviewCount\n    mainImage\n    experienceHighlights\n    goodToKnow\n    detailedItinerary {\n      description\n      duration\n    }\n    itinerary\n    included\n    includedItems\n    notIncludedItems\n    googleMapIframe\n    latitude\n    longitude\n    recommendationPlaces {\n      title\n      image\n      link\n      description\n    }\n    externalBookingLink\n    metaTitle\n    metaDescription\n    metaKeywords\n    canonicalUrl\n    translations {\n      language\n      title\n      description\n      location\n      overviewContent\n      itineraryContent\n      includesContent\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExperienceList($filter: ExperienceFilter!, $sort: ExperienceSort!) {\n  experiences(filter: $filter, sort: $sort) {\n    ...ExperienceCardFields\n  }\n}"): (typeof documents)["query ExperienceList($filter: ExperienceFilter!, $sort: ExperienceSort!) {\n  experiences(filter: $filter, sort: $sort) {\n    ...ExperienceCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ActivePopup($language: Language!) {\n  activePopup(language: $language) {\n    id\n    imageUrl\n    linkUrl\n    altText\n  }\n}"): (typeof documents)["query ActivePopup($language: Language!) {\n  activePopup(language: $language) {\n    id\n    imageUrl\n    linkUrl\n    altText\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeCarousels($language: Language!) {\n  carousels(language: $language) {\n    id\n    title\n    imageUrl\n    linkUrl\n    sortOrder\n  }\n}"): (typeof documents)["query HomeCarousels($language: Language!) {\n  carousels(language: $language) {\n    id\n    title\n    imageUrl\n    linkUrl\n    sortOrder\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PopularExperiences($language: Language!, $limit: Int!) {\n  experiences(filter: {language: $language}, sort: popularity, limit: $limit) {\n    ...ExperienceCardFields\n  }\n}"): (typeof documents)["query PopularExperiences($language: Language!, $limit: Int!) {\n  experiences(filter: {language: $language}, sort: popularity, limit: $limit) {\n    ...ExperienceCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Subscribe($email: String!, $language: Language!) {\n  subscribeNewsletter(email: $email, language: $language)\n}"): (typeof documents)["mutation Subscribe($email: String!, $language: Language!) {\n  subscribeNewsletter(email: $email, language: $language)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateReview($input: CreateReviewInput!) {\n  createReview(input: $input) {\n    ...ReviewFields\n  }\n}"): (typeof documents)["mutation CreateReview($input: CreateReviewInput!) {\n  createReview(input: $input) {\n    ...ReviewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteReview($id: Int!, $pin: String) {\n  deleteReview(id: $id, pin: $pin)\n}"): (typeof documents)["mutation DeleteReview($id: Int!, $pin: String) {\n  deleteReview(id: $id, pin: $pin)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReviewFields on Review {\n  id\n  itemId\n  reviewType\n  reviewerName\n  rating\n  visitDate\n  reviewContent\n  reviewImages\n  reelsLink\n  thumbnailImage\n  createdAt\n}\n\nquery Reviews($itemId: Int!) {\n  reviews(itemId: $itemId) {\n    ...ReviewFields\n  }\n}"): (typeof documents)["fragment ReviewFields on Review {\n  id\n  itemId\n  reviewType\n  reviewerName\n  rating\n  visitDate\n  reviewContent\n  reviewImages\n  reelsLink\n  thumbnailImage\n  createdAt\n}\n\nquery Reviews($itemId: Int!) {\n  reviews(itemId: $itemId) {\n    ...ReviewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateReview($id: Int!, $input: UpdateReviewInput!) {\n  updateReview(id: $id, input: $input) {\n    ...ReviewFields\n  }\n}"): (typeof documents)["mutation UpdateReview($id: Int!, $input: UpdateReviewInput!) {\n  updateReview(id: $id, input: $input) {\n    ...ReviewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyReviewPin($id: Int!, $pin: String!) {\n  verifyReviewPin(id: $id, pin: $pin)\n}"): (typeof documents)["mutation VerifyReviewPin($id: Int!, $pin: String!) {\n  verifyReviewPin(id: $id, pin: $pin)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PopularSearches($language: Language!) {\n  popularSearches(language: $language) {\n    cultureTags\n    hashtags\n  }\n}"): (typeof documents)["query PopularSearches($language: Language!) {\n  popularSearches(language: $language) {\n    cultureTags\n    hashtags\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchExperiences($language: Language!, $q: String!, $limit: Int!) {\n  experiences(filter: {language: $language, search: $q}, limit: $limit) {\n    id\n    title\n    location\n    mainImage\n  }\n}"): (typeof documents)["query SearchExperiences($language: Language!, $q: String!, $limit: Int!) {\n  experiences(filter: {language: $language, search: $q}, limit: $limit) {\n    id\n    title\n    location\n    mainImage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UploadImage($file: Upload!) {\n  uploadImage(file: $file) {\n    imageUrl\n    filename\n    width\n    height\n  }\n}"): (typeof documents)["mutation UploadImage($file: Upload!) {\n  uploadImage(file: $file) {\n    imageUrl\n    filename\n    width\n    height\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;