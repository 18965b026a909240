import { useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { EXPERIENCE_LIMITS, lineCount, stripGoodToKnow } from '@domain/schemas/experience';
import { ErrorLine, FormList, FormText, Muted, Row } from '@/components/form';
import type { ItemFormValues } from '../itemForm';
import { RichTextField } from './RichTextField';
import { FormImageUpload, MAX_IMAGES } from '@/components/upload';

const StepRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 140px;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Overview copy, About Experience (4 lines), highlights and Good to Know. */
export function OverviewTab() {
  const { t } = useLingui();
  const { values } = useFormikContext<ItemFormValues>();
  const lines = lineCount(values.aboutExperience);
  const max = EXPERIENCE_LIMITS.aboutExperienceLines;
  return (
    <>
      <FormText
        name="aboutExperience"
        label={t`About Experience`}
        multiline
        extra={
          lines > max ? (
            <ErrorLine role="status">{t`About Experience can have at most ${max} lines.`}</ErrorLine>
          ) : (
            <Muted>{t`${lines} / ${max} lines`}</Muted>
          )
        }
      />
      <FormText
        name="description"
        label={t`Description`}
        multiline
        hint={t`Plain text, shown in lists and search.`}
      />
      <RichTextField name="overview" label={t`Overview`} />
      <FormImageUpload name="overviewImages" label={t`Overview photos`} max={MAX_IMAGES} />
      <Row>
        <FormList
          name="experienceHighlights"
          legend={t`Experience highlights`}
          itemLabel={(n) => t`Highlight ${n}`}
          addLabel={<Trans>Add highlight</Trans>}
        />
        <FormList
          name="goodToKnow"
          legend={t`Good to know`}
          itemLabel={(n) => t`Good to know ${n}`}
          clean={stripGoodToKnow}
          warning={t`HTML tags or special symbols cannot be entered`}
          addLabel={<Trans>Add entry</Trans>}
        />
      </Row>
    </>
  );
}

/** The itinerary copy and its steps (description and duration). */
export function ItineraryTab() {
  const { t } = useLingui();
  return (
    <>
      <RichTextField name="itinerary" label={t`Itinerary`} />
      <FormList<ItemFormValues['detailedItinerary'][number]>
        name="detailedItinerary"
        legend={t`Itinerary steps`}
        itemLabel={(n) => t`Step ${n}`}
        addLabel={<Trans>Add step</Trans>}
        newItem={() => ({ description: '', duration: '' })}
        renderItem={({ name, index, label }) => {
          const n = index + 1;
          return (
            <StepRow>
              <FormText name={`${name}.description`} label={label} />
              <FormText name={`${name}.duration`} label={t`Step ${n} duration`} placeholder="30min" />
            </StepRow>
          );
        }}
      />
    </>
  );
}

/** What is and is not included: a new entry only once the last one is filled in. */
export function IncludedTab() {
  const { t } = useLingui();
  return (
    <>
      <RichTextField name="included" label={t`Included (details)`} />
      <Row>
        <FormList
          name="includedItems"
          legend={t`Included`}
          itemLabel={(n) => t`Included item ${n}`}
          requirePrevious
          addLabel={<Trans>Add included item</Trans>}
        />
        <FormList
          name="notIncludedItems"
          legend={t`Not included`}
          itemLabel={(n) => t`Not included item ${n}`}
          requirePrevious
          addLabel={<Trans>Add not-included item</Trans>}
        />
      </Row>
    </>
  );
}
