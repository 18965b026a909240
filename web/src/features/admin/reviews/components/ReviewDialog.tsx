import { useFormik, useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_LIMITS } from '@domain/constants';
import {
  ErrorLine,
  FormDate,
  FormNumber,
  FormSelect,
  FormText,
  useFieldError,
  useFieldId,
} from '@/components/form';
import { useToast } from '@/components/toast';
import { Dialog } from '@/components/ui';
import { FormImageUpload } from '@/components/upload';
import { type AdminReviewRowFragment } from '@/generated/graphql';
import { ItemPicker } from '@/features/admin/kit/ItemPicker';
import { DialogForm } from '@/features/admin/kit/DialogForm';
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
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={review ? t`Edit review` : t`Write a review`}
      size="lg"
    >
      <ReviewForm review={review} itemId={itemId} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

type ReviewFormProps = Pick<ReviewDialogProps, 'review' | 'itemId'> & { onDone: () => void };

/** The dialog's form, mounted with each opening. */
function ReviewForm({ review, itemId, onDone }: ReviewFormProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const { createSchema, editSchema, refusal } = useReviewSchema();
  const actions = useReviewActions();
  const editing = Boolean(review);

  async function save(values: ReviewFormValues) {
    const input = reviewInput(values, editing);
    try {
      if (review) await actions.update({ variables: { id: review.id, input } });
      else await actions.create({ variables: { input } });
      toast({ variant: 'success', title: review ? t`Review updated` : t`Review created` });
      onDone();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: review ? t`Failed to update the review` : t`Failed to create the review`,
        description: refusal(error, t`Please try again.`),
      });
    }
  }

  const formik = useFormik<ReviewFormValues>({
    initialValues: reviewFormValues(review, itemId),
    validationSchema: editing ? editSchema : createSchema,
    onSubmit: save,
  });
  const labels: Record<keyof ReviewFormValues, string> = {
    itemId: t`Item`,
    reviewType: t`Review type`,
    reviewerName: t`Reviewer name`,
    rating: t`Rating`,
    visitDate: t`Visit date`,
    reelsLink: t`Video link`,
    thumbnailImage: t`Thumbnail image`,
    reviewContent: t`Review content`,
    reviewImages: t`Review photos`,
    pin: t`New PIN (optional)`,
  };
  return (
    <DialogForm
      formik={formik}
      label={review ? t`Edit review` : t`Write a review`}
      idPrefix="review"
      labels={labels}
      editing={editing}
      addLabel={<Trans>Create</Trans>}
    >
      {editing ? null : <ItemField label={labels.itemId} />}
      <FormSelect
        name="reviewType"
        label={labels.reviewType}
        options={[
          { value: 'general', label: t`General` },
          { value: 'reels', label: t`Video (reels)` },
        ]}
      />
      <FormText name="reviewerName" label={labels.reviewerName} />
      <FormSelect
        name="rating"
        label={labels.rating}
        options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${'★'.repeat(n)} (${n})` }))}
      />
      <FormDate name="visitDate" label={labels.visitDate} clearable />
      {formik.values.reviewType === 'reels' ? (
        <>
          <FormText
            name="reelsLink"
            label={labels.reelsLink}
            hint={t`A YouTube shorts, watch or short link becomes an embedded video.`}
          />
          <FormImageUpload name="thumbnailImage" label={labels.thumbnailImage} />
        </>
      ) : null}
      <FormText
        name="reviewContent"
        label={labels.reviewContent}
        multiline
        counter={{ max: REVIEW_LIMITS.content }}
      />
      <FormImageUpload name="reviewImages" label={labels.reviewImages} max={REVIEW_LIMITS.images} />
      <FormNumber
        name="pin"
        label={labels.pin}
        hint={t`6 digits. The guest uses it to edit or delete the review.`}
        maxLength={REVIEW_LIMITS.pinLength}
        autoComplete="off"
      />
    </DialogForm>
  );
}

/** The item a new review is for, searched on the server as one types (a catalogue of any size). */
function ItemField({ label }: { label: string }) {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<ReviewFormValues>();
  const error = useFieldError('itemId');
  const id = useFieldId('itemId');
  return (
    <div data-field="itemId">
      <ItemPicker
        id={id}
        label={label}
        placeholder={t`Choose an item`}
        value={values.itemId ? Number(values.itemId) : null}
        onChange={(itemId) => void setFieldValue('itemId', itemId ? String(itemId) : '')}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
      />
      {error ? <ErrorLine id={`${id}-error`}>{error}</ErrorLine> : null}
    </div>
  );
}
