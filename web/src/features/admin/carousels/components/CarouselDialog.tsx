import { Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { SelectField, TextField } from '@/components/FormField';
import { useToast } from '@/components/toast';
import { Dialog } from '@/components/ui';
import type { AdminSlideFragment, Language } from '@/generated/graphql';
import { DialogForm } from '../../shell/DialogForm';
import { ImageUploadField } from '../../shell/ImageUploadField';
import { LANGUAGE_LABELS, LANGUAGE_OPTIONS } from '../../shell/contentLanguages';
import { useCarouselActions } from '../hooks/useCarouselActions';
import { useCarouselSchema } from '../hooks/useCarouselSchema';

type SlideForm = { imageUrl: string; title: string; linkUrl: string; sortOrder: string; language: Language };

export type CarouselDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The slide to edit; absent: a new one. */
  slide?: AdminSlideFragment;
  /** The next order of each language (its count plus 1): a new slide's default. */
  nextOrder: (language: Language) => number;
  defaultLanguage?: Language;
};

/** Adds or edits a slide by the domain's rules (image required, link an optional URL, order >= 1). */
export function CarouselDialog({
  open,
  onOpenChange,
  slide,
  nextOrder,
  defaultLanguage = 'ENG',
}: CarouselDialogProps) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const { schema, refusal } = useCarouselSchema();
  const actions = useCarouselActions();
  const initial: SlideForm = slide
    ? {
        imageUrl: slide.imageUrl,
        title: slide.title,
        linkUrl: slide.linkUrl ?? '',
        sortOrder: String(slide.sortOrder),
        language: slide.language,
      }
    : {
        imageUrl: '',
        title: '',
        linkUrl: '',
        sortOrder: String(nextOrder(defaultLanguage)),
        language: defaultLanguage,
      };

  async function save(values: SlideForm) {
    const input = schema.cast(values);
    try {
      if (slide) await actions.update({ variables: { id: slide.id, input } });
      else await actions.create({ variables: { input } });
      toast({ variant: 'success', title: slide ? t`Slide updated` : t`Slide added` });
      onOpenChange(false);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: slide ? t`Update Failed` : t`Creation Failed`,
        description: refusal(error, t`The slide could not be saved. Please try again.`),
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={slide ? t`Edit slide` : t`Add slide`}>
      <Formik initialValues={initial} validationSchema={schema} onSubmit={save} enableReinitialize>
        {({ values, errors, touched, submitCount, setFieldValue, getFieldProps, isSubmitting }) => {
          const shown = (name: keyof SlideForm) =>
            (touched[name] || submitCount > 0) && errors[name] ? errors[name] : undefined;
          return (
            <DialogForm noValidate>
              <ImageUploadField
                label={t`Slide image`}
                value={values.imageUrl}
                onChange={(url) => void setFieldValue('imageUrl', url)}
                error={submitCount > 0 ? errors.imageUrl : undefined}
              />
              <TextField label={t`Title`} {...getFieldProps('title')} error={shown('title')} />
              <TextField
                label={t`Link URL`}
                hint={t`Optional. https://... or a path of this site such as /experiences.`}
                {...getFieldProps('linkUrl')}
                error={shown('linkUrl')}
              />
              <TextField
                label={t`Order`}
                type="number"
                min={1}
                inputMode="numeric"
                {...getFieldProps('sortOrder')}
                error={shown('sortOrder')}
              />
              <SelectField label={t`Language`} {...getFieldProps('language')} error={shown('language')}>
                {LANGUAGE_OPTIONS.map((language) => (
                  <option key={language} value={language}>
                    {i18n._(LANGUAGE_LABELS[language])} ({language})
                  </option>
                ))}
              </SelectField>
              <Button type="submit" disabled={isSubmitting}>
                {slide ? <Trans>Save</Trans> : <Trans>Add</Trans>}
              </Button>
            </DialogForm>
          );
        }}
      </Formik>
    </Dialog>
  );
}
