import {
  PILOT_COMPANY_LOCATIONS,
  PILOT_EXPERIENCE,
  PILOT_INITIAL_VALUES,
  PILOT_MESSAGES as P,
  PILOT_POSITIONS,
  pilotApplicationCheck,
  pilotApplicationSchema,
  SITE,
  type PilotApplicationValues,
} from '@pdpl/contracts';
import { RouterLink, trackBusinessEvent } from '@pdpl/platform';
import { Button, Link, notify, SimpleGrid, Stack, Text } from '@pdpl/ui';
import { CheckboxField, Honeypot, NativeSelectField, SelectField, showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { submitPilotApplication } from '../api/submit-pilot-application';
import { PilotAgreementTerms } from './PilotAgreementTerms';
import { PilotApplicationSuccess } from './PilotApplicationSuccess';

/** Editing → submitting → submitted, or back to editing with the values kept (spec §4). */
export function PilotApplicationForm() {
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = async (values: PilotApplicationValues, helpers: FormikHelpers<PilotApplicationValues>) => {
    // The spec's five checks, in order, the first failure as a toast (§5).
    const problem = pilotApplicationCheck(values);
    if (problem) return notify({ type: 'error', title: problem.title, description: problem.message });
    try {
      await submitPilotApplication(pilotApplicationSchema.cast(values));
      notify({ type: 'success', title: P.successTitle, description: P.successBody });
      trackBusinessEvent('pilot_application_submitted', { position: values.position });
      setSubmitted(true);
    } catch (err) {
      if (showFieldErrors(err, helpers, values)) return;
      console.error('Pilot application failed', err);
      notify({ type: 'error', title: P.failedTitle, description: P.failedBody });
    }
  };

  // Submit Another Application starts a new form, every field empty or unticked.
  if (submitted) return <PilotApplicationSuccess onSubmitAnother={() => setSubmitted(false)} />;

  return (
    <Formik initialValues={PILOT_INITIAL_VALUES} validateOnChange={false} validateOnBlur={false} onSubmit={onSubmit}>
      {({ values, isSubmitting }) => (
        <Form noValidate aria-label="Pilot application">
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField name="name" label="Full Name" required autoComplete="name" />
              <TextField name="email" label="Email" type="email" required autoComplete="email" />
              <TextField name="companyName" label="Company Name" required autoComplete="organization" />
              <SelectField name="companyLocation" label="Company Location" required placeholder="Select company location" options={PILOT_COMPANY_LOCATIONS} />
              <TextField name="mobilePhone" label="Mobile Phone" type="tel" required autoComplete="tel" />
              <NativeSelectField name="position" label="Position" required placeholder="Select your position" options={PILOT_POSITIONS} />
              {values.position === 'Other' && <TextField name="otherPosition" label="Please specify your position" required />}
              <TextField name="linkedinProfile" label="LinkedIn Profile (optional)" type="url" />
              <NativeSelectField
                name="dataPrivacyExperience"
                label="Data Privacy Experience"
                required
                placeholder="Select your experience"
                options={PILOT_EXPERIENCE}
              />
            </SimpleGrid>
            <PilotAgreementTerms />
            <CheckboxField name="acceptTerms">I accept the Terms &amp; Conditions of the pilot program. *</CheckboxField>
            <CheckboxField name="consentToMessages">I consent to receiving messages from {SITE.companyName} about the pilot program. *</CheckboxField>
            <CheckboxField name="whatsappContactOk">You may contact me on WhatsApp at the mobile number above (optional).</CheckboxField>
            <CheckboxField name="receiveCertificate">I would like to receive a certificate of participation (optional).</CheckboxField>
            <Text fontSize="sm" color="fg.muted">
              We use your details only to assess your application and run the pilot; see our{' '}
              <Link asChild color="brand.700" textDecoration="underline">
                <RouterLink to="/privacy-policy">Privacy Policy</RouterLink>
              </Link>
              .
            </Text>
            <Honeypot formId="pilot" />
            <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
              <Button type="submit" colorPalette="brand" size="lg" disabled={isSubmitting}>
                {isSubmitting ? 'Submitting...' : 'Submit Application'}
              </Button>
              <Button asChild variant="outline" size="lg">
                <RouterLink to="/KSA">Cancel</RouterLink>
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
