import { SCORE_BAND_THRESHOLDS } from '@pdpl/contracts';
import { List } from '@pdpl/ui';
import { ScoreBadge } from '../../details/components/ScoreBadge';

const { green, yellow } = SCORE_BAND_THRESHOLDS;

/** The badge colours of the detailed analysis, from the same thresholds the badges use. */
export function ScoreBands() {
  const bands = [
    { example: green, text: `Green: ${green} or more. Most requirements are met.` },
    { example: yellow, text: `Yellow: from ${yellow} to below ${green}. Some requirements are met; there are clear gaps.` },
    { example: 0, text: `Red: below ${yellow}. Few requirements are met.` },
  ];
  return (
    <List.Root as="ul" listStyleType="none" gap="3" data-testid="score-bands">
      {bands.map((b) => (
        <List.Item key={b.text} display="flex" alignItems="center" gap="3">
          <ScoreBadge score={b.example} />
          {b.text}
        </List.Item>
      ))}
    </List.Root>
  );
}
