import { Field, RadioGroup, Stack } from '@pdpl/ui';
import { FieldLabel } from './FieldLabel';
import { useFieldState } from './field-errors';

interface Props {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  requiredMark?: boolean;
}

/** One answer out of a few, side by side. */
export function RadioField({ name, label, options, required = false, requiredMark = required }: Props) {
  const { field, helpers, invalid, error } = useFieldState(name);
  const labelId = `${name}-label`;
  return (
    <Field.Root invalid={invalid} required={required}>
      <FieldLabel id={labelId} label={label} mark={requiredMark} />
      <RadioGroup.Root
        name={name}
        value={field.value || null}
        aria-labelledby={labelId}
        onValueChange={(e) => void helpers.setValue(e.value ?? '')}
        onBlur={() => void helpers.setTouched(true)}
      >
        <Stack direction="row" gap="6">
          {options.map((o) => (
            <RadioGroup.Item key={o.value} value={o.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
