import { useState } from 'react';
import { styled } from 'styled-components';
import { useMutation } from '@apollo/client/react';
import { Formik, Form, useField } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { createWaitlistRequestSchema } from '@domain/schemas/waitlist';
import { BOOKING_MESSAGES, type BookingMessages } from '@domain/schemas/booking';
import { Button } from '@/components/Button';
import { TextField } from '@/components/FormField';
import { Modal } from '@/components/Modal';
import { JoinWaitlistDocument } from '@/generated/graphql';
import { useLanguage } from '@/lib/useLanguage';
import { errorExtension } from '@/lib/serverError';
import { formatFullDate } from '@/lib/dates';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** The slot a guest asks to wait for, as the schedule hands it over. */
export type WaitlistJoinProps = {
  experienceId: number;
  title: string;
  date: string;
  time: string;
  guests: number;
  onClose: () => void;
};

type Values = {
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  numberOfGuests: number;
};

function Input({
  name,
  label,
  hint,
  ...rest
}: { name: keyof Values; label: string; hint?: string } & Record<string, unknown>) {
  const [field, meta] = useField<string | number>(name);
  return (
    <TextField
      {...field}
      {...rest}
      label={label}
      hint={hint}
      error={meta.touched && meta.error ? meta.error : false}
    />
  );
}

/**
 * Joining a full slot's waitlist (issue 41): name, e-mail, phone and party; one entry per e-mail and
 * slot. The guest is told their place and that an offer will come by e-mail, with a link to leave.
 */
export function WaitlistJoin({ experienceId, title, date, time, guests, onClose }: WaitlistJoinProps) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const [join] = useMutation(JoinWaitlistDocument);
  const [joined, setJoined] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const messages: BookingMessages = {
    ...BOOKING_MESSAGES,
    required: t`This field is required.`,
    emailInvalid: t`Please enter a valid e-mail address.`,
    phoneInvalid: t`Please enter a valid phone number.`,
    guestsInvalid: t`Please choose the number of guests.`,
  };
  const schema = createWaitlistRequestSchema(messages).omit(['itemId', 'bookingDate', 'timeSlot']);
  const day = formatFullDate(date, i18n.locale);

  async function submit(values: Values) {
    setProblem(null);
    const checked = schema.cast(values);
    try {
      const { data } = await join({
        variables: {
          input: { ...checked, itemId: experienceId, bookingDate: date, timeSlot: time, language },
        },
      });
      setJoined(data?.joinWaitlist.position ?? 1);
    } catch (error) {
      const reason = errorExtension(error, 'reason');
      setProblem(
        reason === 'already_joined'
          ? t`You are already on the waitlist for this time slot.`
          : reason === 'seats_available'
            ? t`This time slot still has room for your party: please book it directly.`
            : t`We could not add you to the waitlist. Please try again.`,
      );
    }
  }

  return (
    <Modal open onClose={onClose} title={t`Join the waitlist`} description={`${title} · ${day} ${time}`}>
      {joined !== null ? (
        <>
          <p role="status">
            <Trans>
              You are number {joined} on the waitlist. If seats become free, we will hold them for you and
              e-mail you an offer.
            </Trans>
          </p>
          <Button onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </>
      ) : (
        <Formik<Values>
          initialValues={{ guestName: '', guestEmail: '', guestPhone: '', numberOfGuests: guests }}
          validationSchema={schema}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={t`Join the waitlist`}>
              <p>
                <Trans>
                  This time is full. Leave your details and we will e-mail you if seats become free.
                </Trans>
              </p>
              <Fields>
                <Input name="guestName" label={t`Name`} autoComplete="name" />
                <Input name="guestEmail" label={t`E-mail`} type="email" autoComplete="email" />
                <Input
                  name="guestPhone"
                  label={t`Phone`}
                  type="tel"
                  autoComplete="tel"
                  hint={t`With your country code, for example +81 90 1234 5678`}
                />
                <Input name="numberOfGuests" label={t`Guests`} type="number" min={1} inputMode="numeric" />
                {problem ? <Problem role="alert">{problem}</Problem> : null}
                <Button type="submit" disabled={isSubmitting}>
                  <Trans>Join the waitlist</Trans>
                </Button>
              </Fields>
            </Form>
          )}
        </Formik>
      )}
    </Modal>
  );
}
