import { Box } from '@pdpl/ui';
import { SCORE_BAND_COLOURS, scoreBand } from '@pdpl/contracts';
import { useFormatters } from '@pdpl/platform';
import { useSharedMessages } from './i18n';

/** The round score badge of a dimension card, coloured by band (§4) as the embeddable SVG badge is. */
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
      bg={SCORE_BAND_COLOURS[band].fill}
      color={SCORE_BAND_COLOURS[band].text}
      borderColor={SCORE_BAND_COLOURS[band].border}
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
