import { useId } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { imageVariantUrl } from '@domain/images';
import { REVIEW_LIMITS } from '@domain/constants';
import { IconButton } from '@/components/Button';
import { CloseIcon } from '@/components/icons';
import { Spinner } from '@/components/Spinner';
import type { ReviewPhoto } from '../hooks/usePhotoUploads';
import { PhotoStrip } from './PhotoStrip';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.span`
  font-weight: 600;
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Uploading = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.overMedia.veil};
`;

const Remove = styled(IconButton)`
  position: absolute;
  top: 2px;
  right: 2px;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.overMedia.control};
  color: ${({ theme }) => theme.colors.textInverse};

  &:hover {
    background: ${({ theme }) => theme.overMedia.controlHover};
  }

  svg {
    width: 18px;
    height: 18px;
  }
`;

const AddLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const Problem = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

type PhotoPickerProps = {
  photos: readonly ReviewPhoto[];
  problem: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
};

/** Up to 5 review photos: pick several at once, see each upload, remove any. */
export function PhotoPicker({ photos, problem, onAdd, onRemove }: PhotoPickerProps) {
  const { t } = useLingui();
  const headingId = useId();
  const max = REVIEW_LIMITS.images;
  const count = photos.length;
  const full = count >= max;

  return (
    <Wrapper role="group" aria-labelledby={headingId}>
      <Header>
        <Heading id={headingId}>
          <Trans>Photos</Trans> <Count>{t`${count} / ${max}`}</Count>
        </Heading>
        <AddLabel $disabled={full}>
          <input
            type="file"
            accept="image/*"
            multiple
            disabled={full}
            onChange={(event) => {
              onAdd(Array.from(event.target.files ?? []));
              // The same file can be chosen again after removing it.
              event.target.value = '';
            }}
          />
          <Trans>Add photos</Trans>
        </AddLabel>
      </Header>
      {count > 0 ? (
        <PhotoStrip>
          {photos.map((photo, i) => {
            const number = i + 1;
            const src = photo.url ? imageVariantUrl(photo.url, 320) : photo.preview;
            return (
              <li key={photo.key} aria-busy={photo.url === null}>
                {src ? <img src={src} alt={t`Photo ${number}`} width={96} height={96} /> : null}
                {photo.url === null ? (
                  <Uploading>
                    <Spinner size={24} label={t`Uploading photo ${number}…`} />
                  </Uploading>
                ) : null}
                <Remove aria-label={t`Remove photo ${number}`} onClick={() => onRemove(photo.key)}>
                  <CloseIcon />
                </Remove>
              </li>
            );
          })}
        </PhotoStrip>
      ) : null}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
    </Wrapper>
  );
}
