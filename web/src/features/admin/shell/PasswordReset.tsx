import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  createPasswordResetRequestSchema,
  createPasswordResetSchema,
  STAFF_MESSAGES,
  STAFF_PASSWORD_MIN,
} from '@domain/schemas/staff';
import { Actions, AdminForm, ErrorLine, FormText, SaveButton } from '@/components/form';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { CompletePasswordResetDocument, RequestPasswordResetDocument } from '@/generated/graphql';
import { LinkCard, LinkDone, useRefusal } from './LinkPage';

/** `/admin/forgot-password`: asks for a reset link by e-mail (the answer never tells whether the account exists). */
export function ForgotPassword() {
  const { t } = useLingui();
  useDocumentTitle(t`Forgot your password?`);
  const explain = useRefusal();
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      createPasswordResetRequestSchema({
        ...STAFF_MESSAGES,
        emailRequired: t`Please enter an e-mail address.`,
        emailInvalid: t`Please enter a valid e-mail address.`,
      }),
    [t],
  );
  const [request] = useMutation(RequestPasswordResetDocument);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: schema,
    async onSubmit(values) {
      setRefusal(null);
      try {
        await request({ variables: { email: schema.cast(values).email } });
        setSent(true);
      } catch (error) {
        setRefusal(explain(error));
      }
    },
  });

  if (sent) {
    return (
      <LinkCard role="status">
        <h1>
          <Trans>Check your mail</Trans>
        </h1>
        <p>
          <Trans>
            If an account has this address, a link to choose a new password is on its way. It works once, for
            one hour.
          </Trans>
        </p>
        <Link to="/admin">
          <Trans>Back to sign-in</Trans>
        </Link>
      </LinkCard>
    );
  }

  return (
    <LinkCard>
      <h1>
        <Trans>Forgot your password?</Trans>
      </h1>
      <p>
        <Trans>
          Enter the e-mail address of your back-office account: we will send you a link to choose a new
          password.
        </Trans>
      </p>
      <AdminForm formik={formik} label={t`Forgot your password?`} idPrefix="forgot" confirmLeave={false}>
        <FormText name="email" type="email" label={t`E-mail address`} autoComplete="email" />
        {refusal ? <ErrorLine role="alert">{refusal}</ErrorLine> : null}
        <Actions>
          <SaveButton onClick={() => void formik.submitForm()}>
            <Trans>Send the link</Trans>
          </SaveButton>
        </Actions>
      </AdminForm>
      <Link to="/admin">
        <Trans>Back to sign-in</Trans>
      </Link>
    </LinkCard>
  );
}

/** `/admin/reset-password?token=…`: chooses a new password, once; every session of the account ends. */
export function ResetPassword() {
  const { t } = useLingui();
  useDocumentTitle(t`Choose a new password`);
  const explain = useRefusal();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const min = STAFF_PASSWORD_MIN;
  const schema = useMemo(
    () =>
      createPasswordResetSchema({
        ...STAFF_MESSAGES,
        passwordShort: t`A password needs at least ${min} characters.`,
        passwordCommon: t`This password is too common. Please choose another.`,
        resetLinkInvalid: t`This password reset link is not valid.`,
      }).omit(['token']),
    [t, min],
  );
  const [complete] = useMutation(CompletePasswordResetDocument);
  const formik = useFormik({
    initialValues: { password: '' },
    validationSchema: schema,
    async onSubmit(values) {
      setRefusal(null);
      try {
        await complete({ variables: { input: { token, password: values.password } } });
        setDone(true);
      } catch (error) {
        setRefusal(explain(error));
      }
    },
  });

  if (done) {
    return (
      <LinkDone title={<Trans>Your password is changed</Trans>}>
        <Trans>Every session of your account was signed out. Sign in with the new password.</Trans>
      </LinkDone>
    );
  }

  return (
    <LinkCard>
      <h1>
        <Trans>Choose a new password</Trans>
      </h1>
      <AdminForm formik={formik} label={t`Choose a new password`} idPrefix="reset" confirmLeave={false}>
        <FormText
          name="password"
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          hint={<Trans>At least {min} characters; not a common password.</Trans>}
        />
        {refusal ? <ErrorLine role="alert">{refusal}</ErrorLine> : null}
        <Actions>
          <SaveButton onClick={() => void formik.submitForm()}>
            <Trans>Save the new password</Trans>
          </SaveButton>
        </Actions>
      </AdminForm>
    </LinkCard>
  );
}
