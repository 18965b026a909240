import { useFormik } from 'formik';
import { useLingui } from '@lingui/react/macro';
import { FormNumber, FormText } from '@/components/form';
import { useToast } from '@/components/toast';
import { Dialog } from '@/components/ui';
import { FormImageUpload } from '@/components/upload';
import type { AdminSlideFragment, Language } from '@/generated/graphql';
import { DialogForm } from '@/features/admin/kit/DialogForm';
import { ContentLanguageField } from '@/features/admin/kit/ContentLanguageField';
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
export function CarouselDialog({ open, onOpenChange, ...form }: CarouselDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={form.slide ? t`Edit slide` : t`Add slide`}>
      <SlideForm {...form} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

type SlideFormProps = Omit<CarouselDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void };

/** The dialog's form, mounted with each opening (a new slide starts empty again). */
function SlideForm({ slide, nextOrder, defaultLanguage = 'ENG', onDone }: SlideFormProps) {
  const { t } = useLingui();
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
      onDone();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: slide ? t`Update Failed` : t`Creation Failed`,
        description: refusal(error, t`The slide could not be saved. Please try again.`),
      });
    }
  }

  const formik = useFormik<SlideForm>({ initialValues: initial, validationSchema: schema, onSubmit: save });
  const labels = {
    imageUrl: t`Slide image`,
    title: t`Title`,
    linkUrl: t`Link URL`,
    sortOrder: t`Order`,
    language: t`Language`,
  };
  return (
    <DialogForm
      formik={formik}
      label={slide ? t`Edit slide` : t`Add slide`}
      idPrefix="slide"
      labels={labels}
      editing={Boolean(slide)}
    >
      <FormImageUpload name="imageUrl" label={labels.imageUrl} />
      <FormText name="title" label={labels.title} />
      <FormText
        name="linkUrl"
        label={labels.linkUrl}
        hint={t`Optional. https://... or a path of this site such as /experiences.`}
      />
      <FormNumber name="sortOrder" label={labels.sortOrder} />
      <ContentLanguageField name="language" label={labels.language} />
    </DialogForm>
  );
}
