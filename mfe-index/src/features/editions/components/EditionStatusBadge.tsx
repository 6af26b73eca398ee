import type { EditionStatus } from '@pdpl/contracts';
import { Badge } from '@pdpl/ui';

const PALETTE: Record<EditionStatus, string> = { draft: 'orange', published: 'green', withdrawn: 'gray' };
const LABEL: Record<EditionStatus, string> = { draft: 'Draft', published: 'Published', withdrawn: 'Withdrawn' };

export function EditionStatusBadge({ status }: { status: EditionStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" data-status={status}>
      {LABEL[status]}
    </Badge>
  );
}
