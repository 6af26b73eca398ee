import { Badge, Box, Button, Heading, List, Stack, Text } from '@pdpl/ui';
import { useState, type ReactNode } from 'react';
import type { Tier } from '../content/tiers';
import { useBelowFoldMessages } from '../below-fold/i18n';
import { useHomeMessages } from '../i18n';
import { CtaButton } from './CtaButton';

/** 570 px per spec §9: both faces share the height so the grid never jumps when a card flips. */
const CARD_HEIGHT = '570px';

function Face({ shown, back, children }: { shown: boolean; back?: boolean; children: ReactNode }) {
  return (
    <Stack
      // The hidden face leaves the tab order and the accessibility tree.
      inert={!shown}
      aria-hidden={!shown}
      position="absolute"
      inset="0"
      p={{ base: '5', md: '6' }}
      gap="3"
      borderWidth="1px"
      borderRadius="xl"
      bg={back ? 'brand.50' : 'bg'}
      boxShadow="md"
      css={{ backfaceVisibility: 'hidden' }}
      transform={back ? 'rotateY(180deg)' : undefined}
      visibility={shown ? 'visible' : 'hidden'}
      // Hide the face only once it has turned away (half of the 0.6 s flip).
      transition={shown ? 'visibility 0s' : 'visibility 0s linear 0.3s'}
    >
      {children}
    </Stack>
  );
}

/** A tier as a flip card: clicking it turns to the feature list; its own buttons act without flipping. */
export function TierCard({ tier }: { tier: Tier }) {
  const t = useBelowFoldMessages();
  const home = useHomeMessages();
  const [flipped, setFlipped] = useState(false);
  const text = (field: 'name' | 'highlight' | 'description' | 'featuresHeading' | 'outcome' | 'bestFor') => t(`marketing.home.tiers.${tier.key}.${field}`);
  const event = { tier: tier.tier, tierName: text('name'), location: 'tier_card' };
  return (
    <Box
      as="article"
      aria-label={`${tier.tier} – ${text('name')}`}
      data-testid={`tier-${tier.tier}`}
      data-flipped={flipped}
      h={CARD_HEIGHT}
      css={{ perspective: '1400px' }}
      cursor="pointer"
      onClick={() => setFlipped((f) => !f)}
    >
      <Box
        position="relative"
        h="full"
        transition="transform 0.6s"
        css={{ transformStyle: 'preserve-3d' }}
        transform={flipped ? 'rotateY(180deg)' : undefined}
      >
        <Face shown={!flipped}>
          <Badge alignSelf="flex-start" colorPalette="brand" variant="solid" size="lg">
            {tier.tier}
          </Badge>
          <Heading as="h3" size="2xl">
            {text('name')}
          </Heading>
          <Text fontWeight="semibold" color="brand.700">
            {text('highlight')}
          </Text>
          <Text color="fg.muted">{text('description')}</Text>
          <Text>
            <strong>{t('marketing.home.tiers.outcomeLabel')}</strong> {text('outcome')}
          </Text>
          <Text color="fg.muted">{text('bestFor')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('marketing.home.tiers.pricing')}
          </Text>
          <Stack mt="auto" gap="3">
            {/* No handler: the click bubbles to the card, which flips. */}
            <Button variant="outline" colorPalette="brand">
              {t('marketing.home.tiers.seeFeatures', { tier: tier.tier })}
            </Button>
            <CtaButton to="/waitinglist" label={home('marketing.home.cta.waitingList')} ctaName="join_waiting_list" size="md" {...event} />
          </Stack>
        </Face>
        <Face shown={flipped} back>
          <Text fontSize="sm" fontWeight="semibold" color="brand.700">
            {tier.tier} · {text('name')}
          </Text>
          <Heading as="h3" size="xl">
            {text('featuresHeading')}
          </Heading>
          <List.Root ps="5" gap="2">
            {tier.features.map((key) => (
              <List.Item key={key}>{t(key)}</List.Item>
            ))}
          </List.Root>
          <Stack mt="auto" gap="3">
            <CtaButton to="/contact" label={home('marketing.home.cta.contactSales')} ctaName="contact_sales" size="md" {...event} />
            <Button variant="outline" colorPalette="brand">
              {t('marketing.home.tiers.backToOverview', { tier: tier.tier })}
            </Button>
          </Stack>
        </Face>
      </Box>
    </Box>
  );
}
