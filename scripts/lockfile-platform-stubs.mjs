// The npm registry this project installs from carries only the Linux builds of native packages
// (swc, nx, unrs-resolver), so `npm install` leaves the other platforms' optional packages out of
// package-lock.json and `npm ci` then refuses the lockfile ("Missing: ... from lock file").
// This adds an entry for each missing optional package with the os/cpu/libc its name states, so
// `npm ci` knows it does not apply here and skips it. Run after every `npm install`:
//   npm run lockfile:stubs
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'freebsd', 'android', 'openharmony', 'linux'];
const CPU = [
  ['arm64', 'arm64'],
  ['x64', 'x64'],
  ['ia32', 'ia32'],
  ['ppc64', 'ppc64'],
  ['s390x', 's390x'],
  ['riscv64', 'riscv64'],
  ['loong64', 'loong64'],
  ['arm-', 'arm'],
];

function platformOf(name) {
  const base = name.split('/').pop();
  const os = OS.find((o) => base.includes(o));
  const cpu = CPU.find(([token]) => base.includes(`-${token}`))?.[1];
  if (!os || !cpu) return null;
  const entry = { os: [os], cpu: [cpu] };
  if (os === 'linux') entry.libc = [base.includes('musl') ? 'musl' : 'glibc'];
  return entry;
}

let added = 0;
for (const [path, pkg] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key] || packages[`${path}/${key}`]) continue;
    const platform = platformOf(name);
    if (!platform) {
      console.warn(`No platform recognised in ${name}: left out`);
      continue;
    }
    packages[key] = { version: spec.replace(/^[\^~=]/, ''), optional: true, ...(pkg.dev ? { dev: true } : {}), ...platform };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform-specific optional package(s) recorded as not applicable here.`);
