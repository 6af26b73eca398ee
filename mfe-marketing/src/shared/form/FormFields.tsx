import { Checkbox, Field, Input, RadioGroup, Stack } from '@pdpl/ui';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { ListboxSelect } from './ListboxSelect';

interface BaseProps {
  name: string;
  label: string;
  required?: boolean;
}

function useFieldState(name: string) {
  const [field, meta, helpers] = useField(name);
  return { field, helpers, invalid: Boolean(meta.touched && meta.error), error: meta.error };
}

export function TextField({ name, label, required, type = 'text', autoComplete }: BaseProps & { type?: string; autoComplete?: string }) {
  const { field, invalid, error } = useFieldState(name);
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input {...field} type={type} autoComplete={autoComplete} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A required or optional choice from a fixed list; its open list scrolls at 200 px (spec §9). */
export function SelectField({ name, label, required, options, placeholder }: BaseProps & { options: readonly string[]; placeholder: string }) {
  const { field, helpers, invalid, error } = useFieldState(name);
  const id = `field-${name}`;
  return (
    <Field.Root id={id} invalid={invalid} required={required}>
      <Field.Label id={`${id}-label`}>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
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

export function RadioField({ name, label, options }: BaseProps & { options: { value: string; label: string }[] }) {
  const { field, helpers, invalid, error } = useFieldState(name);
  return (
    <Field.Root invalid={invalid} required>
      <Field.Label id={`${name}-label`}>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <RadioGroup.Root
        name={name}
        value={field.value || null}
        aria-labelledby={`${name}-label`}
        onValueChange={(e) => void helpers.setValue(e.value)}
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

export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const { field, helpers, invalid, error } = useFieldState(name);
  return (
    <Field.Root invalid={invalid} required>
      <Checkbox.Root
        name={name}
        checked={Boolean(field.value)}
        onCheckedChange={(e) => void helpers.setValue(e.checked === true)}
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput onBlur={() => void helpers.setTouched(true)} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">{children}</Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
