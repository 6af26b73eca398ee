import { CONTACT_COUNTRIES, CONTACT_INITIAL_VALUES, CONTACT_MESSAGES, CONTACT_REASONS, contactSchema, SITE } from '@pdpl/contracts';
import { ApiError, RouterLink } from '@pdpl/platform';
import { Button, Link, notify, SimpleGrid, Stack } from '@pdpl/ui';
import { CheckboxField, Honeypot, SelectField, showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { submitContact } from '../api/submit-contact';

type Values = typeof CONTACT_INITIAL_VALUES;

async function onSubmit(values: Values, helpers: FormikHelpers<Values>) {
  try {
    await submitContact(contactSchema.cast(values));
    notify({ type: 'success', title: 'Message sent', description: CONTACT_MESSAGES.successBody });
    helpers.resetForm();
  } catch (err) {
    if (showFieldErrors(err, helpers, values)) return;
    console.error('Contact submission failed', err);
    // The API answered with an error, or something else broke on the way (spec §8 has both texts).
    const description = err instanceof ApiError ? CONTACT_MESSAGES.errorBody : CONTACT_MESSAGES.unexpectedBody;
    notify({ type: 'error', title: 'Error', description });
  }
}

export function ContactForm() {
  return (
    <Formik initialValues={CONTACT_INITIAL_VALUES} validationSchema={contactSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Contact us">
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField name="name" label="Full name" required autoComplete="name" />
              <TextField name="company" label="Company" required autoComplete="organization" />
              <SelectField name="country" label="Country" required placeholder="Select your country" options={CONTACT_COUNTRIES} />
              <TextField name="email" label="Work email" type="email" required autoComplete="email" />
              <TextField name="mobilePhone" label="Mobile phone (optional)" type="tel" autoComplete="tel" />
              <SelectField
                name="reasonForContacting"
                label="Reason for contacting"
                required
                placeholder="Select a reason"
                options={CONTACT_REASONS}
              />
            </SimpleGrid>
            <CheckboxField name="communicationConsent" required>
              I consent to receive communications from {SITE.companyName} about my enquiry, as described in the{' '}
              <Link asChild color="brand.600" textDecoration="underline">
                <RouterLink to="/privacy-policy">Privacy Policy</RouterLink>
              </Link>
              .
            </CheckboxField>
            <Honeypot formId="contact" />
            <Button type="submit" colorPalette="brand" size="lg" disabled={isSubmitting} alignSelf="flex-start">
              {isSubmitting ? 'Submitting...' : 'Send Message'}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
