import { chakra } from '@pdpl/ui';
import { formatChange, formatScore } from '../../../shared/format';

/**
 * A score against the previous month's: "58.0 (+4.3)", the change with its sign (a true minus), or
 * "none" when the month before has no analysis.
 */
export function ScoreChange({ score, previous }: { score: number; previous: number | null }) {
  if (previous === null) return <chakra.span color="fg.muted">none</chakra.span>;
  const delta = Math.round((score - previous) * 10) / 10;
  return (
    <chakra.span fontVariantNumeric="tabular-nums">
      {formatScore(previous)}{' '}
      <chakra.span fontWeight="semibold" color={delta > 0 ? 'green.700' : delta < 0 ? 'red.700' : 'fg.muted'} data-change={delta}>
        ({formatChange(delta)})
      </chakra.span>
    </chakra.span>
  );
}
