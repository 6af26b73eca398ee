import { editionImportSchema, editionPreviewPath, type EditionFileError } from '@pdpl/contracts';
import { ApiError, useNavigate } from '@pdpl/platform';
import { Button, notify, Stack } from '@pdpl/ui';
import { FileField, showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { formatEditionMonth } from '../../../shared/format';
import { importEdition } from '../api/import-edition';
import { ImportErrors } from '../../../shared/ImportErrors';

interface Values {
  month: string;
  file: File | null;
}

const INITIAL: Values = { month: '', file: null };

/** Month and file; a refused file lists every row error, an imported one opens its preview. */
export function ImportEditionForm() {
  const navigate = useNavigate();
  const [rowErrors, setRowErrors] = useState<EditionFileError[] | null>(null);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setRowErrors(null);
    try {
      const { edition } = await importEdition(values.month, values.file!);
      notify({ type: 'success', title: 'Draft imported', description: `${edition.companyCount} companies in the ${formatEditionMonth(edition.month)} draft. Check the preview before publishing.` });
      navigate(editionPreviewPath(edition.id));
    } catch (err) {
      if (err instanceof ApiError && err.rows?.length) setRowErrors(err.rows);
      // The month travels in the query string: the API refuses a bad one with a plain 400.
      else if (err instanceof ApiError && err.status === 400) helpers.setFieldError('month', err.message);
      else if (!showFieldErrors(err, helpers, values)) notify({ type: 'error', title: 'The file was not imported', description: (err as Error).message });
    }
  };

  return (
    <Formik<Values> initialValues={INITIAL} validationSchema={editionImportSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Import an edition">
          <Stack gap="4" maxW="lg">
            <TextField
              name="month"
              label="Edition month"
              type="month"
              placeholder="YYYY-MM"
              required
              requiredMark={false}
              helperText="The month the edition covers, as YYYY-MM."
            />
            <FileField
              name="file"
              label="Edition file (CSV or JSON)"
              accept=".csv,.json,text/csv,application/json"
              required
              requiredMark={false}
              helperText="One row per company, with the columns of the template. Every error is listed at once."
              onPick={() => setRowErrors(null)}
            />
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={isSubmitting} loadingText="Importing...">
              Import as Draft
            </Button>
            {rowErrors && <ImportErrors errors={rowErrors} />}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
