import { RouterLink } from '@pdpl/platform';
import { Box, Button, Container, Heading, Stack, Text } from '@pdpl/ui';
import { PILOT_FAQ_GROUPS } from '../../features/pilot-faq/content/pilot-faqs';
import { FaqAccordion } from '../../features/pilot-faq/components/FaqAccordion';
import { usePilotFaqMessages } from '../../features/pilot-faq/i18n';
import { usePilotFaqPageMessages } from './i18n';

/** /pilotfaq: the full pilot FAQ in four groups (spec §2). */
export default function PilotFaqPage() {
  const t = usePilotFaqPageMessages();
  const faq = usePilotFaqMessages();
  return (
    <Container maxW="4xl" py={{ base: '12', md: '16' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3" color="brand.900">
        {t('ksa.pilotFaqPage.title')}
      </Heading>
      <Text fontSize="lg" color="fg.muted" mb="10">
        {t('ksa.pilotFaqPage.intro')}
      </Text>
      <Stack gap="10">
        {PILOT_FAQ_GROUPS.map((group) => (
          <Box as="section" key={group.id} aria-labelledby={`${group.id}-heading`}>
            <Heading as="h2" id={`${group.id}-heading`} size="xl" mb="4" color="brand.700">
              {faq(`ksa.pilotFaq.group.${group.id}`)}
            </Heading>
            <FaqAccordion items={group.items} />
          </Box>
        ))}
      </Stack>
      <Stack align="center" mt="12" gap="3">
        <Text fontWeight="semibold">{t('ksa.pilotFaqPage.ready')}</Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/pilotapplication">{t('ksa.pilotFaqPage.apply')}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
