import { HOME_SECTIONS, SITE } from '@pdpl/contracts';
import { Box, Container, Heading, SimpleGrid, Text } from '@pdpl/ui';
import { CLAIMS } from '../content/stats';
import { CtaButton } from './CtaButton';
import { StatsTicker } from './StatsTicker';

export function HeroSection() {
  return (
    <Box as="section" id={HOME_SECTIONS.hero} aria-labelledby="hero-heading" py={{ base: '14', md: '24' }} bg="brand.50">
      <Container maxW="5xl" textAlign="center">
        <Text color="brand.700" fontWeight="semibold" mb="3">
          {SITE.productName} · AI for Data Protection Officers
        </Text>
        <Heading as="h1" id="hero-heading" size={{ base: '3xl', md: '5xl' }} mb="5" color="brand.900">
          {SITE.productTagline}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.700" maxW="3xl" mx="auto" mb="6">
          An AI Co-Pilot and thousands of expert-trained agents that answer PDPL questions, draft RoPAs and DPIAs, and
          run DSARs, breach and vendor workflows, so your privacy team does in days what used to take quarters.
        </Text>
        <StatsTicker />
        <CtaButton to="/waitinglist" label="Join Waiting List" ctaName="join_waiting_list" location="hero" />
        <SimpleGrid as="ul" listStyleType="none" aria-label="What teams get" columns={{ base: 2, md: 5 }} gap="4" mt={{ base: '10', md: '14' }}>
          {CLAIMS.map((c) => (
            <Box as="li" key={c.label} bg="bg" borderRadius="lg" py="4" px="2" boxShadow="xs">
              <Text fontSize="2xl" fontWeight="bold" color="brand.700">
                {c.value}
              </Text>
              <Text fontSize="sm" color="gray.700">
                {c.label}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
