import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { Link, useSearchParams } from 'react-router';
import { urlSecret } from '@/lib/urlSecrets';
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  createPasswordResetRequestSchema,
  createPasswordResetSchema,
  STAFF_MESSAGES,
  STAFF_PASSWORD_MIN,
} from '@domain/schemas/staff';
import { FormText } from '@/components/form';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { CompletePasswordResetDocument, RequestPasswordResetDocument } from '@/generated/graphql';
import { LinkDone, LinkForm, NewPasswordField } from './LinkPage';
import { useRefusal } from '@/features/admin/kit/useRefusal';

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
      <LinkDone title={<Trans>Check your mail</Trans>} signIn={<Trans>Back to sign-in</Trans>}>
        <Trans>
          If an account has this address, a link to choose a new password is on its way. It works once, for
          one hour.
        </Trans>
      </LinkDone>
    );
  }

  return (
    <LinkForm
      title={t`Forgot your password?`}
      formik={formik}
      idPrefix="forgot"
      intro={
        <Trans>
          Enter the e-mail address of your back-office account: we will send you a link to choose a new
          password.
        </Trans>
      }
      refusal={refusal}
      submitLabel={<Trans>Send the link</Trans>}
      after={
        <Link to="/admin">
          <Trans>Back to sign-in</Trans>
        </Link>
      }
    >
      <FormText name="email" type="email" label={t`E-mail address`} autoComplete="email" />
    </LinkForm>
  );
}

/** `/admin/reset-password?token=…`: chooses a new password, once; every session of the account ends. */
export function ResetPassword() {
  const { t } = useLingui();
  useDocumentTitle(t`Choose a new password`);
  const explain = useRefusal();
  const [params] = useSearchParams();
  const token = urlSecret(params, 'token') ?? '';
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
    <LinkForm
      title={t`Choose a new password`}
      formik={formik}
      idPrefix="reset"
      refusal={refusal}
      submitLabel={<Trans>Save the new password</Trans>}
    >
      <NewPasswordField label={t`New password`} />
    </LinkForm>
  );
}
