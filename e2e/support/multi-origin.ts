import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/site-server.mjs';

const START_TIMEOUT_MS = 20_000;

/**
 * Starts @pdpl/web's static server (libs/web/dist/bin/static-server.js), what every front-end image
 * runs, on a free port of its own (its own origin) unless `env` names its PORT, with `env` as the
 * image's environment; resolves once it listens and /healthz answers.
 */
export async function startStaticServer(root: string, env: Record<string, string>) {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [join(root, 'libs/web/dist/bin/static-server.js')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error('did not start in time')), START_TIMEOUT_MS);
      child.stderr.on('data', (chunk: Buffer) => (output += chunk));
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk;
        // The server logs this line once it listens.
        if (output.includes('"msg":"Serving ')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`exited with code ${code}`)));
    });
  } catch (err) {
    await stop();
    throw new Error(`Static server for ${env.STATIC_ROOT}: ${(err as Error).message}\n${output}`, { cause: err });
  } finally {
    clearTimeout(timer);
  }
  const url = `http://127.0.0.1:${port}`;
  if (!(await fetch(`${url}/healthz`)).ok) throw new Error(`Static server for ${env.STATIC_ROOT}: /healthz failed`);
  return { url, stop };
}
