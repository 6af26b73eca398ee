import { RouterLink } from '@pdpl/platform';
import { Box, Button, Container, Heading, SimpleGrid, Text } from '@pdpl/ui';
import { PILOT_STATS } from '../content/pilot-landing';

export function PilotHero() {
  return (
    <Box as="section" py={{ base: '14', md: '24' }} bg="brand.50">
      <Container maxW="5xl" textAlign="center">
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} mb="4" color="brand.900">
          January 2026 Free Pilot for PDPL Professionals
        </Heading>
        <Text fontSize="lg" color="fg.muted" maxW="3xl" mx="auto" mb="8">
          Fifty privacy professionals in the Kingdom get the AI Co-Pilot and agentic workflows for RoPAs, DPIAs, DSARs and
          TPIAs, with onboarding, support, a certificate and 50% off a first-year subscription.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="10">
          {PILOT_STATS.map((s) => (
            <Box key={s.value} bg="white" borderRadius="xl" p="6" borderWidth="1px">
              <Text fontSize="3xl" fontWeight="bold" color="brand.700">
                {s.value}
              </Text>
              <Text color="fg.muted">{s.label}</Text>
            </Box>
          ))}
        </SimpleGrid>
        <Button asChild size="lg" colorPalette="brand">
          <RouterLink to="/pilotapplication">Apply Now</RouterLink>
        </Button>
        <Text mt="4" color="fg.muted">
          Applications close when all 50 places are taken.
        </Text>
      </Container>
    </Box>
  );
}
