import { ASSESSMENT_MESSAGES as M, type AssessmentAnswers } from '@pdpl/contracts';
import { ApiError } from '@pdpl/platform';
import { Button, Checkbox, Field, Heading, Input, notify, Stack } from '@pdpl/ui';
import { useState, type FormEvent } from 'react';
import { sendAssessmentResults } from '../api/send-assessment-results';

export interface SendResultsFields {
  email: string;
  name: string;
  consent: boolean;
}

interface SendResultsFormProps {
  answers: AssessmentAnswers;
  fields: SendResultsFields;
  onChange: (fields: SendResultsFields) => void;
}

/** E-mails the results: e-mail and consent required, name optional (spec §5); the API stores and sends them. */
export function SendResultsForm({ answers, fields, onChange }: SendResultsFormProps) {
  const [sending, setSending] = useState(false);
  const { email, name, consent } = fields;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (email.trim() === '') return notify({ type: 'error', title: M.emailRequired });
    if (!consent) return notify({ type: 'error', title: M.consentRequired });
    setSending(true);
    try {
      await sendAssessmentResults({ email: email.trim(), name: name.trim(), communicationConsent: true, answers, website: '' });
      notify({ type: 'success', title: M.sentTitle, description: `We've sent your results to ${email.trim()}.` });
    } catch (err) {
      console.error('Sending assessment results failed', err);
      notify({ type: 'error', title: M.failedTitle, description: err instanceof ApiError ? err.message : M.failedBody });
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate aria-labelledby="send-results-heading" onSubmit={onSubmit}>
      <Stack gap="3" borderWidth="1px" borderRadius="lg" p="4">
        <Heading as="h3" size="md" id="send-results-heading">
          E-mail me my results
        </Heading>
        <Field.Root required>
          <Field.Label>
            Email <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" autoComplete="email" value={email} onChange={(e) => onChange({ ...fields, email: e.target.value })} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Name (optional)</Field.Label>
          <Input autoComplete="name" value={name} onChange={(e) => onChange({ ...fields, name: e.target.value })} />
        </Field.Root>
        <Checkbox.Root checked={consent} onCheckedChange={(e) => onChange({ ...fields, consent: e.checked === true })} alignItems="flex-start">
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal">I agree to receive my results and related PDPL communications by e-mail.</Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={sending || email.trim() === '' || !consent}>
          {sending ? 'Sending...' : 'Email My Results'}
        </Button>
      </Stack>
    </form>
  );
}
