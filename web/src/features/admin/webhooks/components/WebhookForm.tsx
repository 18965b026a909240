import { useFormik, useFormikContext } from 'formik';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { WEBHOOK_EVENTS } from '@domain/webhooks';
import { Fieldset } from '@/components/FormField';
import { ErrorLine, FormSelect, FormText, useFieldParts } from '@/components/form';
import { Checkbox } from '@/components/ui';
import { CreateWebhookDocument, WebhookResellersDocument, WebhooksDocument } from '@/generated/graphql';
import { DialogForm } from '@/features/admin/kit/DialogForm';
import { useRefusal } from '@/features/admin/kit/useRefusal';
import { errorExtension } from '@/lib/serverError';
import { useEventLabel } from './eventLabels';

type WebhookValues = { url: string; events: string[]; resellerId: string };

/** A reseller's subscription receives its own bookings' events only (the server refuses others). */
const forReseller = (name: string) => name.startsWith('booking.');

/** One checkbox an event, bound to the form's `events` list. */
function EventChecks() {
  const { t } = useLingui();
  const eventLabel = useEventLabel();
  const { values, setFieldValue } = useFormikContext<WebhookValues>();
  const { id, error, errorId } = useFieldParts('events');
  const toggle = (name: string, on: boolean) =>
    void setFieldValue('events', on ? [...values.events, name] : values.events.filter((e) => e !== name));
  return (
    <Fieldset data-field="events" aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend>{t`Events`}</legend>
      {WEBHOOK_EVENTS.filter((name) => !values.resellerId || forReseller(name)).map((name, i) => (
        <Checkbox
          key={name}
          id={i === 0 ? id : undefined}
          name="events"
          label={eventLabel(name)}
          checked={values.events.includes(name)}
          onCheckedChange={(on) => toggle(name, on)}
        />
      ))}
      {error ? <ErrorLine id={errorId}>{error}</ErrorLine> : null}
    </Fieldset>
  );
}

/**
 * A new subscription: the receiver's URL and the events it wants. The server checks the URL (http(s),
 * no private network) and its refusal shows under the field in its own words; on success the caller
 * gets the signing secret, which the server shows this once.
 */
export function WebhookForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const { t } = useLingui();
  const refusal = useRefusal();
  const [create] = useMutation(CreateWebhookDocument, { refetchQueries: [WebhooksDocument] });
  const labels = { url: t`Receiver URL`, events: t`Events`, resellerId: t`For` };
  const resellers = useQuery(WebhookResellersDocument).data?.resellers ?? [];
  const formik = useFormik<WebhookValues>({
    initialValues: { url: '', events: [], resellerId: '' },
    validateOnChange: false,
    validateOnBlur: false,
    validate: (values) => ({
      ...(values.url.trim() ? {} : { url: t`Please enter the URL that receives the events.` }),
      ...(values.events.length ? {} : { events: t`Choose at least one event.` }),
    }),
    async onSubmit(values, helpers) {
      try {
        const { data } = await create({
          variables: {
            input: {
              url: values.url.trim(),
              // A reseller's subscription: only the booking events stay chosen.
              events: values.resellerId ? values.events.filter(forReseller) : values.events,
              ...(values.resellerId ? { resellerId: Number(values.resellerId) } : {}),
            },
          },
        });
        if (data) onCreated(data.createWebhook.secret);
      } catch (error) {
        // The server's wording (a private address, not https…) under the field it is about.
        const field = errorExtension(error, 'field');
        const at = field === 'events' || field === 'resellerId' ? field : 'url';
        helpers.setErrors({ [at]: refusal(error) });
      }
    },
  });
  return (
    <DialogForm
      formik={formik}
      label={t`New webhook subscription`}
      idPrefix="webhook"
      labels={labels}
      editing={false}
      addLabel={<Trans>Create subscription</Trans>}
    >
      <FormText
        name="url"
        label={labels.url}
        autoComplete="off"
        hint={t`Where each event is POSTed, signed (https://…).`}
      />
      {resellers.length ? (
        <FormSelect
          name="resellerId"
          label={labels.resellerId}
          options={[
            { value: '', label: t`Our own tools: every booking, ids and states only` },
            ...resellers
              .filter((r) => !r.disabledAt)
              .map((r) => ({
                value: String(r.id),
                label: t`${r.name}: its own bookings, with the guest's contact`,
              })),
          ]}
          hint={t`A reseller's subscription receives the booking events of its own bookings only.`}
        />
      ) : null}
      <EventChecks />
    </DialogForm>
  );
}
