import { HOME_SECTIONS } from '@pdpl/contracts';
import { Box, Container, Heading, HStack, Text } from '@pdpl/ui';
import { useBelowFoldMessages } from '../below-fold/i18n';
import { useHomeMessages } from '../i18n';
import { CtaButton } from './CtaButton';

export function ClosingCtaSection() {
  const t = useBelowFoldMessages();
  const home = useHomeMessages();
  return (
    <Box as="section" id={HOME_SECTIONS.contact} aria-labelledby="contact-heading" py={{ base: '14', md: '20' }} bg="brand.900" color="white">
      <Container maxW="3xl" textAlign="center">
        <Heading as="h2" id="contact-heading" size={{ base: '2xl', md: '3xl' }} mb="4">
          {t('marketing.home.closing.title')}
        </Heading>
        <Text fontSize="lg" mb="8" color="brand.50">
          {t('marketing.home.closing.text')}
        </Text>
        <HStack justify="center" gap="4" wrap="wrap">
          <Box bg="white" borderRadius="l2">
            <CtaButton to="/waitinglist" label={home('marketing.home.cta.waitingList')} ctaName="join_waiting_list" location="closing_cta" variant="outline" />
          </Box>
          <Box bg="white" borderRadius="l2">
            <CtaButton to="/contact" label={home('marketing.home.cta.contactSales')} ctaName="contact_sales" location="closing_cta" variant="outline" />
          </Box>
        </HStack>
      </Container>
    </Box>
  );
}
