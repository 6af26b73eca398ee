import { scoreAssessment, type AssessmentAnswers } from '@pdpl/contracts';
import { Box, Heading, List, Stack, Text } from '@pdpl/ui';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { SendResultsFields } from './SendResultsForm';

const SendResultsForm = lazy(() => import('./SendResultsForm'));

interface AssessmentResultsProps {
  answers: AssessmentAnswers;
  sendFields: SendResultsFields;
  onSendFieldsChange: (fields: SendResultsFields) => void;
}

/** Score as N/15 with the §9 level, range and message, the questions answered no, and e-mailing. */
export function AssessmentResults({ answers, sendFields, onSendFieldsChange }: AssessmentResultsProps) {
  const outcome = scoreAssessment(answers);
  // View Results disappears when clicked; the keyboard continues from the score.
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => summaryRef.current?.focus(), []);
  return (
    <Stack gap="5">
      <Box ref={summaryRef} tabIndex={-1} outline="none" textAlign="center" bg="brand.50" borderRadius="lg" p="6">
        <Text fontSize="sm" color="fg.muted">
          Your score
        </Text>
        <Text fontSize="5xl" fontWeight="bold" color="brand.700" data-testid="assessment-score">
          {outcome.score}/{outcome.totalQuestions}
        </Text>
        <Heading as="h3" size="lg" color="brand.900">
          {outcome.complianceLevel}
        </Heading>
        <Text color="fg.muted">Score range {outcome.complianceRange}</Text>
        <Text mt="3">{outcome.complianceDescription}</Text>
      </Box>
      {outcome.failedQuestions.length > 0 && (
        <Box>
          <Heading as="h3" size="md" mb="2">
            Areas to address ({outcome.failedQuestions.length})
          </Heading>
          <List.Root as="ul" gap="2" ps="5" aria-label="Questions answered no">
            {outcome.failedQuestions.map((q) => (
              <List.Item key={q.id}>
                <Text fontWeight="semibold">{q.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {q.description}
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
