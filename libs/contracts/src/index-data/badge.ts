/**
 * A company's score badge (an SVG image other sites may embed) and the colour bands it shares with
 * the detail page's score badges: the fill, text and border of Chakra's green/yellow/red 100/800/300
 * (yellow's border 400), so a badge looks like the page it links to. Its own module: the list page
 * never ships it.
 */
import type { ScoreBand } from './dimensions.js';

/** Every text on its fill measures above WCAG AA's 4.5:1. */
export const SCORE_BAND_COLOURS: Record<ScoreBand, { fill: string; text: string; border: string }> = {
  green: { fill: '#dcfce7', text: '#124a28', border: '#86efac' },
  yellow: { fill: '#fef9c3', text: '#713f12', border: '#facc15' },
  red: { fill: '#fee2e2', text: '#511111', border: '#fca5a5' },
};

/** The badge's texts (Arabic in messages/ar.json, keyed by these); {placeholders} are filled in by the API. */
export const BADGE_TEXTS = {
  label: 'PDPL Compliance Index',
  /** The image's <title> and accessible name. */
  title: '{company}: {score} out of 100 in the PDPL Compliance Index, {month} edition',
} as const;
