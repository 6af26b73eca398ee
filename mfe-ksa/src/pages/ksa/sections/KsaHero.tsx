import { RouterLink } from '@pdpl/platform';
import { Badge, Box, Button, Container, Heading, Text } from '@pdpl/ui';

export function KsaHero() {
  return (
    <Box as="section" bgGradient="to-br" gradientFrom="brand.900" gradientTo="brand.600" color="white" py={{ base: '16', md: '24' }}>
      <Container maxW="5xl" textAlign="center">
        <Badge colorPalette="brand" variant="solid" size="lg" mb="6" whiteSpace="normal" h="auto" py="1" maxW="full">
          Built for Saudi Arabia&apos;s Personal Data Protection Law
        </Badge>
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} mb="5" lineHeight="1.15">
          PDPL compliance, operated by AI and overseen by your DPO
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="3xl" mx="auto" mb="8">
          SDAIA enforces the PDPL with fines of up to SAR 5 million. Mizan gives Saudi privacy teams expert-trained agents
          for records of processing, impact assessments, data-subject requests and 72-hour breach notifications, hosted in
          the Kingdom.
        </Text>
        <Button asChild size="lg" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }}>
          <RouterLink to="/januarypilot">Join the January 2026 Free Pilot</RouterLink>
        </Button>
      </Container>
    </Box>
  );
}
