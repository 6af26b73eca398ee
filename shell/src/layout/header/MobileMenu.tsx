import { Button, chakra, CloseButton, Drawer, Portal, Stack } from '@pdpl/ui';
import { useRef, useState } from 'react';
import type { NavItem } from '../../navigation/menus';
import { NavEntry } from '../NavEntry';
import { HeaderActions } from './HeaderActions';

/**
 * The menu on small screens: a drawer that traps focus, closes on Escape, outside tap or a choice.
 * A chosen entry acts once the drawer has closed, when the page can scroll again.
 */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  const closeThen = (act: () => void) => {
    pending.current = act;
    setOpen(false);
  };
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      placement="end"
      size="xs"
      onExitComplete={() => {
        pending.current?.();
        pending.current = null;
      }}
    >
      <Drawer.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label="Open menu" display={{ base: 'inline-flex', xl: 'none' }}>
          <chakra.svg viewBox="0 0 24 24" w="6" h="6" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </chakra.svg>
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <chakra.nav aria-label="Mobile">
                <Stack as="ul" listStyleType="none" gap="1">
                  {items.map((item) => (
                    <li key={item.label}>
                      <NavEntry item={item} onActivate={closeThen} display="block" py="3" fontSize="md" color="gray.800" />
                    </li>
                  ))}
                </Stack>
              </chakra.nav>
              <HeaderActions onActivate={closeThen} direction="column" mt="6" />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
