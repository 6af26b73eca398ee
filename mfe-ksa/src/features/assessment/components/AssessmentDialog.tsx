import { ASSESSMENT_QUESTIONS, ASSESSMENT_TOTAL, type AssessmentAnswers, type AssessmentQuestionId } from '@pdpl/contracts';
import { useNavigate } from '@pdpl/platform';
import { Badge, Button, Dialog, DialogFrame, HStack, Stack, Text } from '@pdpl/ui';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAssessmentMessages } from '../i18n';
import { AssessmentResults } from './AssessmentResults';
import { QuestionCard } from './QuestionCard';
import type { SendResultsFields } from './SendResultsForm';

const EMPTY_SEND_FIELDS: SendResultsFields = { email: '', name: '', communicationConsent: false };

interface AssessmentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The 15-question self-assessment: a question view, then a results view (spec §2, §4). Open state is the parent's. */
export function AssessmentDialog({ open, onOpenChange }: AssessmentDialogProps) {
  const navigate = useNavigate();
  const t = useAssessmentMessages();
  const [answers, setAnswers] = useState<Partial<AssessmentAnswers>>({});
  const [showResults, setShowResults] = useState(false);
  const [sendFields, setSendFields] = useState(EMPTY_SEND_FIELDS);
  const answered = Object.keys(answers).length;
  const complete = answered === ASSESSMENT_TOTAL;

  // Each view starts at its top; after Retake the keyboard continues at the first question.
  const bodyRef = useRef<HTMLDivElement>(null);
  const answer = (id: AssessmentQuestionId, value: boolean) => setAnswers((current) => ({ ...current, [id]: value }));
  const retake = () => {
    flushSync(() => {
      setAnswers({});
      setSendFields(EMPTY_SEND_FIELDS);
      setShowResults(false);
    });
    bodyRef.current?.querySelector('button')?.focus();
  };
  const contact = () => {
    onOpenChange(false);
    navigate('/contact');
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size="xl"
      scrollBehavior="inside"
      title={t('ksa.assessment.title')}
      subtitle={
        showResults ? (
          <Text color="fg.muted">{t('ksa.assessment.resultsSubtitle')}</Text>
        ) : (
          <HStack gap="3" wrap="wrap">
            <Text color="fg.muted">{t('ksa.assessment.instructions')}</Text>
            <Badge colorPalette="brand" variant="subtle" size="md" aria-live="polite">
              {t('ksa.assessment.progress', { answered, total: ASSESSMENT_TOTAL })}
            </Badge>
          </HStack>
        )
      }
      closeLabel={t('ksa.assessment.close')}
    >
      <Dialog.Body ref={bodyRef} key={showResults ? 'results' : 'questions'}>
        {showResults && complete ? (
          <AssessmentResults answers={answers as AssessmentAnswers} sendFields={sendFields} onSendFieldsChange={setSendFields} />
        ) : (
          <Stack gap="3">
            {ASSESSMENT_QUESTIONS.map((q, index) => (
              <QuestionCard key={q.id} index={index} {...q} answer={answers[q.id]} onAnswer={(value) => answer(q.id, value)} />
            ))}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('ksa.assessment.cancel')}</Button>
        </Dialog.ActionTrigger>
        {showResults ? (
          <>
            <Button variant="outline" onClick={retake}>
              {t('ksa.assessment.retake')}
            </Button>
            <Button colorPalette="brand" onClick={contact}>
              {t('ksa.assessment.contact')}
            </Button>
          </>
        ) : (
          <Button colorPalette="brand" disabled={!complete} onClick={() => setShowResults(true)}>
            {t('ksa.assessment.viewResults')}
          </Button>
        )}
      </Dialog.Footer>
    </DialogFrame>
  );
}
