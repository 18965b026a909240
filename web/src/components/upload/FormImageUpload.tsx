import { getIn, useFormikContext } from 'formik';
import { useFieldError, useFieldId } from '@/components/form';
import { ImageUploadField, type ImageUploadFieldProps } from './ImageUploadField';

type Props = Pick<ImageUploadFieldProps, 'label' | 'max' | 'upload'> & { name: string };

/**
 * `ImageUploadField` bound to a form field: a string (one image, `max` 1) or a list of strings.
 */
export function FormImageUpload({ name, label, max = 1, upload }: Props) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const error = useFieldError(name);
  const id = useFieldId(name);
  const stored: unknown = getIn(values, name);
  const single = !Array.isArray(stored);
  const value = single ? (stored ? [String(stored)] : []) : (stored as string[]);
  return (
    <div data-field={name}>
      <ImageUploadField
        id={id}
        label={label}
        max={single ? 1 : max}
        upload={upload}
        error={error}
        value={value}
        onChange={(urls) => void setFieldValue(name, single ? (urls[0] ?? '') : urls)}
      />
    </div>
  );
}
