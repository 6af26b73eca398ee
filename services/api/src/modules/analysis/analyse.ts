/**
 * A privacy notice's analysis against the rubric's text requirements: a pure function of the text,
 * its language, the day it was read and the rubric (no clock, no randomness, no network), so the
 * same notice read the same day always scores the same, and every requirement met shows the
 * sentences, exactly as the notice has them, that meet it.
 */
import {
  RUBRIC_REQUIREMENTS,
  RUBRIC_VERSION,
  TEXT_DIMENSIONS,
  dimensionScore,
  type DimensionKey,
  type DimensionResult,
  type NoticeAnalysis,
  type NoticeLanguage,
  type RequirementResult,
} from '@pdpl/contracts';
import { lastUpdatedDate } from './dates.js';
import { arabicShare } from './match-text.js';
import { AR } from './requirements/ar.js';
import { EN } from './requirements/en.js';
import { COMPUTED_REQUIREMENTS, PURPOSE_KINDS, type LanguageMatchers, type SentenceRequirementId } from './requirements/types.js';
import { splitSentences, type Sentence } from './sentences.js';

/** The sentences quoted for a requirement met: the first ones in the notice's order. */
const MAX_EVIDENCE = 3;
const LANGUAGES: readonly LanguageMatchers[] = [EN, AR];
/**
 * The matchers that read a sentence: those of the scripts it is written in (notices mix them: an
 * English address in an Arabic notice), both when it has no letters (a line with a number).
 */
function readersOf(sentences: readonly Sentence[]): (readonly LanguageMatchers[])[] {
  return sentences.map(({ norm }) => {
    const latin = /[a-z]/.test(norm);
    const arabic = /[\u0621-\u064a]/.test(norm);
    return latin === arabic ? LANGUAGES : latin ? [EN] : [AR];
  });
}

const DAY = 86_400_000;
const RECENT_DAYS = 365;
const MIN_SECTIONS = 4;
const MAX_AVERAGE_WORDS = 25;
const MIN_TOPICS = 10;
const MIN_USES = 3;

const COMPUTED: readonly string[] = COMPUTED_REQUIREMENTS;
const TEXT_REQUIREMENTS = RUBRIC_REQUIREMENTS.filter((r) => TEXT_DIMENSIONS.includes(r.dimension));
// A rubric requirement without a matcher would silently never be met: refuse to load instead.
for (const r of TEXT_REQUIREMENTS) {
  if (!COMPUTED.includes(r.id) && !(r.id in EN.sentences && r.id in AR.sentences)) throw new Error(`No matcher for the rubric's text requirement ${r.id}`);
}
/** The topics privacyNoticeOverall counts: every text dimension but itself. */
const TOPIC_DIMENSIONS = TEXT_DIMENSIONS.filter((d) => d !== 'privacyNoticeOverall');

/** 'ar' when most of its letters are Arabic. */
export const detectLanguage = (text: string): NoticeLanguage => (arabicShare(text) >= 0.5 ? 'ar' : 'en');

export interface AnalyseOptions {
  /** Detected from the text when not given. */
  language?: NoticeLanguage;
  /** The day the notice was read, YYYY-MM-DD: "recent" is counted back from it. */
  asOf: string;
}

const result = (id: string, met: boolean, evidence: readonly Sentence[] = []): RequirementResult => ({
  id,
  met,
  evidence: met ? evidence.slice(0, MAX_EVIDENCE).map((s) => ({ quote: s.text })) : [],
});

function sentenceRequirement(id: SentenceRequirementId, sentences: readonly Sentence[], readers: (readonly LanguageMatchers[])[]): RequirementResult {
  const meeting = sentences.filter((s, i) => !s.heading && readers[i]!.some((l) => l.sentences[id](i, sentences)));
  return result(id, meeting.length > 0, meeting);
}

/**
 * Specific purposes: at least three uses named where the notice speaks of the uses of data (a
 * sentence stating purposes, a list it introduces, the section under a purposes heading), counted
 * as distinct kinds of use or as the uses a sentence enumerates, whichever is more.
 */
function specificPurposes(sentences: readonly Sentence[], readers: (readonly LanguageMatchers[])[]): RequirementResult {
  const stated = sentences.map((_, i) => readers[i]!.some((l) => l.sentences['purpose.stated'](i, sentences)));
  const underHeading = (s: Sentence) => s.section >= 0 && LANGUAGES.some((l) => l.purposeHeading(sentences[s.section]!));
  const kinds = new Set<string>();
  let enumerated = 0;
  const evidence: Sentence[] = [];
  sentences.forEach((s, i) => {
    if (s.heading) return;
    const listed = s.listItem && (stated[s.lead] === true || underHeading(s));
    if (!stated[i] && !listed && !underHeading(s)) return;
    const before = kinds.size;
    for (const l of readers[i]!) for (const kind of PURPOSE_KINDS) if (l.purposeKinds[kind](s)) kinds.add(kind);
    const uses = listed ? 1 : Math.max(...readers[i]!.map((l) => l.usesNamed(s.norm)));
    enumerated += uses;
    if (kinds.size > before || uses > 0) evidence.push(s);
  });
  return result('purpose.specific', Math.max(kinds.size, enumerated) >= MIN_USES, evidence);
}

function lastUpdated(sentences: readonly Sentence[], asOf: string): { date: string | null; dated: RequirementResult; recent: RequirementResult } {
  const stated = lastUpdatedDate(sentences);
  if (!stated) return { date: null, dated: result('lastUpdated.dated', false), recent: result('lastUpdated.recent', false) };
  const evidence = stated.sentences.map((i) => sentences[i]!);
  const age = (Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${stated.date}T00:00:00Z`)) / DAY;
  return {
    date: stated.date,
    dated: result('lastUpdated.dated', true, evidence),
    recent: result('lastUpdated.recent', age >= 0 && age <= RECENT_DAYS, evidence),
  };
}

function plainLanguage(sentences: readonly Sentence[]): RequirementResult {
  const prose = sentences.filter((s) => !s.heading);
  const average = prose.reduce((sum, s) => sum + s.words, 0) / Math.max(prose.length, 1);
  return result('overall.plainLanguage', prose.length > 0 && average <= MAX_AVERAGE_WORDS);
}

export function analyseNotice(text: string, { language, asOf }: AnalyseOptions): NoticeAnalysis {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf))) throw new Error(`asOf must be a day, YYYY-MM-DD: ${asOf}`);
  const sentences = splitSentences(text);
  const readers = readersOf(sentences);
  const dates = lastUpdated(sentences, asOf);
  const judged = new Map<string, RequirementResult>([
    ['lastUpdated.dated', dates.dated],
    ['lastUpdated.recent', dates.recent],
    ['purpose.specific', specificPurposes(sentences, readers)],
    ['overall.sections', result('overall.sections', sentences.filter((s) => s.heading).length >= MIN_SECTIONS)],
    ['overall.plainLanguage', plainLanguage(sentences)],
  ]);
  for (const r of TEXT_REQUIREMENTS) if (!judged.has(r.id) && !COMPUTED.includes(r.id)) judged.set(r.id, sentenceRequirement(r.id as SentenceRequirementId, sentences, readers));

  const dimension = (key: DimensionKey): DimensionResult => {
    const requirements = TEXT_REQUIREMENTS.filter((r) => r.dimension === key).map((r) => judged.get(r.id)!);
    return { score: dimensionScore(requirements.map((r) => r.met)), requirements };
  };
  const dimensions: Partial<Record<DimensionKey, DimensionResult>> = {};
  for (const key of TOPIC_DIMENSIONS) dimensions[key] = dimension(key);
  const topics = TOPIC_DIMENSIONS.filter((key) => dimensions[key]!.score > 0).length;
  judged.set('overall.comprehensive', result('overall.comprehensive', topics >= MIN_TOPICS));
  // In the rubric's order of dimensions (DIMENSIONS), as a stored result lists them.
  const ordered: Partial<Record<DimensionKey, DimensionResult>> = {};
  for (const key of TEXT_DIMENSIONS) ordered[key] = dimensions[key] ?? dimension(key);

  return { language: language ?? detectLanguage(text), rubric: RUBRIC_VERSION, lastUpdated: dates.date, dimensions: ordered };
}
