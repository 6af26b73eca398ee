import { SYNCABLE_TABLES } from '@pdpl/contracts';
import { Field, NativeSelect } from '@pdpl/ui';
import { useField } from 'formik';

/** The filter's lead table: a native select, "All tables" first. */
export function TableSelectField({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<string>(name);
  return (
    <Field.Root invalid={Boolean(meta.touched && meta.error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field}>
          <option value="">All tables</option>
          {SYNCABLE_TABLES.map((t) => (
            <option key={t.name} value={t.name}>
              {t.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}
