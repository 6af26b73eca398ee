import { Badge, Box, Button, Heading, List, Stack, Text } from '@pdpl/ui';
import { useState, type ReactNode } from 'react';
import type { Tier } from '../content/tiers';
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
  const [flipped, setFlipped] = useState(false);
  const event = { tier: tier.tier, tierName: tier.name, location: 'tier_card' };
  return (
    <Box
      as="article"
      aria-label={`${tier.tier} – ${tier.name}`}
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
            {tier.name}
          </Heading>
          <Text fontWeight="semibold" color="brand.700">
            {tier.highlight}
          </Text>
          <Text color="fg.muted">{tier.description}</Text>
          <Text>
            <strong>Outcome:</strong> {tier.outcome}
          </Text>
          <Text color="fg.muted">{tier.bestFor}</Text>
          <Text fontSize="sm" color="fg.muted">
            Subscription pricing. Contact sales for a quote.
          </Text>
          <Stack mt="auto" gap="3">
            {/* No handler: the click bubbles to the card, which flips. */}
            <Button variant="outline" colorPalette="brand">
              See {tier.tier} features
            </Button>
            <CtaButton to="/waitinglist" label={tier.buttonText} ctaName="join_waiting_list" size="md" {...event} />
          </Stack>
        </Face>
        <Face shown={flipped} back>
          <Text fontSize="sm" fontWeight="semibold" color="brand.700">
            {tier.tier} · {tier.name}
          </Text>
          <Heading as="h3" size="xl">
            {tier.featuresHeading}
          </Heading>
          <List.Root ps="5" gap="2">
            {tier.features.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List.Root>
          <Stack mt="auto" gap="3">
            <CtaButton to="/contact" label="Contact Sales" ctaName="contact_sales" size="md" {...event} />
            <Button variant="outline" colorPalette="brand">
              Back to {tier.tier} overview
            </Button>
          </Stack>
        </Face>
      </Box>
    </Box>
  );
}
