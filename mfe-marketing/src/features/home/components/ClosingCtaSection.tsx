import { HOME_SECTIONS, SITE } from '@pdpl/contracts';
import { Box, Container, Heading, HStack, Text } from '@pdpl/ui';
import { CtaButton } from './CtaButton';

export function ClosingCtaSection() {
  return (
    <Box as="section" id={HOME_SECTIONS.contact} aria-labelledby="contact-heading" py={{ base: '14', md: '20' }} bg="brand.900" color="white">
      <Container maxW="3xl" textAlign="center">
        <Heading as="h2" id="contact-heading" size={{ base: '2xl', md: '3xl' }} mb="4">
          Give your privacy team its time back
        </Heading>
        <Text fontSize="lg" mb="8" color="brand.50">
          Join the waiting list for early access to {SITE.productName}, or talk to sales about the right tier for your
          organisation.
        </Text>
        <HStack justify="center" gap="4" wrap="wrap">
          <Box bg="white" borderRadius="l2">
            <CtaButton to="/waitinglist" label="Join Waiting List" ctaName="join_waiting_list" location="closing_cta" variant="outline" />
          </Box>
          <Box bg="white" borderRadius="l2">
            <CtaButton to="/contact" label="Contact Sales" ctaName="contact_sales" location="closing_cta" variant="outline" />
          </Box>
        </HStack>
      </Container>
    </Box>
  );
}
