import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MAX_BOOKING_CUTOFF_HOURS } from '@domain/holds';
import { MAX_WAITLIST_OFFER_HOURS } from '@domain/waitlist';
import { KOREA_BOUNDS } from '@domain/maps';
import {
  createExperienceSchema,
  EXPERIENCE_LIMITS,
  type ExperienceMessages,
} from '@domain/schemas/experience';

// Written with one decimal, as the API's message has them (33.0, not 33).
const [latMin, latMax, lngMin, lngMax] = [
  KOREA_BOUNDS.latitude.min,
  KOREA_BOUNDS.latitude.max,
  KOREA_BOUNDS.longitude.min,
  KOREA_BOUNDS.longitude.max,
].map((n) => n.toFixed(1));

/** The field labels of the editor, as its error summary names them. */
export function useItemLabels(): Record<string, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      language: t`Language`,
      title: t`Title`,
      category: t`Category`,
      kCultureTags: t`K-Culture tag`,
      location: t`Location`,
      minGuests: t`Min guests`,
      maxGuests: t`Max guests`,
      price: t`Price (KRW)`,
      metaTitle: t`Meta title`,
      startTime: t`Start time`,
      duration: t`Duration`,
      salesAvailableFrom: t`Sales start date`,
      salesAvailableUntil: t`Sales end date`,
      timeSlots: t`Time slots`,
    }),
    [t],
  );
}

/** The domain's item rules with the messages in the admin's language. */
export function useItemSchema() {
  const { t } = useLingui();
  return useMemo(() => {
    const L = EXPERIENCE_LIMITS;
    const MAX_CUTOFF = MAX_BOOKING_CUTOFF_HOURS;
    const MAX_OFFER = MAX_WAITLIST_OFFER_HOURS;
    const messages: ExperienceMessages = {
      required: t`This field is required.`,
      missingFields: (fields) => t`Missing required fields: ${fields}`,
      unknownFields: (fields) => t`Unknown fields: ${fields}`,
      oneLanguage: t`Choose exactly one language.`,
      oneCultureTag: t`Choose exactly one K-Culture tag.`,
      choiceInvalid: t`Choose one of the offered values.`,
      timeFormat: t`Time must be in 24-hour HH:MM format (00:00-23:59).`,
      slotMinutes: t`Slot minutes must be 00, 15, 30 or 45.`,
      durationFormat: t`Duration must be a number followed by min, hr or hrs (for example 90min, 2hrs).`,
      dateInvalid: t`Enter a valid date.`,
      salesEndAfterStart: t`Sales end date must be later than the start.`,
      duplicateSlots: (slots) => t`Duplicate time slots: ${slots}`,
      optionBlank: t`Option details cannot be only whitespace.`,
      optionWithoutPrice: t`Option details cannot be entered when the option price is empty.`,
      cancellationHours: t`Free cancellation must be a whole number of hours from 0 to 720, or empty for none.`,
      changeWindowHours: t`The change window must be a whole number of hours from 0 to 720, or empty for the free cancellation period.`,
      confirmationModeInvalid: t`Choose how bookings are confirmed: instant or on request.`,
      bookingCutoffHours: t`Booking cut-off must be a whole number of hours from 0 to ${MAX_CUTOFF}.`,
      waitlistOfferHours: t`A waitlist offer must wait a whole number of hours from 1 to ${MAX_OFFER}.`,
      duplicateHashtags: (tags) => t`Duplicate hashtags: ${tags}`,
      minAboveMax: t`Min guests cannot be more than max guests.`,
      perBookingRange: t`Guests per booking must be from min guests to max guests, or empty for no limit.`,
      digitsOnly: t`Enter digits only (no decimal point).`,
      guestsMin: t`Guests must be at least 1.`,
      tooLarge: t`The number is too large.`,
      discountTooHigh: t`Discount must be under 100%.`,
      aboutTooManyLines: t`About Experience can have at most ${L.aboutExperienceLines} lines.`,
      shortDescriptionTooLong: t`Short description must be at most ${L.shortDescription} characters.`,
      metaTitleTooLong: t`Meta title must be at most ${L.metaTitle} characters.`,
      metaDescriptionTooLong: t`Meta description must be at most ${L.metaDescription} characters.`,
      tooLong: t`This text is too long.`,
      notText: t`Enter text here.`,
      tooManyEntries: t`Too many entries.`,
      mapEmbedInvalid: t`Enter a Google Maps embed address (https://www.google.com/maps/embed?...).`,
      coordinateInvalid: t`Enter a valid latitude and longitude.`,
      coordinateOutsideKorea: t`The coordinates must lie in South Korea (latitude ${latMin}–${latMax}, longitude ${lngMin}–${lngMax}).`,
      coordinatePairIncomplete: t`Enter both the latitude and the longitude, or neither.`,
      addressKoNotKorean: t`Write the Korean address in Korean (Hangul), as a taxi driver would read it.`,
      linkInvalid: t`Enter a link starting with http:// or https://.`,
      imageNotUploaded: t`Images must be uploaded to this site. Please upload the image again.`,
      itineraryStepInvalid: t`Each itinerary step needs a description.`,
      placeTitleRequired: t`Each recommended place needs a title.`,
      weekdayInvalid: t`Weekdays are numbers from 0 (Sunday) to 6 (Saturday).`,
    };
    return { messages, schema: createExperienceSchema(messages) };
  }, [t]);
}
