import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Formik } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_MESSAGES } from '@domain/schemas/review';
import { Button } from '@/components/Button';
import { FieldBindingProvider } from '@/components/form/binding';
import { Modal } from '@/components/Modal';
import { useToast } from '@/components/toast';
import { CreateReviewDocument, UpdateReviewDocument, type ReviewFieldsFragment } from '@/generated/graphql';

import { EMPTY_REVIEW, type ReviewFormValues } from '../hooks/reviewForm';
import { REVIEW_QUERIES } from '../hooks/reviewQueries';
import { usePhotoUploads } from '../hooks/usePhotoUploads';
import { useReviewFormSchema, useReviewMessages } from '../hooks/useReviewFormSchema';
import { ConfirmDialog } from './ConfirmDialog';
import { PinDialog } from './PinDialog';
import { WRITER_STEPS, WriterSteps } from './WriterSteps';
import { useRefusalText } from '@/lib/useRefusalText';

const Done = styled.div`
  display: flex;
  justify-content: flex-end;
`;

type Stage = 'form' | 'pin' | 'confirm' | 'thanks';

export type ReviewWriterProps = {
  itemId: number;
  /** Editing: the review and the PIN already verified for it (kept, not asked again). */
  editing?: { review: ReviewFieldsFragment; pin: string };
  /** The invitation mail's one-time token: the new review is a verified booking's, published at once. */
  invitation?: string;
  onClose: () => void;
};

const initialValues = (review: ReviewFieldsFragment | undefined): ReviewFormValues =>
  review
    ? {
        rating: review.rating,
        reviewerName: review.reviewerName,
        visitDate: review.visitDate,
        reviewContent: review.reviewContent,
      }
    : EMPTY_REVIEW;

/**
 * The full-screen review writer and the dialogs after it (spec §4): Share Review → PIN (new
 * reviews) → save confirmation → submit → thanks, whose Done closes everything. An edit opens at
 * step 4 with the verified PIN. A failed save keeps the confirmation open and says why.
 */
export function ReviewWriter({ itemId, editing, invitation, onClose }: ReviewWriterProps) {
  const { t } = useLingui();
  const describeRefusal = useRefusalText();
  const { toast } = useToast();
  const messages = useReviewMessages();
  const schema = useReviewFormSchema(messages);
  const photos = usePhotoUploads(editing?.review.reviewImages ?? []);
  const [stage, setStage] = useState<Stage>('form');
  const [pin, setPin] = useState(editing?.pin ?? '');
  const [values, setValues] = useState<ReviewFormValues>(() => initialValues(editing?.review));
  const [saveError, setSaveError] = useState<string | null>(null);
  // What the server decided: published at once (a verified booking's) or waiting for approval.
  const [published, setPublished] = useState(false);
  const [createReview, created] = useMutation(CreateReviewDocument, { refetchQueries: REVIEW_QUERIES });
  const [updateReview, updated] = useMutation(UpdateReviewDocument, { refetchQueries: REVIEW_QUERIES });
  const saving = created.loading || updated.loading;

  async function save() {
    setSaveError(null);
    // Casting trims, so the server receives exactly what was checked.
    const checked = schema.cast(values, { stripUnknown: true });
    const fields = {
      rating: checked.rating,
      reviewerName: checked.reviewerName,
      visitDate: checked.visitDate,
      reviewContent: checked.reviewContent,
      reviewImages: photos.urls,
      pin,
    };
    try {
      if (editing) {
        const { data } = await updateReview({ variables: { id: editing.review.id, input: fields } });
        // A changed published review goes back to moderation (design: reviews people can trust).
        toast({
          variant: 'success',
          title: t`Your review has been updated.`,
          description: data?.updateReview.isApproved
            ? undefined
            : t`It will be shown on this experience once our team has approved it.`,
        });
        onClose();
      } else {
        const { data } = await createReview({
          variables: {
            input: { ...fields, itemId, reviewType: 'general', ...(invitation ? { invitation } : {}) },
          },
        });
        setPublished(data?.createReview.isApproved === true);
        setStage('thanks');
      }
    } catch (error) {
      setSaveError(
        describeRefusal(
          error,
          [[REVIEW_MESSAGES, messages]],
          t`Your review could not be saved. Please try again.`,
        ),
      );
    }
  }

  const cancelConfirm = () => {
    setSaveError(null);
    setStage('form');
  };

  return (
    <>
      <Modal
        open
        placement="fullscreen"
        width="760px"
        onClose={onClose}
        title={editing ? t`Edit Review` : t`Write a Review`}
      >
        <Formik
          initialValues={values}
          validationSchema={schema}
          onSubmit={(submitted, helpers) => {
            setValues(submitted);
            setStage(editing ? 'confirm' : 'pin');
            helpers.setSubmitting(false);
          }}
        >
          <FieldBindingProvider idPrefix="review-writer">
            <WriterSteps initialStep={editing ? WRITER_STEPS : 1} photos={photos} onCancel={onClose} />
          </FieldBindingProvider>
        </Formik>
      </Modal>

      <PinDialog
        open={stage === 'pin'}
        title={t`Set a PIN`}
        description={t`Choose a 6-digit PIN. You will need it to edit or delete your review.`}
        submitLabel={t`Next`}
        onClose={() => setStage('form')}
        onSubmit={(chosen) => {
          setPin(chosen);
          setStage('confirm');
          return null;
        }}
      />

      <ConfirmDialog
        open={stage === 'confirm'}
        title={editing ? <Trans>Save your changes?</Trans> : <Trans>Share your review?</Trans>}
        description={
          editing ? (
            <Trans>Your review will be updated with these changes.</Trans>
          ) : invitation ? (
            <Trans>Your review will be shown on this experience as a verified booking.</Trans>
          ) : (
            <Trans>Our team checks each review before it is shown on this experience.</Trans>
          )
        }
        confirmLabel={<Trans>Save</Trans>}
        busyLabel={<Trans>Saving…</Trans>}
        busy={saving}
        error={saveError}
        onConfirm={() => void save()}
        onCancel={cancelConfirm}
      />

      <Modal
        open={stage === 'thanks'}
        onClose={onClose}
        title={t`Thank you for your review!`}
        description={
          published
            ? t`Your review has been shared. Thank you for helping other travellers.`
            : t`Your review is awaiting approval. It will be shown on this experience once our team has checked it.`
        }
        width="440px"
      >
        <Done>
          <Button onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </Done>
      </Modal>
    </>
  );
}
