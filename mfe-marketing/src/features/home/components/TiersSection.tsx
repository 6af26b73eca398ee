import { HOME_SECTIONS } from '@pdpl/contracts';
import { Section, SimpleGrid, Text } from '@pdpl/ui';
import { TIERS } from '../content/tiers';
import { useBelowFoldMessages } from '../below-fold/i18n';
import { TierCard } from './TierCard';

export function TiersSection() {
  const t = useBelowFoldMessages();
  return (
    <Section
      id={HOME_SECTIONS.resources}
      eyebrow={t('marketing.home.tiers.eyebrow')}
      title={t('marketing.home.tiers.title')}
      intro={t('marketing.home.tiers.intro')}
      tinted
    >
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        {TIERS.map((tier) => (
          <TierCard key={tier.tier} tier={tier} />
        ))}
      </SimpleGrid>
      <Text textAlign="center" color="fg.muted" mt="8">
        {t('marketing.home.tiers.pilotOffer')}
      </Text>
    </Section>
  );
}
