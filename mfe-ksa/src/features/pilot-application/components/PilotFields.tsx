import { Checkbox, Field, Input, NativeSelect } from '@pdpl/ui';
import type { ReactNode } from 'react';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}

export function PilotTextField({ label, value, onChange, required, type = 'text', autoComplete }: FieldProps & { type?: string; autoComplete?: string }) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input type={type} autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}

export function PilotSelectField({ label, value, onChange, required, options, placeholder }: FieldProps & { options: readonly string[]; placeholder: string }) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function PilotCheckbox({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} alignItems="flex-start">
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label fontWeight="normal">{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}
