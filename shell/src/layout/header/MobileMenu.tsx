import { Button, chakra, Drawer, preloadParts } from '@pdpl/ui';
import { useRef, useState } from 'react';
import type { NavItem } from '../../navigation/menus';
import { useShellMessages } from '../../i18n';
import { MenuDrawer } from './MenuDrawer';

/**
 * The menu on small screens: a drawer that traps focus, closes on Escape, outside tap or a choice.
 * A chosen entry acts once the drawer has closed, when the page can scroll again. The drawer (and
 * its code) mounts at the first opening, so pages do not load it for the button alone; its code is
 * fetched as soon as the visitor reaches for the button.
 */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const t = useShellMessages();
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const pending = useRef<(() => void) | null>(null);
  const closeThen = (act: () => void) => {
    pending.current = act;
    setOpen(false);
  };
  const preload = () => void preloadParts(Drawer);
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        aria-label={t('shell.header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        display={{ base: 'inline-flex', xl: 'none' }}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <chakra.svg viewBox="0 0 24 24" w="6" h="6" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </chakra.svg>
      </Button>
      {used && (
        <MenuDrawer
          items={items}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={() => trigger.current}
          onChoose={closeThen}
          onClosed={() => {
            pending.current?.();
            pending.current = null;
          }}
        />
      )}
    </>
  );
}
