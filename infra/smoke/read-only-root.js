/**
 * A container's read-only root filesystem (`readOnlyRootFilesystem: true`) without a container
 * engine: the process starts in a private mount namespace (util-linux's `unshare`) where every mount
 * of this machine is remounted read-only (its `/`, the image's assembled folder with it), except the
 * volumes its manifest declares: each volume's folder in the assembled image is a mount of its own,
 * left writable, and is also mounted on the volume's own path where this machine has that folder (a
 * `/tmp` emptyDir is then the process's `/tmp`, its os.tmpdir(); without one, the machine's `/tmp` is
 * read-only like the rest). Then it becomes the image's user (`setpriv`) and runs its command. Only
 * the process sees these mounts: the machine's stay as they are, and vanish with the process.
 *
 * A write anywhere else fails in the process, with EROFS (or EACCES where its user could not write
 * anyway). Linux only, and root only (a mount namespace needs CAP_SYS_ADMIN): elsewhere
 * `readOnlyRootSupport()` says why not, and the caller runs the process on a writable root.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * @typedef {{ path: string, mountPath: string }} Volume
 *   path: the volume's folder on this machine (in the assembled image); mountPath: where the manifest mounts it
 * @typedef {{ readOnly: true, volumes: Volume[] }} ReadOnlyRoot
 */

/** @param {string} text */
const quote = (text) => `'${text.replace(/'/g, `'\\''`)}'`;
/** @param {string} dir @param {string} parent */
const isWithin = (dir, parent) => dir === parent || dir.startsWith(parent.endsWith('/') ? parent : `${parent}/`);
/** @param {string} dir */
const isFolder = (dir) => existsSync(dir) && statSync(dir).isDirectory();

/**
 * Every mount point of this process's namespace, as /proc/self/mountinfo lists them (field 5,
 * octal escapes decoded), each once.
 * @returns {string[]}
 */
export function mountPoints() {
  const points = readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ')[4].replace(/\\([0-7]{3})/g, (_, octal) => String.fromCharCode(parseInt(octal, 8))));
  return [...new Set(points)];
}

/**
 * The machine's folders a volume is also mounted on: its mount path, where this machine has that
 * folder (so a path the code names itself, like os.tmpdir(), is the volume as in a pod).
 * @param {Volume[]} volumes
 */
export const coveredPaths = (volumes) => volumes.map((v) => v.mountPath).filter((p) => path.isAbsolute(p) && p !== '/' && isFolder(p));

/**
 * A folder for the assembled images that no volume mounted on this machine's own path would hide:
 * os.tmpdir(), unless it is under one of `mountPaths` (the API's /tmp), then /var/tmp.
 * @param {string[]} mountPaths every volume's mount path, of every container the smoke confines
 */
export function folderOutside(mountPaths) {
  const candidates = [os.tmpdir(), '/var/tmp'].filter(isFolder).map((dir) => realpathSync(dir));
  const found = candidates.find((dir) => !mountPaths.some((p) => p !== '/' && isWithin(dir, p)));
  if (!found) throw new Error(`every temporary folder (${candidates.join(', ')}) is under a volume's mount path (${mountPaths.join(', ')}): set TMPDIR elsewhere`);
  return found;
}

/**
 * Each volume a container mounts, a fresh empty folder (what an emptyDir is) in the image's
 * assembled folder `dir`, open to the image's user; the writable ones as `readOnlyCommand` takes them.
 * @param {{ mountPath: string, writable: boolean }[]} mounts what deploy.js's filesystemOf reads from the manifest
 * @param {string} dir the assembled image
 * @returns {Volume[]}
 */
export function prepareVolumes(mounts, dir) {
  for (const { mountPath } of mounts) {
    const at = path.join(dir, mountPath);
    rmSync(at, { recursive: true, force: true });
    mkdirSync(at, { recursive: true });
    chmodSync(at, 0o777);
  }
  return mounts.filter((m) => m.writable).map((m) => ({ path: path.join(dir, m.mountPath), mountPath: m.mountPath }));
}

/**
 * The command that runs `argv` in `cwd` on a read-only root with `volumes` writable, as `user`.
 * @param {string[]} argv the program (an absolute path) and its arguments
 * @param {{ cwd: string, user: { uid: number, gid: number } | null, volumes: Volume[] }} options
 * @returns {{ file: string, args: string[] }}
 */
export function readOnlyCommand(argv, { cwd, user, volumes }) {
  const covered = new Set(coveredPaths(volumes));
  for (const volume of volumes) {
    if (!path.isAbsolute(volume.path) || !isFolder(volume.path)) throw new Error(`the volume ${volume.mountPath} has no folder (${volume.path})`);
    for (const over of covered) {
      if (isWithin(cwd, over) || isWithin(volume.path, over)) throw new Error(`the volume mounted on ${over} would hide ${isWithin(cwd, over) ? cwd : volume.path}: assemble the image outside ${over}`);
    }
  }
  const own = volumes.map((v) => v.path);
  const script = [
    'set -e',
    // Each volume a mount of its own, so that remounting its parent read-only leaves it writable.
    ...own.map((dir) => `mount --bind ${quote(dir)} ${quote(dir)}`),
    // Everything else read-only: every mount this machine has (the per-mount flag, in this namespace only).
    ...mountPoints()
      .filter((point) => !own.includes(point))
      .map((point) => `mount -o remount,bind,ro ${quote(point)}`),
    // The volume on its own path too: a /tmp emptyDir is the process's /tmp.
    ...volumes.filter((v) => covered.has(v.mountPath)).map((v) => `mount --bind ${quote(v.path)} ${quote(v.mountPath)}`),
    `cd ${quote(cwd)}`,
    'exec "$@"',
  ].join('\n');
  const become = user ? ['setpriv', `--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', '--'] : [];
  return { file: 'unshare', args: ['--mount', '--propagation', 'private', '--', '/bin/sh', '-c', script, 'read-only-root', ...become, ...argv] };
}

/** @type {{ ok: true } | { ok: false, reason: string } | undefined} */
let support;

/**
 * Whether processes can run on a read-only root here: Linux, root, and a mount namespace that
 * `unshare` can make and remount (a container without CAP_SYS_ADMIN cannot). Tried once.
 * @returns {{ ok: true } | { ok: false, reason: string }}
 */
export function readOnlyRootSupport() {
  if (support) return support;
  if (process.platform !== 'linux') return (support = { ok: false, reason: `${process.platform} has no mount namespaces` });
  if (process.getuid?.() !== 0) return (support = { ok: false, reason: 'not root (a mount namespace needs CAP_SYS_ADMIN)' });
  const { file, args } = readOnlyCommand([process.execPath, '-e', "require('fs').accessSync('/', require('fs').constants.W_OK)"], { cwd: '/', user: null, volumes: [] });
  const probe = spawnSync(file, args, { encoding: 'utf8', timeout: 10_000 });
  const said = `${probe.error?.message ?? ''}${probe.stderr ?? ''}`.trim();
  if (probe.status === 0) return (support = { ok: false, reason: 'the root stayed writable in the mount namespace' });
  if (!/EROFS/.test(said)) return (support = { ok: false, reason: `no read-only mount namespace (${said.split('\n')[0] || `exit ${probe.status}`})` });
  return (support = { ok: true });
}
