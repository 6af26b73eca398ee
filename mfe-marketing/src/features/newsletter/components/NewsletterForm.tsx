import {
  API_ERROR_CODES,
  NEWSLETTER_MESSAGES as N,
  newsletterCheck,
  SITE,
  subscriptionFieldErrors,
  type SubscriptionValues,
} from '@pdpl/contracts';
import { ApiError, defineContractTexts } from '@pdpl/platform';
import { Button, notify, Stack, Text } from '@pdpl/ui';
import { CheckboxField, lazySchema, showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { subscribeNewsletter } from '../api/subscribe-newsletter';
import { useNewsletterMessages } from '../i18n';

/** The lead forms' contract texts (validation messages, lists, toasts), fetched in Arabic with the form's code. */
const useLeadContractText = defineContractTexts('leads').useMessages;

const INITIAL_VALUES: SubscriptionValues = { email: '', consent: false };
const subscription = lazySchema(() => import('@pdpl/contracts/form-schemas').then((schemas) => schemas.subscriptionSchema));

/** Editing → subscribing → subscribed (spec §4); a duplicate e-mail also counts as subscribed. */
export function NewsletterForm({ onSubscribed }: { onSubscribed: () => void }) {
  const t = useNewsletterMessages();
  const tc = useLeadContractText();
  const onSubmit = async (values: SubscriptionValues, helpers: FormikHelpers<SubscriptionValues>) => {
    try {
      await subscribeNewsletter((await subscription.schema()).cast({ ...values, source: 'newsletter_page' }));
      notify({ type: 'success', title: tc(N.successTitle), description: tc(N.successBody) });
      onSubscribed();
    } catch (err) {
      if (err instanceof ApiError && err.code === API_ERROR_CODES.duplicate) {
        notify({ type: 'info', title: tc(N.duplicateTitle), description: tc(N.duplicateBody) });
        onSubscribed();
        return;
      }
      if (showFieldErrors(err, helpers, values)) return;
      console.error('Newsletter subscription failed', err);
      notify({ type: 'error', title: tc(N.failedTitle), description: tc(N.failedBody) });
    }
  };

  // The spec's checks run in order on submit only, and their one message stays until the next submit.
  return (
    <Formik
      initialValues={INITIAL_VALUES}
      validate={(values) => subscriptionFieldErrors(newsletterCheck, values)}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={onSubmit}
    >
      {({ errors, isSubmitting }) => {
        const error = errors.email ?? errors.consent;
        return (
          <Form noValidate aria-label={t('marketing.newsletter.formLabel')}>
            <Stack gap="5">
              <TextField name="email" label={t('marketing.newsletter.email')} type="email" autoComplete="email" placeholder={t('marketing.newsletter.emailPlaceholder')} showErrorText={false} />
              <CheckboxField name="consent" showErrorText={false}>
                {t('marketing.newsletter.consent', { company: SITE.companyName })}
              </CheckboxField>
              {error && (
                <Text role="alert" color="fg.error" fontWeight="medium">
                  {tc(error)}
                </Text>
              )}
              <Button type="submit" colorPalette="brand" size="lg" disabled={isSubmitting} alignSelf="flex-start">
                {t(isSubmitting ? 'marketing.newsletter.subscribing' : 'marketing.newsletter.submit')}
              </Button>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
