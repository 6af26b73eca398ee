import { FOOTER_TAGLINES, KSA_ENTITY, SITE } from '@pdpl/contracts';
import { Box, SimpleGrid, Text } from '@pdpl/ui';
import { useLocation } from '@pdpl/platform';
import { footerQuickLinks, LEGAL_LINKS } from '../../navigation/menus';
import { footerFamily } from '../../navigation/route-family';
import { FooterLinks } from './FooterLinks';

/** Footer (marketing-ksa-pilot.md §2): Quick Links by path, Legal & Support, tagline, copyright. */
export function Footer() {
  const { pathname } = useLocation();
  const onKsa = pathname === '/KSA';
  return (
    <Box as="footer" bg="gray.900" color="gray.200" py="12" px="4">
      <SimpleGrid maxW="7xl" mx="auto" columns={{ base: 1, md: 3 }} gap="8">
        <Box>
          <Text fontWeight="bold" fontSize="xl" color="white">
            {SITE.productName}
          </Text>
          <Text mt="2" data-testid="footer-tagline">
            {onKsa ? FOOTER_TAGLINES.ksa : FOOTER_TAGLINES.default}
          </Text>
          {onKsa && (
            <Text fontSize="sm" mt="3" data-testid="footer-entity">
              {KSA_ENTITY.name}, {KSA_ENTITY.registration}
            </Text>
          )}
        </Box>
        <FooterLinks title="Quick Links" items={footerQuickLinks(footerFamily(pathname))} />
        <FooterLinks title="Legal & Support" items={LEGAL_LINKS} />
      </SimpleGrid>
      <Text maxW="7xl" mx="auto" mt="10" pt="6" borderTopWidth="1px" borderColor="gray.700" fontSize="sm" textAlign="center">
        © 2025 {SITE.companyName}, a Delaware corporation. All rights reserved.
      </Text>
    </Box>
  );
}
