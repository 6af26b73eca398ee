/**
 * The sample editions are data (services/api/data/sample-index/YYYY-MM.csv.br), read here with the
 * shared validator: they must stay valid edition files and keep the qualities the index pages and
 * their tests rely on (fictional names, two editions, plausible and consistent scores and texts).
 */
import { readSampleEdition } from '../src/db/seeds/sample-index.js';
import { DIMENSION_TEXT_COLUMNS, DIMENSIONS, EDITION_COLUMN_NAMES, EDITION_COLUMNS, INDEX_SECTORS, TRANSLATED_COMPANY_FIELDS } from '@pdpl/contracts';
import { loadSampleIndex, readSampleRows, type SampleCompanyScore, type SampleEdition, type SampleIndex } from './support/editions-sample.js';

/** Real Saudi brands (and well-known regional ones) that a fictional sample must never name. */
const REAL_BRANDS = [
  'al rajhi', 'rajhi', 'stc', 'aramco', 'sabic', 'almarai', 'jarir', 'mobily', 'zain', 'snb', 'riyad bank',
  'mouwasat', 'alinma', 'albilad', 'bank albilad', 'aljazira', 'jazira', 'samba', 'saudi fransi', 'anb',
  'arab national bank', 'saib', 'maaden', "ma'aden", 'tasnee', 'sipchem', 'saudi kayan', 'acwa', 'marafiq',
  'saudi electricity', 'tawuniya', 'bupa', 'medgulf', 'malath', 'walaa', 'nahdi', 'dallah', 'habib',
  'al hammadi', 'othaim', 'panda', 'danube', 'tamimi', 'bindawood', 'savola', 'nadec', 'sadafco', 'herfy',
  'albaik', 'bahri', 'saptco', 'flynas', 'flyadeal', 'saudia', 'seera', 'elm', 'thiqah', 'jahez', 'tamara',
  'tabby', 'roshn', 'dar al arkan', 'emaar', 'jabal omar', 'nesma', 'zamil', 'olayan', 'abdul latif jameel',
  'yamama', 'najm', 'salam', 'neom', 'qiddiya', 'red sea global', 'extra', 'nupco', 'sulaiman',
];

const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / values.length;
const round1 = (value: number): number => Math.round(value * 10) / 10;
const isAllZero = (s: SampleCompanyScore): boolean => s.dimensions.every((d) => d.score === 0);
const lineCount = (text: string): number => (text === '' ? 0 : text.split('\n').length);

describe('the sample index files', () => {
  let index: SampleIndex;
  beforeAll(() => {
    index = loadSampleIndex();
  });

  it('are edition files: the columns of the template (the optional Arabic, evidence and rubric ones aside), every row valid (loadSampleIndex validates them)', () => {
    const english = EDITION_COLUMNS.filter((c) => !c.translation && !c.evidence && !c.rubric).map((c) => c.name);
    for (const edition of index.editions) {
      const header = readSampleEdition(edition.file).split('\n', 1)[0]!.split(',');
      expect(header.slice(0, english.length)).toEqual(english);
      expect(header.filter((name) => !EDITION_COLUMN_NAMES.includes(name))).toEqual([]);
    }
  });

  it('quote the privacy notice for some dimensions: a passage, its https address and the day it was read', () => {
    for (const edition of index.editions) {
      const quoted = readSampleRows(edition.file).flatMap((row) => Object.values(row.dimensions).flatMap((d) => (d.evidence ? [{ row, evidence: d.evidence }] : [])));
      expect(quoted.length).toBeGreaterThan(100);
      for (const { row, evidence } of quoted) {
        expect(evidence.url).toBe(row.privacyPolicyUrl);
        expect(evidence.url).toMatch(/^https:\/\//);
        expect(evidence.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(evidence.quote.length).toBeGreaterThan(50);
      }
    }
  });

  const editionAt = (i: number): SampleEdition => {
    const edition = index.editions[i];
    if (!edition) throw new Error(`missing edition ${i}`);
    return edition;
  };
  const previousEdition = (): SampleEdition => editionAt(0);
  const latestEdition = (): SampleEdition => editionAt(1);
  const allScores = (): SampleCompanyScore[] => index.editions.flatMap((e) => e.scores);

  it('has exactly 100 companies with unique names and slug ids', () => {
    expect(index.companies).toHaveLength(100);
    expect(new Set(index.companies.map((c) => c.name)).size).toBe(100);
    expect(new Set(index.companies.map((c) => c.id)).size).toBe(100);
    for (const c of index.companies) {
      expect(c.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.homepageUrl).toBe(`https://${c.id}.example`);
      expect(['', `https://${c.id}.example/privacy`]).toContain(c.privacyPolicyUrl);
      expect(c.description.length).toBeGreaterThan(40);
    }
  });

  it('give every company its Arabic name, and every text they have in English also in Arabic', () => {
    const ARABIC = /[\u0600-\u06FF]/;
    for (const edition of index.editions) {
      const rows = readSampleRows(edition.file);
      for (const row of rows) {
        expect(row.ar.companyName).toMatch(/^[\u0600-\u06FF ]+$/);
        for (const field of TRANSLATED_COMPANY_FIELDS) if (row[field] !== '') expect(row.ar[field]).toMatch(ARABIC);
        for (const { key } of DIMENSIONS) {
          const dimension = row.dimensions[key];
          for (const [, field] of DIMENSION_TEXT_COLUMNS) if (dimension[field] !== '') expect(dimension.ar[field]).toMatch(ARABIC);
        }
      }
      expect(new Set(rows.map((r) => r.ar.companyName)).size).toBe(rows.length);
    }
  });

  it('leaves the privacy notice URL empty for only a few companies', () => {
    const withoutNotice = index.companies.filter((c) => c.privacyPolicyUrl === '').length;
    expect(withoutNotice).toBeGreaterThanOrEqual(1);
    expect(withoutNotice).toBeLessThanOrEqual(6);
  });

  it('uses every index sector and no other, with banking among the largest', () => {
    const counts = new Map<string, number>();
    for (const c of index.companies) counts.set(c.sector, (counts.get(c.sector) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...INDEX_SECTORS].sort());
    const banking = counts.get('Banking & Financial Services') ?? 0;
    expect(Math.max(...counts.values())).toBe(banking);
  });

  it('invents names that do not match real Saudi brands', () => {
    const clashes = index.companies.flatMap(({ name }) => {
      const padded = ` ${name.toLowerCase().replace(/[^a-z0-9']+/g, ' ')} `;
      return REAL_BRANDS.filter((brand) => padded.includes(` ${brand} `)).map((brand) => `${name} ~ ${brand}`);
    });
    expect(clashes).toEqual([]);
  });

  it('has two monthly editions, oldest first, each scoring every company once', () => {
    expect(index.editions.map((e) => e.month)).toEqual(['2025-10-01', '2025-11-01']);
    const ids = index.companies.map((c) => c.id).sort();
    for (const edition of index.editions) {
      expect(edition.scores.map((s) => s.companyId).sort()).toEqual(ids);
    }
  });

  it('dates each report inside its edition month; only the older edition has blanks', () => {
    for (const edition of index.editions) {
      for (const s of edition.scores) {
        if (s.reportDate === '') continue;
        expect(s.reportDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(s.reportDate.slice(0, 7)).toBe(edition.month.slice(0, 7));
      }
    }
    expect(latestEdition().scores.every((s) => s.reportDate !== '')).toBe(true);
    expect(previousEdition().scores.filter((s) => s.reportDate === '').length).toBeLessThanOrEqual(6);
  });

  it('gives 19 dimensions per score, in DIMENSIONS order', () => {
    const keys = DIMENSIONS.map((d) => d.key);
    for (const s of allScores()) expect(s.dimensions.map((d) => d.key)).toEqual(keys);
  });

  it('keeps every score within 0-100 with at most one decimal', () => {
    const values = allScores().flatMap((s) => [s.score, ...s.dimensions.map((d) => d.score)]);
    expect(values).toHaveLength(2 * 100 * 20);
    expect(values.filter((v) => !(v >= 0 && v <= 100) || round1(v) !== v)).toEqual([]);
  });

  it('sets the overall score to the mean of the dimensions, rounded to one decimal', () => {
    for (const s of allScores()) expect(s.score).toBe(round1(mean(s.dimensions.map((d) => d.score))));
  });

  it('has no pending (all-zero) company in the latest edition and only a few in the older one', () => {
    expect(latestEdition().scores.filter(isAllZero)).toHaveLength(0);
    const pending = previousEdition().scores.filter(isAllZero);
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(pending.length).toBeLessThanOrEqual(4);
    for (const s of pending) expect(s.reportDate).toBe('');
  });

  it('shows a modest average improvement in the latest edition, with some companies declining', () => {
    const previous = mean(previousEdition().scores.map((s) => s.score));
    const latest = mean(latestEdition().scores.map((s) => s.score));
    expect(latest).toBeGreaterThan(previous);
    expect(latest - previous).toBeLessThan(6);
    const declines = latestEdition().scores.filter((s, i) => s.score < (previousEdition().scores[i]?.score ?? 0));
    expect(declines.length).toBeGreaterThan(0);
  });

  it('scores banks and telecoms above the overall average', () => {
    const latestById = new Map(latestEdition().scores.map((s) => [s.companyId, s.score]));
    const sectorMean = (sector: string): number =>
      mean(index.companies.filter((c) => c.sector === sector).map((c) => latestById.get(c.id) ?? 0));
    const overall = mean([...latestById.values()]);
    expect(sectorMean('Banking & Financial Services')).toBeGreaterThan(overall);
    expect(sectorMean('Telecommunications')).toBeGreaterThan(overall);
  });

  it('fills every text field of a mid-band (40-70) dimension, and always gives a reason', () => {
    const dimensions = allScores().flatMap((s) => s.dimensions);
    expect(dimensions.filter((d) => d.reason === '')).toEqual([]);
    const midBand = dimensions.filter((d) => d.score >= 40 && d.score < 70);
    expect(midBand.length).toBeGreaterThan(100);
    const incomplete = midBand.filter((d) => !d.bestPractices || !d.criticalIssues || !d.recommendations);
    expect(incomplete.map((d) => `${d.key}@${d.score}`)).toEqual([]);
  });

  it('uses different templates per dimension', () => {
    for (const s of latestEdition().scores.slice(0, 10)) {
      expect(new Set(s.dimensions.map((d) => d.reason)).size).toBe(19);
    }
  });

  it('derives company-level findings consistent with the dimension scores', () => {
    for (const s of allScores()) {
      if (isAllZero(s)) continue;
      const allWeak = s.dimensions.every((d) => d.score < 40);
      expect(s.strengths === '').toBe(allWeak);
      expect(lineCount(s.strengths)).toBeLessThanOrEqual(4);
      expect(lineCount(s.criticalIssues)).toBeLessThanOrEqual(4);
      expect(lineCount(s.recommendations)).toBeGreaterThanOrEqual(2);
      expect(lineCount(s.recommendations)).toBeLessThanOrEqual(4);
      if (s.dimensions.some((d) => d.score < 40)) expect(s.criticalIssues).not.toBe('');
    }
  });
});
