import { Checkbox, Field } from '@pdpl/ui';
import type { ReactNode } from 'react';
import { useFieldState } from './field-errors';

interface Props {
  name: string;
  /** The label: a sentence, often with a link. */
  children: ReactNode;
  required?: boolean;
  /** False where the form shows its one message elsewhere (the newsletter's alert). */
  showErrorText?: boolean;
}

/** A consent or an option to tick. */
export function CheckboxField({ name, children, required = false, showErrorText = true }: Props) {
  const { field, helpers, invalid, error } = useFieldState<boolean>(name);
  return (
    <Field.Root invalid={invalid} required={required}>
      <Checkbox.Root name={name} checked={Boolean(field.value)} onCheckedChange={(e) => void helpers.setValue(e.checked === true)} alignItems="flex-start">
        <Checkbox.HiddenInput onBlur={() => void helpers.setTouched(true)} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">{children}</Checkbox.Label>
      </Checkbox.Root>
      {showErrorText && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
