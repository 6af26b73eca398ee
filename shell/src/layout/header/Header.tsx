import { Box, chakra, Flex, HStack, Link } from '@pdpl/ui';
import { useLocation } from '@pdpl/platform';
import { headerMenu } from '../../navigation/menus';
import { menuFamily } from '@pdpl/contracts';
import { NavEntry } from '../NavEntry';
import { HeaderActions } from './HeaderActions';
import { Logo } from './Logo';
import { useShellMessages } from '../../i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileMenu } from './MobileMenu';

export const HEADER_HEIGHT = '16';

/** Fixed header with the menu of the current route family (marketing-ksa-pilot.md §2, Header). */
export function Header() {
  const { pathname } = useLocation();
  const items = headerMenu(menuFamily(pathname));
  const t = useShellMessages();
  return (
    <Box as="header" position="fixed" top="0" insetX="0" zIndex="sticky" bg="white" borderBottomWidth="1px" h={HEADER_HEIGHT}>
      <Link
        href="#main-content"
        position="absolute"
        insetStart="2"
        top="-12"
        _focus={{ top: '2' }}
        bg="white"
        px="3"
        py="2"
        zIndex="skipNav"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        {t('shell.skipToContent')}
      </Link>
      <Flex maxW="7xl" mx="auto" h="full" px="4" align="center" justify="space-between" gap="4">
        <Logo />
        <chakra.nav aria-label={t('shell.nav.main')} display={{ base: 'none', xl: 'block' }}>
          <HStack as="ul" listStyleType="none" gap="5">
            {items.map((item) => (
              <li key={item.label}>
                <NavEntry item={item} fontSize="sm" fontWeight="medium" color="gray.700" _hover={{ color: 'brand.700' }} />
              </li>
            ))}
          </HStack>
        </chakra.nav>
        <HStack gap="2">
          <LanguageSwitch />
          <HeaderActions direction="row" display={{ base: 'none', xl: 'flex' }} />
          <MobileMenu items={items} />
        </HStack>
      </Flex>
    </Box>
  );
}
