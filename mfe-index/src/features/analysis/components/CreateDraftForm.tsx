import { editionPreviewPath, monthRequestSchema, REVIEW_MESSAGES, type MonthRequest } from '@pdpl/contracts';
import { useNavigate } from '@pdpl/platform';
import { Button, notify, Stack } from '@pdpl/ui';
import { showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { formatEditionMonth } from '../../../shared/format';
import { createDraftEdition } from '../api/create-draft-edition';
import { monthOf } from '../model/labels';

/** The month's reviewed companies become a draft edition, whose preview then opens (publishing stays on the Editions page). */
export function CreateDraftForm() {
  const navigate = useNavigate();
  const submit = async (values: MonthRequest, helpers: FormikHelpers<MonthRequest>) => {
    try {
      const { edition, companyCount } = await createDraftEdition(monthRequestSchema.cast(values));
      notify({
        type: 'success',
        title: REVIEW_MESSAGES.draftCreated,
        description: `${companyCount} ${companyCount === 1 ? 'company' : 'companies'} in the ${formatEditionMonth(edition.month)} draft. Check the preview before publishing.`,
      });
      navigate(editionPreviewPath(edition.id));
    } catch (err) {
      // Nothing reviewed that month (409) or a refused month (422): said as the API says it.
      if (!showFieldErrors(err, helpers, values)) notify({ type: 'error', title: 'No draft created', description: (err as Error).message });
    }
  };
  return (
    <Formik<MonthRequest> initialValues={{ month: monthOf() }} validationSchema={monthRequestSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Create draft edition">
          <Stack gap="4" maxW="lg">
            <TextField
              name="month"
              label="Edition month"
              type="month"
              placeholder="YYYY-MM"
              required
              requiredMark={false}
              helperText="The month's reviewed companies (accepted suggestions, with their overrides) become the draft, as YYYY-MM."
            />
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={isSubmitting} loadingText="Creating...">
              Create draft edition
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
