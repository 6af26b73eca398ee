/**
 * The notice-analysis corpus (services/api/data/analysis-corpus) is the gold standard the analyser
 * is benchmarked against (npm run bench:analysis). These tests check the corpus itself: every
 * notice is there and labelled, every text requirement of the 14 labelled dimensions is judged for
 * every notice, every gold quote is really in the notice as a reader sees it, the dates agree with
 * "last updated", and the sets keep their size and their balance of Arabic and English.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { RUBRIC_REQUIREMENTS, type DimensionKey } from '@pdpl/contracts';

const CORPUS = path.resolve(__dirname, '../data/analysis-corpus');

const LABELLED_DIMENSIONS: readonly DimensionKey[] = [
  'dataControllerIdentity',
  'privacyGovernance',
  'purposeOfDataCollection',
  'legalBasisExplained',
  'personalDataTypes',
  'sensitiveDataUsage',
  'dataSubjectRights',
  'consentMechanisms',
  'dataRetentionPeriod',
  'crossBorderTransfers',
  'thirdPartySharing',
  'childrensData',
  'dsrContactInfo',
  'lastUpdated',
];
const LABELLED_IDS = RUBRIC_REQUIREMENTS.filter((r) => r.judgedOn === 'text' && LABELLED_DIMENSIONS.includes(r.dimension)).map((r) => r.id);

type Label = { met: true; quote: string } | { met: false };
interface LabelledNotice {
  file: string;
  language: 'ar' | 'en';
  lastUpdated: string | null;
  requirements: Record<string, Label>;
}
interface LabelFile {
  asOf: string;
  notices: LabelledNotice[];
}

const SETS = [
  { name: 'train', minimum: 24 },
  { name: 'holdout', minimum: 8 },
] as const;

const NOTICE_FILE = /\.(html|txt)$/;
const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The text a reader sees: for HTML the page's visible text (no scripts or styles), whitespace collapsed. */
function readerText(file: string): string {
  const raw = readFileSync(file, 'utf8');
  if (!file.endsWith('.html')) return raw;
  const { document } = parseHTML(raw);
  for (const hidden of document.querySelectorAll('script, style, noscript, template')) hidden.remove();
  return collapse(document.body.textContent ?? '');
}

const readLabels = (set: string): LabelFile => JSON.parse(readFileSync(path.join(CORPUS, set, 'labels.json'), 'utf8')) as LabelFile;
const DAY_MS = 24 * 60 * 60 * 1000;

it('labels the 44 text requirements of the 14 dimensions (the rubric still has them)', () => {
  expect(LABELLED_IDS).toHaveLength(44);
});

describe.each(SETS)('the $name set', ({ name, minimum }) => {
  const labels = readLabels(name);
  const files = readdirSync(path.join(CORPUS, name)).filter((f) => NOTICE_FILE.test(f));

  it(`has at least ${minimum} notices, half of them Arabic, every file labelled once`, () => {
    expect(labels.notices.length).toBeGreaterThanOrEqual(minimum);
    const labelled = labels.notices.map((n) => n.file);
    expect(new Set(labelled).size).toBe(labelled.length);
    expect([...labelled].sort()).toEqual([...files].sort());
    const arabic = labels.notices.filter((n) => n.language === 'ar').length;
    expect(arabic * 2).toBe(labels.notices.length);
  });

  it('reads notices on a stated day and names each notice by its language', () => {
    expect(labels.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const notice of labels.notices) {
      expect(['ar', 'en']).toContain(notice.language);
      expect(notice.file.startsWith(`${notice.language}-`)).toBe(true);
    }
  });

  it('judges every text requirement of the 14 dimensions for every notice, and no other', () => {
    for (const notice of labels.notices) {
      expect({ file: notice.file, ids: Object.keys(notice.requirements).sort() }).toEqual({ file: notice.file, ids: [...LABELLED_IDS].sort() });
      for (const label of Object.values(notice.requirements)) {
        expect(typeof label.met).toBe('boolean');
        if (label.met) expect(label.quote.trim().length).toBeGreaterThan(0);
        else expect(Object.keys(label)).toEqual(['met']);
      }
    }
  });

  it("quotes, for every met requirement, text that is in the notice as a reader sees it", () => {
    const missing: string[] = [];
    for (const notice of labels.notices) {
      const text = readerText(path.join(CORPUS, name, notice.file));
      for (const [id, label] of Object.entries(notice.requirements)) {
        if (label.met && !text.includes(label.quote)) missing.push(`${notice.file} ${id}: ${label.quote}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives a "last updated" date exactly when the notice is dated, recent when within the 365 days before asOf', () => {
    const asOf = Date.parse(`${labels.asOf}T00:00:00Z`);
    for (const notice of labels.notices) {
      const { dated, recent } = { dated: notice.requirements['lastUpdated.dated'], recent: notice.requirements['lastUpdated.recent'] };
      if (notice.lastUpdated === null) {
        expect({ file: notice.file, dated: dated?.met, recent: recent?.met }).toEqual({ file: notice.file, dated: false, recent: false });
        continue;
      }
      expect(notice.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const day = Date.parse(`${notice.lastUpdated}T00:00:00Z`);
      expect(new Date(day).toISOString().slice(0, 10)).toBe(notice.lastUpdated);
      const age = (asOf - day) / DAY_MS;
      expect({ file: notice.file, dated: dated?.met, recent: recent?.met }).toEqual({ file: notice.file, dated: true, recent: age >= 0 && age <= 365 });
    }
  });

  it('has thorough, middling and thin notices, and meets and misses every requirement somewhere', () => {
    const metCounts = labels.notices.map((n) => Object.values(n.requirements).filter((l) => l.met).length);
    expect(Math.max(...metCounts)).toBeGreaterThanOrEqual(35);
    expect(Math.min(...metCounts)).toBeLessThanOrEqual(8);
    expect(metCounts.some((count) => count >= 15 && count <= 30)).toBe(true);
    for (const id of LABELLED_IDS) {
      const met = labels.notices.filter((n) => n.requirements[id]?.met).length;
      expect({ id, someMet: met > 0, someMissed: met < labels.notices.length }).toEqual({ id, someMet: true, someMissed: true });
    }
  });
});

it('keeps the holdout apart from the training set: no notice, company file name or text in both', () => {
  const [train, holdout] = SETS.map(({ name }) => readLabels(name));
  const company = (file: string) => file.replace(/^(ar|en)-\d+-/, '').replace(NOTICE_FILE, '');
  const trainCompanies = new Set(train!.notices.map((n) => company(n.file)));
  expect(holdout!.notices.filter((n) => trainCompanies.has(company(n.file))).map((n) => n.file)).toEqual([]);
  const trainQuotes = new Set(train!.notices.flatMap((n) => Object.values(n.requirements).flatMap((l) => (l.met ? [l.quote] : []))));
  const shared = holdout!.notices.flatMap((n) => Object.values(n.requirements).flatMap((l) => (l.met && trainQuotes.has(l.quote) && l.quote.length > 40 ? [l.quote] : [])));
  expect(shared).toEqual([]);
});
