import { API_ERROR_CODES, LAUNCH_MESSAGES as L, launchNotificationCheck, SITE, subscriptionSchema, type SubscriptionValues } from '@pdpl/contracts';
import { ApiError, trackBusinessEvent } from '@pdpl/platform';
import { Button, Dialog, notify, Stack, Text } from '@pdpl/ui';
import { CheckboxField, showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { registerLaunchNotification } from '../api/register-launch-notification';

const INITIAL_VALUES: SubscriptionValues = { email: '', consent: false };

/** The dialog's form view. Its own module: the KSA page loads formik only when the dialog opens. */
export default function LaunchNotificationForm({ onDone }: { onDone: () => void }) {
  const onSubmit = async (values: SubscriptionValues, helpers: FormikHelpers<SubscriptionValues>) => {
    // The spec's checks, in order, as toasts (§5).
    const problem = launchNotificationCheck(values);
    if (problem) return notify({ type: 'error', title: problem });
    try {
      await registerLaunchNotification(subscriptionSchema.cast({ ...values, source: 'pdpl_launch_notification' }));
      notify({ type: 'success', title: L.successTitle, description: L.successBody });
      trackBusinessEvent('launch_notification_signup', { source: 'pdpl_launch_notification' });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.code === API_ERROR_CODES.duplicate) {
        notify({ type: 'info', title: L.duplicateTitle, description: L.duplicateBody });
        onDone();
      } else if (!showFieldErrors(err, helpers, values)) {
        console.error('Launch notification sign-up failed', err);
        notify({ type: 'error', title: L.failedTitle, description: L.failedBody });
      }
    }
  };

  return (
    <Formik initialValues={INITIAL_VALUES} validateOnChange={false} validateOnBlur={false} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <Dialog.Body>
            <Stack gap="4">
              <Text color="fg.muted">Be the first to see how the top Saudi companies score against the PDPL.</Text>
              {/* The dialog may open before this form arrives; the e-mail still gets the focus, as the first field of a dialog does. */}
              <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@company.sa" autoFocus />
              <CheckboxField name="consent">I agree to receive the launch notification and related communications from {SITE.companyName}.</CheckboxField>
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.ActionTrigger>
            <Button type="submit" colorPalette="brand" disabled={isSubmitting}>
              {isSubmitting ? 'Registering...' : 'Notify Me'}
            </Button>
          </Dialog.Footer>
        </Form>
      )}
    </Formik>
  );
}
