import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LIMITS, REVIEW_LIMITS } from '@domain/constants';
import { MAX_INPUT_PIXELS, UPLOAD_MESSAGES, type UploadMessages } from '@domain/images';
import { localizedMessage } from '@domain/messages';
import { uploadImage, UploadError, type UploadedImage } from '@/lib/upload';

/** A review photo: `url` is null while it uploads (then `preview` shows the local file). */
export type ReviewPhoto = { key: string; url: string | null; preview: string | null; name: string };

const createPreview = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
const revokePreview = (preview: string | null) => {
  if (preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
};

/** The server's upload refusals (domain/images.ts) in the visitor's language. */
function useUploadMessages(): UploadMessages {
  const { t } = useLingui();
  const megapixels = MAX_INPUT_PIXELS / 1_000_000;
  return {
    tooLarge: t`File size cannot exceed 10MB.`,
    unsupported: t`Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.`,
    unreadable: t`The image could not be read. Please try another file.`,
    tooManyPixels: t`The image is too large: at most ${megapixels} megapixels.`,
    noImage: t`Please choose an image to upload.`,
  };
}

/**
 * The photos of a review being written: starts from the saved ones, uploads added files at
 * once (several in parallel), and says why a file was refused or failed. At most 5, images only.
 */
export function usePhotoUploads(
  initial: readonly string[],
  upload: (file: File) => Promise<UploadedImage> = uploadImage,
) {
  const { t } = useLingui();
  const messages = useUploadMessages();
  const [photos, setPhotos] = useState<ReviewPhoto[]>(() =>
    initial.map((url) => ({ key: url, url, preview: null, name: '' })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const nextKey = useRef(0);
  const previews = useRef(new Set<string>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const open = previews.current;
    return () => {
      mounted.current = false;
      open.forEach(revokePreview);
      open.clear();
    };
  }, []);

  function forget(preview: string | null) {
    if (!preview) return;
    previews.current.delete(preview);
    revokePreview(preview);
  }

  function add(files: readonly File[]) {
    const imagesMax = REVIEW_LIMITS.images;
    const images = files.filter((file) => file.type.startsWith('image/'));
    // Refused here rather than after sending 10 MB over a phone's connection.
    const small = images.filter((file) => file.size <= LIMITS.uploadMaxBytes);
    const accepted = small.slice(0, Math.max(0, imagesMax - photos.length));
    setProblem(
      images.length < files.length
        ? t`Only image files can be added.`
        : small.length < images.length
          ? messages.tooLarge
          : accepted.length < small.length
            ? t`You can add up to ${imagesMax} photos.`
            : null,
    );
    for (const file of accepted) {
      const key = `new-${nextKey.current++}`;
      const preview = createPreview(file);
      if (preview) previews.current.add(preview);
      setPhotos((current) => [...current, { key, url: null, preview, name: file.name }]);
      upload(file).then(
        ({ imageUrl }) => {
          if (!mounted.current) return;
          setPhotos((current) =>
            current.map((photo) => (photo.key === key ? { ...photo, url: imageUrl, preview: null } : photo)),
          );
          forget(preview);
        },
        (error: unknown) => {
          if (!mounted.current) return;
          setPhotos((current) => current.filter((photo) => photo.key !== key));
          forget(preview);
          // The server's reason in the visitor's language; anything unforeseen reads as a failure.
          const message =
            error instanceof UploadError
              ? (localizedMessage(UPLOAD_MESSAGES, messages, error.serverMessage) ??
                (error.status === 413 ? messages.tooLarge : undefined))
              : undefined;
          setProblem(message ?? t`Failed to upload image`);
        },
      );
    }
  }

  function remove(key: string) {
    forget(photos.find((photo) => photo.key === key)?.preview ?? null);
    setPhotos((current) => current.filter((photo) => photo.key !== key));
  }

  return {
    photos,
    /** The uploaded photos' addresses, in order. */
    urls: photos.flatMap((photo) => (photo.url ? [photo.url] : [])),
    uploading: photos.some((photo) => photo.url === null),
    problem,
    add,
    remove,
  };
}
