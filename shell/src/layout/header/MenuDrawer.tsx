import { chakra, CloseButton, Drawer, Portal, Stack } from '@pdpl/ui';
import type { NavItem } from '../../navigation/menus';
import { NavEntry } from '../NavEntry';
import { useShellMessages } from '../../i18n';
import { HeaderActions } from './HeaderActions';

interface MenuDrawerProps {
  items: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: () => HTMLElement | null;
  onChoose: (act: () => void) => void;
  onClosed: () => void;
}

/** The mobile menu's drawer: the site's entries and actions, each closing it before it acts. */
export function MenuDrawer({ items, open, onOpenChange, returnFocusTo, onChoose, onClosed }: MenuDrawerProps) {
  const t = useShellMessages();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="end"
      size="xs"
      finalFocusEl={returnFocusTo}
      onExitComplete={onClosed}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('shell.header.menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <chakra.nav aria-label={t('shell.nav.mobile')}>
                <Stack as="ul" listStyleType="none" gap="1">
                  {items.map((item) => (
                    <li key={item.label}>
                      <NavEntry item={item} onActivate={onChoose} display="block" py="3" fontSize="md" color="gray.800" />
                    </li>
                  ))}
                </Stack>
              </chakra.nav>
              <HeaderActions onActivate={onChoose} direction="column" mt="6" />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('shell.header.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
