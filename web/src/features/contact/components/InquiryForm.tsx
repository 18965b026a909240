import { useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { Formik, Form, useFormikContext, type FormikHelpers } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { createInquirySchema, INQUIRY_LIMITS, INQUIRY_MESSAGES } from '@domain/schemas/inquiry';
import { Button } from '@/components/Button';
import { FieldBindingProvider, useBindField, useFocusFirstError } from '@/components/form/binding';
import { TextField } from '@/components/FormField';
import { useToast } from '@/components/toast';
import { SendInquiryDocument } from '@/generated/graphql';

import { useLanguage } from '@/lib/useLanguage';
import { useRefusalText } from '@/lib/useRefusalText';

type InquiryFormValues = { name: string; email: string; subject: string; message: string };

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: InquiryFormValues = { name: '', email: '', subject: '', message: '' };

const StyledForm = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The contact form (spec §2 Contact): name, e-mail, subject and message, checked with the
 * shared yup schema (the server runs the same one) and sent with the visitor's language.
 */
export function InquiryForm() {
  const { t } = useLingui();
  const describeRefusal = useRefusalText();
  const { toast } = useToast();
  const language = useLanguage();
  const [sendInquiry] = useMutation(SendInquiryDocument, {
    // Staff lists read inquiries; drop any cached copy (spec §7: the list is invalidated).
    update: (cache) => {
      cache.evict({ fieldName: 'inquiries' });
      cache.gc();
    },
  });

  const nameMax = INQUIRY_LIMITS.name;
  const emailMax = INQUIRY_LIMITS.email;
  const subjectMax = INQUIRY_LIMITS.subject;
  const messageMax = INQUIRY_LIMITS.message;
  const messages = useMemo(
    () => ({
      nameRequired: t`Please enter your name.`,
      nameTooLong: t`Name must be at most ${nameMax} characters.`,
      emailRequired: t`Please enter your e-mail address.`,
      emailInvalid: t`Please enter a valid e-mail address.`,
      emailTooLong: t`E-mail address must be at most ${emailMax} characters.`,
      subjectRequired: t`Please enter a subject.`,
      subjectTooLong: t`Subject must be at most ${subjectMax} characters.`,
      messageRequired: t`Please enter a message.`,
      messageTooLong: t`Message must be at most ${messageMax} characters.`,
    }),
    [t, nameMax, emailMax, subjectMax, messageMax],
  );
  const schema = useMemo(() => createInquirySchema(messages), [messages]);

  async function submit(values: InquiryFormValues, helpers: FormikHelpers<InquiryFormValues>) {
    // Casting trims, so the server receives exactly what was checked.
    const input = schema.cast(values, { stripUnknown: true });
    try {
      await sendInquiry({ variables: { input: { ...input, language } } });
      toast({
        variant: 'success',
        title: t`Inquiry sent successfully`,
        description: t`We will respond to your inquiry within 24 hours.`,
      });
      helpers.resetForm();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t`Failed to Send Inquiry`,
        description: describeRefusal(error, [[INQUIRY_MESSAGES, messages]], t`Please try again later.`),
      });
    }
  }

  return (
    <Formik initialValues={EMPTY} validationSchema={schema} onSubmit={submit}>
      <FieldBindingProvider idPrefix="inquiry">
        <InquiryFields />
      </FieldBindingProvider>
    </Formik>
  );
}

/** The fields, bound by name: ids `inquiry-<name>`, errors once left; a refused send focuses the first. */
function InquiryFields() {
  const { t } = useLingui();
  const { values, isSubmitting } = useFormikContext<InquiryFormValues>();
  const bind = useBindField<keyof InquiryFormValues>();
  useFocusFirstError(FIELDS);
  const field = (name: keyof InquiryFormValues) => ({ ...bind(name), 'aria-required': true });
  const messageMax = INQUIRY_LIMITS.message;
  const messageLength = values.message.length;
  return (
    <StyledForm noValidate aria-labelledby="inquiry-form-title">
      <Note>
        <Trans>All fields are required.</Trans>
      </Note>
      <Row>
        <TextField label={t`Name`} autoComplete="name" {...field('name')} />
        <TextField label={t`Email`} type="email" autoComplete="email" {...field('email')} />
      </Row>
      <TextField label={t`Subject`} {...field('subject')} />
      <TextField
        multiline
        label={t`Message`}
        rows={7}
        hint={t`${messageLength} / ${messageMax} characters`}
        {...field('message')}
      />
      <div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Sending…</Trans> : <Trans>Send inquiry</Trans>}
        </Button>
      </div>
    </StyledForm>
  );
}
