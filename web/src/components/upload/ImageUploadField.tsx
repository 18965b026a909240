import { useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@domain/constants';
import { Button } from '@/components/Button';
import { useToast } from '@/components/toast';
import { uploadImage, UploadError, type UploadedImage, type UploadProgress } from '@/lib/upload';
import { UploadOverlay } from './UploadOverlay';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};

  > label {
    font-weight: 600;
  }

  ${({ theme }) => theme.media.phone} {
    input[type='file'] {
      min-height: ${({ theme }) => theme.touchTarget};
    }
  }
`;

const Previews = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    justify-items: start;
  }
`;

const Preview = styled.img`
  display: block;
  width: 160px;
  height: 120px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** At most this many images in one field. */
export const MAX_IMAGES = 10;

const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** The list with the image at `from` moved to `to`. */
const moved = (list: readonly string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

export type ImageUploadFieldProps = {
  label: string;
  /** The stored images' addresses. */
  value: readonly string[];
  onChange: (urls: string[]) => void;
  /** How many images the field holds (1 to 10; default 1). Several can be put in order. */
  max?: number;
  /** Sends one file, saying how much has gone up; default the `uploadImage` mutation. */
  upload?: (file: File, options: { onProgress: UploadProgress }) => Promise<Pick<UploadedImage, 'imageUrl'>>;
  id?: string;
  error?: string;
};

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * Image upload with preview, reorder (earlier / later, for a field of several) and remove: files over 10 MB are refused before any request (with
 * their size), the page is covered while the others upload, and a toast says how it went.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  max = 1,
  upload = uploadImage,
  id,
  error,
}: ImageUploadFieldProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const limit = Math.min(Math.max(1, max), MAX_IMAGES);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ done: number; total: number; percent: number } | null>(null);
  const fail = (description: string) =>
    toast({ variant: 'destructive', title: t`Upload failed`, description });

  async function send(chosen: File[]) {
    if (!chosen.length) return;
    // One image: a new file replaces it. Several: only the room left.
    const room = limit === 1 ? 1 : limit - value.length;
    if (chosen.length > room) {
      fail(t`At most ${limit} images; ${room} more can be added.`);
      return;
    }
    // Toasts come one at a time: every file refused for its size is named in the one toast that
    // ends the upload (or says it failed).
    const tooLarge = chosen.filter((file) => file.size > LIMITS.uploadMaxBytes);
    const list = tooLarge
      .map((file) => {
        const name = file.name;
        const size = megabytes(file.size);
        return t`${name}: ${size}MB`;
      })
      .join(', ');
    const refusal = tooLarge.length ? t`File size cannot exceed 10MB (${list}).` : '';
    const files = chosen.filter((file) => file.size <= LIMITS.uploadMaxBytes);
    if (!files.length) {
      fail(refusal);
      return;
    }
    const urls: string[] = [];
    // The bar shows the bytes of all the files together: those sent, plus the share of the current one.
    const bytes = files.reduce((sum, file) => sum + file.size, 0) || 1;
    let sentBefore = 0;
    const show = (sent: number) =>
      setProgress({ done: urls.length, total: files.length, percent: ((sentBefore + sent) / bytes) * 100 });
    show(0);
    try {
      for (const file of files) {
        const image = await upload(file, {
          onProgress: (loaded, whole) => show(whole ? (loaded / whole) * file.size : 0),
        });
        urls.push(image.imageUrl);
        sentBefore += file.size;
        show(0);
      }
      toast({
        variant: 'success',
        title: t`Image upload complete`,
        description: refusal ? t`Not uploaded: ${refusal}` : undefined,
      });
    } catch (caught) {
      const message =
        (caught instanceof UploadError ? caught.serverMessage : undefined) ??
        t`Image upload failed, please try again.`;
      fail(refusal ? `${message} ${refusal}` : message);
    } finally {
      setProgress(null);
      if (urls.length) onChange(limit === 1 ? urls.slice(-1) : [...value, ...urls]);
    }
  }

  const full = value.length >= limit;
  return (
    <Wrap data-field-upload>
      <label htmlFor={inputId}>{label}</label>
      {value.length ? (
        <Previews aria-label={t`${label}: chosen images`}>
          {value.map((url, i) => {
            const n = i + 1;
            return (
              <li key={url}>
                <Preview src={url} alt={limit === 1 ? t`${label} preview` : t`${label} ${n} preview`} />
                <ItemActions>
                  {limit > 1 && value.length > 1 ? (
                    <>
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={i === 0}
                        onClick={() => onChange(moved(value, i, i - 1))}
                        aria-label={t`Move ${label} ${n} earlier`}
                      >
                        ←
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={i === value.length - 1}
                        onClick={() => onChange(moved(value, i, i + 1))}
                        aria-label={t`Move ${label} ${n} later`}
                      >
                        →
                      </Button>
                    </>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onChange(value.filter((_, j) => j !== i))}
                    aria-label={limit === 1 ? t`Remove ${label}` : t`Remove ${label} ${n}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </ItemActions>
              </li>
            );
          })}
        </Previews>
      ) : null}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        multiple={limit > 1}
        disabled={Boolean(progress) || (full && limit > 1)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void send(files);
        }}
      />
      <Hint id={`${inputId}-hint`}>
        {limit > 1 ? t`Up to ${limit} images, 10MB each.` : t`One image, at most 10MB.`}
      </Hint>
      {error ? (
        <Hint id={`${inputId}-error`} role="alert">
          {error}
        </Hint>
      ) : null}
      {progress ? <UploadOverlay {...progress} returnFocus={input} /> : null}
    </Wrap>
  );
}
