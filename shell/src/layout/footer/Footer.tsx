import { KSA_ENTITY, SITE, footerFamily } from '@pdpl/contracts';
import { Box, SimpleGrid, Text } from '@pdpl/ui';
import { useLocation } from '@pdpl/platform';
import { useConsentShown } from '../../consent/use-consent-shown';
import { COOKIE_SETTINGS, footerQuickLinks, LEGAL_LINKS } from '../../navigation/menus';
import { useShellMessages } from '../../i18n';
import { FooterLinks } from './FooterLinks';

/** Footer (marketing-ksa-pilot.md §2): Quick Links by path, Legal & Support (and Cookie settings), tagline, copyright. */
export function Footer() {
  const { pathname } = useLocation();
  const onKsa = pathname === '/KSA';
  const t = useShellMessages();
  const asksConsent = useConsentShown();
  return (
    <Box as="footer" bg="gray.900" color="gray.200" py="12" px="4">
      <SimpleGrid maxW="7xl" mx="auto" columns={{ base: 1, md: 3 }} gap="8">
        <Box>
          <Text fontWeight="bold" fontSize="xl" color="white">
            {t('shell.productName')}
          </Text>
          <Text mt="2" data-testid="footer-tagline">
            {t(onKsa ? 'shell.footer.taglineKsa' : 'shell.footer.tagline')}
          </Text>
          {onKsa && (
            <Text fontSize="sm" mt="3" data-testid="footer-entity">
              {t('shell.footer.entity', KSA_ENTITY)}
            </Text>
          )}
        </Box>
        <FooterLinks title={t('shell.footer.quickLinks')} items={footerQuickLinks(footerFamily(pathname))} />
        <FooterLinks title={t('shell.footer.legal')} items={asksConsent ? [...LEGAL_LINKS, COOKIE_SETTINGS] : LEGAL_LINKS} />
      </SimpleGrid>
      <Text maxW="7xl" mx="auto" mt="10" pt="6" borderTopWidth="1px" borderColor="gray.700" fontSize="sm" textAlign="center">
        {t('shell.footer.copyright', { company: SITE.companyName })}
      </Text>
    </Box>
  );
}
