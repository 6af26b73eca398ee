/**
 * Recovery from a stale postmaster.pid. When the Node process is killed with -9, its embedded
 * PostgreSQL keeps running as an orphan (or dies, leaving its pid file), and the next start
 * fails with "lock file postmaster.pid already exists". This finds out which case it is.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger.js';

const SHUTDOWN_WAIT_MS = 30_000;

export async function readPostmasterPid(clusterDir: string): Promise<number | null> {
  try {
    const first = (await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]?.trim();
    const pid = Number(first);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** True while `pid` is a running process (a zombie waiting to be reaped counts as gone). */
export async function isProcessAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  const stat = await procStat(pid);
  return stat === null || stat.state !== 'Z';
}

async function procStat(pid: number): Promise<{ state: string; ppid: number } | null> {
  try {
    const text = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Format: pid (comm) state ppid ...; comm may contain spaces, so split after the last ')'.
    const [state, ppid] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: state ?? '', ppid: Number(ppid) };
  } catch {
    return null;
  }
}

async function procCmdline(pid: number): Promise<string> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/**
 * Makes the cluster startable: stops an orphaned postmaster of this data folder (SIGINT, fast
 * shutdown) or removes the pid file of a dead one. Refuses when a live Node process still owns
 * the postmaster (another server instance on the same DATA_DIR).
 */
export async function recoverStalePostmaster(clusterDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const pid = await readPostmasterPid(clusterDir);
  if (pid === null) return;

  const alive = await isProcessAlive(pid);
  const cmdline = alive ? await procCmdline(pid) : '';
  if (!alive || !/postgres/.test(cmdline)) {
    logger.warn({ pid }, 'Removing stale postmaster.pid left by a PostgreSQL that is no longer running');
    await rm(pidFile, { force: true });
    return;
  }

  const parent = (await procStat(pid))?.ppid ?? 1;
  if (parent !== 1 && parent !== process.pid && /\bnode\b|node$/.test(await procCmdline(parent))) {
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} belongs to another running process (pid ${parent}). ` +
        'Stop that server first, or use another DATA_DIR.',
    );
  }

  logger.warn({ pid }, 'Stopping an orphaned embedded PostgreSQL left by a previous run');
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + SHUTDOWN_WAIT_MS;
  while (await isProcessAlive(pid)) {
    if (Date.now() > deadline) {
      throw new Error(`The orphaned PostgreSQL (pid ${pid}) did not stop within ${SHUTDOWN_WAIT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await rm(pidFile, { force: true });
}
