import { Box, Button, Heading, HStack, Text } from '@pdpl/ui';
import { useAssessmentMessages, useAssessmentContractText } from '../i18n';

interface QuestionCardProps {
  index: number;
  id: string;
  title: string;
  description: string;
  answer: boolean | undefined;
  onAnswer: (value: boolean) => void;
}

const ANSWER_STYLES = {
  yes: { bg: 'green.50', borderColor: 'green.600' },
  no: { bg: 'red.50', borderColor: 'red.600' },
  none: { bg: 'bg', borderColor: 'border' },
} as const;

/** Chakra's solid green (600) is too light for white text; the 700 shades pass WCAG AA. */
function AnswerButton({ label, palette, selected, onClick }: { label: string; palette: 'green' | 'red'; selected: boolean; onClick: () => void }) {
  const shade = `${palette}.700`;
  return (
    <Button
      size="sm"
      variant="outline"
      aria-pressed={selected}
      borderColor={shade}
      color={selected ? 'white' : shade}
      bg={selected ? shade : 'white'}
      _hover={{ bg: selected ? `${palette}.800` : `${palette}.100` }}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** One question (contracts text, shown in the page's language); the card turns green for yes and red for no, and the answer can change at any time. */
export function QuestionCard({ index, id, title, description, answer, onAnswer }: QuestionCardProps) {
  const t = useAssessmentMessages();
  const tc = useAssessmentContractText();
  const titleId = `assessment-q-${id}`;
  const style = ANSWER_STYLES[answer === undefined ? 'none' : answer ? 'yes' : 'no'];
  return (
    <Box role="group" aria-labelledby={titleId} borderWidth="2px" borderRadius="lg" p="4" {...style}>
      <Heading as="h3" size="sm" id={titleId} mb="1" color="fg">
        {index + 1}. {tc(title)}
      </Heading>
      <Text fontSize="sm" color="fg" mb="3">
        {tc(description)}
      </Text>
      <HStack gap="3">
        <AnswerButton label={t('ksa.assessment.yes')} palette="green" selected={answer === true} onClick={() => onAnswer(true)} />
        <AnswerButton label={t('ksa.assessment.no')} palette="red" selected={answer === false} onClick={() => onAnswer(false)} />
      </HStack>
    </Box>
  );
}
