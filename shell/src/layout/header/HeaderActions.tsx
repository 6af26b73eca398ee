import { Button, Stack, type StackProps } from '@pdpl/ui';
import { RouterLink, useAuth, useLocation, useNavigate } from '@pdpl/platform';
import type { MouseEvent } from 'react';
import { HEADER_ACTION_LINKS } from '../../navigation/menus';
import { menuFamily, showsKsaButton } from '@pdpl/contracts';
import { scrollToTop } from '../../navigation/scroll';
import { useShellMessages } from '../../i18n';

interface Props extends StackProps {
  onActivate?: (act: () => void) => void;
}

/** KSA (not on /KSA and /januarypilot), Apply Now (pilot menu), Contact, and Sign Out for signed-in staff. */
export function HeaderActions({ onActivate, ...stackProps }: Props) {
  const { pathname } = useLocation();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const t = useShellMessages();
  const go = (to: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const act = () => {
      navigate(to);
      scrollToTop();
    };
    if (onActivate) onActivate(act);
    else act();
  };
  return (
    <Stack gap="3" {...stackProps}>
      {showsKsaButton(pathname) && (
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <RouterLink to={HEADER_ACTION_LINKS.ksa} onClick={go(HEADER_ACTION_LINKS.ksa)}>
            {t('shell.header.ksa')}
          </RouterLink>
        </Button>
      )}
      {menuFamily(pathname) === 'pilot' && (
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={HEADER_ACTION_LINKS.applyNow} onClick={go(HEADER_ACTION_LINKS.applyNow)}>
            {t('shell.header.applyNow')}
          </RouterLink>
        </Button>
      )}
      <Button asChild size="sm" colorPalette="brand">
        <RouterLink to={HEADER_ACTION_LINKS.contact} onClick={go(HEADER_ACTION_LINKS.contact)}>
          {t('shell.header.contact')}
        </RouterLink>
      </Button>
      {user && (
        // Ending the session empties the site's auth store, which closes every admin page at once.
        <Button size="sm" variant="ghost" onClick={() => (onActivate ? onActivate(() => void signOut()) : void signOut())}>
          {t('shell.header.signOut')}
        </Button>
      )}
    </Stack>
  );
}
