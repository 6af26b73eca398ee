import { editionImportSchema, editionPreviewPath, type EditionFileError } from '@pdpl/contracts';
import { ApiError, useNavigate } from '@pdpl/platform';
import { Button, Field, Input, notify, Stack } from '@pdpl/ui';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { formatEditionMonth } from '../../../shared/format';
import { importEdition } from '../api/import-edition';
import { ImportErrors } from './ImportErrors';

interface Values {
  month: string;
  file: File | null;
}

const INITIAL: Values = { month: '', file: null };

/** Month and file; a refused file lists every row error, an imported one opens its preview. */
export function ImportEditionForm() {
  const navigate = useNavigate();
  const [rowErrors, setRowErrors] = useState<EditionFileError[] | null>(null);

  const submit = async (values: Values, { setFieldError }: FormikHelpers<Values>) => {
    setRowErrors(null);
    try {
      const { edition } = await importEdition(values.month, values.file!);
      notify({ type: 'success', title: 'Draft imported', description: `${edition.companyCount} companies in the ${formatEditionMonth(edition.month)} draft. Check the preview before publishing.` });
      navigate(editionPreviewPath(edition.id));
    } catch (err) {
      if (err instanceof ApiError && err.rows?.length) setRowErrors(err.rows);
      else if (err instanceof ApiError && err.status === 400) setFieldError('month', err.message);
      else notify({ type: 'error', title: 'The file was not imported', description: (err as Error).message });
    }
  };

  return (
    <Formik<Values> initialValues={INITIAL} validationSchema={editionImportSchema} onSubmit={submit}>
      {({ errors, touched, isSubmitting, getFieldProps, setFieldValue, setFieldTouched }) => (
        <Form noValidate aria-label="Import an edition">
          <Stack gap="4" maxW="lg">
            <Field.Root invalid={Boolean(touched.month && errors.month)} required>
              <Field.Label>Edition month</Field.Label>
              <Input type="month" placeholder="YYYY-MM" {...getFieldProps('month')} />
              <Field.HelperText>The month the edition covers, as YYYY-MM.</Field.HelperText>
              <Field.ErrorText>{errors.month}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(touched.file && errors.file)} required>
              <Field.Label>Edition file (CSV or JSON)</Field.Label>
              <Input
                type="file"
                name="file"
                accept=".csv,.json,text/csv,application/json"
                p="1"
                onChange={(e) => {
                  void setFieldValue('file', e.currentTarget.files?.[0] ?? null);
                  setRowErrors(null);
                }}
                onBlur={() => void setFieldTouched('file')}
              />
              <Field.HelperText>One row per company, with the columns of the template. Every error is listed at once.</Field.HelperText>
              <Field.ErrorText>{errors.file}</Field.ErrorText>
            </Field.Root>
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
