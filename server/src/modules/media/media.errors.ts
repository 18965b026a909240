import { UPLOAD_MESSAGES } from '../../../../domain/images.js';
import { badInput, notFound, payloadTooLarge } from '../../common/errors.js';

/** The media module's messages (spec §8 wording for the upload's). */
export const MEDIA_ERRORS = {
  ...UPLOAD_MESSAGES,
  imageNotFound: 'Image not found.',
  unreadableUpload: 'The upload could not be read.',
  interrupted: 'The upload was interrupted. Please try again.',
  oneImageField: 'Send one image in the multipart field "image".',
  badWidth: (widths: readonly number[]) => `w must be one of ${widths.join(', ')}.`,
} as const;

export const imageNotFound = () => notFound(MEDIA_ERRORS.imageNotFound);
export const uploadTooLarge = () => payloadTooLarge(MEDIA_ERRORS.tooLarge);
export const uploadUnreadable = () => badInput(MEDIA_ERRORS.unreadableUpload);
