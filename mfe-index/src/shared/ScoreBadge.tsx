import { Box } from '@pdpl/ui';
import { scoreBand, type ScoreBand } from '@pdpl/contracts';
import { useFormatters } from '@pdpl/platform';
import { useSharedMessages } from './i18n';

// Light fill with .800 text: every pair measures well above WCAG AA's 4.5:1.
const BAND_COLOURS: Record<ScoreBand, { bg: string; color: string; borderColor: string }> = {
  green: { bg: 'green.100', color: 'green.800', borderColor: 'green.300' },
  yellow: { bg: 'yellow.100', color: 'yellow.800', borderColor: 'yellow.400' },
  red: { bg: 'red.100', color: 'red.800', borderColor: 'red.300' },
};

/** The round score badge of a dimension card, coloured by band (§4). */
export function ScoreBadge({ score }: { score: number }) {
  const band = scoreBand(score);
  const t = useSharedMessages();
  const text = useFormatters().score(score);
  return (
    <Box
      as="span"
      role="img"
      aria-label={t('index.shared.score', { score: text })}
      data-band={band}
      {...BAND_COLOURS[band]}
      borderWidth="2px"
      borderRadius="full"
      flexShrink={0}
      boxSize="14"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      fontSize="sm"
      fontWeight="bold"
      lineHeight="1"
    >
      {text}
    </Box>
  );
}
