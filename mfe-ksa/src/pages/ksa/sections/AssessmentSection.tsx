import { ASSESSMENT_TOTAL, KSA_SECTIONS } from '@pdpl/contracts';
import { Button, Stack, Text } from '@pdpl/ui';
import { Section } from '../../../shared/Section';

export function AssessmentSection({ onStart }: { onStart: () => void }) {
  return (
    <Section
      id={KSA_SECTIONS.assessment}
      title="PDPL Self-Assessment"
      intro={`Answer ${ASSESSMENT_TOTAL} yes-or-no questions about your controls and see your PDPL risk level in about five minutes.`}
    >
      <Stack align="center" gap="4">
        <Text color="fg.muted" textAlign="center" maxW="2xl">
          From registration and your DPO to the 72-hour breach notice and cross-border transfers: find the gaps before SDAIA
          does, and get your results by e-mail.
        </Text>
        <Button colorPalette="brand" size="lg" onClick={onStart}>
          Start Self-Assessment
        </Button>
      </Stack>
    </Section>
  );
}
