import { KSA_SECTIONS } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Button, SimpleGrid, Stack, Text } from '@pdpl/ui';
import { BotFlipCard } from '../../../features/bot/components/BotFlipCard';
import { BOT_PHASES, BOT_TOTAL } from '../../../features/bot/content/bot-phases';
import { Section } from '../../../shared/Section';

export function BotSection() {
  return (
    <Section
      id={KSA_SECTIONS.compliance}
      title="Build, Operate, Transfer"
      intro="Our consultants build your PDPL programme, run it on the platform, then hand it over to your team."
      tinted
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" mb="8">
        {BOT_PHASES.map((phase) => (
          <BotFlipCard key={phase.id} phase={phase} />
        ))}
      </SimpleGrid>
      <Stack align="center" gap="4">
        <Text textAlign="center">Timeline: {BOT_TOTAL}.</Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/contact">Talk to Us About BOT</RouterLink>
        </Button>
      </Stack>
    </Section>
  );
}
