import { SCORE_BAND_THRESHOLDS } from '@pdpl/contracts';
import { List } from '@pdpl/ui';
import { useMethodologyMessages } from '../i18n';
import { ScoreBadge } from '../../../shared/ScoreBadge';

const { green, yellow } = SCORE_BAND_THRESHOLDS;

/** The badge colours of the detailed analysis, from the same thresholds the badges use. */
export function ScoreBands() {
  const t = useMethodologyMessages();
  const bands = [
    { example: green, text: t('index.methodology.bands.green', { green }) },
    { example: yellow, text: t('index.methodology.bands.yellow', { yellow, green }) },
    { example: 0, text: t('index.methodology.bands.red', { yellow }) },
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
