import {
  COMPANY_SIZES,
  LEAD_MESSAGES,
  SITE,
  SOLUTION_TIERS,
  WAITLIST_INITIAL_VALUES,
  WAITLIST_LOCATIONS,
  WAITLIST_POSITIONS,
  waitlistSchema,
} from '@pdpl/contracts';
import { Button, Link, notify, SimpleGrid, Stack } from '@pdpl/ui';
import { CheckboxField, Honeypot, RadioField, SelectField, showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { submitWaitlist } from '../api/submit-waitlist';

type Values = typeof WAITLIST_INITIAL_VALUES;

async function onSubmit(values: Values, helpers: FormikHelpers<Values>) {
  try {
    await submitWaitlist(waitlistSchema.cast(values));
    notify({ type: 'success', title: LEAD_MESSAGES.waitlistSuccessTitle, description: LEAD_MESSAGES.waitlistSuccessBody });
    helpers.resetForm();
  } catch (err) {
    if (showFieldErrors(err, helpers, values)) return;
    console.error('Waiting-list submission failed', err);
    notify({ type: 'error', title: LEAD_MESSAGES.waitlistErrorTitle, description: LEAD_MESSAGES.waitlistErrorBody });
  }
}

export function WaitlistForm() {
  return (
    <Formik initialValues={WAITLIST_INITIAL_VALUES} validationSchema={waitlistSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Join the waiting list">
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField name="name" label="Full name" required autoComplete="name" />
              <TextField name="email" label="Work email" type="email" required autoComplete="email" />
              <SelectField name="position" label="Position" required placeholder="Select your position" options={WAITLIST_POSITIONS} />
              <TextField name="company" label="Company (optional)" autoComplete="organization" />
              <SelectField name="companySize" label="Company size (optional)" placeholder="Select company size" options={COMPANY_SIZES} />
              <SelectField name="location" label="Location" required placeholder="Select your location" options={WAITLIST_LOCATIONS} />
              <SelectField name="solutionType" label="Solution tier of interest (optional)" placeholder="Select a tier" options={SOLUTION_TIERS} />
            </SimpleGrid>
            <RadioField
              name="newsletter"
              required
              label={`Would you like to receive the ${SITE.productName} newsletter with PDPL insights?`}
              options={[
                { value: 'yes', label: 'Yes' },
                { value: 'no', label: 'No' },
              ]}
            />
            <CheckboxField name="privacyConsent" required>
              I consent to receive communications from {SITE.companyName} about the waiting list and pilot, as described in
              the{' '}
              <Link href="/privacy-policy" target="_blank" rel="noopener noreferrer" color="brand.600" textDecoration="underline">
                Privacy Policy (opens in a new tab)
              </Link>
              .
            </CheckboxField>
            <Honeypot formId="waitlist" />
            <Button type="submit" colorPalette="brand" size="lg" disabled={isSubmitting} alignSelf="flex-start">
              {isSubmitting ? 'Submitting...' : 'Join Waiting List'}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
