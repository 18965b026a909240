import { ImageUploadField as KitImageUploadField } from '@/components/upload';

export type SingleImageFieldProps = {
  label: string;
  /** The stored image's address, or '' for none. */
  value: string;
  onChange: (url: string) => void;
  error?: string;
};

/** One image (a slide's, a popup's, a review's thumbnail) on the admin kit's upload field. */
export function ImageUploadField({ label, value, onChange, error }: SingleImageFieldProps) {
  return (
    <KitImageUploadField
      label={label}
      value={value ? [value] : []}
      onChange={(urls) => onChange(urls[0] ?? '')}
      max={1}
      error={error}
    />
  );
}
