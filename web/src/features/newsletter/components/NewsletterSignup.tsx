import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NewsletterMessages } from '@domain/schemas/newsletter';
import { Button } from '@/components/Button';
import { TextField } from '@/components/FormField';
import { SubscribeDocument } from '@/generated/graphql';
import type { MessagePair } from '@/lib/serverError';
import { useLanguage } from '@/lib/useLanguage';
import { useRefusalText } from '@/lib/useRefusalText';

type Status = { kind: 'success' } | { kind: 'error'; message: string } | undefined;
type Checked = { email: string; error?: undefined } | { email?: undefined; error: string };

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

const Row = styled.form`
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

// The footer is on every page and a sign-up is rare: the domain's schema (the server's own rule, with
// yup) loads with the first attempt instead of with every page. One field needs no form library.
const loadRules = () => Promise.all([import('@domain/schemas/newsletter'), import('yup')]);

/** The address as the server will take it (trimmed, lower-cased), or what is wrong with it. */
async function checkAddress(email: string, messages: NewsletterMessages): Promise<Checked> {
  const [{ createNewsletterSchema }, { ValidationError }] = await loadRules();
  try {
    return await createNewsletterSchema(messages).validate({ email });
  } catch (error) {
    if (error instanceof ValidationError) return { error: error.message };
    throw error;
  }
}

/**
 * The footer's newsletter sign-up: one e-mail field, checked before sending. Its error shows after a
 * first attempt (tabbing through the footer is not scolded), then follows each change.
 */
export function NewsletterSignup() {
  const { t } = useLingui();
  const describeRefusal = useRefusalText();
  const language = useLanguage();
  const [subscribe] = useMutation(SubscribeDocument);
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<Status>();
  // The field's latest value: a check that finishes after another keystroke is dropped.
  const latest = useRef(email);
  const messages = useMemo(
    () => ({
      emailRequired: t`Please enter your e-mail address.`,
      emailInvalid: t`Please enter a valid e-mail address.`,
    }),
    [t],
  );
  const failed = t`We couldn't subscribe you. Please try again later.`;

  function change(value: string) {
    setEmail(value);
    latest.current = value;
    if (!attempted) return;
    void checkAddress(value, messages).then(
      (checked) => latest.current === value && setError(checked.error),
      () => undefined,
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    setSubmitting(true);
    // The server's own wording of its refusals, once the rules have loaded (they come with the domain's schema).
    let serverMessages: MessagePair[] = [];
    try {
      const [{ NEWSLETTER_MESSAGES }] = await loadRules();
      serverMessages = [[NEWSLETTER_MESSAGES, messages]];
      const checked = await checkAddress(email, messages);
      setError(checked.error);
      if (checked.error !== undefined) return;
      setStatus(undefined);
      const { data } = await subscribe({ variables: { email: checked.email, language } });
      if (!data?.subscribeNewsletter) throw new Error('not subscribed');
      // Cleared, as a fresh form: no error until the next attempt.
      setEmail('');
      latest.current = '';
      setAttempted(false);
      setStatus({ kind: 'success' });
    } catch (refusal) {
      setStatus({ kind: 'error', message: describeRefusal(refusal, serverMessages, failed) });
    } finally {
      setSubmitting(false);
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
      <Row noValidate aria-label={t`Newsletter sign-up`} onSubmit={(event) => void submit(event)}>
        <TextField
          id="newsletter-email"
          name="email"
          value={email}
          onChange={(event) => change(event.target.value)}
          error={attempted ? error : undefined}
          type="email"
          autoComplete="email"
          inputMode="email"
          label={t`Email address`}
          // The heading above already says what the field is for.
          hideLabel
          placeholder={t`you@example.com`}
        />
        <Button type="submit" disabled={submitting}>
          <Trans>Subscribe</Trans>
        </Button>
      </Row>
      {/* Always present (a polite live region), so the success text is announced when it appears. */}
      <div aria-live="polite">
        {status?.kind === 'success' ? (
          <Feedback>
            <Trans>Newsletter subscription successful!</Trans>
          </Feedback>
        ) : null}
      </div>
      {status?.kind === 'error' ? (
        <Feedback role="alert" $error>
          {status.message}
        </Feedback>
      ) : null}
    </Wrapper>
  );
}
