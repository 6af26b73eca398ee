/**
 * A company's score badge: a small hand-made SVG (docs/architecture-decisions.md) in the band
 * colours of the detail page, the index's name on the brand green and "score/100 · month" on the
 * band's fill. Widths are estimated per character and fixed with textLength, so the text fits its
 * box whatever font the viewer has.
 */
import { BADGE_TEXTS, LOCALE_INFO, SCORE_BAND_COLOURS, scoreBand, type Locale } from '@pdpl/contracts';
import { contractText } from '../../i18n/contract-texts.js';

export interface BadgeInput {
  companyName: string;
  score: number;
  /** The edition, YYYY-MM. */
  month: string;
  locale: Locale;
}

const HEIGHT = 20;
const PAD = 6;
/** The brand's green (brand.700): white text on it measures 9:1. */
const LABEL_FILL = '#075238';
/** Average advance of an 11 px Verdana character, wider for capitals and digits than for Arabic letters. */
const charWidth = (ch: string) => (/[\u0600-\u06FF]/.test(ch) ? 5.8 : /[A-Z0-9]/.test(ch) ? 7.5 : /[ .·/:]/.test(ch) ? 4.2 : 6.4);
const textWidth = (text: string) => Math.ceil([...text].reduce((sum, ch) => sum + charWidth(ch), 0));

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export function badgeSvg({ companyName, score, month, locale }: BadgeInput): string {
  const intl = LOCALE_INFO[locale].intl;
  const day = new Date(`${month}-01T00:00:00Z`);
  const monthName = (style: 'short' | 'long') => new Intl.DateTimeFormat(intl, { year: 'numeric', month: style, timeZone: 'UTC' }).format(day);
  const scoreText = new Intl.NumberFormat(intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score);
  const title = fill(contractText(locale, BADGE_TEXTS.title), { company: companyName, score: scoreText, month: monthName('long') });
  const label = contractText(locale, BADGE_TEXTS.label);
  const value = `${scoreText}/100 · ${monthName('short')}`;
  const colours = SCORE_BAND_COLOURS[scoreBand(score)];
  const labelWidth = textWidth(label) + 2 * PAD;
  const valueWidth = textWidth(value) + 2 * PAD;
  const width = labelWidth + valueWidth;
  // Right to left, the label comes first from the right.
  const rtl = LOCALE_INFO[locale].dir === 'rtl';
  const labelX = rtl ? valueWidth : 0;
  const valueX = rtl ? 0 : labelWidth;
  const text = (x: number, w: number, content: string, colour: string, bold: boolean) =>
    `<text x="${x + w / 2}" y="14" fill="${colour}" textLength="${w - 2 * PAD}" lengthAdjust="spacingAndGlyphs"${bold ? ' font-weight="bold"' : ''}>${escapeXml(content)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>` +
    `<clipPath id="r"><rect width="${width}" height="${HEIGHT}" rx="3"/></clipPath>` +
    `<g clip-path="url(#r)">` +
    `<rect x="${labelX}" width="${labelWidth}" height="${HEIGHT}" fill="${LABEL_FILL}"/>` +
    `<rect x="${valueX + 0.5}" y="0.5" width="${valueWidth - 1}" height="${HEIGHT - 1}" fill="${colours.fill}" stroke="${colours.border}"/>` +
    `</g>` +
    // direction on the texts only: on the root <svg>, Chromium draws nothing.
    `<g font-family="Verdana,DejaVu Sans,Geneva,sans-serif" font-size="11" text-anchor="middle"${rtl ? ' direction="rtl"' : ''}>` +
    text(labelX, labelWidth, label, '#ffffff', false) +
    text(valueX, valueWidth, value, colours.text, true) +
    `</g></svg>`
  );
}
