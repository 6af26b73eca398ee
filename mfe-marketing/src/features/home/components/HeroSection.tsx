import { HOME_SECTIONS, SITE } from '@pdpl/contracts';
import { useLocale } from '@pdpl/platform';
import { Box, Container, Heading, SimpleGrid, Text } from '@pdpl/ui';
import { CLAIMS } from '../content/stats';
import { useHomeMessages } from '../i18n';
import { CtaButton } from './CtaButton';
import { StatsTicker } from './StatsTicker';

export function HeroSection() {
  const t = useHomeMessages();
  const tagline = useLocale() === 'ar' ? SITE.productTaglineAr : SITE.productTagline;
  return (
    <Box as="section" id={HOME_SECTIONS.hero} aria-labelledby="hero-heading" py={{ base: '14', md: '24' }} bg="brand.50">
      <Container maxW="5xl" textAlign="center">
        <Text color="brand.700" fontWeight="semibold" mb="3">
          {t('marketing.home.hero.eyebrow')}
        </Text>
        <Heading as="h1" id="hero-heading" size={{ base: '3xl', md: '5xl' }} mb="5" color="brand.900">
          {tagline}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.700" maxW="3xl" mx="auto" mb="6">
          {t('marketing.home.hero.lead')}
        </Text>
        <StatsTicker />
        <CtaButton to="/waitinglist" label={t('marketing.home.cta.waitingList')} ctaName="join_waiting_list" location="hero" />
        <SimpleGrid as="ul" listStyleType="none" aria-label={t('marketing.home.hero.claimsLabel')} columns={{ base: 2, md: 5 }} gap="4" mt={{ base: '10', md: '14' }}>
          {CLAIMS.map((n) => (
            <Box as="li" key={n} bg="bg" borderRadius="lg" py="4" px="2" boxShadow="xs">
              <Text fontSize="2xl" fontWeight="bold" color="brand.700">
                {t(`marketing.home.claims.value${n}`)}
              </Text>
              <Text fontSize="sm" color="gray.700">
                {t(`marketing.home.claims.label${n}`)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
