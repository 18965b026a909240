import { useEffect, useMemo, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Formik, useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { createLookupFormSchema, phoneE164, type BookingMessages } from '@domain/schemas/booking';
import { Button } from '@/components/Button';
import { TextField } from '@/components/FormField';
import { FieldBindingProvider, fieldId, useBindField } from '@/components/form/binding';
import {
  FindBookingDocument,
  type BookingLookupFieldsFragment,
  type FindBookingInput,
} from '@/generated/graphql';
import { hasErrorCode } from '@/lib/serverError';
import { useDescribeError, useGuardedSubmit } from '../hooks/formHelpers';
import { useBookingMessages } from '../messages';
import { CodeField, PhoneField } from './fields';
import { otherCountriesHere, useInitialPhoneCountry } from '../phoneCountries';

const ID = 'lookup';
const ORDER = ['email', 'phoneCountry', 'phoneDigits', 'verificationCode'] as const;
type LookupValues = { email: string; phoneCountry: string; phoneDigits: string; verificationCode: string };

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 560px;
`;

const FailureBox = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;

  span {
    display: block;
    margin-top: ${({ theme }) => theme.space.xs};
    font-weight: 400;
  }
`;

/** Why the look-up failed, and a hint when the number is a real one in another likely country. */
type Failure = { message: string; hint?: string };

type LookupFormProps = {
  onFound: (booking: BookingLookupFieldsFragment, input: FindBookingInput) => void;
  /** Puts the cursor in the e-mail field (after "Search another booking"). */
  focusOnMount?: boolean;
};

/** The look-up form (spec §5 "Booking lookup"): e-mail, country + number, code of up to 6 digits. */
export function LookupForm({ onFound, focusOnMount = false }: LookupFormProps) {
  const { t, i18n } = useLingui();
  const phoneCountry = useInitialPhoneCountry(i18n.locale);
  const client = useApolloClient();
  const messages = useBookingMessages();
  const schema = useMemo(() => createLookupFormSchema(messages), [messages]);
  const describeError = useDescribeError(messages);
  const [failure, setFailure] = useState<Failure | null>(null);

  async function submit(values: LookupValues) {
    const checked = schema.cast(values, { stripUnknown: true });
    const input = {
      email: checked.email,
      phone: phoneE164(checked),
      verificationCode: checked.verificationCode,
    };
    setFailure(null);
    try {
      // Personal data: asked fresh each time and not kept in the cache.
      const { data } = await client.query({
        query: FindBookingDocument,
        variables: { input },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('The look-up answer was empty.');
      onFound(data.findBooking, input);
    } catch (error) {
      if (hasErrorCode(error, 'NOT_FOUND')) {
        // The guest may have booked with another country code (the form once opened on Taiwan for a
        // guest in Shanghai): name the likely countries where these digits are a number too.
        const others = otherCountriesHere(values.phoneDigits, values.phoneCountry, i18n.locale);
        const countries = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(others);
        setFailure({
          message: t`Booking not found. Please check your information and try again.`,
          hint:
            others.length > 0
              ? t`The number you typed is also a phone number in ${countries}. If you booked with that country code, choose it and search again.`
              : undefined,
        });
      } else {
        setFailure({
          message: hasErrorCode(error, 'TOO_MANY_REQUESTS')
            ? t`Too many attempts. Please try again later.`
            : t`Search failed. Please try again.`,
        });
      }
    }
  }

  return (
    <Formik
      initialValues={{
        email: '',
        phoneCountry,
        phoneDigits: '',
        verificationCode: '',
      }}
      validationSchema={schema}
      onSubmit={submit}
    >
      <FieldBindingProvider idPrefix={ID} describeError={describeError}>
        <LookupFields messages={messages} failure={failure} focusOnMount={focusOnMount} />
      </FieldBindingProvider>
    </Formik>
  );
}

type LookupFieldsProps = { messages: BookingMessages; failure: Failure | null; focusOnMount: boolean };

function LookupFields({ messages, failure, focusOnMount }: LookupFieldsProps) {
  const { t } = useLingui();
  const { isSubmitting } = useFormikContext<LookupValues>();
  const field = useBindField<keyof LookupValues & string>();
  const onSubmit = useGuardedSubmit<LookupValues>(ORDER, messages);
  useEffect(() => {
    if (focusOnMount) document.getElementById(fieldId(ID, 'email'))?.focus();
  }, [focusOnMount]);

  return (
    <StyledForm noValidate aria-label={t`Find your booking`} onSubmit={onSubmit}>
      <TextField label={t`Email`} type="email" autoComplete="email" aria-required {...field('email')} />
      <PhoneField />
      <CodeField label={t`Verification code`} hint={t`The 6-digit number you chose when booking.`} />
      {failure ? (
        <FailureBox role="alert">
          {failure.message}
          {failure.hint ? <span>{failure.hint}</span> : null}
        </FailureBox>
      ) : null}
      <div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Searching…</Trans> : <Trans>Find booking</Trans>}
        </Button>
      </div>
    </StyledForm>
  );
}
