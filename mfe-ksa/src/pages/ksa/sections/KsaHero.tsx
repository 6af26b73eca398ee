import { RouterLink } from '@pdpl/platform';
import { Badge, Box, Button, Container, Heading, Text } from '@pdpl/ui';
import { useKsaPageMessages } from '../i18n';

export function KsaHero() {
  const t = useKsaPageMessages();
  return (
    <Box as="section" bgGradient="to-br" gradientFrom="brand.900" gradientTo="brand.600" color="white" py={{ base: '16', md: '24' }}>
      <Container maxW="5xl" textAlign="center">
        <Badge colorPalette="brand" variant="solid" size="lg" mb="6" whiteSpace="normal" h="auto" py="1" maxW="full">
          {t('ksa.landing.hero.badge')}
        </Badge>
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} mb="5" lineHeight="1.15">
          {t('ksa.landing.hero.title')}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="3xl" mx="auto" mb="8">
          {t('ksa.landing.hero.lead')}
        </Text>
        <Button asChild size="lg" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }} whiteSpace="normal" h="auto" minH="11" py="2">
          <RouterLink to="/januarypilot">{t('ksa.landing.hero.cta')}</RouterLink>
        </Button>
      </Container>
    </Box>
  );
}
