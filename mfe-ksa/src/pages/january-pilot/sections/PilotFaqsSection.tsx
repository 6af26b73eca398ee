import { PILOT_SECTIONS } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Box, Button, Stack } from '@pdpl/ui';
import { PILOT_LANDING_FAQS } from '../../../features/pilot-faq/content/pilot-faqs';
import { FaqAccordion } from '../../../features/pilot-faq/components/FaqAccordion';
import { Section } from '../../../shared/Section';

export function PilotFaqsSection() {
  return (
    <Section id={PILOT_SECTIONS.faqs} title="Frequently Asked Questions" intro="Quick answers about the pilot; the full FAQ covers how it works and the technical details.">
      <Box maxW="4xl" mx="auto" mb="8">
        <FaqAccordion items={PILOT_LANDING_FAQS} />
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="4">
        <Button asChild variant="outline" size="lg">
          <RouterLink to="/pilotfaq">View All FAQs</RouterLink>
        </Button>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/pilotapplication">Apply Now</RouterLink>
        </Button>
      </Stack>
    </Section>
  );
}
