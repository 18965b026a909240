import { useFormik } from 'formik';
import { useLingui } from '@lingui/react/macro';
import { FormCheckbox, FormDateTime, FormText } from '@/components/form';
import { useToast } from '@/components/toast';
import { Dialog } from '@/components/ui';
import { FormImageUpload } from '@/components/upload';
import type { AdminPopupFragment } from '@/generated/graphql';
import { DialogForm } from '@/features/admin/kit/DialogForm';
import { ContentLanguageField } from '@/features/admin/kit/ContentLanguageField';
import { usePopupActions } from '../hooks/usePopupActions';
import { usePopupSchema } from '../hooks/usePopupSchema';
import { popupFormValues, popupInput, validatePopupForm, type PopupFormValues } from '../popupForm';
import { OverlapWarning } from './OverlapWarning';

export type PopupDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The popup to edit; absent: a new one. */
  popup?: AdminPopupFragment;
};

/**
 * Adds or edits a popup by the domain's rules (image and link URL required, start not after end),
 * dates chosen in Seoul time, with the spec's toasts and a warning when it overlaps another.
 */
export function PopupDialog({ open, onOpenChange, popup }: PopupDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={popup ? t`Edit popup` : t`Add popup`}>
      <PopupForm popup={popup} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** The dialog's form, mounted with each opening. */
function PopupForm({ popup, onDone }: { popup?: AdminPopupFragment; onDone: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const { schema, refusal } = usePopupSchema();
  const actions = usePopupActions();

  async function save(values: PopupFormValues) {
    const input = popupInput(values);
    try {
      if (popup) await actions.update({ variables: { id: popup.id, input } });
      else await actions.create({ variables: { input } });
      toast({
        variant: 'success',
        title: popup ? t`Popup successfully updated.` : t`Popup successfully created.`,
      });
      onDone();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: popup ? t`Popup update failed` : t`Popup creation failed`,
        description: refusal(
          error,
          popup
            ? t`An error occurred while updating the popup.`
            : t`An error occurred while creating the popup.`,
        ),
      });
    }
  }

  const formik = useFormik<PopupFormValues>({
    initialValues: popupFormValues(popup),
    validate: (values) => validatePopupForm(schema, values),
    onSubmit: save,
  });
  const labels: Record<keyof PopupFormValues, string> = {
    imageUrl: t`Popup image`,
    altText: t`Alt text`,
    linkUrl: t`Link URL`,
    language: t`Language`,
    startDate: t`Start (Seoul time)`,
    endDate: t`End (Seoul time)`,
    isActive: t`Active`,
  };
  return (
    <DialogForm
      formik={formik}
      label={popup ? t`Edit popup` : t`Add popup`}
      idPrefix="popup"
      labels={labels}
      editing={Boolean(popup)}
    >
      <FormImageUpload name="imageUrl" label={labels.imageUrl} />
      <FormText
        name="altText"
        label={labels.altText}
        hint={t`Describes the image for visitors who cannot see it.`}
      />
      <FormText
        name="linkUrl"
        label={labels.linkUrl}
        hint={t`https://... or a path of this site such as /experiences.`}
      />
      <ContentLanguageField name="language" label={labels.language} />
      <FormDateTime name="startDate" label={labels.startDate} clearable />
      <FormDateTime name="endDate" label={labels.endDate} clearable />
      <FormCheckbox name="isActive" label={labels.isActive} />
      <OverlapWarning values={formik.values} excludeId={popup?.id} />
    </DialogForm>
  );
}
