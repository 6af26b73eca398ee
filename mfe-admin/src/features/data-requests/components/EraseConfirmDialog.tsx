import { ConfirmDialog } from '@pdpl/ui/staff';

interface Props {
  email: string;
  open: boolean;
  erasing: boolean;
  onCancel: () => void;
  onErase: () => void;
  /** The button that asked, which gets the focus back. */
  opener: () => HTMLElement | null;
}

/** The one step before an erasure, which cannot be undone. */
export function EraseConfirmDialog({ email, open, erasing, onCancel, onErase, opener }: Props) {
  return (
    <ConfirmDialog
      open={open}
      busy={erasing}
      title={`Erase all data of ${email}?`}
      body="Every record held about this address is deleted from every lead table now, and the copies in Airtable are deleted by the next sync of their table. This cannot be undone."
      action="Erase"
      busyAction="Erasing..."
      colorPalette="red"
      onCancel={onCancel}
      onConfirm={onErase}
      finalFocusEl={opener}
    />
  );
}
