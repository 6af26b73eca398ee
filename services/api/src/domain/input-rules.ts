import type { AnyObjectSchema } from 'yup';
import type { ValidationFailed } from './errors.js';

/**
 * How a form's input is checked when a bare contracts schema is not the whole story: the spec's
 * checks in their order first (the form shows only the first failure, as a toast), then the schema.
 * Route declarations name these (or a bare schema); src/http/validate.ts applies them.
 */
export interface InputRules<S extends AnyObjectSchema> {
  schema: S;
  /** The spec's ordered checks on the submitted object, before any other rule: the first refusal, or null. */
  firstFailure?(submitted: Record<string, unknown>): ValidationFailed | null;
  /** The toast title that goes with a message the schema can give. */
  titles?: Readonly<Record<string, string>>;
}
