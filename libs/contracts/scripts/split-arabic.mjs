// Splits the contracts' Arabic catalogue (dist/messages/ar.json, keyed by the English text) for the
// browser: `ar-assessment.json` holds the texts only the self-assessment shows (its questions,
// guidance, levels and report: about half the catalogue's bytes), `ar-core.json` everything else,
// which every Arabic page loads before it hydrates. A text goes to the assessment's part only when
// it is a string of the assessment's modules and of no other export, so a text two features share
// stays in the core. The API keeps reading the whole ar.json. Run by the package's build, on dist.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const AREA_DIR = 'assessment';

/** Every string reachable from these values (objects, arrays, schemas), each object once. */
function stringsOf(values, skip = new Set()) {
  const found = new Set();
  const seen = new Set();
  const walk = (value) => {
    if (typeof value === 'string') return void found.add(value);
    if (value === null || typeof value !== 'object' || seen.has(value) || skip.has(value)) return;
    seen.add(value);
    for (const key of Object.keys(value)) walk(value[key]);
  };
  values.forEach(walk);
  return found;
}

const everything = await import(pathToFileURL(`${DIST}index.js`).href);
const areaModules = await Promise.all(
  readdirSync(`${DIST}${AREA_DIR}`)
    .filter((file) => file.endsWith('.js'))
    .map((file) => import(pathToFileURL(`${DIST}${AREA_DIR}/${file}`).href)),
);
const areaExports = new Set(areaModules.flatMap((module) => Object.values(module)));
const area = stringsOf([...areaExports]);
const elsewhere = stringsOf(Object.values(everything).filter((value) => !areaExports.has(value)), areaExports);

const arabic = JSON.parse(readFileSync(`${DIST}messages/ar.json`, 'utf8'));
const parts = { core: {}, [AREA_DIR]: {} };
for (const [english, text] of Object.entries(arabic)) parts[area.has(english) && !elsewhere.has(english) ? AREA_DIR : 'core'][english] = text;
for (const [name, messages] of Object.entries(parts)) writeFileSync(`${DIST}messages/ar-${name}.json`, `${JSON.stringify(messages)}\n`);
console.log(`ar.json split: ${Object.keys(parts.core).length} core texts, ${Object.keys(parts[AREA_DIR]).length} of the ${AREA_DIR}`);
