import { ASSESSMENT_TOTAL, KSA_SECTIONS } from '@pdpl/contracts';
import { Button, Section, Stack, Text } from '@pdpl/ui';
import { useKsaPageMessages } from '../i18n';

/** `onIntent`: the pointer or the keyboard reached the start button (the assessment's code can load then). */
export function AssessmentSection({ onStart, onIntent }: { onStart: () => void; onIntent: () => void }) {
  const t = useKsaPageMessages();
  return (
    <Section tone="brand" id={KSA_SECTIONS.assessment} title={t('ksa.landing.assessment.title')} intro={t('ksa.landing.assessment.intro', { total: ASSESSMENT_TOTAL })}>
      <Stack align="center" gap="4">
        <Text color="fg.muted" textAlign="center" maxW="2xl">
          {t('ksa.landing.assessment.body')}
        </Text>
        <Button colorPalette="brand" size="lg" aria-haspopup="dialog" onClick={onStart} onPointerEnter={onIntent} onFocus={onIntent}>
          {t('ksa.landing.assessment.start')}
        </Button>
      </Stack>
    </Section>
  );
}
