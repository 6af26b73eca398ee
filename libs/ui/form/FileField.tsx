import { Field, Input } from '@pdpl/ui';
import { FieldLabel } from './FieldLabel';
import { useFieldState } from './field-errors';

interface Props {
  name: string;
  label: string;
  /** The input's accept list (extensions and media types). */
  accept: string;
  helperText?: string;
  required?: boolean;
  requiredMark?: boolean;
  /** Called once the form holds the newly chosen file (or none). */
  onPick?: () => void;
}

/** One file, kept in the form as a File (a file input cannot be given a value back). */
export function FileField({ name, label, accept, helperText, required = false, requiredMark = required, onPick }: Props) {
  const { helpers, invalid, error } = useFieldState<File | null>(name);
  return (
    <Field.Root invalid={invalid} required={required}>
      <FieldLabel label={label} mark={requiredMark} />
      <Input
        type="file"
        name={name}
        accept={accept}
        p="1"
        onChange={(e) => {
          void helpers.setValue(e.currentTarget.files?.[0] ?? null);
          onPick?.();
        }}
        onBlur={() => void helpers.setTouched(true)}
      />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
