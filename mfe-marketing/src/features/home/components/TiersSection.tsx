import { HOME_SECTIONS } from '@pdpl/contracts';
import { SimpleGrid, Text } from '@pdpl/ui';
import { TIERS } from '../content/tiers';
import { Section } from './Section';
import { TierCard } from './TierCard';

export function TiersSection() {
  return (
    <Section
      id={HOME_SECTIONS.resources}
      eyebrow="Tiers"
      title="Choose the tier that fits your programme"
      intro="Every tier is a subscription. Select a card to see everything it includes; contact sales for pricing."
      tinted
    >
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        {TIERS.map((tier) => (
          <TierCard key={tier.tier} tier={tier} />
        ))}
      </SimpleGrid>
      <Text textAlign="center" color="fg.muted" mt="8">
        Pilot participants in Saudi Arabia receive 50% off their first-year subscription.
      </Text>
    </Section>
  );
}
