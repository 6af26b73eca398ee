import type { ScoreChange } from '@pdpl/contracts';
import { useFormatters } from '@pdpl/platform';
import { Badge, chakra } from '@pdpl/ui';
import { useSharedMessages } from './i18n';

const ARROW = { up: '▲', down: '▼', same: '=' } as const;

/**
 * The change marks' looks, given by the element that holds them: a list of dozens styles them once,
 * and each mark is a plain element (its words for screen readers too).
 */
export const CHANGE_MARKS = {
  '& [data-change]:not([data-change=new])': { fontWeight: 'semibold', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  '& [data-change=up]': { color: 'green.700' },
  '& [data-change=down]': { color: 'red.700' },
  '& [data-change=same]': { color: 'fg.muted' },
  '& [data-part=read-out]': { srOnly: true },
} as const;

/**
 * A score's change since the previous edition: "▲ 2.3" / "▼ 1.5" / "= 0.0", read out in words, or
 * "New" for a company or dimension the previous edition lacked. Nothing without a previous edition.
 * Looks as `CHANGE_MARKS` on an element around it says.
 */
export function ChangeMark({ change }: { change: ScoreChange | undefined }) {
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
    <span data-change={direction}>
      <span aria-hidden="true">
        {ARROW[direction]} {points}
      </span>
      <span data-part="read-out">{t(`index.shared.change.${direction}`, { points })}</span>
    </span>
  );
}

/** One change on its own (a report's score, a dimension), in the size given. */
export function ChangeText({ change, fontSize = 'sm' }: { change: ScoreChange | undefined; fontSize?: string }) {
  if (change === undefined) return null;
  return (
    <chakra.span fontSize={fontSize} css={CHANGE_MARKS}>
      <ChangeMark change={change} />
    </chakra.span>
  );
}
