import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_LIMITS } from '@domain/schemas/review';
import { Button } from '@/components/Button';
import { ImageUploadField } from '../../shell/ImageUploadField';

const Photos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;

  img {
    display: block;
    width: 80px;
    height: 80px;
    object-fit: cover;
  }
`;

/** Up to five review photos: each uploaded through the server, each removable. */
export function ReviewImagesField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const count = value.length;
  return (
    <div>
      <Photos aria-label={t`Review photos (${count} of ${REVIEW_LIMITS.images})`}>
        {value.map((url, index) => {
          const n = index + 1;
          return (
            <li key={url}>
              <img src={url} alt={t`Photo ${n}`} />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t`Remove photo ${n}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          );
        })}
      </Photos>
      {count < REVIEW_LIMITS.images ? (
        <ImageUploadField
          label={t`Add a photo`}
          value=""
          onChange={(url) => url && onChange([...value, url])}
          error={error}
        />
      ) : (
        <p>{t`At most ${REVIEW_LIMITS.images} photos.`}</p>
      )}
    </div>
  );
}
