import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { REVIEW_LIMITS } from '@domain/schemas/review';
import { uploadImage, UploadError, type UploadedImage } from '@/lib/upload';

/** A review photo: `url` is null while it uploads (then `preview` shows the local file). */
export type ReviewPhoto = { key: string; url: string | null; preview: string | null; name: string };

const createPreview = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
const revokePreview = (preview: string | null) => {
  if (preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
};

/**
 * The photos of a review being written: starts from the saved ones, uploads added files at
 * once (several in parallel), and says why a file was refused or failed. At most 5, images only.
 */
export function usePhotoUploads(
  initial: readonly string[],
  upload: (file: File) => Promise<UploadedImage> = uploadImage,
) {
  const { t } = useLingui();
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
    const accepted = images.slice(0, Math.max(0, imagesMax - photos.length));
    setProblem(
      images.length < files.length
        ? t`Only image files can be added.`
        : accepted.length < images.length
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
          const message = error instanceof UploadError ? error.serverMessage : undefined;
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
