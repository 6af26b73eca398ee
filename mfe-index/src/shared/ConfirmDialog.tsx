import { Button, Dialog, Portal, Text } from '@pdpl/ui';
import { useRef } from 'react';

interface Props {
  title: string;
  body: string;
  /** The confirming button's label, and its label while the action runs. */
  action: string;
  busyAction: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  colorPalette?: 'brand' | 'red';
}

/** The one step before publishing or withdrawing an edition (both change what the public sees); Cancel has the focus first. */
export function ConfirmDialog({ title, body, action, busyAction, open, busy, onCancel, onConfirm, colorPalette = 'brand' }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => !e.open && onCancel()}
      initialFocusEl={() => cancel.current}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{body}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancel} variant="outline" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
              <Button colorPalette={colorPalette} onClick={onConfirm} disabled={busy} aria-busy={busy}>
                {busy ? busyAction : action}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
