import { Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { SelectField, TextField } from '@/components/FormField';
import { useToast } from '@/components/toast';
import { Checkbox, Dialog } from '@/components/ui';
import type { AdminPopupFragment } from '@/generated/graphql';
import { DialogForm } from '../../shell/DialogForm';
import { ImageUploadField } from '../../shell/ImageUploadField';
import { LANGUAGE_LABELS, LANGUAGE_OPTIONS } from '../../shell/contentLanguages';
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
 * dates entered in Seoul time, with the spec's toasts and a warning when it overlaps another.
 */
export function PopupDialog({ open, onOpenChange, popup }: PopupDialogProps) {
  const { t, i18n } = useLingui();
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
      onOpenChange(false);
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

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={popup ? t`Edit popup` : t`Add popup`}>
      <Formik
        initialValues={popupFormValues(popup)}
        validate={(values) => validatePopupForm(schema, values)}
        onSubmit={save}
      >
        {({ values, errors, touched, submitCount, setFieldValue, getFieldProps, isSubmitting }) => {
          const shown = (name: keyof PopupFormValues) =>
            (touched[name] || submitCount > 0) && errors[name] ? errors[name] : undefined;
          return (
            <DialogForm noValidate>
              <ImageUploadField
                label={t`Popup image`}
                value={values.imageUrl}
                onChange={(url) => void setFieldValue('imageUrl', url)}
                error={submitCount > 0 ? errors.imageUrl : undefined}
              />
              <TextField
                label={t`Alt text`}
                hint={t`Describes the image for visitors who cannot see it.`}
                {...getFieldProps('altText')}
                error={shown('altText')}
              />
              <TextField
                label={t`Link URL`}
                hint={t`https://... or a path of this site such as /experiences.`}
                {...getFieldProps('linkUrl')}
                error={shown('linkUrl')}
              />
              <SelectField label={t`Language`} {...getFieldProps('language')} error={shown('language')}>
                {LANGUAGE_OPTIONS.map((language) => (
                  <option key={language} value={language}>
                    {i18n._(LANGUAGE_LABELS[language])} ({language})
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t`Start (Seoul time)`}
                type="datetime-local"
                {...getFieldProps('startDate')}
                error={shown('startDate')}
              />
              <TextField
                label={t`End (Seoul time)`}
                type="datetime-local"
                {...getFieldProps('endDate')}
                error={shown('endDate')}
              />
              <Checkbox
                label={t`Active`}
                checked={values.isActive}
                onCheckedChange={(on) => void setFieldValue('isActive', on)}
              />
              <OverlapWarning values={values} excludeId={popup?.id} />
              <Button type="submit" disabled={isSubmitting}>
                {popup ? <Trans>Save</Trans> : <Trans>Add</Trans>}
              </Button>
            </DialogForm>
          );
        }}
      </Formik>
    </Dialog>
  );
}
