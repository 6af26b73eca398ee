/**
 * .env.example lists every variable the compose files read (infra/compose*.yaml), each with a safe
 * value: the secrets empty, so compose refuses to start until they are set; every other one what
 * compose uses anyway when it is unset. A variable compose starts reading fails here until it is
 * listed; one it stops reading, until it is taken out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const INFRA = path.join(ROOT, 'infra');
const composeFiles = readdirSync(INFRA).filter((file) => /^(docker-)?compose[^/]*\.ya?ml$/.test(file));

interface Reference {
  file: string;
  name: string;
  /** `:-` or `-` with a default, `:?` or `?` (required, with a message), `:+` or `+`; '' for none. */
  operator: string;
  value: string;
}

/**
 * The variables a compose file interpolates: ${NAME}, ${NAME:-default}, ${NAME:?message}, ... and
 * $NAME, not $$ (a literal dollar). Comment lines are not interpolated.
 */
function references(file: string): Reference[] {
  const text = readFileSync(path.join(INFRA, file), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\$\$/g, '');
  const braced = [...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}/g)].map((m) => ({ file, name: m[1]!, operator: m[2] ?? '', value: m[3] ?? '' }));
  const bare = [...text.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => ({ file, name: m[1]!, operator: '', value: '' }));
  return [...braced, ...bare];
}

/** NAME=value lines (comments and blank lines aside), in order. */
function envExample(): [string, string][] {
  return readFileSync(path.join(ROOT, '.env.example'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.trimStart().startsWith('#'))
    .map((line) => {
      const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
      if (!m) throw new Error(`.env.example: not NAME=value: ${line}`);
      return [m[1]!, m[2]!];
    });
}

const refs = composeFiles.flatMap(references);
const read = [...new Set(refs.map((r) => r.name))].sort();
const listed = envExample();
const values = new Map(listed);
const SECRET = /PASSWORD|SECRET|TOKEN|API_KEY|SMTP_URL/;

test('the compose files are found and read variables', () => {
  expect(composeFiles).toContain('compose.yaml');
  expect(read).toEqual(expect.arrayContaining(['POSTGRES_PASSWORD', 'SESSION_SECRET']));
});

test('.env.example lists every variable the compose files read, and only those', () => {
  expect({ missing: read.filter((name) => !values.has(name)) }).toEqual({ missing: [] });
  expect({ notRead: [...values.keys()].filter((name) => !read.includes(name)) }).toEqual({ notRead: [] });
  expect(listed.map(([name]) => name).filter((name, i, all) => all.indexOf(name) !== i)).toEqual([]);
});

test('secrets and required variables are empty: compose refuses to start until they are set', () => {
  const required = refs.filter((r) => r.operator.endsWith('?')).map((r) => r.name);
  const mustBeEmpty = [...new Set([...required, ...read.filter((name) => SECRET.test(name))])];
  expect(mustBeEmpty).toEqual(expect.arrayContaining(['POSTGRES_PASSWORD', 'APP_DB_PASSWORD', 'SESSION_SECRET', 'ADMIN_PASSWORD', 'SMTP_URL']));
  expect(mustBeEmpty.filter((name) => values.get(name) !== '')).toEqual([]);
  // A required one is required with :? (an empty value counts as unset), so an empty copy stops compose.
  expect(refs.filter((r) => r.operator === '?').map((r) => r.name)).toEqual([]);
});

test('every other value is what compose uses when the variable is unset', () => {
  const defaults = new Map<string, Set<string>>();
  for (const r of refs) {
    if (SECRET.test(r.name) || r.operator.endsWith('?') || r.operator.endsWith('+')) continue;
    const value = r.operator.endsWith('-') ? r.value : '';
    defaults.set(r.name, new Set([...(defaults.get(r.name) ?? []), value]));
  }
  const differing = [...defaults].filter(([name, set]) => set.size !== 1 || !set.has(values.get(name) ?? '')).map(([name, set]) => `${name}=${values.get(name)} (compose: ${[...set].join(' | ')})`);
  expect(differing).toEqual([]);
});
