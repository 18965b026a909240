import { useState } from 'react';
import { useFormik, useFormikContext } from 'formik';
import { useMutation } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Fieldset } from '@/components/FormField';
import { FormCheckbox, FormText } from '@/components/form';
import {
  CreateResellerDocument,
  ResellersDocument,
  UpdateResellerDocument,
  type ResellerRowFragment,
} from '@/generated/graphql';
import { DialogForm } from '@/features/admin/kit/DialogForm';
import { ItemPicker } from '@/features/admin/kit/ItemPicker';
import { useRefusal } from '@/features/admin/kit/useRefusal';
import { errorExtension } from '@/lib/serverError';

type ResellerValues = {
  name: string;
  email: string;
  allItems: boolean;
  experienceIds: number[];
  commission: string;
  disabled: boolean;
};

const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 2px 2px 2px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  overflow-wrap: anywhere;
`;

/**
 * The items a reseller may sell: every active item, or those chosen one by one with the kit's picker
 * (`known`: the titles of the items already chosen, as the server lists them).
 */
function ItemChoice({ known }: { known: ResellerRowFragment['items'] }) {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<ResellerValues>();
  // The picker starts afresh after each choice (a new key), the chosen items' labels kept here.
  const [picker, setPicker] = useState(0);
  const [labels, setLabels] = useState<Record<number, string>>(() =>
    Object.fromEntries((known ?? []).map((item) => [item.id, `${item.title} (#${item.id})`])),
  );
  return (
    <Fieldset data-field="experienceIds">
      <legend>{t`Items it may sell`}</legend>
      <FormCheckbox name="allItems" label={t`Every active item`} />
      {values.allItems ? null : (
        <>
          <ItemPicker
            key={picker}
            label={t`Add an item`}
            value={null}
            onChange={(id, label) => {
              if (id === null) return;
              if (!values.experienceIds.includes(id))
                void setFieldValue('experienceIds', [...values.experienceIds, id]);
              setLabels((known) => ({ ...known, [id]: label ?? `#${id}` }));
              setPicker((n) => n + 1);
            }}
          />
          {values.experienceIds.length ? (
            <Chosen aria-label={t`Chosen items`}>
              {values.experienceIds.map((id) => {
                const label = labels[id] ?? `#${id}`;
                return (
                  <Chip key={id}>
                    {label}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t`Remove ${label}`}
                      onClick={() =>
                        void setFieldValue(
                          'experienceIds',
                          values.experienceIds.filter((other) => other !== id),
                        )
                      }
                    >
                      ×
                    </Button>
                  </Chip>
                );
              })}
            </Chosen>
          ) : null}
        </>
      )}
    </Fieldset>
  );
}

/**
 * A new reseller (the caller gets its API key, shown this once) or an existing one's changes: name,
 * contact e-mail, the items it may sell, its commission; an existing one can be switched off.
 */
export function ResellerForm({
  reseller,
  onCreated,
  onSaved,
}: {
  reseller?: ResellerRowFragment;
  onCreated: (apiKey: string) => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const refusal = useRefusal();
  const [create] = useMutation(CreateResellerDocument, { refetchQueries: [ResellersDocument] });
  const [update] = useMutation(UpdateResellerDocument);
  const labels = {
    name: t`Name`,
    email: t`Contact e-mail`,
    experienceIds: t`Items it may sell`,
    commission: t`Commission (%)`,
  };
  const formik = useFormik<ResellerValues>({
    initialValues: {
      name: reseller?.name ?? '',
      email: reseller?.email ?? '',
      allItems: !reseller?.experienceIds,
      experienceIds: reseller?.experienceIds ?? [],
      commission: reseller?.commissionPercent == null ? '' : String(reseller.commissionPercent),
      disabled: !!reseller?.disabledAt,
    },
    validateOnChange: false,
    validateOnBlur: false,
    validate: (values) => {
      const commission = Number(values.commission.replace(',', '.'));
      return {
        ...(values.name.trim() ? {} : { name: t`Please enter the reseller's name.` }),
        ...(values.email.trim() ? {} : { email: t`Please enter the reseller's contact e-mail.` }),
        ...(values.allItems || values.experienceIds.length
          ? {}
          : { experienceIds: t`Choose at least one item, or every active item.` }),
        ...(values.commission.trim() === '' || (commission >= 0 && commission <= 100)
          ? {}
          : { commission: t`Enter a percentage from 0 to 100, or leave it empty.` }),
      };
    },
    async onSubmit(values, helpers) {
      const fields = {
        name: values.name.trim(),
        email: values.email.trim(),
        experienceIds: values.allItems ? null : values.experienceIds,
        commissionPercent:
          values.commission.trim() === '' ? null : Number(values.commission.replace(',', '.')),
      };
      try {
        if (reseller) {
          await update({ variables: { id: reseller.id, changes: { ...fields, disabled: values.disabled } } });
          onSaved();
        } else {
          const { data } = await create({ variables: { input: fields } });
          if (data) onCreated(data.createReseller.apiKey);
        }
      } catch (error) {
        // The server's wording under the field it is about.
        const field = String(errorExtension(error, 'field') ?? '');
        const name = field === 'commissionPercent' ? 'commission' : field;
        helpers.setErrors({ [name in labels ? name : 'name']: refusal(error) });
      }
    },
  });
  const title = reseller ? t`Edit ${reseller.name}` : t`New reseller`;
  return (
    <DialogForm
      formik={formik}
      label={title}
      idPrefix="reseller"
      labels={labels}
      editing={!!reseller}
      addLabel={<Trans>Add the reseller</Trans>}
    >
      <FormText name="name" label={labels.name} autoComplete="organization" maxLength={200} />
      <FormText
        name="email"
        type="email"
        label={labels.email}
        autoComplete="email"
        hint={t`Where you reach its team; never shown to guests.`}
      />
      <ItemChoice known={reseller?.items ?? null} />
      <FormText
        name="commission"
        label={labels.commission}
        autoComplete="off"
        hint={t`Its commission or net-rate discount, shown on its bookings. Leave empty if none was agreed.`}
      />
      {reseller ? <FormCheckbox name="disabled" label={t`Switched off (every key refused)`} /> : null}
    </DialogForm>
  );
}
