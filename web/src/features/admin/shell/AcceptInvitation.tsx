import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { useSearchParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createAcceptInvitationSchema, STAFF_MESSAGES, STAFF_PASSWORD_MIN } from '@domain/schemas/staff';
import { Actions, AdminForm, ErrorLine, FormText, SaveButton } from '@/components/form';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { AcceptStaffInvitationDocument } from '@/generated/graphql';
import { LinkCard, LinkDone, useRefusal } from './LinkPage';

type Values = { username: string; password: string };

/** `/admin/invitation?token=…`: the invitee chooses a username and a password, once. */
export function AcceptInvitation() {
  const { t } = useLingui();
  useDocumentTitle(t`Join the team`);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
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
    <LinkCard>
      <h1>
        <Trans>Join the team</Trans>
      </h1>
      <AdminForm formik={formik} label={t`Join the team`} idPrefix="join" confirmLeave={false}>
        <FormText name="username" label={t`Username`} autoComplete="username" />
        <FormText
          name="password"
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          hint={<Trans>At least {min} characters; not a common password.</Trans>}
        />
        {refusal ? <ErrorLine role="alert">{refusal}</ErrorLine> : null}
        <Actions>
          <SaveButton onClick={() => void formik.submitForm()}>
            <Trans>Create my account</Trans>
          </SaveButton>
        </Actions>
      </AdminForm>
    </LinkCard>
  );
}
