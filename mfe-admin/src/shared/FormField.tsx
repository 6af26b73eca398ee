import { Field, Input } from '@pdpl/ui';
import { useField } from 'formik';

interface Props {
  name: string;
  label: string;
  type: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'text';
  helperText?: string;
  /** False for the optional fields of a filter; the admin forms' fields are required otherwise. */
  required?: boolean;
}

/** A text field of the admin forms (required unless told), with its Formik error under it. */
export function FormField({ name, label, type, autoComplete, inputMode, helperText, required = true }: Props) {
  const [field, meta] = useField(name);
  return (
    <Field.Root invalid={Boolean(meta.touched && meta.error)} required={required}>
      <Field.Label>{label}</Field.Label>
      <Input {...field} type={type} autoComplete={autoComplete} inputMode={inputMode} />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}
