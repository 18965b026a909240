import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { useSearchParams } from 'react-router';
import { urlSecret } from '@/lib/urlSecrets';
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createAcceptInvitationSchema, STAFF_MESSAGES, STAFF_PASSWORD_MIN } from '@domain/schemas/staff';
import { FormText } from '@/components/form';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { AcceptStaffInvitationDocument } from '@/generated/graphql';
import { LinkDone, LinkForm, NewPasswordField } from './LinkPage';
import { useRefusal } from '@/features/admin/kit/useRefusal';

type Values = { username: string; password: string };

/** `/admin/invitation?token=…`: the invitee chooses a username and a password, once. */
export function AcceptInvitation() {
  const { t } = useLingui();
  useDocumentTitle(t`Join the team`);
  const [params] = useSearchParams();
  const token = urlSecret(params, 'token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const min = STAFF_PASSWORD_MIN;
  const schema = useMemo(
    () =>
      createAcceptInvitationSchema({
        ...STAFF_MESSAGES,
        usernameRequired: t`Please choose a username.`,
        usernameInvalid: t`A username is 3 to 64 letters, digits, dots, dashes or underscores.`,
        passwordShort: t`A password needs at least ${min} characters.`,
        passwordCommon: t`This password is too common. Please choose another.`,
        tokenRequired: t`This invitation link is not valid.`,
      }).omit(['token']),
    [t, min],
  );
  const [accept] = useMutation(AcceptStaffInvitationDocument);
  const explain = useRefusal();
  const formik = useFormik<Values>({
    initialValues: { username: '', password: '' },
    validationSchema: schema,
    async onSubmit(values) {
      setRefusal(null);
      try {
        const { data } = await accept({ variables: { input: { token, ...values } } });
        setDone(data?.acceptStaffInvitation.username ?? values.username);
      } catch (error) {
        setRefusal(explain(error));
      }
    },
  });

  if (done) {
    return (
      <LinkDone title={<Trans>Welcome to the team</Trans>}>
        <Trans>Your account {done} is ready.</Trans>
      </LinkDone>
    );
  }

  return (
    <LinkForm
      title={t`Join the team`}
      formik={formik}
      idPrefix="join"
      refusal={refusal}
      submitLabel={<Trans>Create my account</Trans>}
    >
      <FormText name="username" label={t`Username`} autoComplete="username" />
      <NewPasswordField label={t`Password`} />
    </LinkForm>
  );
}
