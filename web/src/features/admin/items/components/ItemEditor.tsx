import { useCallback, useEffect, useMemo } from 'react';
import { useFormik } from 'formik';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { experienceErrorSummary, ValidationError, type ExperienceValues } from '@domain/schemas/experience';
import { Button } from '@/components/Button';
import { Actions, AdminForm, ErrorSummary, SaveButton } from '@/components/form';
import { useToast } from '@/components/toast';
import { Tabs } from '@/components/ui';
import { errorExtension, serverMessage } from '@/lib/serverError';
import { useItemLabels, useItemSchema } from '../hooks/useItemSchema';
import { FIELD_TAB, ITEM_TABS, type ItemFormValues, type ItemTab } from '../itemForm';
import { localizeItemRefusal } from '../serverText';
import { IncludedTab, ItineraryTab, OverviewTab } from './ContentTabs';
import { InformationTab } from './InformationTab';
import { LocationTab } from './LocationTab';
import { ScheduleTab } from './ScheduleTab';
import { SeoTab } from './SeoTab';

export type ItemEditorProps = {
  initialValues: ItemFormValues;
  /** The stored item's id when editing. */
  itemId?: number;
  /** Saves the checked values; throws the server's refusal. */
  onSave: (values: ExperienceValues) => Promise<void>;
  onCancel: () => void;
};

/**
 * The item form shared by the add page and the edit dialog: seven tabs (the open one in the
 * URL's `?tab=`), the domain's rules in the admin's language, and on a refused save a toast with
 * the reason (the kit's `AdminForm` opens the tab of the first failing field).
 */
export function ItemEditor({ initialValues, itemId, onSave, onCancel }: ItemEditorProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const { schema, messages } = useItemSchema();
  const labels = useItemLabels();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as ItemTab | null;
  const tab: ItemTab = requested && ITEM_TABS.includes(requested) ? requested : 'information';
  const failedTitle = itemId ? t`Update Failed` : t`Creation Failed`;

  const openTab = useCallback(
    (next: string) =>
      void setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set('tab', next);
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );

  const summarize = (values: ItemFormValues) => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return undefined;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return experienceErrorSummary(error, messages, labels);
    }
  };

  const formik = useFormik<ItemFormValues>({
    initialValues,
    validate: (values) => summarize(values)?.fields ?? {},
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      try {
        await onSave(schema.validateSync(values, { abortEarly: false }) as ExperienceValues);
      } catch (error) {
        const fields = errorExtension(error, 'fields') as Record<string, string> | undefined;
        const localize = (text: string) => localizeItemRefusal(text, messages, labels);
        // Under the fields; the form then opens the tab of the first one.
        if (fields)
          formik.setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, localize(v)])));
        const fallback = itemId ? t`Failed to update item.` : t`Failed to create item.`;
        const message = serverMessage(error);
        toast({
          variant: 'destructive',
          title: failedTitle,
          description: message ? localize(message) : fallback,
        });
      }
    },
  });

  // After a first attempt, errors follow the edits.
  const { submitCount, values, validateForm } = formik;
  useEffect(() => {
    if (submitCount > 0) void validateForm();
  }, [submitCount, values, validateForm]);

  async function save() {
    const summary = summarize(formik.values);
    await formik.submitForm();
    // The form itself opens the tab of the first error; the toast says what is wrong.
    if (!summary) return;
    toast({ variant: 'destructive', title: failedTitle, description: summary.message });
  }

  const tabLabels: Record<ItemTab, string> = useMemo(
    () => ({
      information: t`Information`,
      schedule: t`Schedule`,
      overview: t`Overview`,
      itinerary: t`Itinerary`,
      included: t`Included`,
      location: t`Location`,
      seo: t`SEO`,
    }),
    [t],
  );
  const panels: Record<ItemTab, React.ReactNode> = {
    information: <InformationTab />,
    schedule: <ScheduleTab />,
    overview: <OverviewTab />,
    itinerary: <ItineraryTab />,
    included: <IncludedTab />,
    location: <LocationTab />,
    seo: <SeoTab itemId={itemId} />,
  };

  return (
    <AdminForm
      formik={formik}
      label={itemId ? t`Edit item` : t`New item`}
      idPrefix="item"
      fieldTabs={FIELD_TAB}
      tabs={ITEM_TABS}
      openTab={openTab}
    >
      <ErrorSummary labels={labels} />
      <Tabs
        label={t`Item sections`}
        value={tab}
        onValueChange={openTab}
        items={ITEM_TABS.map((id) => ({ id, label: tabLabels[id], content: panels[id] }))}
      />
      <Actions $divided>
        {/* Backing out: "Close" in the edit dialog, back to the list from the add page (never "Cancel"). */}
        <Button variant="secondary" onClick={onCancel}>
          {itemId ? <Trans>Close</Trans> : <Trans>Back to the list</Trans>}
        </Button>
        {/* An edit saves only once something changed; a new item may be tried at once. */}
        <SaveButton onClick={() => void save()} requireChange={itemId !== undefined}>
          {itemId ? <Trans>Save changes</Trans> : <Trans>Create item</Trans>}
        </SaveButton>
      </Actions>
    </AdminForm>
  );
}
