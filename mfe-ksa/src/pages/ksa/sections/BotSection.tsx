import { KSA_SECTIONS } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Button, Section, SimpleGrid, Stack, Text } from '@pdpl/ui';
import { BotFlipCard } from '../../../features/bot/components/BotFlipCard';
import { BOT_PHASES } from '../../../features/bot/content/bot-phases';
import { useBotMessages } from '../../../features/bot/i18n';
import { useKsaPageMessages } from '../i18n';

export function BotSection() {
  const t = useKsaPageMessages();
  const bot = useBotMessages();
  return (
    <Section tone="brand" id={KSA_SECTIONS.compliance} title={t('ksa.landing.bot.title')} intro={t('ksa.landing.bot.intro')} tinted>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" mb="8">
        {BOT_PHASES.map((phase) => (
          <BotFlipCard key={phase.id} phase={phase} />
        ))}
      </SimpleGrid>
      <Stack align="center" gap="4">
        <Text textAlign="center">{bot('ksa.bot.timeline')}</Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/contact">{t('ksa.landing.bot.talk')}</RouterLink>
        </Button>
      </Stack>
    </Section>
  );
}
