// A contracts schema a form loads when it first validates or sends, not with the page: Yup and the
// schemas are about 12 KB gzipped that no visitor needs before touching a form.
import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';

export interface LazySchema<S extends AnyObjectSchema> {
  /** The schema, loaded on the first call (`cast` before sending). */
  schema: () => Promise<S>;
  /** Formik's `validate`: what its `validationSchema` does, once the schema is here. */
  validate: <Values extends FormikValues>(values: Values) => Promise<FormikErrors<Values>>;
}

export function lazySchema<S extends AnyObjectSchema>(load: () => Promise<S>): LazySchema<S> {
  return {
    schema: load,
    validate: async <Values extends FormikValues>(values: Values) => {
      const schema = await load();
      try {
        await validateYupSchema(values, schema);
        return {};
      } catch (err) {
        if ((err as Error).name === 'ValidationError') return yupToFormErrors<Values>(err);
        throw err;
      }
    },
  };
}
