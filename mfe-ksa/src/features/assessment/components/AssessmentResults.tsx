import { scoreAssessment, type AssessmentAnswers } from '@pdpl/contracts';
import { useContractText } from '@pdpl/platform';
import { Box, Heading, List, Stack, Text } from '@pdpl/ui';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAssessmentMessages } from '../i18n';
import type { SendResultsFields } from './SendResultsForm';

const SendResultsForm = lazy(() => import('./SendResultsForm'));

interface AssessmentResultsProps {
  answers: AssessmentAnswers;
  sendFields: SendResultsFields;
  onSendFieldsChange: (fields: SendResultsFields) => void;
}

/** Score as N/15 with the §9 level, range and message, the questions answered no, and e-mailing. */
export function AssessmentResults({ answers, sendFields, onSendFieldsChange }: AssessmentResultsProps) {
  const t = useAssessmentMessages();
  const tc = useContractText();
  const outcome = scoreAssessment(answers);
  // View Results disappears when clicked; the keyboard continues from the score.
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => summaryRef.current?.focus(), []);
  return (
    <Stack gap="5">
      <Box ref={summaryRef} tabIndex={-1} outline="none" textAlign="center" bg="brand.50" borderRadius="lg" p="6">
        <Text fontSize="sm" color="fg.muted">
          {t('ksa.assessment.yourScore')}
        </Text>
        <Text fontSize="5xl" lineHeight="1.2" fontWeight="bold" color="brand.700" data-testid="assessment-score">
          {outcome.score}/{outcome.totalQuestions}
        </Text>
        <Heading as="h3" size="lg" color="brand.900">
          {tc(outcome.complianceLevel)}
        </Heading>
        <Text color="fg.muted">{t('ksa.assessment.scoreRange', { range: outcome.complianceRange })}</Text>
        <Text mt="3">{tc(outcome.complianceDescription)}</Text>
      </Box>
      {outcome.failedQuestions.length > 0 && (
        <Box>
          <Heading as="h3" size="md" mb="2">
            {t('ksa.assessment.areasToAddress', { count: outcome.failedQuestions.length })}
          </Heading>
          <List.Root as="ul" gap="2" ps="5" aria-label={t('ksa.assessment.failedList')}>
            {outcome.failedQuestions.map((q) => (
              <List.Item key={q.id}>
                <Text fontWeight="semibold">{tc(q.title)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {tc(q.description)}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      <Suspense>
        <SendResultsForm answers={answers} fields={sendFields} onChange={onSendFieldsChange} />
      </Suspense>
    </Stack>
  );
}
