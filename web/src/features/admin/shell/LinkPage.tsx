import type { ReactNode } from 'react';
import type { FormikProps } from 'formik';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { STAFF_PASSWORD_MIN } from '@domain/schemas/staff';
import { Actions, AdminForm, ErrorLine, FormText, SaveButton } from '@/components/form';

/**
 * What the pages a mailed one-time link opens share (an invitation, a password reset): their card,
 * how a refusal reads, and the "done" card with the way to sign in.
 */
export const LinkCard = styled.div`
  width: min(440px, 100%);
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** The link did its work: a heading, what happened, and the way to sign in (`signIn`: its wording). */
export function LinkDone({
  title,
  signIn,
  children,
}: {
  title: ReactNode;
  signIn?: ReactNode;
  children: ReactNode;
}) {
  return (
    <LinkCard role="status">
      <h1>{title}</h1>
      <p>{children}</p>
      <Link to="/admin">{signIn ?? <Trans>Sign in</Trans>}</Link>
    </LinkCard>
  );
}

/**
 * A link page's form: its heading (also the form's name), what it asks (`intro`, `children`), the
 * server's refusal, and the one button that sends it.
 */
export function LinkForm<V>({
  title,
  formik,
  idPrefix,
  intro,
  refusal,
  submitLabel,
  after,
  children,
}: {
  title: string;
  formik: FormikProps<V>;
  idPrefix: string;
  intro?: ReactNode;
  refusal: string | null;
  submitLabel: ReactNode;
  /** Below the form (a way back). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <LinkCard>
      <h1>{title}</h1>
      {intro ? <p>{intro}</p> : null}
      <AdminForm formik={formik} label={title} idPrefix={idPrefix} confirmLeave={false}>
        {children}
        {refusal ? <ErrorLine role="alert">{refusal}</ErrorLine> : null}
        <Actions>
          <SaveButton onClick={() => void formik.submitForm()}>{submitLabel}</SaveButton>
        </Actions>
      </AdminForm>
      {after}
    </LinkCard>
  );
}

/** The new password of an invitation or a reset, with the rule it must meet. */
export function NewPasswordField({ label }: { label: string }) {
  const min = STAFF_PASSWORD_MIN;
  return (
    <FormText
      name="password"
      label={label}
      type="password"
      autoComplete="new-password"
      hint={<Trans>At least {min} characters; not a common password.</Trans>}
    />
  );
}
