import { Button, Dialog, Portal, Text } from '@pdpl/ui';
import { useRef } from 'react';

interface Props {
  email: string;
  open: boolean;
  erasing: boolean;
  onCancel: () => void;
  onErase: () => void;
  /** The button that asked, which gets the focus back. */
  opener: () => HTMLElement | null;
}

/** The one step before an erasure, which cannot be undone; Cancel has the focus first. */
export function EraseConfirmDialog({ email, open, erasing, onCancel, onErase, opener }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => !e.open && onCancel()}
      initialFocusEl={() => cancel.current}
      finalFocusEl={opener}
      closeOnInteractOutside={!erasing}
      closeOnEscape={!erasing}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Erase all data of {email}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                Every record held about this address is deleted from every lead table now, and the copies in Airtable are deleted by the
                next sync of their table. This cannot be undone.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancel} variant="outline" onClick={onCancel} disabled={erasing}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={onErase} disabled={erasing} aria-busy={erasing}>
                {erasing ? 'Erasing...' : 'Erase'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
