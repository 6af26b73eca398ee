import {
  API_ERROR_CODES,
  NEWSLETTER_MESSAGES as N,
  newsletterCheck,
  SITE,
  subscriptionFieldErrors,
  subscriptionSchema,
  type SubscriptionValues,
} from '@pdpl/contracts';
import { ApiError } from '@pdpl/platform';
import { Button, notify, Stack, Text } from '@pdpl/ui';
import { CheckboxField, showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { subscribeNewsletter } from '../api/subscribe-newsletter';

const INITIAL_VALUES: SubscriptionValues = { email: '', consent: false };

/** Editing → subscribing → subscribed (spec §4); a duplicate e-mail also counts as subscribed. */
export function NewsletterForm({ onSubscribed }: { onSubscribed: () => void }) {
  const onSubmit = async (values: SubscriptionValues, helpers: FormikHelpers<SubscriptionValues>) => {
    try {
      await subscribeNewsletter(subscriptionSchema.cast({ ...values, source: 'newsletter_page' }));
      notify({ type: 'success', title: N.successTitle, description: N.successBody });
      onSubscribed();
    } catch (err) {
      if (err instanceof ApiError && err.code === API_ERROR_CODES.duplicate) {
        notify({ type: 'info', title: N.duplicateTitle, description: N.duplicateBody });
        onSubscribed();
        return;
      }
      if (showFieldErrors(err, helpers, values)) return;
      console.error('Newsletter subscription failed', err);
      notify({ type: 'error', title: N.failedTitle, description: N.failedBody });
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
          <Form noValidate aria-label="Subscribe to the newsletter">
            <Stack gap="5">
              <TextField name="email" label="Email address" type="email" autoComplete="email" placeholder="you@company.sa" showErrorText={false} />
              <CheckboxField name="consent" showErrorText={false}>
                I agree to receive the {SITE.productName} newsletter and other communications from {SITE.companyName}, and
                know I can unsubscribe at any time.
              </CheckboxField>
              {error && (
                <Text role="alert" color="fg.error" fontWeight="medium">
                  {error}
                </Text>
              )}
              <Button type="submit" colorPalette="brand" size="lg" disabled={isSubmitting} alignSelf="flex-start">
                {isSubmitting ? 'Subscribing...' : 'Subscribe'}
              </Button>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
