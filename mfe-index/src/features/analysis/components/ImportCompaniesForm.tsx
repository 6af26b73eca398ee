import { WATCHED_COMPANY_MESSAGES, watchedCompanyImportSchema, type EditionFileError } from '@pdpl/contracts';
import { ApiError } from '@pdpl/platform';
import { Button, notify, Stack } from '@pdpl/ui';
import { FileField, showFieldErrors } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { ImportErrors } from '../../../shared/ImportErrors';
import { importWatchedCompanies } from '../api/import-watched-companies';

interface Values {
  file: File | null;
}

const INITIAL: Values = { file: null };

const companies = (count: number) => `${count} ${count === 1 ? 'company' : 'companies'}`;

/** A CSV file of companies, all or none: a refused file lists every error by row and column. */
export function ImportCompaniesForm({ onImported }: { onImported: () => void }) {
  const [rowErrors, setRowErrors] = useState<EditionFileError[] | null>(null);
  // A file input cannot be given its value back: after an import the form starts afresh (a new key).
  const [round, setRound] = useState(0);
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setRowErrors(null);
    try {
      const result = await importWatchedCompanies(values.file!);
      const count = typeof result?.imported === 'number' ? result.imported : null;
      notify({ type: 'success', title: WATCHED_COMPANY_MESSAGES.imported, description: count === null ? 'The companies of the file are watched.' : `${companies(count)} added to the watched companies.` });
      setRound((r) => r + 1);
      onImported();
    } catch (err) {
      if (err instanceof ApiError && err.rows?.length) setRowErrors(err.rows);
      else if (!showFieldErrors(err, helpers, values)) notify({ type: 'error', title: 'The file was not imported', description: (err as Error).message });
    }
  };
  return (
    <Formik<Values> key={round} initialValues={INITIAL} validationSchema={watchedCompanyImportSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Import companies">
          <Stack gap="4" maxW="lg">
            <FileField
              name="file"
              label="Companies file (CSV)"
              accept=".csv,text/csv"
              required
              requiredMark={false}
              helperText="One company a row, with the template's columns; the notice URLs may be left empty. Every error is listed at once."
              onPick={() => setRowErrors(null)}
            />
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={isSubmitting} loadingText="Importing...">
              Import companies
            </Button>
            {rowErrors && <ImportErrors errors={rowErrors} />}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
