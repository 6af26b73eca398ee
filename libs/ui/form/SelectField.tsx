import { Field } from '@pdpl/ui';
import { FieldLabel } from './FieldLabel';
import { ListboxSelect } from './ListboxSelect';
import { useFieldState } from './field-errors';

interface Props {
  name: string;
  label: string;
  options: readonly string[];
  placeholder: string;
  required?: boolean;
  requiredMark?: boolean;
}

/** A choice from a long fixed list (countries, positions); its open list scrolls at 200 px (spec §9). */
export function SelectField({ name, label, options, placeholder, required = false, requiredMark = required }: Props) {
  const { field, helpers, invalid, error } = useFieldState(name);
  const id = `field-${name}`;
  return (
    <Field.Root id={id} invalid={invalid} required={required}>
      <FieldLabel id={`${id}-label`} label={label} mark={requiredMark} />
      <ListboxSelect
        id={id}
        labelId={`${id}-label`}
        errorId={`${id}-error`}
        options={options}
        value={field.value}
        placeholder={placeholder}
        invalid={invalid}
        required={required}
        onChange={(value) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
      />
      <Field.ErrorText id={`${id}-error`}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
