import {
  PILOT_COMPANY_LOCATIONS,
  PILOT_EXPERIENCE,
  PILOT_INITIAL_VALUES,
  PILOT_MESSAGES as P,
  PILOT_POSITIONS,
  pilotApplicationCheck,
  SITE,
  type PilotApplicationValues,
} from '@pdpl/contracts';
import { defineContractTexts, richText, RouterLink, trackBusinessEvent } from '@pdpl/platform';
import { Button, Link, notify, SimpleGrid, Stack, Text } from '@pdpl/ui';
import { CheckboxField, Honeypot, lazySchema, NativeSelectField, SelectField, showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { submitPilotApplication } from '../api/submit-pilot-application';
import { usePilotApplicationMessages } from '../i18n';
import { PilotAgreementTerms } from './PilotAgreementTerms';
import { PilotApplicationSuccess } from './PilotApplicationSuccess';

/** The lead forms' contract texts (validation messages, lists, toasts), fetched in Arabic with the form's code. */
const useLeadContractText = defineContractTexts('leads').useMessages;

const pilotApplication = lazySchema(() => import('@pdpl/contracts/form-schemas').then((schemas) => schemas.pilotApplicationSchema));

/** Editing → submitting → submitted, or back to editing with the values kept (spec §4). */
export function PilotApplicationForm() {
  const [submitted, setSubmitted] = useState(false);
  const t = usePilotApplicationMessages();
  const tc = useLeadContractText();

  const onSubmit = async (values: PilotApplicationValues, helpers: FormikHelpers<PilotApplicationValues>) => {
    // The spec's five checks, in order, the first failure as a toast (§5).
    const problem = pilotApplicationCheck(values);
    if (problem) return notify({ type: 'error', title: tc(problem.title), description: tc(problem.message) });
    try {
      await submitPilotApplication((await pilotApplication.schema()).cast(values));
      notify({ type: 'success', title: tc(P.successTitle), description: tc(P.successBody) });
      trackBusinessEvent('pilot_application_submitted', { position: values.position });
      setSubmitted(true);
    } catch (err) {
      if (showFieldErrors(err, helpers, values)) return;
      console.error('Pilot application failed', err);
      notify({ type: 'error', title: tc(P.failedTitle), description: tc(P.failedBody) });
    }
  };

  // Submit Another Application starts a new form, every field empty or unticked.
  if (submitted) return <PilotApplicationSuccess onSubmitAnother={() => setSubmitted(false)} />;

  return (
    <Formik initialValues={PILOT_INITIAL_VALUES} validateOnChange={false} validateOnBlur={false} onSubmit={onSubmit}>
      {({ values, isSubmitting }) => (
        <Form noValidate aria-label={t('ksa.pilotApplication.form')}>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField name="name" label={t('ksa.pilotApplication.name')} required autoComplete="name" />
              <TextField name="email" label={t('ksa.pilotApplication.email')} type="email" required autoComplete="email" />
              <TextField name="companyName" label={t('ksa.pilotApplication.companyName')} required autoComplete="organization" />
              <SelectField
                name="companyLocation"
                label={t('ksa.pilotApplication.companyLocation')}
                required
                placeholder={t('ksa.pilotApplication.companyLocationPlaceholder')}
                options={PILOT_COMPANY_LOCATIONS}
              />
              <TextField name="mobilePhone" label={t('ksa.pilotApplication.mobilePhone')} type="tel" required autoComplete="tel" />
              <NativeSelectField
                name="position"
                label={t('ksa.pilotApplication.position')}
                required
                placeholder={t('ksa.pilotApplication.positionPlaceholder')}
                options={PILOT_POSITIONS}
              />
              {values.position === 'Other' && <TextField name="otherPosition" label={t('ksa.pilotApplication.otherPosition')} required />}
              <TextField name="linkedinProfile" label={t('ksa.pilotApplication.linkedin')} type="url" />
              <NativeSelectField
                name="dataPrivacyExperience"
                label={t('ksa.pilotApplication.experience')}
                required
                placeholder={t('ksa.pilotApplication.experiencePlaceholder')}
                options={PILOT_EXPERIENCE}
              />
            </SimpleGrid>
            <PilotAgreementTerms />
            <CheckboxField name="acceptTerms">{t('ksa.pilotApplication.acceptTerms')}</CheckboxField>
            <CheckboxField name="consentToMessages">{t('ksa.pilotApplication.consentToMessages', { company: SITE.companyName })}</CheckboxField>
            <CheckboxField name="whatsappContactOk">{t('ksa.pilotApplication.whatsapp')}</CheckboxField>
            <CheckboxField name="receiveCertificate">{t('ksa.pilotApplication.certificate')}</CheckboxField>
            <Text fontSize="sm" color="fg.muted">
              {richText(t('ksa.pilotApplication.privacyNote'), {
                policy: (text) => (
                  <Link asChild color="brand.700" textDecoration="underline">
                    <RouterLink to="/privacy-policy">{text}</RouterLink>
                  </Link>
                ),
              })}
            </Text>
            <Honeypot formId="pilot" />
            <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
              <Button type="submit" colorPalette="brand" size="lg" disabled={isSubmitting}>
                {t(isSubmitting ? 'ksa.pilotApplication.submitting' : 'ksa.pilotApplication.submit')}
              </Button>
              <Button asChild variant="outline" size="lg">
                <RouterLink to="/KSA">{t('ksa.pilotApplication.cancel')}</RouterLink>
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
