import { Formik } from 'formik';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_LIMITS } from '@domain/schemas/review';
import { Button } from '@/components/Button';
import { SelectField, TextField } from '@/components/FormField';
import { useToast } from '@/components/toast';
import { Dialog } from '@/components/ui';
import { ImageUploadField as KitImageUploadField } from '@/components/upload';
import { ReviewItemOptionsDocument, type AdminReviewRowFragment } from '@/generated/graphql';
import { DialogForm } from '../../shell/DialogForm';
import { ImageUploadField } from '../../shell/ImageUploadField';
import { useReviewActions } from '../hooks/useReviewActions';
import { useReviewSchema } from '../hooks/useReviewSchema';
import { reviewFormValues, reviewInput, type ReviewFormValues } from '../reviewForm';

export type ReviewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The review to edit; absent: a new one by staff (pending like any other). */
  review?: AdminReviewRowFragment;
  /** The item a new review is for, preselected. */
  itemId?: number;
};

/** Writes or edits a review by the admin rules (§5 "Review (admin)"); no PIN needed. */
export function ReviewDialog({ open, onOpenChange, review, itemId }: ReviewDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const { createSchema, editSchema, refusal } = useReviewSchema();
  const actions = useReviewActions();
  const editing = Boolean(review);
  const items = useQuery(ReviewItemOptionsDocument, { skip: editing || !open });

  async function save(values: ReviewFormValues) {
    const input = reviewInput(values, editing);
    try {
      if (review) await actions.update({ variables: { id: review.id, input } });
      else await actions.create({ variables: { input } });
      toast({ variant: 'success', title: review ? t`Review updated` : t`Review created` });
      onOpenChange(false);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: review ? t`Failed to update the review` : t`Failed to create the review`,
        description: refusal(error, t`Please try again.`),
      });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={review ? t`Edit review` : t`Write a review`}
      size="lg"
    >
      <Formik
        initialValues={reviewFormValues(review, itemId)}
        validationSchema={editing ? editSchema : createSchema}
        onSubmit={save}
      >
        {({ values, errors, touched, submitCount, setFieldValue, getFieldProps, isSubmitting }) => {
          const shown = (name: keyof ReviewFormValues) => {
            const error = errors[name];
            return (touched[name] || submitCount > 0) && typeof error === 'string' ? error : undefined;
          };
          const reels = values.reviewType === 'reels';
          return (
            <DialogForm noValidate>
              {editing ? null : (
                <SelectField label={t`Item`} {...getFieldProps('itemId')} error={shown('itemId')}>
                  <option value="">{t`Choose an item`}</option>
                  {items.data?.adminExperiences.items.map((item) => (
                    <option key={item.id} value={String(item.id)}>
                      {item.title} (#{item.id})
                    </option>
                  ))}
                </SelectField>
              )}
              <SelectField label={t`Review type`} {...getFieldProps('reviewType')}>
                <option value="general">{t`General`}</option>
                <option value="reels">{t`Video (reels)`}</option>
              </SelectField>
              <TextField
                label={t`Reviewer name`}
                {...getFieldProps('reviewerName')}
                error={shown('reviewerName')}
              />
              <SelectField label={t`Rating`} {...getFieldProps('rating')} error={shown('rating')}>
                {[5, 4, 3, 2, 1].map((n) => (
                  <option key={n} value={String(n)}>
                    {'★'.repeat(n)} ({n})
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t`Visit date`}
                type="date"
                {...getFieldProps('visitDate')}
                error={shown('visitDate')}
              />
              {reels ? (
                <>
                  <TextField
                    label={t`Video link`}
                    hint={t`A YouTube shorts, watch or short link becomes an embedded video.`}
                    {...getFieldProps('reelsLink')}
                    error={shown('reelsLink')}
                  />
                  <ImageUploadField
                    label={t`Thumbnail image`}
                    value={values.thumbnailImage}
                    onChange={(url) => void setFieldValue('thumbnailImage', url)}
                    error={submitCount > 0 ? shown('thumbnailImage') : undefined}
                  />
                </>
              ) : null}
              <TextField
                label={t`Review content`}
                multiline
                {...getFieldProps('reviewContent')}
                error={shown('reviewContent')}
              />
              <KitImageUploadField
                label={t`Review photos`}
                max={REVIEW_LIMITS.images}
                value={values.reviewImages}
                onChange={(urls) => void setFieldValue('reviewImages', urls)}
                error={typeof errors.reviewImages === 'string' ? errors.reviewImages : undefined}
              />
              <TextField
                label={t`New PIN (optional)`}
                hint={t`6 digits. The guest uses it to edit or delete the review.`}
                inputMode="numeric"
                autoComplete="off"
                {...getFieldProps('pin')}
                error={shown('pin')}
              />
              <Button type="submit" disabled={isSubmitting}>
                {review ? <Trans>Save</Trans> : <Trans>Create</Trans>}
              </Button>
            </DialogForm>
          );
        }}
      </Formik>
    </Dialog>
  );
}
