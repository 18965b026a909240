export { ImageUploadField, MAX_IMAGES } from './ImageUploadField';
export type { ImageUploadFieldProps } from './ImageUploadField';
export { FormImageUpload } from './FormImageUpload';
export { UploadOverlay } from './UploadOverlay';
