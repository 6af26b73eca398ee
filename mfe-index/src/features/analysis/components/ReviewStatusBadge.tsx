import { Badge } from '@pdpl/ui';

/** Whether an analyst has accepted the month's analysis (with the overrides). */
export function ReviewStatusBadge({ reviewed }: { reviewed: boolean }) {
  return (
    <Badge colorPalette={reviewed ? 'green' : 'orange'} variant="subtle" data-reviewed={reviewed}>
      {reviewed ? 'Reviewed' : 'To review'}
    </Badge>
  );
}
