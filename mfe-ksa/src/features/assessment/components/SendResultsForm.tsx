import { ASSESSMENT_MESSAGES as M, type AssessmentAnswers } from '@pdpl/contracts';
import { ApiError, useLocale } from '@pdpl/platform';
import { Button, Heading, notify, Stack } from '@pdpl/ui';
import { CheckboxField, lazySchema, showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect } from 'react';
import { sendAssessmentResults } from '../api/send-assessment-results';
import { useAssessmentMessages, useAssessmentContractText } from '../i18n';

const sendResults = lazySchema(() => import('@pdpl/contracts/form-schemas').then((schemas) => schemas.sendAssessmentResultsSchema));

/** The form's values, named as the API's body names them (so its `fields` land on them). */
export interface SendResultsFields {
  email: string;
  name: string;
  communicationConsent: boolean;
}

interface SendResultsFormProps {
  answers: AssessmentAnswers;
  fields: SendResultsFields;
  onChange: (fields: SendResultsFields) => void;
}

/** Hands every edit to the dialog, which keeps the values while it is closed and clears them on Retake. */
function ReportValues({ onChange }: { onChange: (fields: SendResultsFields) => void }) {
  const { values } = useFormikContext<SendResultsFields>();
  useEffect(() => onChange(values), [values, onChange]);
  return null;
}

/**
 * E-mails the results: e-mail and consent required, name optional (spec §5); the API stores and
 * sends them, in the page's language. Its own module: the KSA page loads formik only once results are shown.
 */
export default function SendResultsForm({ answers, fields, onChange }: SendResultsFormProps) {
  const t = useAssessmentMessages();
  const tc = useAssessmentContractText();
  const locale = useLocale();
  const onSubmit = async (values: SendResultsFields, helpers: FormikHelpers<SendResultsFields>) => {
    if (values.email.trim() === '') return notify({ type: 'error', title: tc(M.emailRequired) });
    if (!values.communicationConsent) return notify({ type: 'error', title: tc(M.consentRequired) });
    try {
      const input = (await sendResults.schema()).cast({ ...values, answers, locale });
      await sendAssessmentResults(input);
      notify({ type: 'success', title: tc(M.sentTitle), description: t('ksa.assessment.send.sentBody', { email: values.email.trim() }) });
    } catch (err) {
      if (showFieldErrors(err, helpers, values)) return;
      console.error('Sending assessment results failed', err);
      // The API's message is already in the page's language.
      notify({ type: 'error', title: tc(M.failedTitle), description: err instanceof ApiError ? err.message : tc(M.failedBody) });
    }
  };

  return (
    <Formik initialValues={fields} validateOnChange={false} validateOnBlur={false} onSubmit={onSubmit}>
      {({ values, isSubmitting }) => (
        <Form noValidate aria-labelledby="send-results-heading">
          <ReportValues onChange={onChange} />
          <Stack gap="3" borderWidth="1px" borderRadius="lg" p="4">
            <Heading as="h3" size="md" id="send-results-heading">
              {t('ksa.assessment.send.heading')}
            </Heading>
            <TextField name="email" label={t('ksa.assessment.send.email')} type="email" autoComplete="email" required />
            <TextField name="name" label={t('ksa.assessment.send.name')} autoComplete="name" />
            <CheckboxField name="communicationConsent">{t('ksa.assessment.send.consent')}</CheckboxField>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="flex-start"
              disabled={isSubmitting || values.email.trim() === '' || !values.communicationConsent}
            >
              {t(isSubmitting ? 'ksa.assessment.send.sending' : 'ksa.assessment.send.submit')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
