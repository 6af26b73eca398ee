// Notice analysis against the labelled corpus (services/api/data/analysis-corpus, see its README):
// each notice is turned into text as the collection does it (modules/collection/extract.js) and
// analysed (modules/analysis/analyse.js) by the built services, and the analysis is compared with
// the gold labels of the 44 text requirements of 14 dimensions. Prints, for the train set, the
// holdout set and both: precision, recall and F1 (met is the positive class, micro-averaged over
// requirement decisions) by dimension, by language and overall; how often the "last updated" date
// is right; how often the evidence quoted for a requirement both met and found overlaps the gold
// quote; and milliseconds per notice. It prints figures and asserts nothing.
// Usage: npm run bench:analysis [-- --json] [-- --set train|holdout] [-- --requirements] [-- --errors]
//   --json          the figures as JSON only, for machines
//   --requirements  a table by requirement as well
//   --errors        each wrong decision on the train set (file, requirement, gold quote, evidence);
//                   the holdout's are never listed, to keep its notices unseen
// (needs a build: npx nx run @pdpl/api:build, which the npm script runs first)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { RUBRIC_REQUIREMENTS } from '@pdpl/contracts';
import { formatSet, scoreSet } from './score.mjs';

const API = fileURLToPath(new URL('../../services/api/', import.meta.url));
const CORPUS = path.join(API, 'data/analysis-corpus');
const SETS = ['train', 'holdout'];
/** The dimensions the corpus labels (privacyNoticeOverall and the site traits are not). */
const LABELLED_DIMENSIONS = [
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
const REQUIREMENTS = RUBRIC_REQUIREMENTS.filter((r) => r.judgedOn === 'text' && LABELLED_DIMENSIONS.includes(r.dimension));

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const setArg = args.indexOf('--set');
const only = setArg >= 0 ? args[setArg + 1] : null;
if (only && !SETS.includes(only)) {
  console.error(`--set takes ${SETS.join(' or ')}`);
  process.exit(2);
}
const json = flag('--json');

/** A module of the built API, or a clear message when it is not built (yet). */
async function dist(file, exported) {
  const full = path.join(API, 'dist', file);
  if (!existsSync(full)) {
    console.error(`services/api/dist/${file} is missing: build first (npx nx run @pdpl/api:build).`);
    process.exit(1);
  }
  const module = await import(pathToFileURL(full).href);
  if (typeof module[exported] !== 'function') {
    console.error(`services/api/dist/${file} does not export ${exported}().`);
    process.exit(1);
  }
  return module[exported];
}

const extractNotice = await dist('modules/collection/extract.js', 'extractNotice');
const analyseNotice = await dist('modules/analysis/analyse.js', 'analyseNotice');

const CONTENT_TYPES = { '.html': 'text/html; charset=utf-8', '.txt': 'text/plain; charset=utf-8', '.pdf': 'application/pdf' };

function readSet(set) {
  const labels = JSON.parse(readFileSync(path.join(CORPUS, set, 'labels.json'), 'utf8'));
  return { asOf: labels.asOf, notices: labels.notices.map((notice) => ({ set, asOf: labels.asOf, notice, body: new Uint8Array(readFileSync(path.join(CORPUS, set, notice.file))) })) };
}

/** One notice extracted and analysed, each step timed. */
async function run({ set, asOf, notice, body }) {
  const contentType = CONTENT_TYPES[path.extname(notice.file)] ?? 'application/octet-stream';
  const started = performance.now();
  let extracted;
  try {
    extracted = await extractNotice(body, contentType, `https://analysis-corpus.invalid/${set}/${notice.file}`);
  } catch (err) {
    if (!json) console.error(`${set}/${notice.file}: extraction failed: ${err.message}`);
    return { notice, analysis: null, analyseMs: null, totalMs: null, extractedLang: null };
  }
  const analysisStarted = performance.now();
  let analysis = null;
  try {
    analysis = await analyseNotice(extracted.text, { language: notice.language, asOf });
  } catch (err) {
    if (!json) console.error(`${set}/${notice.file}: analysis failed: ${err.message}`);
  }
  const finished = performance.now();
  return { notice, analysis, analyseMs: finished - analysisStarted, totalMs: finished - started, extractedLang: extracted.lang };
}

const sets = (only ? [only] : SETS).map((set) => ({ set, ...readSet(set) }));
// One untimed pass over a notice of each format first, so that loading and compiling the modules
// is not counted against the first notice.
for (const ext of ['.html', '.txt']) {
  const first = sets.flatMap((s) => s.notices).find((n) => n.notice.file.endsWith(ext));
  if (first) await run(first);
}

const results = {};
for (const { set, notices } of sets) {
  results[set] = [];
  for (const notice of notices) results[set].push(await run(notice));
}
const scored = Object.fromEntries(Object.entries(results).map(([set, rs]) => [set, scoreSet(rs, REQUIREMENTS)]));
if (!only) scored.both = scoreSet([...results.train, ...results.holdout], REQUIREMENTS);

if (json) {
  const withoutHoldoutErrors = Object.fromEntries(Object.entries(scored).map(([set, s]) => [set, { ...s, errors: set === 'train' ? s.errors : undefined }]));
  console.log(JSON.stringify({ asOf: sets[0].asOf, requirements: REQUIREMENTS.length, sets: withoutHoldoutErrors }, null, 2));
} else {
  console.log(`# Notice analysis against the labelled corpus (${REQUIREMENTS.length} requirements a notice, read as of ${sets[0].asOf})`);
  console.log('');
  for (const [set, score] of Object.entries(scored)) console.log(formatSet(set, score, { requirements: flag('--requirements') }));
  if (flag('--errors') && scored.train) {
    console.log('## Wrong decisions on the train set');
    console.log('');
    for (const e of scored.train.errors) {
      console.log(`- ${e.file} ${e.id}: gold ${e.gold ? 'met' : 'not met'}, predicted ${e.predicted ? 'met' : 'not met'}`);
      if (e.quote) console.log(`  gold: ${e.quote}`);
      for (const q of e.evidence) console.log(`  evidence: ${q}`);
    }
  }
}
