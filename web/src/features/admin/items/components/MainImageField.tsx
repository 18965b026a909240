import { useId, useState } from 'react';
import { useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@domain/constants';
import { Button } from '@/components/Button';
import { useToast } from '@/components/toast';
import { uploadImage, UploadError } from '@/lib/upload';
import type { ItemFormValues } from '../itemForm';
import { Muted } from '@/components/form';

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
  margin-bottom: ${({ theme }) => theme.space.md};

  label {
    font-weight: 600;
  }
`;

/** The item's main photo: uploaded through the server (checked, re-encoded), then previewed. */
export function MainImageField() {
  const { t } = useLingui();
  const { toast } = useToast();
  const { values, setFieldValue } = useFormikContext<ItemFormValues>();
  const [uploading, setUploading] = useState(false);
  const id = useId();

  async function upload(file: File | undefined) {
    if (!file) return;
    if (file.size > LIMITS.uploadMaxBytes) {
      const size = (file.size / 1024 / 1024).toFixed(1);
      toast({
        variant: 'destructive',
        title: t`Upload failed`,
        description: t`The file is too large (${size}MB). The limit is 10MB.`,
      });
      return;
    }
    setUploading(true);
    try {
      const image = await uploadImage(file);
      await setFieldValue('mainImage', image.imageUrl, false);
      toast({ variant: 'success', title: t`Image upload complete` });
    } catch (error) {
      const message = error instanceof UploadError ? error.serverMessage : undefined;
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
      <label htmlFor={id}>
        <Trans>Main image</Trans>
      </label>
      {values.mainImage ? <Preview src={values.mainImage} alt={t`Main image preview`} /> : null}
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={uploading}
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      {uploading ? (
        <Muted role="status">
          <Trans>Uploading image... please wait</Trans>
        </Muted>
      ) : null}
      {values.mainImage ? (
        <div>
          <Button variant="ghost" size="sm" onClick={() => void setFieldValue('mainImage', '', false)}>
            <Trans>Remove image</Trans>
          </Button>
        </div>
      ) : null}
    </Wrap>
  );
}
