import { Box, VisuallyHidden } from '@pdpl/ui';
import { Field } from 'formik';

/** A field people never see; bots that fill it are refused by the API (the schemas' `website`). */
export function Honeypot({ formId }: { formId: string }) {
  const id = `${formId}-website`;
  return (
    <Box aria-hidden="true" position="absolute" insetStart="-10000px">
      <VisuallyHidden asChild>
        <label htmlFor={id}>Website</label>
      </VisuallyHidden>
      <Field id={id} name="website" tabIndex={-1} autoComplete="off" />
    </Box>
  );
}
