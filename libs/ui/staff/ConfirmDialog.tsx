import { Button, Dialog, DialogFrame, Text } from '@pdpl/ui';
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
  /** What gets the focus back on closing (by default the element that had it before). */
  finalFocusEl?: () => HTMLElement | null;
}

/** The one step before an action that cannot simply be undone (publishing, withdrawing, erasing); Cancel has the focus first. */
export function ConfirmDialog({ title, body, action, busyAction, open, busy, onCancel, onConfirm, colorPalette = 'brand', finalFocusEl }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      onOpenChange={(e) => !e.open && onCancel()}
      initialFocusEl={() => cancel.current}
      finalFocusEl={finalFocusEl}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      title={title}
    >
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
    </DialogFrame>
  );
}
