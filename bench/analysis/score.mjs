// How the notice-analysis bench scores an analyser against the gold labels of
// services/api/data/analysis-corpus (run.mjs reads the notices and runs the analyser; this module
// only counts and formats). Pure functions: no files, no clock.
import { median } from '../lib/stats.mjs';

/** Whitespace collapsed (and Unicode composed) before quotes are compared. */
export const collapse = (text) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

/** The length of the longest common substring of a and b (dynamic programming, one row at a time). */
export function longestCommonSubstring(a, b) {
  if (!a.length || !b.length) return 0;
  let previous = new Uint16Array(b.length + 1);
  let current = new Uint16Array(b.length + 1);
  let best = 0;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      current[j] = a[i - 1] === b[j - 1] ? previous[j - 1] + 1 : 0;
      if (current[j] > best) best = current[j];
    }
    [previous, current] = [current, previous];
  }
  return best;
}

/**
 * Two quotes agree when, whitespace collapsed, one contains the other or they share a common
 * substring at least half as long as the shorter of the two.
 */
export function quotesOverlap(first, second) {
  const a = collapse(first);
  const b = collapse(second);
  if (!a || !b) return false;
  if (a.includes(b) || b.includes(a)) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return longestCommonSubstring(shorter, longer) * 2 >= shorter.length;
}

/** A tally of requirement decisions, met being the positive class. */
export const emptyTally = () => ({ tp: 0, fp: 0, fn: 0, tn: 0 });

export function addDecision(tally, gold, predicted) {
  if (gold && predicted) tally.tp++;
  else if (predicted) tally.fp++;
  else if (gold) tally.fn++;
  else tally.tn++;
}

/** Precision, recall and F1 of a tally (null when undefined: nothing predicted, or nothing to find). */
export function rates({ tp, fp, fn, tn }) {
  const precision = tp + fp ? tp / (tp + fp) : null;
  const recall = tp + fn ? tp / (tp + fn) : null;
  const f1 = precision !== null && recall !== null && precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : precision === 0 || recall === 0 ? 0 : null;
  return { decisions: tp + fp + fn + tn, tp, fp, fn, tn, precision, recall, f1, accuracy: tp + fp + fn + tn ? (tp + tn) / (tp + fp + fn + tn) : null };
}

/** Each requirement's result in an analysis, by id (whichever dimension the analyser filed it under). */
export function predictedById(analysis) {
  const byId = new Map();
  for (const dimension of Object.values(analysis?.dimensions ?? {})) {
    for (const requirement of dimension?.requirements ?? []) byId.set(requirement.id, requirement);
  }
  return byId;
}

/** Whole days between two YYYY-MM-DD dates. */
const daysBetween = (a, b) => Math.round(Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000);

/**
 * Scores a set of notices. `results` are { notice (as labels.json gives it), analysis (NoticeAnalysis,
 * or null when the analyser failed), analyseMs, totalMs, extractedLang }; `requirements` the
 * rubric's requirements that are labelled ({ id, dimension }), in the rubric's order.
 */
export function scoreSet(results, requirements) {
  const dimensionOf = new Map(requirements.map((r) => [r.id, r.dimension]));
  const dimensions = [...new Set(requirements.map((r) => r.dimension))];
  const byDimension = new Map(dimensions.map((d) => [d, emptyTally()]));
  const byLanguage = new Map();
  const byRequirement = new Map(requirements.map((r) => [r.id, emptyTally()]));
  const overall = emptyTally();
  const evidence = { both: 0, agreeing: 0, noQuote: 0 };
  const dates = { notices: 0, exact: 0, dated: 0, datedExact: 0, datedWithinADay: 0, undated: 0, undatedNull: 0 };
  const errors = [];
  let missingDecisions = 0;
  let failed = 0;

  for (const { notice, analysis } of results) {
    if (!analysis) failed++;
    const predicted = predictedById(analysis);
    const language = byLanguage.get(notice.language) ?? byLanguage.set(notice.language, emptyTally()).get(notice.language);
    for (const [id, gold] of Object.entries(notice.requirements)) {
      if (!dimensionOf.has(id)) continue;
      const result = predicted.get(id);
      if (!result) missingDecisions++;
      const predictedMet = result?.met === true;
      for (const tally of [byDimension.get(dimensionOf.get(id)), language, byRequirement.get(id), overall]) addDecision(tally, gold.met, predictedMet);
      if (gold.met !== predictedMet) errors.push({ file: notice.file, id, gold: gold.met, predicted: predictedMet, quote: gold.quote ?? null, evidence: (result?.evidence ?? []).map((e) => e.quote) });
      if (gold.met && predictedMet) {
        evidence.both++;
        const quotes = (result.evidence ?? []).map((e) => e?.quote).filter((q) => typeof q === 'string' && q.trim());
        if (!quotes.length) evidence.noQuote++;
        if (quotes.some((q) => quotesOverlap(q, gold.quote))) evidence.agreeing++;
      }
    }
    dates.notices++;
    const predictedDate = analysis?.lastUpdated ?? null;
    if (predictedDate === notice.lastUpdated) dates.exact++;
    if (notice.lastUpdated === null) {
      dates.undated++;
      if (predictedDate === null) dates.undatedNull++;
    } else {
      dates.dated++;
      if (predictedDate === notice.lastUpdated) dates.datedExact++;
      if (typeof predictedDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(predictedDate) && daysBetween(predictedDate, notice.lastUpdated) <= 1) dates.datedWithinADay++;
    }
  }

  const timing = (key) => {
    const values = results.map((r) => r[key]).filter((v) => typeof v === 'number');
    return values.length ? { median: median(values), max: Math.max(...values) } : null;
  };
  const languages = [...byLanguage.keys()].sort();
  return {
    notices: results.length,
    byLanguageCount: Object.fromEntries(languages.map((l) => [l, results.filter((r) => r.notice.language === l).length])),
    failed,
    missingDecisions,
    overall: rates(overall),
    dimensions: Object.fromEntries(dimensions.map((d) => [d, rates(byDimension.get(d))])),
    languages: Object.fromEntries(languages.map((l) => [l, rates(byLanguage.get(l))])),
    requirements: Object.fromEntries([...byRequirement].map(([id, tally]) => [id, rates(tally)])),
    lastUpdated: {
      ...dates,
      accuracy: dates.notices ? dates.exact / dates.notices : null,
      datedAccuracy: dates.dated ? dates.datedExact / dates.dated : null,
      datedWithinADayAccuracy: dates.dated ? dates.datedWithinADay / dates.dated : null,
      undatedAccuracy: dates.undated ? dates.undatedNull / dates.undated : null,
    },
    evidence: { ...evidence, agreement: evidence.both ? evidence.agreeing / evidence.both : null },
    ms: { analysis: timing('analyseMs'), withExtraction: timing('totalMs') },
    extractedLang: {
      declared: results.filter((r) => r.extractedLang).length,
      agreeing: results.filter((r) => r.extractedLang && r.extractedLang.toLowerCase().split('-')[0] === r.notice.language).length,
    },
    errors,
  };
}

// ---- Formatting -------------------------------------------------------------------------------

const ratio = (value) => (value === null ? '-' : value.toFixed(3));
const percent = (value) => (value === null ? '-' : `${(100 * value).toFixed(1)}%`);
const milliseconds = (value) => (value < 10 ? value.toFixed(2) : value.toFixed(0));

/** A markdown table, its columns padded to line up (numbers right-aligned). */
export function table(headers, rows) {
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((row) => /^[\d.,%-]+$|^-$/.test(String(row[i]))));
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const cell = (value, i) => (numeric[i] ? String(value).padStart(widths[i]) : String(value).padEnd(widths[i]));
  const line = (cells) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(w + 1)}:` : `:${'-'.repeat(w + 1)}`)).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

const RATE_HEADERS = ['Decisions', 'TP', 'FP', 'FN', 'TN', 'Precision', 'Recall', 'F1'];
const rateCells = (r) => [r.decisions, r.tp, r.fp, r.fn, r.tn, ratio(r.precision), ratio(r.recall), ratio(r.f1)];

/** One set's figures as text: tables by dimension and by language, then dates, evidence and time. */
export function formatSet(name, score, { requirements = false } = {}) {
  const languages = Object.entries(score.byLanguageCount)
    .map(([l, n]) => `${n} ${l}`)
    .join(', ');
  const out = [`## ${name}: ${score.notices} notices (${languages})`, ''];
  if (score.failed) out.push(`The analyser failed on ${score.failed} notice(s): their requirements count as not met.`, '');
  if (score.missingDecisions) out.push(`${score.missingDecisions} labelled requirement decision(s) were missing from the analyser's output: counted as not met.`, '');
  out.push(table(['Dimension', ...RATE_HEADERS], [...Object.entries(score.dimensions).map(([d, r]) => [d, ...rateCells(r)]), ['overall', ...rateCells(score.overall)]]), '');
  out.push(table(['Language', ...RATE_HEADERS], [...Object.entries(score.languages).map(([l, r]) => [l, ...rateCells(r)]), ['overall', ...rateCells(score.overall)]]), '');
  if (requirements) out.push(table(['Requirement', ...RATE_HEADERS], Object.entries(score.requirements).map(([id, r]) => [id, ...rateCells(r)])), '');
  const d = score.lastUpdated;
  const e = score.evidence;
  const rows = [
    ['"Last updated" date, exact (all notices)', `${d.exact}/${d.notices}`, percent(d.accuracy)],
    ['  notices that give a date: exact', `${d.datedExact}/${d.dated}`, percent(d.datedAccuracy)],
    ['  notices that give a date: within a day', `${d.datedWithinADay}/${d.dated}`, percent(d.datedWithinADayAccuracy)],
    ['  notices that give none: null', `${d.undatedNull}/${d.undated}`, percent(d.undatedAccuracy)],
    ['Evidence agreeing with the gold quote (met and predicted met)', `${e.agreeing}/${e.both}`, percent(e.agreement)],
    ['  of which predicted without any quote', `${e.noQuote}/${e.both}`, '-'],
    ['Language the extracted document declares, agreeing with the label', `${score.extractedLang.agreeing}/${score.extractedLang.declared}`, '-'],
  ];
  out.push(table(['Figure', 'Count', 'Share'], rows), '');
  const { analysis, withExtraction } = score.ms;
  if (analysis && withExtraction) {
    out.push(
      table(
        ['Milliseconds per notice', 'Median', 'Max'],
        [
          ['analysis only', milliseconds(analysis.median), milliseconds(analysis.max)],
          ['extraction + analysis', milliseconds(withExtraction.median), milliseconds(withExtraction.max)],
        ],
      ),
      '',
    );
  }
  return out.join('\n');
}
