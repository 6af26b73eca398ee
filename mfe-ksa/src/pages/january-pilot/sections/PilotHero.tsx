import { RouterLink } from '@pdpl/platform';
import { Box, Button, Container, Heading, SimpleGrid, Text } from '@pdpl/ui';
import { PILOT_STATS } from '../content/pilot-landing';
import { useJanuaryPilotMessages } from '../i18n';

export function PilotHero() {
  const t = useJanuaryPilotMessages();
  return (
    <Box as="section" py={{ base: '14', md: '24' }} bg="brand.50">
      <Container maxW="5xl" textAlign="center">
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} mb="4" color="brand.900">
          {t('ksa.januaryPilot.hero.title')}
        </Heading>
        <Text fontSize="lg" color="fg.muted" maxW="3xl" mx="auto" mb="8">
          {t('ksa.januaryPilot.hero.lead')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="10">
          {PILOT_STATS.map((stat) => (
            <Box key={stat} bg="white" borderRadius="xl" p="6" borderWidth="1px">
              <Text fontSize="3xl" fontWeight="bold" color="brand.700">
                {t(`ksa.januaryPilot.stats.${stat}.value`)}
              </Text>
              <Text color="fg.muted">{t(`ksa.januaryPilot.stats.${stat}.label`)}</Text>
            </Box>
          ))}
        </SimpleGrid>
        <Button asChild size="lg" colorPalette="brand">
          <RouterLink to="/pilotapplication">{t('ksa.januaryPilot.hero.apply')}</RouterLink>
        </Button>
        <Text mt="4" color="fg.muted">
          {t('ksa.januaryPilot.hero.closing')}
        </Text>
      </Container>
    </Box>
  );
}
