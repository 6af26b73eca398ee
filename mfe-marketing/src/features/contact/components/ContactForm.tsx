import { CONTACT_COUNTRIES, CONTACT_INITIAL_VALUES, CONTACT_MESSAGES, CONTACT_REASONS, SITE } from '@pdpl/contracts';
import { ApiError, defineContractTexts, richText, RouterLink } from '@pdpl/platform';
import { Button, Link, notify, SimpleGrid, Stack } from '@pdpl/ui';
import { CheckboxField, Honeypot, lazySchema, SelectField, showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { submitContact } from '../api/submit-contact';
import { useContactMessages } from '../i18n';

/** The lead forms' contract texts (validation messages, lists, toasts), fetched in Arabic with the form's code. */
const useLeadContractText = defineContractTexts('leads').useMessages;

type Values = typeof CONTACT_INITIAL_VALUES;

const contact = lazySchema(() => import('@pdpl/contracts/form-schemas').then((schemas) => schemas.contactSchema));

export function ContactForm() {
  const t = useContactMessages();
  const tc = useLeadContractText();
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await submitContact((await contact.schema()).cast(values));
      notify({ type: 'success', title: t('marketing.contact.sentTitle'), description: tc(CONTACT_MESSAGES.successBody) });
      helpers.resetForm();
    } catch (err) {
      if (showFieldErrors(err, helpers, values)) return;
      console.error('Contact submission failed', err);
      // The API answered with an error, or something else broke on the way (spec §8 has both texts).
      const description = err instanceof ApiError ? CONTACT_MESSAGES.errorBody : CONTACT_MESSAGES.unexpectedBody;
      notify({ type: 'error', title: t('marketing.contact.errorTitle'), description: tc(description) });
    }
  };
  return (
    <Formik initialValues={CONTACT_INITIAL_VALUES} validate={contact.validate} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('marketing.contact.formLabel')}>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField name="name" label={t('marketing.contact.name')} required autoComplete="name" />
              <TextField name="company" label={t('marketing.contact.company')} required autoComplete="organization" />
              <SelectField name="country" label={t('marketing.contact.country')} required placeholder={t('marketing.contact.countryPlaceholder')} options={CONTACT_COUNTRIES} />
              <TextField name="email" label={t('marketing.contact.email')} type="email" required autoComplete="email" />
              <TextField name="mobilePhone" label={t('marketing.contact.mobilePhone')} type="tel" autoComplete="tel" />
              <SelectField
                name="reasonForContacting"
                label={t('marketing.contact.reason')}
                required
                placeholder={t('marketing.contact.reasonPlaceholder')}
                options={CONTACT_REASONS}
              />
            </SimpleGrid>
            <CheckboxField name="communicationConsent" required>
              {richText(t('marketing.contact.consent', { company: SITE.companyName }), {
                policy: (text) => (
                  <Link asChild color="brand.600" textDecoration="underline">
                    <RouterLink to="/privacy-policy">{text}</RouterLink>
                  </Link>
                ),
              })}
            </CheckboxField>
            <Honeypot formId="contact" />
            <Button type="submit" colorPalette="brand" size="lg" disabled={isSubmitting} alignSelf="flex-start">
              {t(isSubmitting ? 'marketing.contact.submitting' : 'marketing.contact.submit')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
