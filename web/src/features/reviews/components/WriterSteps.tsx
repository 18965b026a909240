import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { Form, useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { seoulToday } from '@domain/calendar';
import { REVIEW_LIMITS } from '@domain/constants';
import { Button } from '@/components/Button';
import { Calendar } from '@/components/Calendar';
import { useBindField, useFieldParts, useFocusFirstError } from '@/components/form/binding';
import { FieldError, TextField } from '@/components/FormField';
import type { ReviewFormValues } from '../hooks/reviewForm';
import type { usePhotoUploads } from '../hooks/usePhotoUploads';
import { PhotoPicker } from './PhotoPicker';
import { ReviewDate } from './ReviewDate';
import { StarInput } from './StarInput';

export const WRITER_STEPS = 4;
const FOCUS_ORDER = ['reviewerName', 'visitDate', 'reviewContent'] as const;

const StyledForm = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const Step = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  &:focus-visible {
    outline-offset: 4px;
  }
`;

const StepNumber = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex: 1 1 240px;
  }
`;

const CalendarBox = styled.div`
  max-width: 360px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

type StepProps = {
  number: number;
  title: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
  /** The step stands for a field it holds (the date's calendar): its id, its error described. */
  id?: string;
  describedBy?: string;
};

function WriterStep({ number, title, children, ref, id, describedBy }: StepProps) {
  const total = WRITER_STEPS;
  const headingId = useId();
  return (
    <Step ref={ref} id={id} aria-labelledby={headingId} aria-describedby={describedBy} tabIndex={-1}>
      <StepNumber>
        <Trans>
          Step {number} of {total}
        </Trans>
      </StepNumber>
      <h3 id={headingId}>{title}</h3>
      {children}
    </Step>
  );
}

type WriterStepsProps = {
  initialStep: number;
  photos: ReturnType<typeof usePhotoUploads>;
  onCancel: () => void;
};

/**
 * The writer's steps (spec §4): a star rating opens step 2 (name), a non-blank name step 3
 * (visit date), a chosen date step 4 (story and photos). Earlier steps stay editable.
 */
export function WriterSteps({ initialStep, photos, onCancel }: WriterStepsProps) {
  const { t } = useLingui();
  const { values, setFieldValue, isSubmitting } = useFormikContext<ReviewFormValues>();
  const field = useBindField<keyof ReviewFormValues>();
  const ratingParts = useFieldParts('rating');
  const dateParts = useFieldParts('visitDate');
  const [step, setStep] = useState(initialStep);
  const [calendarDate, setCalendarDate] = useState(values.visitDate || seoulToday());
  const nameRef = useRef<HTMLInputElement>(null);
  const dateStepRef = useRef<HTMLElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const reached = useRef(initialStep);
  const today = seoulToday();
  const nameGiven = values.reviewerName.trim() !== '';
  const contentMax = REVIEW_LIMITS.content;
  const contentLength = values.reviewContent.length;

  // Moving forward puts the cursor in the new step (not on the first render of an edit).
  useEffect(() => {
    if (step <= reached.current) return;
    reached.current = step;
    const target = { 2: nameRef, 3: dateStepRef, 4: contentRef }[step]?.current;
    target?.focus();
  }, [step]);

  // A refused Share Review puts the cursor where the first problem is (the date: its step).
  useFocusFirstError(FOCUS_ORDER);

  const advance = (to: number) => setStep((current) => Math.max(current, to));

  return (
    <StyledForm noValidate>
      <WriterStep number={1} title={<Trans>How was your experience?</Trans>}>
        <StarInput
          legend={t`Your rating`}
          value={values.rating}
          onChange={(rating) => {
            void setFieldValue('rating', rating);
            advance(2);
          }}
          describedBy={ratingParts.errorId}
        />
        {ratingParts.error ? <FieldError id={ratingParts.errorId}>{ratingParts.error}</FieldError> : null}
      </WriterStep>

      {step >= 2 ? (
        <WriterStep number={2} title={<Trans>What is your name?</Trans>}>
          <Row>
            <TextField
              ref={nameRef}
              label={t`Your name`}
              autoComplete="name"
              maxLength={REVIEW_LIMITS.reviewerName}
              aria-required
              {...field('reviewerName')}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                // Enter moves on instead of submitting the whole review.
                event.preventDefault();
                if (nameGiven) advance(3);
              }}
            />
            {step === 2 ? (
              <Button disabled={!nameGiven} onClick={() => advance(3)}>
                <Trans>Next</Trans>
              </Button>
            ) : null}
          </Row>
        </WriterStep>
      ) : null}

      {step >= 3 ? (
        <WriterStep
          ref={dateStepRef}
          id={dateParts.id}
          describedBy={dateParts.errorId}
          number={3}
          title={<Trans>When did you visit?</Trans>}
        >
          {values.visitDate ? (
            <p>
              <Trans>Visit date:</Trans> <ReviewDate date={values.visitDate} />
            </p>
          ) : null}
          <CalendarBox>
            <Calendar
              focusedDate={calendarDate}
              onFocusedDateChange={setCalendarDate}
              onSelect={(date) => {
                void setFieldValue('visitDate', date);
                advance(4);
              }}
              isDisabled={(date) => date > today}
              dayState={(date) => ({ selected: date === values.visitDate })}
              today={today}
            />
          </CalendarBox>
          {dateParts.error ? <FieldError id={dateParts.errorId}>{dateParts.error}</FieldError> : null}
        </WriterStep>
      ) : null}

      {step >= 4 ? (
        <WriterStep number={4} title={<Trans>Tell us about it</Trans>}>
          <TextField
            ref={contentRef}
            multiline
            rows={8}
            label={t`Your review`}
            maxLength={contentMax}
            aria-required
            hint={t`${contentLength} / ${contentMax} characters`}
            {...field('reviewContent')}
          />
          <PhotoPicker
            photos={photos.photos}
            problem={photos.problem}
            onAdd={photos.add}
            onRemove={photos.remove}
          />
        </WriterStep>
      ) : null}

      <Actions>
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        {step >= 4 ? (
          <Button type="submit" disabled={isSubmitting || photos.uploading}>
            {photos.uploading ? <Trans>Uploading photos…</Trans> : <Trans>Share Review</Trans>}
          </Button>
        ) : null}
      </Actions>
    </StyledForm>
  );
}
