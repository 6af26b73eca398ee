import type { CollectionStatus } from '@pdpl/contracts';
import { Badge } from '@pdpl/ui';
import { COLLECTION_STATUS_LABEL } from '../model/labels';

const PALETTE: Record<CollectionStatus, string> = { queued: 'gray', running: 'blue', done: 'green', failed: 'red' };

export function CollectionStatusBadge({ status }: { status: CollectionStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" data-status={status}>
      {COLLECTION_STATUS_LABEL[status]}
    </Badge>
  );
}
