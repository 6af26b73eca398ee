import { Button, Link, type LinkProps } from '@pdpl/ui';
import { RouterLink, useLocation } from '@pdpl/platform';
import type { MouseEvent } from 'react';
import { isBlogPath } from '@pdpl/contracts';
import { hrefOf, type NavItem } from '../navigation/menus';
import { useNavAction } from '../navigation/use-nav-action';
import { useShellMessages } from '../i18n';

interface Props extends Omit<LinkProps, 'onClick'> {
  item: NavItem;
  /** Runs before the entry acts, e.g. to close the mobile menu (which may then defer the action). */
  onActivate?: (act: () => void) => void;
}

/**
 * One header or footer entry. Sections and routes are real links (keyboard, new tab, copy link);
 * Self Assessment and Cookie settings are buttons because they open something rather than going somewhere.
 */
export function NavEntry({ item, onActivate, ...linkProps }: Props) {
  const { pathname } = useLocation();
  const act = useNavAction();
  const t = useShellMessages();
  const run = () => (onActivate ? onActivate(() => act(item.target)) : act(item.target));

  if (item.target.kind === 'assessment' || item.target.kind === 'cookieSettings') {
    return (
      <Button variant="plain" h="auto" p="0" minW="0" fontWeight="inherit" fontSize="inherit" color="inherit" onClick={run} {...(linkProps as object)}>
        {t(item.label)}
      </Button>
    );
  }
  const onClick = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    run();
  };
  return (
    <Link asChild {...linkProps}>
      <RouterLink to={hrefOf(item.target, isBlogPath(pathname))} onClick={onClick}>
        {t(item.label)}
      </RouterLink>
    </Link>
  );
}
