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
import { Box, Button, Link, notify, SimpleGrid, Stack, Text, VisuallyHidden } from '@pdpl/ui';
import { useState, type FormEvent } from 'react';
import { submitPilotApplication } from '../api/submit-pilot-application';
import { PilotAgreementTerms } from './PilotAgreementTerms';
import { PilotApplicationSuccess } from './PilotApplicationSuccess';
import { PilotCheckbox, PilotSelectField, PilotTextField } from './PilotFields';

/** Editing → submitting → submitted, or back to editing with the values kept (spec §4). */
export function PilotApplicationForm() {
  const [values, setValues] = useState<PilotApplicationValues>(PILOT_INITIAL_VALUES);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const set =
    <K extends keyof PilotApplicationValues>(key: K) =>
    (value: PilotApplicationValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = pilotApplicationCheck(values);
    if (problem) return notify({ type: 'error', title: problem.title, description: problem.message });
    setSubmitting(true);
    try {
      await submitPilotApplication(pilotApplicationSchema.cast(values));
      notify({ type: 'success', title: P.successTitle, description: P.successBody });
      trackBusinessEvent('pilot_application_submitted', { position: values.position });
      setSubmitted(true);
    } catch (err) {
      console.error('Pilot application failed', err);
      notify({ type: 'error', title: P.failedTitle, description: P.failedBody });
    } finally {
      setSubmitting(false);
    }
  };

  const submitAnother = () => {
    setValues(PILOT_INITIAL_VALUES);
    setSubmitted(false);
  };

  if (submitted) return <PilotApplicationSuccess onSubmitAnother={submitAnother} />;

  return (
    <form noValidate aria-label="Pilot application" onSubmit={onSubmit}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <PilotTextField label="Full Name" required autoComplete="name" value={values.name} onChange={set('name')} />
          <PilotTextField label="Email" type="email" required autoComplete="email" value={values.email} onChange={set('email')} />
          <PilotTextField label="Company Name" required autoComplete="organization" value={values.companyName} onChange={set('companyName')} />
          <PilotSelectField
            label="Company Location"
            required
            placeholder="Select company location"
            options={PILOT_COMPANY_LOCATIONS}
            value={values.companyLocation}
            onChange={set('companyLocation')}
          />
          <PilotTextField label="Mobile Phone" type="tel" required autoComplete="tel" value={values.mobilePhone} onChange={set('mobilePhone')} />
          <PilotSelectField label="Position" required placeholder="Select your position" options={PILOT_POSITIONS} value={values.position} onChange={set('position')} />
          {values.position === 'Other' && (
            <PilotTextField label="Please specify your position" required value={values.otherPosition} onChange={set('otherPosition')} />
          )}
          <PilotTextField label="LinkedIn Profile (optional)" type="url" value={values.linkedinProfile} onChange={set('linkedinProfile')} />
          <PilotSelectField
            label="Data Privacy Experience"
            required
            placeholder="Select your experience"
            options={PILOT_EXPERIENCE}
            value={values.dataPrivacyExperience}
            onChange={set('dataPrivacyExperience')}
          />
        </SimpleGrid>
        <PilotAgreementTerms />
        <PilotCheckbox checked={values.acceptTerms} onChange={set('acceptTerms')}>
          I accept the Terms &amp; Conditions of the pilot program. *
        </PilotCheckbox>
        <PilotCheckbox checked={values.consentToMessages} onChange={set('consentToMessages')}>
          I consent to receiving messages from {SITE.companyName} about the pilot program. *
        </PilotCheckbox>
        <PilotCheckbox checked={values.whatsappContactOk} onChange={set('whatsappContactOk')}>
          You may contact me on WhatsApp at the mobile number above (optional).
        </PilotCheckbox>
        <PilotCheckbox checked={values.receiveCertificate} onChange={set('receiveCertificate')}>
          I would like to receive a certificate of participation (optional).
        </PilotCheckbox>
        <Text fontSize="sm" color="fg.muted">
          We use your details only to assess your application and run the pilot; see our{' '}
          <Link asChild color="brand.700" textDecoration="underline">
            <RouterLink to="/privacy-policy">Privacy Policy</RouterLink>
          </Link>
          .
        </Text>
        {/* Honeypot: people never see it; bots that fill it are refused by the API. */}
        <Box aria-hidden="true" position="absolute" left="-10000px">
          <VisuallyHidden asChild>
            <label htmlFor="pilot-website">Website</label>
          </VisuallyHidden>
          <input id="pilot-website" tabIndex={-1} autoComplete="off" value={values.website} onChange={(e) => set('website')(e.target.value)} />
        </Box>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <Button type="submit" colorPalette="brand" size="lg" disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit Application'}
          </Button>
          <Button asChild variant="outline" size="lg">
            <RouterLink to="/KSA">Cancel</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
