import { INDEX_SECTORS, WATCHED_COMPANY_MESSAGES, watchedCompanySchema, type WatchedCompanyInput } from '@pdpl/contracts';
import { Button, notify, SimpleGrid, Stack } from '@pdpl/ui';
import { NativeSelectField, showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { addWatchedCompany } from '../api/add-watched-company';

/** The form's values: the sector is empty until one is chosen. */
type Values = Omit<WatchedCompanyInput, 'sector'> & { sector: string };

const INITIAL: Values = { id: '', nameEn: '', nameAr: '', sector: '', website: '', privacyUrl: '', privacyUrlAr: '', cookieUrl: '', cookieUrlAr: '' };

const OPTIONAL_URL = 'Optional: where the notice is, when the home page does not link to it.';

/** One company to watch; the server's field errors (an id already watched) land on their fields. */
export function AddCompanyForm({ onAdded }: { onAdded: () => void }) {
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const input = watchedCompanySchema.cast(values);
      await addWatchedCompany(input);
      notify({ type: 'success', title: WATCHED_COMPANY_MESSAGES.added, description: `${input.nameEn} is watched: collect it now, or wait for the monthly collection.` });
      helpers.resetForm();
      onAdded();
    } catch (err) {
      if (!showFieldErrors(err, helpers, values)) notify({ type: 'error', title: 'Company not added', description: (err as Error).message });
    }
  };
  return (
    <Formik<Values> initialValues={INITIAL} validationSchema={watchedCompanySchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Add a company">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                name="id"
                label="Id"
                autoComplete="off"
                required
                requiredMark={false}
                helperText="Lower-case letters, digits and hyphens: the company's address in the index (/PDPLComplianceIndex/<id>)."
              />
              <NativeSelectField name="sector" label="Sector" options={INDEX_SECTORS} placeholder="Choose a sector" required requiredMark={false} />
              <TextField name="nameEn" label="Name in English" autoComplete="off" required requiredMark={false} />
              <TextField name="nameAr" label="Name in Arabic" autoComplete="off" dir="rtl" lang="ar" required requiredMark={false} />
              <TextField name="website" label="Web site" type="url" autoComplete="off" placeholder="https://www.example.com" required requiredMark={false} />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField name="privacyUrl" label="Privacy notice (English) URL" type="url" autoComplete="off" helperText={OPTIONAL_URL} />
              <TextField name="privacyUrlAr" label="Privacy notice (Arabic) URL" type="url" autoComplete="off" helperText={OPTIONAL_URL} />
              <TextField name="cookieUrl" label="Cookie notice (English) URL" type="url" autoComplete="off" helperText={OPTIONAL_URL} />
              <TextField name="cookieUrlAr" label="Cookie notice (Arabic) URL" type="url" autoComplete="off" helperText={OPTIONAL_URL} />
            </SimpleGrid>
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={isSubmitting} loadingText="Adding...">
              Add company
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
