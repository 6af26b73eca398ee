import { Field, Textarea } from '@pdpl/ui';
import { FieldLabel } from './FieldLabel';
import { useFieldState } from './field-errors';

interface Props {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  /** The * after the label; by default shown when the field is required. */
  requiredMark?: boolean;
  rows?: number;
  maxLength?: number;
  /** For the first field of a dialog whose form arrives after the dialog opened. */
  autoFocus?: boolean;
}

/** A few sentences of text (a reason, a message), with its message under it once touched. */
export function TextareaField({ name, label, helperText, required = false, requiredMark = required, rows = 4, ...textarea }: Props) {
  const { field, invalid, error } = useFieldState(name);
  return (
    <Field.Root invalid={invalid} required={required}>
      <FieldLabel label={label} mark={requiredMark} />
      <Textarea {...field} {...textarea} rows={rows} />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
