import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ValidationError } from 'yup';
import {
  createEmailChangeSchema,
  createPasswordChangeSchema,
  STAFF_MESSAGES,
  STAFF_PASSWORD_MIN,
} from '@domain/schemas/staff';
import { Button } from '@/components/Button';
import { ErrorLine } from '@/components/form';
import { useToast } from '@/components/toast';
import { ChangeMyEmailDocument, ChangeMyPasswordDocument, MyAccountDocument } from '@/generated/graphql';
import { useRefusal } from '@/features/admin/kit/useRefusal';
import { Card, Field } from './parts';

/** A labelled input of these forms (its hint, if any, read with it). */
function Input({
  label,
  hint,
  ...input
}: {
  label: string;
  hint?: string;
  type: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={input.type}
        autoComplete={input.autoComplete}
        value={input.value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => input.onChange(event.target.value)}
      />
      {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
    </Field>
  );
}

/** The first rule a value breaks, in the admin's language (the server checks again, with the long list). */
function firstProblem(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (error) {
    return error instanceof ValidationError ? error.message : null;
  }
}

/** The account's e-mail address (where reset links go): a new one is used once the mailed link is opened. */
export function EmailCard() {
  const { t } = useLingui();
  const { toast } = useToast();
  const explain = useRefusal();
  const headingId = useId();
  const account = useQuery(MyAccountDocument, { fetchPolicy: 'cache-and-network' });
  const [change, changing] = useMutation(ChangeMyEmailDocument);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const me = account.data?.me;
  const schema = createEmailChangeSchema({
    ...STAFF_MESSAGES,
    emailRequired: t`Please enter an e-mail address.`,
    emailInvalid: t`Please enter a valid e-mail address.`,
    currentPasswordRequired: t`Enter your current password to confirm.`,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = firstProblem(() => schema.validateSync({ email, currentPassword: password }));
    setProblem(invalid);
    if (invalid) return;
    try {
      const { data } = await change({
        variables: {
          email: schema.cast({ email, currentPassword: password }).email,
          currentPassword: password,
        },
      });
      const pending = data?.changeMyEmail.pendingEmail ?? email;
      setEmail('');
      toast({ title: t`Check your mail`, description: t`We sent a confirmation link to ${pending}.` });
      void account.refetch();
    } catch (error) {
      setProblem(explain(error));
    } finally {
      setPassword('');
    }
  }

  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>E-mail address</Trans>
      </h3>
      <p>
        {me?.email ? (
          <Trans>
            Password reset links and security notices go to <strong>{me.email}</strong>.
          </Trans>
        ) : (
          <Trans>No address yet: without one, you cannot reset a forgotten password by e-mail.</Trans>
        )}
      </p>
      {me?.pendingEmail ? (
        <p role="status">
          <Trans>
            Waiting for confirmation: open the link we sent to <strong>{me.pendingEmail}</strong> (valid 24
            hours).
          </Trans>
        </p>
      ) : null}
      <form onSubmit={submit} aria-label={t`Change your e-mail address`}>
        <Input
          label={t`New e-mail address`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <Input
          label={t`Your current password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        {problem ? <ErrorLine role="alert">{problem}</ErrorLine> : null}
        <Button type="submit" variant="secondary" disabled={changing.loading}>
          <Trans>Send the confirmation link</Trans>
        </Button>
      </form>
    </Card>
  );
}

/** The account's password: the current one, then the new one; the other sessions end. */
export function PasswordCard() {
  const { t } = useLingui();
  const { toast } = useToast();
  const explain = useRefusal();
  const headingId = useId();
  const [change, changing] = useMutation(ChangeMyPasswordDocument);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const min = STAFF_PASSWORD_MIN;
  const schema = createPasswordChangeSchema({
    ...STAFF_MESSAGES,
    passwordShort: t`A password needs at least ${min} characters.`,
    passwordCommon: t`This password is too common. Please choose another.`,
    currentPasswordRequired: t`Enter your current password to confirm.`,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = firstProblem(() => schema.validateSync({ currentPassword: current, newPassword: next }));
    setProblem(invalid);
    if (invalid) return;
    try {
      await change({ variables: { currentPassword: current, newPassword: next } });
      setNext('');
      toast({
        title: t`Your password is changed`,
        description: t`Your other sessions were signed out; this one stays.`,
      });
    } catch (error) {
      setProblem(explain(error));
    } finally {
      setCurrent('');
    }
  }

  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Password</Trans>
      </h3>
      <form onSubmit={submit} aria-label={t`Change your password`}>
        <Input
          label={t`Your current password`}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
        />
        <Input
          label={t`New password`}
          hint={t`At least ${min} characters; not a common password.`}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={setNext}
        />
        {problem ? <ErrorLine role="alert">{problem}</ErrorLine> : null}
        <Button type="submit" variant="secondary" disabled={changing.loading}>
          <Trans>Change the password</Trans>
        </Button>
      </form>
    </Card>
  );
}
