/**
 * The processes of the smoke's images: started as a container runs its command (node only, as the
 * image's user, on a read-only root with its volumes writable where the manifest says so, output kept
 * for when it fails), waited for, and stopped as an orchestrator does.
 */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { readOnlyCommand } from './read-only-root.js';

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/** What a write the filesystem refused looks like in a process's output (Node's `EROFS: read-only file system, open '…'`). */
const REFUSED_WRITE = /EROFS|read-only file system/i;

/**
 * A process of an image, its output kept for when it fails, and every line of it that tells of a
 * write the read-only root refused.
 * @param {string[]} command
 * @param {{ cwd: string, env: Record<string, string>, user: { uid: number, gid: number } | null, filesystem?: import('./read-only-root.js').ReadOnlyRoot | null }} options
 *   filesystem: the root read-only but for these volumes (read-only-root.js); null or absent: this machine's, writable as the user may
 */
export function startProcess(command, { cwd, env, user, filesystem = null }) {
  const [program, ...args] = command;
  if (program !== 'node') throw new Error(`the smoke starts node commands only; this one runs ${program}`);
  const child = filesystem?.readOnly
    ? (() => {
        // Root sets the mounts up, then the wrapper becomes the user: spawn's uid and gid would come too early.
        const wrapped = readOnlyCommand([process.execPath, ...args], { cwd, user, volumes: filesystem.volumes });
        return spawn(wrapped.file, wrapped.args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
      })()
    : spawn(process.execPath, args, { cwd, env, ...(user ?? {}), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  /** Each refused write told, once (Node's own message where the line has one), and how many times. @type {Map<string, number>} */
  const refused = new Map();
  let partial = '';
  const note = (line, into = refused) => {
    if (!REFUSED_WRITE.test(line)) return;
    const said = /EROFS: read-only file system, \w+ '[^']*'/.exec(line)?.[0] ?? line.trim().slice(0, 300);
    if (into.has(said) || into.size < 20) into.set(said, (into.get(said) ?? 0) + 1);
  };
  const keep = (chunk) => {
    output = (output + chunk).slice(-8000);
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) note(line);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => {
    child.once('error', (err) => {
      keep(`${err.message}\n`);
      resolve(null);
    });
    child.once('exit', (code, signal) => resolve(code ?? signal));
  });
  return {
    exited,
    output: () => output,
    /** The writes its output tells the filesystem refused (EROFS), each once with how often (the first 20 kinds). */
    refusedWrites: () => {
      const told = new Map(refused);
      note(partial, told);
      return [...told].map(([said, times]) => (times > 1 ? `${said} (×${times})` : said));
    },
    running: () => child.exitCode === null && child.signalCode === null,
    /** SIGTERM, as an orchestrator stops a container; SIGKILL after STOP_TIMEOUT_MS. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return { code: child.exitCode ?? child.signalCode, ms: 0, killed: false };
      const started = Date.now();
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      const code = await exited;
      clearTimeout(timer);
      return { code, ms: Date.now() - started, killed: code === 'SIGKILL' };
    },
  };
}

/** @param {ReturnType<typeof startProcess>} proc @param {number} ms */
export async function exitWithin(proc, ms) {
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  const code = await Promise.race([proc.exited, timeout]);
  clearTimeout(timer);
  if (code === 'timeout') await proc.stop();
  return code;
}

/** Resolves once something accepts connections on the port; rejects if the process exits first. */
export async function listening(port, proc) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!proc.running()) throw new Error(`exited (${await proc.exited}) before listening`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not listening on ${port} after ${START_TIMEOUT_MS / 1000} s`);
}

/**
 * The image's HEALTHCHECK command, run as the container would run it.
 * @param {import('./plan.js').Healthcheck | null} check @param {Parameters<typeof startProcess>[1]} options
 */
export async function runHealthcheck(check, options) {
  if (!check) throw new Error('the image has no HEALTHCHECK');
  const started = Date.now();
  const probe = startProcess(check.command, options);
  const code = await exitWithin(probe, durationMs(check.timeout, 30_000));
  if (code !== 0) throw new Error(`${check.command.slice(0, 2).join(' ')} … ended with ${code}${probe.output() ? `: ${probe.output().trim()}` : ''}`);
  return `exit 0 in ${Date.now() - started} ms`;
}

/** "15s" as milliseconds. @param {string | undefined} duration @param {number} fallback */
const durationMs = (duration, fallback) => {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(duration ?? '');
  return m ? Number(m[1]) * { ms: 1, s: 1000, m: 60_000 }[m[2]] : fallback;
};
