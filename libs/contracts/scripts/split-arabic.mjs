// Splits the contracts' Arabic catalogue (dist/messages/ar.json, keyed by the English text) for the
// browser, by CONTRACT_TEXT_AREAS (src/i18n/text-areas.ts): `ar-<area>.json` holds the texts that
// only the exports of the area's folders use (the self-assessment's questions and report, the lead
// forms' messages and lists, the index's dimensions, the rubric), loaded with the features that
// show them; `ar-core.json` everything else, which every Arabic page loads before it hydrates. A
// text two areas share, or that another export uses, stays in the core. The API keeps reading the
// whole ar.json. Run by the package's build, on dist.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const load = (file) => import(pathToFileURL(`${DIST}${file}`).href);

/** Every string reachable from these values (objects, arrays, schemas), each object once. */
function stringsOf(values) {
  const found = new Set();
  const seen = new Set();
  const walk = (value) => {
    if (typeof value === 'string') return void found.add(value);
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    for (const key of Object.keys(value)) walk(value[key]);
  };
  values.forEach(walk);
  return found;
}

const { CONTRACT_TEXT_AREAS } = await load('i18n/text-areas.js');
const everything = await load('index.js');
/** The area of each folder an area names. */
const areaOfFolder = new Map(Object.entries(CONTRACT_TEXT_AREAS).flatMap(([area, folders]) => folders.map((folder) => [folder, area])));
/** Each export's area, or 'core' for an export of a folder no area names (or of the package's root). */
const exportArea = new Map(Object.values(everything).map((value) => [value, 'core']));
for (const [folder, area] of areaOfFolder) {
  for (const file of readdirSync(`${DIST}${folder}`).filter((name) => name.endsWith('.js'))) {
    for (const value of Object.values(await load(`${folder}/${file}`))) exportArea.set(value, area);
  }
}
/** The areas whose exports use each text. */
const areasOfText = new Map();
for (const [value, area] of exportArea) {
  for (const text of stringsOf([value])) areasOfText.set(text, (areasOfText.get(text) ?? new Set()).add(area));
}

const arabic = JSON.parse(readFileSync(`${DIST}messages/ar.json`, 'utf8'));
const parts = Object.fromEntries(['core', ...Object.keys(CONTRACT_TEXT_AREAS)].map((name) => [name, {}]));
for (const [english, text] of Object.entries(arabic)) {
  const areas = areasOfText.get(english) ?? new Set(['core']);
  parts[areas.size === 1 ? [...areas][0] : 'core'][english] = text;
}
for (const [name, messages] of Object.entries(parts)) writeFileSync(`${DIST}messages/ar-${name}.json`, `${JSON.stringify(messages)}\n`);
console.log(`ar.json split: ${Object.entries(parts).map(([name, messages]) => `${Object.keys(messages).length} ${name}`).join(', ')}`);
