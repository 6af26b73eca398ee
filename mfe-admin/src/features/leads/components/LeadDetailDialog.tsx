import type { LeadSummary } from '@pdpl/contracts';
import { Dialog, DialogFrame, Loading, Text } from '@pdpl/ui';
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
    <DialogFrame
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      finalFocusEl={opener}
      size="lg"
      scrollBehavior="inside"
      title={lead ? tableLabel(lead.table) : ''}
      closeLabel="Close"
    >
      <Dialog.Body>{error ? <Text role="alert">{error}</Text> : detail ? <LeadFieldList lead={detail} /> : <Loading />}</Dialog.Body>
    </DialogFrame>
  );
}
