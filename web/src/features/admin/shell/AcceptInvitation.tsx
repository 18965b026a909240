import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { createAcceptInvitationSchema, STAFF_MESSAGES, STAFF_PASSWORD_MIN } from '@domain/schemas/staff';
import { Actions, AdminForm, ErrorLine, FormText, SaveButton } from '@/components/form';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { AcceptStaffInvitationDocument } from '@/generated/graphql';

const Card = styled.div`
  width: min(440px, 100%);
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

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
  const formik = useFormik<Values>({
    initialValues: { username: '', password: '' },
    validationSchema: schema,
    async onSubmit(values) {
      setRefusal(null);
      try {
        const { data } = await accept({ variables: { input: { token, ...values } } });
        setDone(data?.acceptStaffInvitation.username ?? values.username);
      } catch (error) {
        setRefusal(
          CombinedGraphQLErrors.is(error)
            ? (error.errors[0]?.message ?? t`Please try again.`)
            : t`Could not reach the server. Please try again.`,
        );
      }
    },
  });

  if (done) {
    return (
      <Card role="status">
        <h1>
          <Trans>Welcome to the team</Trans>
        </h1>
        <p>
          <Trans>Your account {done} is ready.</Trans>
        </p>
        <Link to="/admin">
          <Trans>Sign in</Trans>
        </Link>
      </Card>
    );
  }

  return (
    <Card>
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
    </Card>
  );
}
