import { Field, Input } from '@pdpl/ui';
import { FieldLabel } from './FieldLabel';
import { useFieldState } from './field-errors';

interface TextFieldProps {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
  helperText?: string;
  required?: boolean;
  /** The * after the label; by default shown when the field is required. */
  requiredMark?: boolean;
  /** False where the form shows its one message elsewhere (the newsletter's alert). */
  showErrorText?: boolean;
  /** For the first field of a dialog whose form arrives after the dialog opened. */
  autoFocus?: boolean;
  /** A value in another language than the page's (a name in Arabic on an English page): its direction and language. */
  dir?: 'ltr' | 'rtl' | 'auto';
  lang?: string;
}

/** A text input of a Formik form, with its message under it once touched. */
export function TextField({ name, label, type = 'text', required = false, requiredMark = required, showErrorText = true, helperText, ...input }: TextFieldProps) {
  const { field, invalid, error } = useFieldState(name);
  return (
    <Field.Root invalid={invalid} required={required}>
      <FieldLabel label={label} mark={requiredMark} />
      <Input {...field} {...input} type={type} />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {showErrorText && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
