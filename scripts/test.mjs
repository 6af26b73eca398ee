// npm test: every check a change must pass - build, the images started from what their Dockerfiles
// assemble (infra/smoke), lint, typecheck, Jest (unit tests and API tests against a real PostgreSQL),
// then Playwright end-to-end tests of the composed production build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTestTools } from './lib/ensure-test-tools.mjs';
import { run } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureTestTools();
run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], { cwd: root });
run('node', [path.join('infra', 'smoke', 'run.js')], { cwd: root });
run('npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', '--output-style=static'], { cwd: root });
run('npx', ['nx', 'run-many', '-t', 'test', '--parallel=1', '--output-style=static'], { cwd: root });
run('npx', ['playwright', 'test', '-c', path.join('e2e', 'playwright.config.ts')], { cwd: root });
console.log('\n✔ All tests passed.');
