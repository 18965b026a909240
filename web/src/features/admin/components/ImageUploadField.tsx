import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@domain/constants';
import { Button } from '@/components/Button';
import { useToast } from '@/components/toast';
import { uploadImage, UploadError } from '@/lib/upload';

const Preview = styled.img`
  display: block;
  width: 160px;
  height: 120px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: 600;
  }
`;

/** Blocks the page while an image uploads (spec §4 "Image upload"); above dialogs, below toasts. */
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal + 1};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.overlay};

  p {
    margin: 0;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-weight: 600;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type ImageUploadFieldProps = {
  label: string;
  /** The stored image's URL; '' when none. */
  value: string;
  onChange: (url: string) => void;
  /** A validation message to show under the field. */
  error?: string;
};

/**
 * An image uploaded through the server (checked by content, re-encoded) and previewed; over 10MB
 * is refused before sending ('file size cannot exceed 10MB'). Shared by the admin's sections.
 */
export function ImageUploadField({ label, value, onChange, error }: ImageUploadFieldProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [uploading, setUploading] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  async function upload(file: File | undefined) {
    if (!file) return;
    if (file.size > LIMITS.uploadMaxBytes) {
      const size = (file.size / 1024 / 1024).toFixed(1);
      toast({
        variant: 'destructive',
        title: t`File size cannot exceed 10MB.`,
        description: t`The file is ${size}MB.`,
      });
      return;
    }
    setUploading(true);
    try {
      const image = await uploadImage(file);
      onChange(image.imageUrl);
      toast({ variant: 'success', title: t`Image upload complete` });
    } catch (failure) {
      const message = failure instanceof UploadError ? failure.serverMessage : undefined;
      toast({
        variant: 'destructive',
        title: t`Upload failed`,
        description: message ?? t`Image upload failed, please try again.`,
      });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      {value ? <Preview src={value} alt={t`${label} preview`} /> : null}
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={uploading}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      {uploading ? (
        <Overlay>
          <p role="status">
            <Trans>Uploading image... please wait</Trans>
          </p>
        </Overlay>
      ) : null}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
      {value ? (
        <div>
          <Button variant="ghost" size="sm" onClick={() => onChange('')}>
            <Trans>Remove image</Trans>
          </Button>
        </div>
      ) : null}
    </Wrap>
  );
}
