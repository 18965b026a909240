import { useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { EXPERIENCE_LIMITS } from '@domain/schemas/experience';
import type { ItemFormValues } from '../itemForm';
import { Counter, FormText } from '@/components/form';

const Result = styled.figure`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  max-width: 600px;

  figcaption {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  p {
    margin: 0;
  }
  .url {
    color: ${({ theme }) => theme.colors.searchUrl};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .title {
    color: ${({ theme }) => theme.colors.searchTitle};
    font-size: 1.2rem;
  }
  .description {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Meta title and description with counters and the recommended ranges, and a search-result preview. */
export function SeoTab({ itemId }: { itemId?: number }) {
  const { t } = useLingui();
  const { values } = useFormikContext<ItemFormValues>();
  const L = EXPERIENCE_LIMITS;
  const title = values.metaTitle.trim() || values.title.trim();
  const description = values.metaDescription.trim() || values.shortDescription.trim();
  return (
    <>
      <FormText
        name="metaTitle"
        label={t`Meta title`}
        hint={t`Empty: the title is used.`}
        extra={
          <Counter length={values.metaTitle.length} max={L.metaTitle} recommended={L.metaTitleRecommended} />
        }
      />
      <FormText
        name="metaDescription"
        label={t`Meta description`}
        multiline
        extra={
          <Counter
            length={values.metaDescription.length}
            max={L.metaDescription}
            recommended={L.metaDescriptionRecommended}
          />
        }
      />
      <FormText name="metaKeywords" label={t`Meta keywords`} hint={t`Separated by commas.`} />
      <FormText name="canonicalUrl" label={t`Canonical URL`} placeholder="https://" />
      <Result aria-labelledby="seo-preview-caption">
        <figcaption id="seo-preview-caption">
          <Trans>Search result preview</Trans>
        </figcaption>
        <p className="url">
          {values.canonicalUrl.trim() || `${window.location.origin}/experiences/${itemId ?? '…'}`}
        </p>
        <p className="title">{cut(title, L.metaTitle)}</p>
        <p className="description">{cut(description, L.metaDescription)}</p>
      </Result>
    </>
  );
}
