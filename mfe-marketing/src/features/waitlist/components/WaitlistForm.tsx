import {
  COMPANY_SIZES,
  LEAD_MESSAGES,
  SITE,
  SOLUTION_TIERS,
  WAITLIST_INITIAL_VALUES,
  WAITLIST_LOCATIONS,
  WAITLIST_POSITIONS,
} from '@pdpl/contracts';
import { defineContractTexts, richText, useLocalePath } from '@pdpl/platform';
import { Button, Link, notify, SimpleGrid, Stack } from '@pdpl/ui';
import { CheckboxField, Honeypot, lazySchema, RadioField, SelectField, showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { submitWaitlist } from '../api/submit-waitlist';
import { useWaitlistMessages } from '../i18n';

/** The lead forms' contract texts (validation messages, lists, toasts), fetched in Arabic with the form's code. */
const useLeadContractText = defineContractTexts('leads').useMessages;

type Values = typeof WAITLIST_INITIAL_VALUES;

const waitlist = lazySchema(() => import('@pdpl/contracts/form-schemas').then((schemas) => schemas.waitlistSchema));

export function WaitlistForm() {
  const t = useWaitlistMessages();
  const tc = useLeadContractText();
  const localePath = useLocalePath();
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await submitWaitlist((await waitlist.schema()).cast(values));
      notify({ type: 'success', title: tc(LEAD_MESSAGES.waitlistSuccessTitle), description: tc(LEAD_MESSAGES.waitlistSuccessBody) });
      helpers.resetForm();
    } catch (err) {
      if (showFieldErrors(err, helpers, values)) return;
      console.error('Waiting-list submission failed', err);
      notify({ type: 'error', title: tc(LEAD_MESSAGES.waitlistErrorTitle), description: tc(LEAD_MESSAGES.waitlistErrorBody) });
    }
  };
  return (
    <Formik initialValues={WAITLIST_INITIAL_VALUES} validate={waitlist.validate} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('marketing.waitlist.formLabel')}>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField name="name" label={t('marketing.waitlist.name')} required autoComplete="name" />
              <TextField name="email" label={t('marketing.waitlist.email')} type="email" required autoComplete="email" />
              <SelectField name="position" label={t('marketing.waitlist.position')} required placeholder={t('marketing.waitlist.positionPlaceholder')} options={WAITLIST_POSITIONS} />
              <TextField name="company" label={t('marketing.waitlist.company')} autoComplete="organization" />
              <SelectField name="companySize" label={t('marketing.waitlist.companySize')} placeholder={t('marketing.waitlist.companySizePlaceholder')} options={COMPANY_SIZES} />
              <SelectField name="location" label={t('marketing.waitlist.location')} required placeholder={t('marketing.waitlist.locationPlaceholder')} options={WAITLIST_LOCATIONS} />
              <SelectField name="solutionType" label={t('marketing.waitlist.tier')} placeholder={t('marketing.waitlist.tierPlaceholder')} options={SOLUTION_TIERS} />
            </SimpleGrid>
            <RadioField
              name="newsletter"
              required
              label={t('marketing.waitlist.newsletter')}
              options={[
                { value: 'yes', label: t('marketing.waitlist.yes') },
                { value: 'no', label: t('marketing.waitlist.no') },
              ]}
            />
            <CheckboxField name="privacyConsent" required>
              {richText(t('marketing.waitlist.consent', { company: SITE.companyName }), {
                policy: (text) => (
                  <Link href={localePath('/privacy-policy')} target="_blank" rel="noopener noreferrer" color="brand.600" textDecoration="underline">
                    {text}
                  </Link>
                ),
              })}
            </CheckboxField>
            <Honeypot formId="waitlist" />
            <Button type="submit" colorPalette="brand" size="lg" disabled={isSubmitting} alignSelf="flex-start">
              {t(isSubmitting ? 'marketing.waitlist.submitting' : 'marketing.waitlist.submit')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
