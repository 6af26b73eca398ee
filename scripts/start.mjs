// npm start: build whatever is missing or changed (Nx cache), then serve the whole site - shell,
// remotes and API - on one URL, with the embedded PostgreSQL and sample data in ./data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forwardSignal, NX_ENV, run } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], { cwd: root });

const server = spawn(process.execPath, [path.join(root, 'services', 'api', 'dist', 'server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...NX_ENV },
});
// Ctrl-C reaches the server too (same process group, or console on Windows); let it shut down
// cleanly, then exit with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => forwardSignal(server, signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
