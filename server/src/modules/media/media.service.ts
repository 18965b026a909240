import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FormatEnum, OutputInfo, Sharp } from 'sharp';
import sharp from './sharp.js';
import { LIMITS } from '../../../../domain/constants.js';
import {
  IMAGE_PATH_PREFIX,
  IMAGE_WIDTHS,
  isImageFilename,
  isImageWidth,
  MAX_INPUT_PIXELS,
  UPLOAD_MESSAGES,
  type ImageWidth,
} from '../../../../domain/images.js';
import type { AppContext } from '../../context.js';
import DataLoader from 'dataloader';
import { AppError, badInput } from '../../common/errors.js';
import { imageNotFound, MEDIA_ERRORS, uploadTooLarge } from './media.errors.js';
import { IMAGE_CONTENT_TYPES } from '../../platform/storage/storage.formats.js';
import type { ImageStorage, MediaStorage } from '../../platform/storage/storage.types.js';

export { MAX_INPUT_PIXELS };
export const {
  tooLarge: UPLOAD_TOO_LARGE,
  unsupported: UNSUPPORTED_IMAGE,
  unreadable: UNREADABLE_IMAGE,
  tooManyPixels: TOO_MANY_PIXELS,
  noImage: NO_IMAGE,
} = UPLOAD_MESSAGES;
/** Stored originals are at most this many pixels on their long edge (the largest variant is 1920). */
export const MAX_STORED_EDGE = 4096;

export interface UploadedImage {
  imageUrl: string;
  filename: string;
  width: number;
  height: number;
}

type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** The kind of image the first bytes announce; SVG, HTML, text and everything else: null. */
function sniff(data: Buffer): ImageKind | null {
  const ascii = (start: number, end: number) => data.toString('latin1', start, end);
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (data.length >= 16 && ascii(4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand and the compatible brands of the ftyp box.
    const boxEnd = Math.min(data.readUInt32BE(0), data.length, 64);
    const brands = [ascii(8, 12)];
    for (let i = 16; i + 4 <= boxEnd; i += 4) brands.push(ascii(i, i + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return null;
}

/** What libvips must agree the file is, for each sniffed kind. */
const SHARP_FORMAT: Record<ImageKind, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

/**
 * How each kind is stored. Only the first frame of an animated GIF or WebP is kept (a still photo;
 * no frame-count bombs); GIF becomes PNG (lossless) and AVIF becomes WebP (much faster to encode).
 */
const OUTPUT: Record<ImageKind, { ext: string; encode: (s: Sharp) => Sharp }> = {
  jpeg: { ext: 'jpg', encode: (s) => s.jpeg({ quality: 85, mozjpeg: true }) },
  png: { ext: 'png', encode: (s) => s.png() },
  webp: { ext: 'webp', encode: (s) => s.webp({ quality: 85 }) },
  gif: { ext: 'png', encode: (s) => s.png() },
  avif: { ext: 'webp', encode: (s) => s.webp({ quality: 85 }) },
};

const pixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Checks an uploaded file by its content and stores a clean copy: JPEG, PNG, WebP, GIF or AVIF only,
 * at most 40 megapixels; re-encoded by sharp, turned upright by its EXIF orientation, with every
 * metadata block (EXIF, GPS, XMP, ICC comments) dropped; stored under a random name. Anonymous
 * uploads count against per-address hourly limits, of their number and of their bytes.
 */
export async function storeUpload(ctx: AppContext, data: Buffer | undefined): Promise<UploadedImage> {
  if (!data || data.length === 0) throw badInput(NO_IMAGE);
  if (data.length > LIMITS.uploadMaxBytes) throw uploadTooLarge();
  if (!ctx.admin) {
    await ctx.rateLimiters.upload.consume(ctx.address);
    try {
      await ctx.rateLimiters.uploadKib.consume(ctx.address, Math.ceil(data.length / 1024));
    } catch (error) {
      // Refused for its bytes: the upload it was counted as is given back, as any refusal spends nothing.
      await ctx.rateLimiters.upload.refund(ctx.address);
      throw error;
    }
  }
  const kind = sniff(data);
  if (!kind) throw badInput(UNSUPPORTED_IMAGE);

  const input = () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    const meta = await input().metadata();
    const agrees = meta.format === SHARP_FORMAT[kind] && (kind !== 'avif' || meta.compression === 'av1');
    if (!agrees) throw badInput(UNSUPPORTED_IMAGE);
    const pipeline = input()
      .rotate()
      .resize({ width: MAX_STORED_EDGE, height: MAX_STORED_EDGE, fit: 'inside', withoutEnlargement: true });
    encoded = await OUTPUT[kind].encode(pipeline).toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (pixelLimit(error)) throw badInput(TOO_MANY_PIXELS);
    ctx.logger.info({ err: error, kind }, 'upload refused: image could not be decoded');
    throw badInput(UNREADABLE_IMAGE);
  }
  // A guest's upload is named as such: unused, it is swept sooner than staff's (media.sweep.ts).
  const filename = `${ctx.admin ? '' : GUEST_UPLOAD_PREFIX}${randomUUID()}.${OUTPUT[kind].ext}`;
  await ctx.storage.uploads.put(filename, encoded.data);
  return {
    imageUrl: `${IMAGE_PATH_PREFIX}${filename}`,
    filename,
    width: encoded.info.width,
    height: encoded.info.height,
  };
}

/** The start of the name of an upload sent without an admin session (a guest's review photo). */
export const GUEST_UPLOAD_PREFIX = 'g-';

/** A GraphQL `Upload` (graphql-upload's FileUpload). */
export interface FileUpload {
  filename: string;
  mimetype: string;
  encoding: string;
  createReadStream(): Readable;
}

/** Reads a stream whole, refusing more than `max` bytes with the spec's 413. */
export async function readLimited(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > max) {
        stream.destroy();
        throw uploadTooLarge();
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // graphql-upload fails the stream with status 413 when the file passes maxFileSize.
    if ((error as { status?: number }).status === 413) throw uploadTooLarge();
    throw badInput(MEDIA_ERRORS.interrupted);
  }
  return Buffer.concat(chunks);
}

/** The GraphQL upload: the same checks and store as `POST /api/upload`. */
export async function storeGraphQLUpload(ctx: AppContext, file: Promise<FileUpload>): Promise<UploadedImage> {
  let upload: FileUpload;
  try {
    upload = await file;
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw uploadTooLarge();
    throw badInput(NO_IMAGE);
  }
  return storeUpload(ctx, await readLimited(upload.createReadStream(), LIMITS.uploadMaxBytes));
}

/**
 * The stored name behind one of this site's image URLs (`/api/images/<file>`, or the same under
 * PUBLIC_URL) when that file exists in the upload store; null for anything else.
 */
export async function uploadedImageName(ctx: AppContext, url: string): Promise<string | null> {
  const name = uploadNameOf(ctx, url);
  return name && (await ctx.storage.uploads.exists(name)) ? name : null;
}

/**
 * Image addresses as stored (`/api/images/<file>`), each naming an existing upload of this site
 * (absolute addresses of this site are shortened); any other address throws `refuse()`. Addresses
 * in `keep` (what the record already holds) pass as they are: a file lost from the store, or an
 * address from before this rule, does not block saving the record's other changes.
 */
export async function ownUploads(
  ctx: AppContext,
  urls: readonly (string | null | undefined)[],
  refuse: () => Error,
  keep: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  return Promise.all(
    urls.map(async (url) => {
      if (url && keep.has(url)) return url;
      const name = url ? await uploadedImageName(ctx, url) : null;
      if (!name) throw refuse();
      return IMAGE_PATH_PREFIX + name;
    }),
  );
}

/** The upload name an image URL of this site points at (whether or not it exists); null for others. */
export function uploadNameOf(ctx: AppContext, url: string | null | undefined): string | null {
  if (!url) return null;
  const local = url.startsWith(ctx.config.publicUrl + '/') ? url.slice(ctx.config.publicUrl.length) : url;
  if (!local.startsWith(IMAGE_PATH_PREFIX)) return null;
  const name = local.slice(IMAGE_PATH_PREFIX.length);
  if (!isImageFilename(name) || !IMAGE_CONTENT_TYPES[path.extname(name).toLowerCase()]) return null;
  return name;
}

/**
 * Which of these image URLs name an upload of this site whose file is gone from the store: one
 * call to the store for the whole list. URLs elsewhere (and blank ones) are never 'missing': there
 * is no file of ours to lose.
 */
export async function missingImageUrls(
  ctx: AppContext,
  urls: readonly (string | null | undefined)[],
): Promise<Set<string>> {
  const byName = new Map<string, string[]>();
  for (const url of urls) {
    const name = uploadNameOf(ctx, url);
    if (url && name) byName.set(name, [...(byName.get(name) ?? []), url]);
  }
  if (byName.size === 0) return new Set();
  const missing = await ctx.storage.uploads.missing([...byName.keys()]);
  return new Set([...missing].flatMap((name) => byName.get(name) ?? []));
}

const fileMissingLoaders = new WeakMap<AppContext, DataLoader<string, boolean>>();

/**
 * A request's batch loader for the 'file missing' flag: every row a GraphQL list resolves in one
 * tick costs one call to the store together.
 */
export function fileMissingLoader(ctx: AppContext): DataLoader<string, boolean> {
  let loader = fileMissingLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (urls) => {
      const missing = await missingImageUrls(ctx, urls);
      return urls.map((url) => missing.has(url));
    });
    fileMissingLoaders.set(ctx, loader);
  }
  return loader;
}

/** `?w=`: absent (the original) or one of the fixed widths; anything else is a 400. */
export function imageWidth(raw: unknown): ImageWidth | undefined {
  if (raw === undefined) return undefined;
  const w = typeof raw === 'string' && /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!isImageWidth(w)) throw badInput(MEDIA_ERRORS.badWidth(IMAGE_WIDTHS));
  return w;
}

/** A stored image ready to send: its stream, size and content type. */
export interface ServedImage {
  stream: Readable;
  size: number;
  contentType: string;
}

/**
 * An image of the upload store by name, or its variant at most `width` wide; NOT_FOUND when
 * there is no such image. A file the resizer cannot read is served as it is.
 */
export async function serveImage(ctx: AppContext, filename: string, rawWidth: unknown): Promise<ServedImage> {
  const contentType = IMAGE_CONTENT_TYPES[path.extname(filename).toLowerCase()];
  const width = imageWidth(rawWidth);
  const file = !contentType
    ? null
    : width
      ? await variantOfExisting(ctx, filename, width)
      : await ctx.storage.uploads.get(filename);
  if (!file) throw imageNotFound();
  return { ...file, contentType };
}

/**
 * A variant only while its original exists: variants may be cached on this instance's disk and
 * outlive an original that another instance deleted. Null when there is no original.
 */
async function variantOfExisting(ctx: AppContext, filename: string, width: ImageWidth) {
  if (!(await ctx.storage.uploads.exists(filename))) return null;
  try {
    return await imageVariant(ctx.storage, filename, width);
  } catch (error) {
    ctx.logger.warn({ err: error, filename, width }, 'image variant failed; serving the original');
    return ctx.storage.uploads.get(filename);
  }
}

async function readAll(storage: ImageStorage, filename: string): Promise<Buffer | null> {
  const file = await storage.get(filename);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const VARIANT_FORMAT: Record<string, keyof FormatEnum | 'avif'> = {
  '.webp': 'webp',
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.gif': 'gif',
  '.avif': 'avif',
};

/** Variants being made in this process, per store, so simultaneous first requests resize once. */
const making = new WeakMap<MediaStorage, Map<string, Promise<boolean>>>();

async function makeVariant(storage: MediaStorage, filename: string, width: ImageWidth, name: string) {
  const original = await readAll(storage.uploads, filename);
  if (!original) return false;
  const format = VARIANT_FORMAT[path.extname(filename).toLowerCase()];
  const data = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toFormat(format, { quality: 80 })
    .toBuffer();
  // put() writes a temporary file and renames it: other instances racing on the same variant are safe.
  await storage.variants.put(name, data);
  return true;
}

/** A variant's stored name: fixed length whatever the original's; the extension keeps the content type. */
export function variantName(filename: string, width: ImageWidth): string {
  const hash = createHash('sha256').update(filename).digest('hex').slice(0, 40);
  return `w${width}-${hash}${path.extname(filename).toLowerCase()}`;
}

/**
 * One width of a stored image, never wider than the original: made on the first request, then
 * read from the variant store. Null when the original does not exist.
 */
export async function imageVariant(storage: MediaStorage, filename: string, width: ImageWidth) {
  const name = variantName(filename, width);
  const cached = await storage.variants.get(name);
  if (cached) return cached;
  let inStore = making.get(storage);
  if (!inStore) making.set(storage, (inStore = new Map()));
  let pending = inStore.get(name);
  if (!pending) {
    const started = makeVariant(storage, filename, width, name).finally(() => inStore.delete(name));
    inStore.set(name, started);
    pending = started;
  }
  return (await pending) ? storage.variants.get(name) : null;
}
