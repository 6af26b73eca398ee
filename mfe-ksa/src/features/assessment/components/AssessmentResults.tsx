import { API_PATHS, assessmentReport, encodeAnswers, type AssessmentAnswers } from '@pdpl/contracts';
import { apiUrl } from '@pdpl/platform';
import { Box, Button, Heading, Stack, Text } from '@pdpl/ui';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAssessmentMessages, useAssessmentContractText } from '../i18n';
import { GapList } from './GapList';
import type { SendResultsFields } from './SendResultsForm';
import { Strengths } from './Strengths';

const SendResultsForm = lazy(() => import('./SendResultsForm'));

interface AssessmentResultsProps {
  answers: AssessmentAnswers;
  sendFields: SendResultsFields;
  onSendFieldsChange: (fields: SendResultsFields) => void;
}

/**
 * Score as N/15 with the §9 level, range and message; below it every gap by priority with its
 * actions and provisions, the controls in place folded away, the PDF report and e-mailing.
 */
export function AssessmentResults({ answers, sendFields, onSendFieldsChange }: AssessmentResultsProps) {
  const t = useAssessmentMessages();
  const tc = useAssessmentContractText();
  const report = assessmentReport(answers);
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
          {report.score}/{report.totalQuestions}
        </Text>
        <Heading as="h3" size="lg" color="brand.900">
          {tc(report.complianceLevel)}
        </Heading>
        <Text color="fg.muted">{t('ksa.assessment.scoreRange', { range: report.complianceRange })}</Text>
        <Text mt="3">{tc(report.complianceDescription)}</Text>
        <Button asChild colorPalette="brand" variant="outline" mt="4">
          {/* A link, not a script action: the server scores the answers and sends the PDF as an attachment. */}
          <a href={apiUrl(`${API_PATHS.assessmentReport}?answers=${encodeAnswers(answers)}`)} download>
            {t('ksa.assessment.report.download')}
          </a>
        </Button>
      </Box>
      {report.gaps.length > 0 ? <GapList gaps={report.gaps} /> : <Text>{t('ksa.assessment.report.noGaps', { total: report.totalQuestions })}</Text>}
      <Strengths strengths={report.strengths} />
      <Suspense>
        <SendResultsForm answers={answers} fields={sendFields} onChange={onSendFieldsChange} />
      </Suspense>
    </Stack>
  );
}
