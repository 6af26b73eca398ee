import { Field, NativeSelect } from '@pdpl/ui';
import { FieldLabel } from './FieldLabel';
import { useUiContractText } from '@pdpl/ui';
import { useFieldState } from './field-errors';

type SelectOption = string | { value: string; label: string };

interface Props {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Select your position", "All tables"). */
  placeholder: string;
  required?: boolean;
  requiredMark?: boolean;
}

const valueOf = (o: SelectOption) => (typeof o === 'string' ? o : o.value);
const labelOf = (o: SelectOption) => (typeof o === 'string' ? o : o.label);

/** The browser's own select, for short lists. */
export function NativeSelectField({ name, label, options, placeholder, required = false, requiredMark = required }: Props) {
  const { field, invalid, error } = useFieldState(name);
  const text = useUiContractText();
  return (
    <Field.Root invalid={invalid} required={required}>
      <FieldLabel label={label} mark={requiredMark} />
      <NativeSelect.Root>
        <NativeSelect.Field {...field}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={valueOf(o)} value={valueOf(o)}>
              {text(labelOf(o))}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
