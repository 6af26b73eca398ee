/**
 * The Arabic PDF report's lines are laid out by the Unicode Bidirectional Algorithm (rtl-lines.ts,
 * bidi-js): a run of Latin words, a number or a URL inside an Arabic sentence keeps its own order,
 * and the Arabic around it reads right to left. Checked on the layout itself, then on a rendered
 * report read back with poppler's pdftotext, which rebuilds the reading order from where the glyphs
 * are drawn (so a Latin run drawn word by word from the right would come back reversed).
 */
import { spawnSync } from 'node:child_process';
import { assessmentReport } from '@pdpl/contracts';
import { reportDocument, type ReportDocument } from '../src/modules/assessment/report-document.js';
import { reportPdf } from '../src/modules/assessment/report-pdf.js';
import { rtlLines, type RtlRun } from '../src/modules/assessment/rtl-lines.js';
import { answersWithNo } from './support/assessment.js';

/** One unit a character, one a space: lines break where a reader counting characters expects. */
const widthOf = (run: RtlRun) => [...run.text].length;
/** Each line's runs as handed to pdfkit, left to right as drawn. */
const drawn = (text: string, width = 200) => rtlLines(text, width, widthOf, 1).lines.map((line) => line.runs.map((run) => run.text));

describe('right-to-left lines by the bidirectional algorithm', () => {
  it('keeps a multi-word Latin run (a standard, an English company name) in its own order inside an Arabic sentence', () => {
    // In reading order: "certificate" ISO 27701 "for company" Acme Data Labs.
    expect(drawn('شهادة ISO 27701 لشركة Acme Data Labs')).toEqual([['Acme', 'Data', 'Labs', 'لشركة', 'ISO', '27701', 'شهادة']]);
  });

  it('draws a number after its Arabic label to the label\'s left, the colon between them', () => {
    expect(drawn('الدرجة: 14/15')).toEqual([['14/15', ':', 'الدرجة']]);
    expect(drawn('بنسبة 86.8 بالمئة في عام 2024')).toEqual([['2024', 'عام', 'في', 'بالمئة', '86.8', 'بنسبة']]);
  });

  it('keeps a URL whole, with spaces around it', () => {
    expect(drawn('راجع https://mizan.example/ar/KSA#pdpl-assessment للتفاصيل')).toEqual([['للتفاصيل', 'https://mizan.example/ar/KSA#pdpl-assessment', 'راجع']]);
  });

  it('mirrors brackets in right-to-left runs and orders a range after Arabic words as a browser does', () => {
    // Digits after Arabic letters are Arabic numbers (rule W2) and the hyphen between them takes the
    // sentence's direction: drawn "(15-13)", read right to left as 13 to 15, as on the web page.
    expect(drawn('المستوى: مخاطر منخفضة (13-15)')).toEqual([['(', '15', '-', '13', ')', 'منخفضة', 'مخاطر', ':', 'المستوى']]);
    // Latin inside brackets stays left to right; the brackets around it are the sentence's, mirrored.
    expect(drawn('المعيار (ISO 27701) مطبق')).toEqual([['مطبق', '(', 'ISO', '27701', ')', 'المعيار']]);
  });

  it('hands pdfkit Arabic words in reading order (its font engine lays Arabic script out right to left)', () => {
    const [line] = rtlLines('نظام حماية البيانات', 200, widthOf, 1).lines;
    expect(line!.runs.map((run) => [run.text, run.arabic])).toEqual([
      ['البيانات', true],
      ['حماية', true],
      ['نظام', true],
    ]);
    // Arabic-Indic digits are Arabic script too: handed over reversed, so they come out left to right.
    expect(drawn('عام ٢٠٢٤')).toEqual([['٤٢٠٢', 'عام']]);
  });

  it('breaks lines between words in reading order, then orders each line on its own', () => {
    expect(drawn('يلتزم فريق Acme Data Labs بمعيار ISO 27701 منذ عام 2024', 24)).toEqual([
      ['Acme', 'Data', 'فريق', 'يلتزم'],
      ['ISO', '27701', 'بمعيار', 'Labs'],
      ['2024', 'عام', 'منذ'],
    ]);
  });

  it('places runs from the left end of the line, a space between words, and spans the whole line', () => {
    const [line] = rtlLines('شهادة ISO 27701', 200, widthOf, 1).lines;
    expect(line!.runs.map((run) => [run.text, run.x, run.width])).toEqual([
      ['ISO', 0, 3],
      ['27701', 4, 5],
      ['شهادة', 10, 5],
    ]);
    expect(line!.width).toBe(15);
    expect(rtlLines('  \n ', 200, widthOf, 1).lines).toEqual([]);
  });
});

/** The PDF's text as poppler reads it back, line by line, without the bidi marks it adds around Arabic. */
function pdfLines(pdf: Buffer): string[] {
  const out = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf });
  if (out.status !== 0) throw new Error(String(out.error ?? out.stderr));
  return out.stdout
    .toString('utf8')
    .replace(/[\u202A-\u202E\u2066-\u2069]/g, '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The one line holding `needle`, and the positions of `parts` in it (in reading order, as pdftotext gives them). */
function positionsIn(lines: string[], needle: string, parts: string[]) {
  const line = lines.find((l) => l.includes(needle));
  if (!line) throw new Error(`No line holds ${needle}:\n${lines.join('\n')}`);
  return parts.map((part) => line.indexOf(part));
}

const ascending = (positions: number[]) => positions.every((p, i) => p >= 0 && (i === 0 || p > positions[i - 1]!));

describe('the Arabic PDF report, read back with pdftotext', () => {
  const base = reportDocument(assessmentReport(answersWithNo('dpo')), 'ar', 'https://mizan.example', new Date('2026-11-26T10:00:00Z'));
  const mixed: ReportDocument = {
    ...base,
    description: 'حصلت شركة Acme Data Labs على شهادة ISO 27701 في عام 2024 بنسبة 86.8 بالمئة.',
    method: ['راجع https://mizan.example/ar/KSA للتفاصيل، ثم قارن بمعيار ISO 27001 و ISO 27701 معًا.', ...base.method],
  };
  let pdf: Buffer;
  let lines: string[];
  beforeAll(async () => {
    pdf = await reportPdf(mixed);
    lines = pdfLines(pdf);
  });

  it('reads an English company name, a standard and numbers in an Arabic line in the right order', () => {
    const positions = positionsIn(lines, 'Acme', ['Acme Data Labs', 'شهادة', 'ISO 27701', '2024', '86.8']);
    expect({ positions, inOrder: ascending(positions) }).toEqual({ positions, inOrder: true });
  });

  it('reads a URL with spaces around it, then two standards, in the right order', () => {
    const positions = positionsIn(lines, 'ISO 27001', ['راجع', 'https://mizan.example/ar/KSA', 'ISO 27001', 'ISO 27701']);
    expect({ positions, inOrder: ascending(positions) }).toEqual({ positions, inOrder: true });
  });

  it('keeps the report\'s own Arabic lines: the score, the article, the links (and their link annotations)', () => {
    const text = lines.join(' ');
    expect(text).toContain('14/15');
    expect(text).toContain('مخاطر منخفضة');
    expect(text).toContain('المادة 32');
    expect(text).toContain('https://mizan.example/ar/KSA#pdpl-assessment');
    const uris = [...pdf.toString('latin1').matchAll(/\/URI \(([^)]*)\)/g)].map((m) => m[1]);
    expect(uris).toEqual(expect.arrayContaining(['https://mizan.example/ar/KSA#pdpl-assessment', 'https://mizan.example/ar/pilotapplication', 'https://mizan.example/ar']));
  });
});
