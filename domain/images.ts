/** Responsive images (design.md "Images"): uploads are served at a small fixed set of widths. */

/** The widths `GET /api/images/{file}?w=` serves; any other width is refused. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Decompression-bomb guard: the decoded size of one frame, checked before any pixel is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Why an upload is refused; the web passes translated ones, the server answers these. */
export type UploadMessages = {
  tooLarge: string;
  unsupported: string;
  unreadable: string;
  tooManyPixels: string;
  noImage: string;
};

export const UPLOAD_MESSAGES: UploadMessages = {
  tooLarge: 'file size cannot exceed 10MB',
  unsupported: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.',
  unreadable: 'The image could not be read. Please try another file.',
  tooManyPixels: `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  noImage: 'Please choose an image to upload.',
};

/** The public path of this site's uploaded images. */
export const IMAGE_PATH_PREFIX = '/api/images/';

/** A stored image's file name: letters, digits, dot, dash and underscore, no leading dot. */
const FILENAME_RE = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/** True for a safe stored-image file name (no path, no traversal). */
export function isImageFilename(value: string): boolean {
  return value.length <= 200 && FILENAME_RE.test(value) && !value.includes('..');
}

/** The file name of one of this site's image URLs (`/api/images/<file>`, optionally absolute or with a query), or null. */
export function imageFilename(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://local.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(IMAGE_PATH_PREFIX)) return null;
  const name = path.slice(IMAGE_PATH_PREFIX.length);
  return isImageFilename(name) ? name : null;
}

/** The URL of one width of an uploaded image; other URLs are returned as they are. */
export function imageVariantUrl(url: string, width: ImageWidth): string {
  const name = imageFilename(url);
  return name ? `${IMAGE_PATH_PREFIX}${name}?w=${width}` : url;
}

/** A `srcset` listing every width of an uploaded image; undefined for other URLs (they have no variants). */
export function imageSrcSet(url: string): string | undefined {
  if (!imageFilename(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageVariantUrl(url, w)} ${w}w`).join(', ');
}
