import { KSA_SECTIONS } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Button, Link, Stack, Text } from '@pdpl/ui';
import { Section } from '../../../shared/Section';

export function KsaContactSection() {
  return (
    <Section
      id={KSA_SECTIONS.contact}
      title="Start Your PDPL Journey"
      intro="Join 50 privacy professionals in the free January 2026 pilot, or talk to our team about your programme."
    >
      <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="4" mb="6">
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/pilotapplication">Apply for Free Pilot</RouterLink>
        </Button>
        <Button asChild variant="outline" size="lg">
          <RouterLink to="/contact">Contact Us</RouterLink>
        </Button>
      </Stack>
      <Text textAlign="center">
        Questions about the pilot? Read the{' '}
        <Link asChild color="brand.700" textDecoration="underline">
          <RouterLink to="/pilotfaq">Pilot FAQ</RouterLink>
        </Link>
        .
      </Text>
    </Section>
  );
}
