import { PILOT_SECTIONS } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Box, Button, Section, Stack } from '@pdpl/ui';
import { PILOT_LANDING_FAQS } from '../../../features/pilot-faq/content/pilot-faqs';
import { FaqAccordion } from '../../../features/pilot-faq/components/FaqAccordion';
import { useJanuaryPilotMessages } from '../i18n';

export function PilotFaqsSection() {
  const t = useJanuaryPilotMessages();
  return (
    <Section tone="brand" id={PILOT_SECTIONS.faqs} title={t('ksa.januaryPilot.faqs.title')} intro={t('ksa.januaryPilot.faqs.intro')}>
      <Box maxW="4xl" mx="auto" mb="8">
        <FaqAccordion items={PILOT_LANDING_FAQS} />
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="4">
        <Button asChild variant="outline" size="lg">
          <RouterLink to="/pilotfaq">{t('ksa.januaryPilot.faqs.viewAll')}</RouterLink>
        </Button>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/pilotapplication">{t('ksa.januaryPilot.faqs.apply')}</RouterLink>
        </Button>
      </Stack>
    </Section>
  );
}
