/**
 * The self-assessment report as an A4 PDF (pdfkit): selectable text in IBM Plex Sans Arabic (the
 * site's own font, embedded as subsets), tagged headings and paragraphs, links that work.
 *
 * pdfkit shapes Arabic (fontkit joins the letters) but has no bidirectional layout: it lays a whole
 * line out as one run, so an Arabic line with a number, a colon or a Latin name comes out in the
 * wrong order, and the Arabic subset has no Latin glyphs. Right-to-left paragraphs are therefore
 * laid out here by the Unicode Bidirectional Algorithm (rtl-lines.ts): each line's runs of one
 * direction and one font placed left to right as the algorithm orders them, from the right margin,
 * each in the font subset that has its glyphs. Latin text uses pdfkit's own layout.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { ReportDocument } from './report-document.js';
import { isArabicRun, rtlLines, type PlacedRun, type RtlRun } from './rtl-lines.js';
import { woffToSfnt } from './woff-to-sfnt.js';

const require = createRequire(import.meta.url);
type Subset = 'latin' | 'arabic';
type Weight = 400 | 600 | 700;
const WEIGHTS: Weight[] = [400, 600, 700];
const fontName = (subset: Subset, weight: Weight) => `${subset}-${weight}`;

let fonts: Map<string, Buffer> | undefined;
/** The six font files, unwrapped once on first use. */
function fontFiles(): Map<string, Buffer> {
  fonts ??= new Map(
    WEIGHTS.flatMap((weight) =>
      (['latin', 'arabic'] as const).map((subset) => {
        const file = require.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subset}-${weight}-normal.woff`);
        return [fontName(subset, weight), woffToSfnt(readFileSync(file))] as const;
      }),
    ),
  );
  return fonts;
}

interface Style {
  size: number;
  weight: Weight;
  color: string;
  tag: 'H1' | 'H2' | 'H3' | 'P';
  before: number;
  after: number;
}

const STYLES = {
  title: { size: 20, weight: 700, color: '#0b3d2e', tag: 'H1', before: 0, after: 6 },
  heading: { size: 14, weight: 700, color: '#0b3d2e', tag: 'H2', before: 14, after: 4 },
  gap: { size: 11.5, weight: 600, color: '#1a202c', tag: 'H3', before: 10, after: 2 },
  score: { size: 16, weight: 700, color: '#0b3d2e', tag: 'P', before: 6, after: 2 },
  label: { size: 10, weight: 600, color: '#1a202c', tag: 'P', before: 4, after: 1 },
  body: { size: 10, weight: 400, color: '#1a202c', tag: 'P', before: 0, after: 2 },
  muted: { size: 9, weight: 400, color: '#4a5568', tag: 'P', before: 0, after: 2 },
} satisfies Record<string, Style>;

const MARGIN = 56;
const LINE_HEIGHT = 1.45;

class ReportWriter {
  private readonly root;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly rtl: boolean,
  ) {
    this.root = doc.struct('Document');
    doc.addStructure(this.root);
  }

  private get width() {
    return this.doc.page.width - 2 * MARGIN;
  }

  /** A paragraph in a style; `indent` moves it away from the starting margin (a list item). */
  write(text: string, style: Style, options: { indent?: number; link?: string } = {}) {
    const { doc } = this;
    const indent = options.indent ?? 0;
    doc.y += style.before;
    this.root.add(
      doc.struct(style.tag, {}, () => {
        doc.fillColor(style.color).fontSize(style.size);
        if (this.rtl) this.writeRtl(text, style, indent, options.link);
        else {
          doc.font(fontName('latin', style.weight));
          doc.text(text, MARGIN + indent, doc.y, { width: this.width - indent, lineGap: style.size * (LINE_HEIGHT - 1), link: options.link, underline: !!options.link });
        }
      }),
    );
    doc.y += style.after;
  }

  private writeRtl(text: string, style: Style, indent: number, link?: string) {
    const { doc } = this;
    const widthOf = (run: RtlRun) => doc.font(this.fontFor(run, style)).fontSize(style.size).widthOfString(run.text);
    const space = doc.font(fontName('latin', style.weight)).fontSize(style.size).widthOfString(' ');
    const lineHeight = style.size * LINE_HEIGHT;
    const right = doc.page.width - MARGIN - indent;
    const paragraph = rtlLines(text, this.width - indent, widthOf, space);
    // The link's characters in the paragraph: every run among them is a link.
    const linkStart = link ? paragraph.text.indexOf(link) : -1;
    const linked = (run: PlacedRun) => linkStart >= 0 && run.start >= linkStart && run.end <= linkStart + link!.length;
    for (const line of paragraph.lines) {
      // continueOnNewPage closes this page's marked content and reopens it on the next, as pdfkit's own wrapping does.
      if (doc.y + lineHeight > doc.page.height - MARGIN) doc.continueOnNewPage();
      const left = right - line.width;
      for (const run of line.runs) {
        doc.font(this.fontFor(run, style)).fontSize(style.size).text(run.text, left + run.x, doc.y, { lineBreak: false, link: linked(run) ? link : null });
      }
      doc.y += lineHeight;
    }
  }

  private fontFor(run: RtlRun, style: Style) {
    return fontName(isArabicRun(run) ? 'arabic' : 'latin', style.weight);
  }

  end() {
    this.root.end();
  }
}

/** Renders the report; resolves with the PDF's bytes. */
export function reportPdf(report: ReportDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: report.locale,
    displayTitle: true,
    info: { Title: report.title, Author: 'Mizan', Subject: `${report.score} ${report.level}` },
  });
  for (const [name, file] of fontFiles()) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const out = new ReportWriter(doc, report.dir === 'rtl');
  out.write(report.title, STYLES.title);
  out.write(report.date, STYLES.muted);
  out.write(report.score, STYLES.score);
  out.write(report.level, STYLES.label);
  out.write(report.description, STYLES.body);

  out.write(report.gapsHeading, STYLES.heading);
  if (report.noGaps) out.write(report.noGaps, STYLES.body);
  for (const gap of report.gaps) {
    out.write(gap.heading, STYLES.gap);
    out.write(gap.priority, STYLES.muted);
    out.write(gap.gap, STYLES.body);
    out.write(report.labels.actions, STYLES.label);
    for (const action of gap.actions) out.write(`• ${action}`, STYLES.body, { indent: 10 });
    out.write(report.labels.provisions, STYLES.label);
    for (const provision of gap.provisions) out.write(`• ${provision}`, STYLES.body, { indent: 10 });
    if (gap.readMore) out.write(`${gap.readMore.label} ${gap.readMore.url}`, STYLES.muted, { link: gap.readMore.url });
  }

  out.write(report.strengthsHeading, STYLES.heading);
  for (const strength of report.strengths) out.write(`• ${strength}`, STYLES.body, { indent: 10 });

  out.write(report.methodHeading, STYLES.heading);
  for (const sentence of report.method) out.write(sentence, STYLES.body);

  for (const link of [report.links.retake, report.links.pilot, report.links.site]) out.write(`${link.label} ${link.url}`, STYLES.muted, { link: link.url });
  out.end();
  doc.end();
  return done;
}
