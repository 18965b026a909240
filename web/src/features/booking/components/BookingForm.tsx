import { useEffect, useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Formik, useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { seoulToday } from '@domain/calendar';
import { formatKrw, guestPrice, hasOption } from '@domain/pricing';
import {
  BOOKING_MESSAGES,
  createBookingFormSchema,
  phoneE164,
  type BookingFormValues,
  type BookingMessages,
} from '@domain/schemas/booking';
import { Button } from '@/components/Button';
import { TextField } from '@/components/FormField';
import { FieldBindingProvider, useBindField } from '@/components/form/binding';
import { useToast } from '@/components/toast';
import {
  CreateBookingDocument,
  type BookingStatus,
  type OnlinePaymentFieldsFragment,
} from '@/generated/graphql';
import { errorExtension, hasErrorCode } from '@/lib/serverError';
import { useLanguage } from '@/lib/useLanguage';
import { useDescribeError, useGuardedSubmit } from '../hooks/formHelpers';
import { useForgetAvailability, useMonthAvailability } from '../hooks/useAvailability';
import { useIdempotencyKey } from '../hooks/useIdempotencyKey';
import { usePaymentWayNote } from '../hooks/usePaymentWayNote';
import { useBookedToast } from '../hooks/useBookedToast';
import { isRefusal, REFUSAL_MESSAGES, useBookingMessages } from '../messages';
import { scheduleChoice, type BookingExperience } from '../schedule';
import { CodeField, OptionField, PhoneField, TermsField } from './fields';
import { useInitialPhoneCountry } from '../phoneCountries';
import { ScheduleFields } from './ScheduleFields';
import { ApproxPrice, ChargedInKrw } from '@/components/ApproxPrice';
import { AmountCard } from './AmountCard';
import { currentPromo, PromoCodeField, type AppliedPromo } from './PromoCodeField';
import { useRefusalText } from '@/lib/useRefusalText';
import { useCancellationPolicy } from '@/lib/cancellationPolicy';
import { useConfirmationWording } from '@/lib/confirmationMode';
import { useOnlinePaymentNote } from '../payment/useOnlinePaymentNote';

const ID = 'booking';
const ORDER = [
  'bookingDate',
  'timeSlot',
  'numberOfGuests',
  'guestName',
  'guestEmail',
  'phoneCountry',
  'phoneDigits',
  'verificationCode',
  'specialRequests',
  'withOption',
  'promoCode',
  'termsAccepted',
] as const satisfies ReadonlyArray<keyof BookingFormValues>;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What the success step shows. */
export type BookedDetails = {
  id: number;
  verificationCode: string;
  bookingDate: string;
  timeSlot: string;
  numberOfGuests: number;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  withOption: boolean;
  /** The option's name when chosen. */
  option: string | null;
  totalPrice: number;
  /** pending (an application), confirmed (instant, paid later) or awaiting_payment (pay now). */
  status: BookingStatus;
  /** What to pay now (awaiting_payment), as the server set it. */
  payment: OnlinePaymentFieldsFragment | null;
};

type BookingFormProps = {
  experience: BookingExperience;
  date: string;
  time: string;
  /** Guests chosen in the schedule; 1 without. */
  guests?: number;
  /** The methods guests may pay online with (none while online payment is off). */
  onlineMethods?: readonly string[];
  onBooked: (booking: BookedDetails) => void;
};

/**
 * The booking dialog's form step (spec §5 "Booking form"), checked with the shared yup schema
 * the server also runs. One idempotency key per payload: a retried submit makes one booking.
 */
export function BookingForm({
  experience,
  date,
  time,
  guests = 1,
  onlineMethods = [],
  onBooked,
}: BookingFormProps) {
  const { t, i18n } = useLingui();
  const phoneCountry = useInitialPhoneCountry(i18n.locale);
  const describeRefusal = useRefusalText();
  const { toast } = useToast();
  const bookedToast = useBookedToast();
  const language = useLanguage();
  const messages = useBookingMessages();
  const schema = useMemo(() => createBookingFormSchema(messages), [messages]);
  const describeError = useDescribeError(messages);
  const idempotency = useIdempotencyKey();
  const forgetAvailability = useForgetAvailability(experience.id);
  const [createBooking] = useMutation(CreateBookingDocument);
  // The code "Apply" priced (the server prices the application again).
  const [promo, setPromo] = useState<AppliedPromo | null>(null);

  const initialValues: BookingFormValues = {
    bookingDate: date,
    timeSlot: time,
    numberOfGuests: guests,
    guestName: '',
    guestEmail: '',
    phoneCountry,
    phoneDigits: '',
    verificationCode: '',
    specialRequests: '',
    withOption: false,
    promoCode: null,
    termsAccepted: false,
  };

  async function submit(values: BookingFormValues) {
    // Casting trims, so the server receives exactly what was checked.
    const checked = schema.cast(values, { stripUnknown: true });
    const input = {
      itemId: experience.id,
      bookingDate: checked.bookingDate,
      timeSlot: checked.timeSlot,
      numberOfGuests: checked.numberOfGuests,
      guestName: checked.guestName,
      guestEmail: checked.guestEmail,
      guestPhone: phoneE164(checked),
      verificationCode: checked.verificationCode,
      specialRequests: checked.specialRequests,
      withOption: hasOption(experience) && checked.withOption === true,
      promoCode: checked.promoCode ?? null,
      language,
    };
    const discount = currentPromo(promo, input)?.discount ?? 0;
    try {
      const { data } = await createBooking({
        variables: { input: { ...input, idempotencyKey: idempotency.keyFor(input) } },
      });
      if (!data) throw new Error('The booking answer was empty.');
      const receipt = data.createBooking;
      toast(bookedToast(receipt.status));
      onBooked({
        ...input,
        id: receipt.id,
        verificationCode: receipt.verificationCode,
        status: receipt.status,
        payment: receipt.payment ?? null,
        option: input.withOption ? experience.optionText?.trim() || t`Option` : null,
        totalPrice:
          guestPrice(experience.discountedPrice, experience, input.withOption) * input.numberOfGuests -
          discount,
      });
      forgetAvailability();
    } catch (error) {
      const reason = errorExtension(error, 'reason');
      // The server's reasons in the UI language; its own (English) message for anything else.
      const description = isRefusal(reason)
        ? i18n._(REFUSAL_MESSAGES[reason])
        : hasErrorCode(error, 'CONFLICT')
          ? i18n._(REFUSAL_MESSAGES.no_seats)
          : hasErrorCode(error, 'NOT_FOUND')
            ? t`This experience can no longer be booked.`
            : describeRefusal(error, [[BOOKING_MESSAGES, messages]], t`Please try again.`);
      toast({ variant: 'destructive', title: t`Booking Failed`, description });
      // Seats or the schedule changed under the guest: show the server's current state.
      if (isRefusal(reason) || hasErrorCode(error, 'CONFLICT')) forgetAvailability();
    }
  }

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      <FieldBindingProvider idPrefix={ID} describeError={describeError}>
        <BookingFormBody
          experience={experience}
          messages={messages}
          onlineMethods={onlineMethods}
          promo={promo}
          onPromo={setPromo}
        />
      </FieldBindingProvider>
    </Formik>
  );
}

function BookingFormBody({
  experience,
  messages,
  onlineMethods,
  promo,
  onPromo,
}: {
  experience: BookingExperience;
  messages: BookingMessages;
  onlineMethods: readonly string[];
  promo: AppliedPromo | null;
  onPromo: (promo: AppliedPromo | null) => void;
}) {
  const { t, i18n } = useLingui();
  const { values, touched, isSubmitting, setFieldValue } = useFormikContext<BookingFormValues>();
  const field = useBindField<keyof BookingFormValues & string>();
  const { days } = useMonthAvailability(experience.id, values.bookingDate);
  const choice = scheduleChoice(
    values.bookingDate,
    values.timeSlot,
    days,
    seoulToday(),
    experience.maxGuestsPerBooking,
  );
  const minGuests = experience.minGuests;

  // Fewer seats after a date or time change: back to one guest (spec §4).
  const { capacity } = choice;
  useEffect(() => {
    if (capacity !== undefined && values.numberOfGuests > capacity) void setFieldValue('numberOfGuests', 1);
  }, [capacity, values.numberOfGuests, setFieldValue]);

  const belowMin =
    values.numberOfGuests < minGuests
      ? t`At least ${minGuests} guests are required for this experience.`
      : undefined;
  const problems = {
    bookingDate: choice.dateProblem && i18n._(REFUSAL_MESSAGES[choice.dateProblem]),
    timeSlot: choice.timeProblem && i18n._(REFUSAL_MESSAGES[choice.timeProblem]),
    numberOfGuests: belowMin,
  };
  const onSubmit = useGuardedSubmit<BookingFormValues>(ORDER, messages, problems);

  const policy = useCancellationPolicy();
  const confirmation = useConfirmationWording();
  const onlineNote = useOnlinePaymentNote(experience.confirmationMode, onlineMethods);
  const paymentNote = usePaymentWayNote(values.bookingDate);
  const offersOption = hasOption(experience);
  const withOption = offersOption && values.withOption === true;
  // The option is priced per guest, like the price: the line reads "(price + option) × guests".
  const perGuest = guestPrice(experience.discountedPrice, experience, withOption);
  const perPerson = formatKrw(perGuest, i18n.locale);
  const listTotal = formatKrw(perGuest * values.numberOfGuests, i18n.locale);
  const applied = currentPromo(promo, { ...values, withOption });
  const total = applied ? formatKrw(applied.total, i18n.locale) : listTotal;
  const guestCount = values.numberOfGuests;

  return (
    <StyledForm noValidate aria-label={t`Booking form`} onSubmit={onSubmit}>
      <ScheduleFields
        experience={experience}
        choice={choice}
        problems={{ ...problems, numberOfGuests: touched.numberOfGuests ? belowMin : undefined }}
      />
      <TextField label={t`Full name`} autoComplete="name" aria-required {...field('guestName')} />
      <TextField label={t`Email`} type="email" autoComplete="email" aria-required {...field('guestEmail')} />
      <PhoneField />
      <CodeField
        label={t`6-digit verification number`}
        hint={t`Choose any 6 digits and remember them: you need them with your e-mail and phone to look up your booking.`}
      />
      <TextField multiline rows={3} label={t`Special requests (optional)`} {...field('specialRequests')} />
      {offersOption ? (
        <OptionField
          name={experience.optionText?.trim() || t`Option`}
          price={formatKrw(experience.optionPrice ?? 0, i18n.locale)}
          krw={experience.optionPrice ?? 0}
        />
      ) : null}
      <PromoCodeField itemId={experience.id} withOption={withOption} promo={promo} onPromo={onPromo} />
      <AmountCard aria-live="polite">
        <span>
          <Trans>Total price</Trans>
        </span>
        <strong>
          {total}
          <ApproxPrice krw={applied ? applied.total : perGuest * guestCount} />
        </strong>
        <small>
          {t`${perPerson} × ${plural(guestCount, { one: '# guest', other: '# guests' })}`}
          {applied ? <> {t`(${listTotal} before the code)`}</> : null}
        </small>
        <ChargedInKrw />
      </AmountCard>
      <Note role="note" aria-label={t`How your booking is confirmed`}>
        {confirmation(experience.confirmationMode)}
      </Note>
      {onlineNote ? (
        <Note role="note" aria-label={t`Paying online`}>
          {onlineNote}
        </Note>
      ) : null}
      <Note role="note" aria-label={t`Cancellation policy`}>
        {policy.forSlot(experience.freeCancellationHours, values.bookingDate, values.timeSlot)}
      </Note>
      {paymentNote ? (
        <Note role="note" aria-label={t`How to pay`}>
          {paymentNote}
        </Note>
      ) : null}
      <TermsField />
      {experience.confirmationMode === 'request' ? (
        <Note>
          <Trans>
            This is a booking application: we review it and e-mail you the approval and payment information.
          </Trans>
        </Note>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={isSubmitting}>
        {isSubmitting ? (
          <Trans>Sending…</Trans>
        ) : experience.confirmationMode === 'instant' ? (
          onlineNote ? (
            <Trans>Book and pay</Trans>
          ) : (
            <Trans>Book now</Trans>
          )
        ) : (
          <Trans>Apply for booking</Trans>
        )}
      </Button>
    </StyledForm>
  );
}
