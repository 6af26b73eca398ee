// A field's message, from the browser's checks or the server's: one module, so every form's chunk
// carries both without a chunk of its own for the server's part.
import { useUiContractText } from '@pdpl/ui';
import { useField, type FormikErrors, type FormikHelpers } from 'formik';

/**
 * A Formik field and whether its message shows: only once the field was touched (or submitted).
 * The message is the schema's (English, from @pdpl/contracts) or the API's (already in the page's
 * language), shown in the page's language.
 */
export function useFieldState<Value = string>(name: string) {
  const [field, meta, helpers] = useField<Value>(name);
  const text = useUiContractText();
  return { field, helpers, invalid: Boolean(meta.touched && meta.error), error: meta.error === undefined ? undefined : text(meta.error) };
}

/** What a refused request carries: the API's 422 `fields` ({ field: message }), as @pdpl/platform's ApiError exposes them. */
interface WithFieldMessages {
  fields?: Record<string, string>;
}

/**
 * Shows a refused submission's per-field messages on the fields of this form they name (the keys
 * of `values`) and answers true; false when it names none of them, so the caller shows its generic
 * toast instead.
 */
export function showFieldErrors<Values extends object>(
  err: unknown,
  helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setFieldTouched'>,
  values: Values,
): boolean {
  const fields = err instanceof Error ? (err as WithFieldMessages).fields : undefined;
  const named = Object.keys(values).filter((name) => typeof fields?.[name] === 'string');
  if (named.length === 0) return false;
  // Touched without validating: a validation run would replace the server's messages with the browser's.
  for (const name of named) void helpers.setFieldTouched(name, true, false);
  helpers.setErrors(Object.fromEntries(named.map((name) => [name, fields![name]])) as FormikErrors<Values>);
  return true;
}
