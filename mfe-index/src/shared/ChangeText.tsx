import type { ScoreChange } from '@pdpl/contracts';
import { useFormatters } from '@pdpl/platform';
import { Badge, Text } from '@pdpl/ui';
import { useSharedMessages } from './i18n';

/** Its words for screen readers in a plain element styled from here: one styled element a change (lists show dozens). */
const READ_OUT = { '& [data-part=read-out]': { srOnly: true } } as const;

const STYLE = {
  up: { arrow: '▲', color: 'green.700' },
  down: { arrow: '▼', color: 'red.700' },
  same: { arrow: '=', color: 'fg.muted' },
} as const;

/**
 * A score's change since the previous edition: "▲ 2.3" / "▼ 1.5" / "= 0.0", read out in words, or
 * "New" for a company or dimension the previous edition lacked. Nothing without a previous edition.
 */
export function ChangeText({ change, fontSize = 'sm' }: { change: ScoreChange | undefined; fontSize?: string }) {
  const t = useSharedMessages();
  const format = useFormatters();
  if (change === undefined) return null;
  if (change === null) {
    return (
      <Badge colorPalette="blue" variant="subtle" data-change="new" title={t('index.shared.change.newLabel')}>
        {t('index.shared.change.new')}
      </Badge>
    );
  }
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'same';
  const points = format.score(Math.abs(change));
  return (
    <Text as="span" fontSize={fontSize} fontWeight="semibold" color={STYLE[direction].color} whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-change={direction} css={READ_OUT}>
      <span aria-hidden="true">
        {STYLE[direction].arrow} {points}
      </span>
      <span data-part="read-out">{t(`index.shared.change.${direction}`, { points })}</span>
    </Text>
  );
}
