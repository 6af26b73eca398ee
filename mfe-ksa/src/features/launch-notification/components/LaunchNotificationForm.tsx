import { API_ERROR_CODES, LAUNCH_MESSAGES as L, launchNotificationCheck, SITE, type SubscriptionValues } from '@pdpl/contracts';
import { ApiError, defineContractTexts, trackBusinessEvent } from '@pdpl/platform';
import { Button, Dialog, notify, Stack, Text } from '@pdpl/ui';
import { CheckboxField, lazySchema, showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { registerLaunchNotification } from '../api/register-launch-notification';
import { useLaunchMessages } from '../i18n';

/** The lead forms' contract texts (validation messages, lists, toasts), fetched in Arabic with the form's code. */
const useLeadContractText = defineContractTexts('leads').useMessages;

const INITIAL_VALUES: SubscriptionValues = { email: '', consent: false };
const subscription = lazySchema(() => import('@pdpl/contracts/form-schemas').then((schemas) => schemas.subscriptionSchema));

/** The dialog's form view. Its own module: the KSA page loads formik only when the dialog opens. */
export default function LaunchNotificationForm({ onDone }: { onDone: () => void }) {
  const t = useLaunchMessages();
  const tc = useLeadContractText();
  const onSubmit = async (values: SubscriptionValues, helpers: FormikHelpers<SubscriptionValues>) => {
    // The spec's checks, in order, as toasts (§5).
    const problem = launchNotificationCheck(values);
    if (problem) return notify({ type: 'error', title: tc(problem) });
    try {
      await registerLaunchNotification((await subscription.schema()).cast({ ...values, source: 'pdpl_launch_notification' }));
      notify({ type: 'success', title: tc(L.successTitle), description: tc(L.successBody) });
      trackBusinessEvent('launch_notification_signup', { source: 'pdpl_launch_notification' });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.code === API_ERROR_CODES.duplicate) {
        notify({ type: 'info', title: tc(L.duplicateTitle), description: tc(L.duplicateBody) });
        onDone();
      } else if (!showFieldErrors(err, helpers, values)) {
        console.error('Launch notification sign-up failed', err);
        notify({ type: 'error', title: tc(L.failedTitle), description: tc(L.failedBody) });
      }
    }
  };

  return (
    <Formik initialValues={INITIAL_VALUES} validateOnChange={false} validateOnBlur={false} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <Dialog.Body>
            <Stack gap="4">
              <Text color="fg.muted">{t('ksa.launch.intro')}</Text>
              {/* The dialog may open before this form arrives; the e-mail still gets the focus, as the first field of a dialog does. */}
              <TextField name="email" label={t('ksa.launch.email')} type="email" autoComplete="email" placeholder={t('ksa.launch.emailPlaceholder')} autoFocus />
              <CheckboxField name="consent">{t('ksa.launch.consent', { company: SITE.companyName })}</CheckboxField>
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">{t('ksa.launch.cancel')}</Button>
            </Dialog.ActionTrigger>
            <Button type="submit" colorPalette="brand" disabled={isSubmitting}>
              {t(isSubmitting ? 'ksa.launch.submitting' : 'ksa.launch.submit')}
            </Button>
          </Dialog.Footer>
        </Form>
      )}
    </Formik>
  );
}
