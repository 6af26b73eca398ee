import { chakra, Link } from '@pdpl/ui';
import { RouterLink, useLocation } from '@pdpl/platform';
import type { MouseEvent } from 'react';
import { logoTarget } from '@pdpl/contracts';
import { scrollToTop } from '../../navigation/scroll';
import { useShellMessages } from '../../i18n';

/** Logo: to /KSA from /januarypilot, to / elsewhere; on home it scrolls to the top. */
export function Logo() {
  const { pathname } = useLocation();
  const t = useShellMessages();
  const onClick = (event: MouseEvent) => {
    if (pathname !== '/') return;
    event.preventDefault();
    scrollToTop(true);
  };
  return (
    <Link asChild display="inline-flex" alignItems="center" gap="2" fontWeight="bold" fontSize="xl" color="brand.700" textDecoration="none">
      <RouterLink to={logoTarget(pathname)} onClick={onClick} aria-label={t('shell.header.logoLabel', { product: t('shell.productName') })} data-testid="logo">
        <chakra.svg viewBox="0 0 32 32" w="8" h="8" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="#075238" />
          <path d="M16 6v20M8 12h16M8 12l-3 7h6zM24 12l-3 7h6z" stroke="#fff" strokeWidth="2" fill="none" strokeLinejoin="round" />
        </chakra.svg>
        {t('shell.productName')}
      </RouterLink>
    </Link>
  );
}
