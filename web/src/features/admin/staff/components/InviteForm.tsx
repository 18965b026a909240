import { useMemo } from 'react';
import { useFormik } from 'formik';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Trans, useLingui } from '@lingui/react/macro';
import { createStaffInviteSchema, STAFF_MESSAGES, type StaffRole } from '@domain/schemas/staff';
import { Actions, AdminForm, FormSelect, FormText, SaveButton } from '@/components/form';
import { useToast } from '@/components/toast';
import { InviteStaffDocument, StaffMembersDocument, type AdminRole } from '@/generated/graphql';

type InviteValues = { email: string; role: StaffRole };

/** The owner's invitation: an address and a role; the server mails the one-time link. */
export function InviteForm() {
  const { t } = useLingui();
  const { toast } = useToast();
  const schema = useMemo(
    () =>
      createStaffInviteSchema({
        ...STAFF_MESSAGES,
        emailRequired: t`Please enter an e-mail address.`,
        emailInvalid: t`Please enter a valid e-mail address.`,
        roleInvalid: t`Choose owner or staff.`,
      }),
    [t],
  );
  const [invite] = useMutation(InviteStaffDocument, { refetchQueries: [StaffMembersDocument] });
  const formik = useFormik<InviteValues>({
    initialValues: { email: '', role: 'staff' },
    validationSchema: schema,
    async onSubmit(values, helpers) {
      try {
        const input = schema.cast(values);
        await invite({ variables: { input: { email: input.email, role: input.role as AdminRole } } });
        toast({ title: t`Invitation sent`, description: t`A one-time link went to ${input.email}.` });
        helpers.resetForm();
      } catch (error) {
        const message = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
        toast({ variant: 'destructive', title: t`Could not send the invitation`, description: message });
      }
    },
  });
  return (
    <AdminForm formik={formik} label={t`Invite a team member`} idPrefix="invite" confirmLeave={false}>
      <FormText name="email" type="email" label={t`E-mail address`} autoComplete="off" />
      <FormSelect
        name="role"
        label={t`Role`}
        options={[
          { value: 'staff', label: t`Staff` },
          { value: 'owner', label: t`Owner` },
        ]}
        hint={
          <Trans>
            Staff handle bookings, reviews, inquiries and content; owners also manage the team and settings.
          </Trans>
        }
      />
      <Actions>
        <SaveButton onClick={() => void formik.submitForm()}>
          <Trans>Send invitation</Trans>
        </SaveButton>
      </Actions>
    </AdminForm>
  );
}
