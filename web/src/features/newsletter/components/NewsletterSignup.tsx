import { useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { Formik, Form, useFormikContext, type FormikHelpers } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { createNewsletterSchema, NEWSLETTER_MESSAGES } from '@domain/schemas/newsletter';
import { Button } from '@/components/Button';
import { FieldBindingProvider, useBindField } from '@/components/form/binding';
import { TextField } from '@/components/FormField';
import { SubscribeDocument } from '@/generated/graphql';

import { useLanguage } from '@/lib/useLanguage';
import { useRefusalText } from '@/lib/useRefusalText';

type Values = { email: string };
type Status = { kind: 'success' } | { kind: 'error'; message: string } | undefined;

const Wrapper = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  max-width: 460px;

  h2 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex: 1 1 220px;
  }

  button {
    min-height: 48px;
  }
`;

const Feedback = styled.p<{ $error?: boolean }>`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
`;

/** The footer's newsletter sign-up: one e-mail field, checked before sending. */
export function NewsletterSignup() {
  const { t } = useLingui();
  const describeRefusal = useRefusalText();
  const language = useLanguage();
  const [subscribe] = useMutation(SubscribeDocument);
  const messages = useMemo(
    () => ({
      emailRequired: t`Please enter your e-mail address.`,
      emailInvalid: t`Please enter a valid e-mail address.`,
    }),
    [t],
  );
  const schema = useMemo(() => createNewsletterSchema(messages), [messages]);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    helpers.setStatus(undefined);
    const { email } = schema.cast(values);
    try {
      const { data } = await subscribe({ variables: { email, language } });
      if (!data?.subscribeNewsletter) throw new Error('not subscribed');
      helpers.resetForm({ status: { kind: 'success' } satisfies Status });
    } catch (error) {
      helpers.setStatus({
        kind: 'error',
        message: describeRefusal(
          error,
          [[NEWSLETTER_MESSAGES, messages]],
          t`We couldn't subscribe you. Please try again later.`,
        ),
      } satisfies Status);
    }
  }

  return (
    <Wrapper aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">
        <Trans>Newsletter</Trans>
      </h2>
      <Intro>
        <Trans>New experiences, culture stories and offers, straight to your inbox.</Trans>
      </Intro>
      <Formik
        initialValues={{ email: '' }}
        validationSchema={schema}
        validateOnBlur={false}
        onSubmit={submit}
      >
        {/* Errors show after a first attempt, so tabbing through the footer is not scolded. */}
        <FieldBindingProvider idPrefix="newsletter" showErrors="submitted">
          <SignupFields />
        </FieldBindingProvider>
      </Formik>
    </Wrapper>
  );
}

/** The e-mail field (id `newsletter-email`), the button, and what came of the last attempt. */
function SignupFields() {
  const { t } = useLingui();
  const { isSubmitting, status } = useFormikContext<Values>();
  const field = useBindField<keyof Values>();
  const current = status as Status;
  return (
    <>
      <Row noValidate aria-label={t`Newsletter sign-up`}>
        <TextField
          {...field('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          label={t`Email address`}
          // The heading above already says what the field is for.
          hideLabel
          placeholder={t`you@example.com`}
        />
        <Button type="submit" disabled={isSubmitting}>
          <Trans>Subscribe</Trans>
        </Button>
      </Row>
      {/* Always present (a polite live region), so the success text is announced when it appears. */}
      <div aria-live="polite">
        {current?.kind === 'success' ? (
          <Feedback>
            <Trans>Newsletter subscription successful!</Trans>
          </Feedback>
        ) : null}
      </div>
      {current?.kind === 'error' ? (
        <Feedback role="alert" $error>
          {current.message}
        </Feedback>
      ) : null}
    </>
  );
}
