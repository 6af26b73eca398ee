// @pdpl/ui/form: the Formik-aware fields of every form. An entry of its own, outside the shared
// @pdpl/ui singleton, so formik ships only in the remotes (and pages) that have a form. Everything
// here imports Chakra through '@pdpl/ui' (never '@chakra-ui/react'), and the folder sits outside
// src/ under a package.json of its own name: Module Federation resolves '@pdpl/ui' imported from
// @pdpl/ui's own files to the remote's private copy, which would be a second Chakra without the
// shell's provider; from here it resolves to the shared singleton.
export { TextField } from './TextField';
export { TextareaField } from './TextareaField';
export { SelectField } from './SelectField';
export { NativeSelectField } from './NativeSelectField';
export { RadioField } from './RadioField';
export { CheckboxField } from './CheckboxField';
export { FileField } from './FileField';
export { Honeypot } from './Honeypot';
export { showFieldErrors } from './field-errors';
export { lazySchema, type LazySchema } from './lazy-schema';
