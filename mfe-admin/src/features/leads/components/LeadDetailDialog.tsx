import type { LeadSummary } from '@pdpl/contracts';
import { CloseButton, Dialog, Loading, Portal, Text } from '@pdpl/ui';
import { tableLabel } from '../../../shared/lead-format';
import { useLeadDetail } from '../use-lead-detail';
import { LeadFieldList } from '../../../shared/LeadFieldList';

interface Props {
  /** The submission shown; it stays set while the dialog closes, so the title does not vanish mid-animation. */
  lead: LeadSummary | null;
  open: boolean;
  onClose: () => void;
  /** The row's button that opened it, which gets the focus back. */
  opener: () => HTMLElement | null;
}

/** One submission with every field it holds, in a modal dialog titled with its type. */
export function LeadDetailDialog({ lead, open, onClose, opener }: Props) {
  const { detail, error } = useLeadDetail(open ? lead : null);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} finalFocusEl={opener} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{lead ? tableLabel(lead.table) : ''}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error ? <Text role="alert">{error}</Text> : detail ? <LeadFieldList lead={detail} /> : <Loading />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
