/**
 * The smoke runs every container whose manifest sets `readOnlyRootFilesystem: true` on a read-only
 * root (smoke/read-only-root.js): a process started the way the smoke starts an image (the
 * manifest's volumes, smoke/processes.js's startProcess, the image's user) cannot write outside the
 * volumes its manifest declares, the machine's /tmp included when no /tmp volume is declared, and
 * writes inside a declared volume (a /tmp emptyDir is its os.tmpdir()) succeed. The volumes come from
 * the staging overlay the smoke runs, not from a list.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesystemOf, userOf, workloadsOf, type Workload } from '../smoke/deploy.js';
import { exitWithin, startProcess } from '../smoke/processes.js';
import { folderOutside, prepareVolumes, readOnlyRootSupport } from '../smoke/read-only-root.js';
import { REPO_ROOT, renderKustomization } from './support-k8s/render.js';

const workloads = workloadsOf(['infra/k8s/overlays/staging', 'infra/k8s/overlays/staging/migrate'].flatMap((dir) => renderKustomization(path.join(REPO_ROOT, dir))));
const workload = (owner: string) => {
  const found = workloads.find((w) => w.owner === owner);
  if (!found) throw new Error(`the staging overlay has no ${owner}`);
  return found;
};
const writablePaths = (w: Workload) => filesystemOf(w).volumes.filter((v) => v.writable).map((v) => v.mountPath);

describe('the filesystem the manifests declare, as the smoke reads it', () => {
  it('gives every container a read-only root', () => {
    expect(workloads.filter((w) => !filesystemOf(w).readOnlyRoot).map((w) => w.owner)).toEqual([]);
  });

  it('makes writable only the emptyDir volumes a container mounts: /tmp for the API, its migration and the observer, nothing for the front-ends', () => {
    expect(Object.fromEntries(workloads.map((w) => [w.owner, writablePaths(w)]))).toEqual({
      'Deployment/api': ['/tmp'],
      'Job/api-migrate': ['/tmp'],
      'CronJob/observer': ['/tmp'],
      'Deployment/shell': [],
      'Deployment/mfe-marketing': [],
      'Deployment/mfe-ksa': [],
      'Deployment/mfe-index': [],
      'Deployment/mfe-admin': [],
    });
  });

  it('keeps a volume mounted readOnly read-only, and refuses a kind of volume it cannot give', () => {
    const api = workload('Deployment/api');
    const readOnlyMount = { ...api, container: { ...api.container, volumeMounts: [{ name: 'tmp', mountPath: '/tmp', readOnly: true }] } };
    expect(filesystemOf(readOnlyMount).volumes).toEqual([expect.objectContaining({ mountPath: '/tmp', writable: false })]);
    const configMap = { ...api, volumes: [{ name: 'tmp', configMap: { name: 'x' } }] };
    expect(() => filesystemOf(configMap)).toThrow(/emptyDir volumes only/);
  });
});

const support = readOnlyRootSupport();
// A mount namespace needs root on Linux (and CAP_SYS_ADMIN in a container): elsewhere the smoke says it cannot check, and so does this name.
const describeConfined = support.ok ? describe : describe.skip;

describeConfined(`a process started as the smoke starts an image${support.ok ? '' : ` (skipped: ${support.reason})`}`, () => {
  /** Tries each write and prints what happened, one JSON object: target to 'ok' or the error's code. */
  const WRITER = `
    const fs = require('node:fs'), os = require('node:os'), path = require('node:path');
    const targets = process.argv.slice(1).map((t) => t.replace(/^TMPDIR/, os.tmpdir()));
    const result = { uid: process.getuid(), tmpdir: os.tmpdir(), writes: {} };
    for (const target of targets) {
      try { fs.writeFileSync(target, 'written'); result.writes[target] = 'ok'; }
      catch (err) { result.writes[target] = err.code; console.error(err.message); }
    }
    console.log(JSON.stringify(result));`;
  const name = `read-only-root-${process.pid}-${Date.now()}`;
  let base: string;
  let image: string;

  beforeEach(() => {
    // Where the smoke assembles its images: outside every path a volume is mounted on.
    base = folderOutside(['/tmp']);
    image = mkdtempSync(path.join(base, 'pdpl-read-only-root-'));
    chmodSync(image, 0o755);
    mkdirSync(path.join(image, 'app'), { mode: 0o777 });
    chmodSync(path.join(image, 'app'), 0o777);
  });
  afterEach(() => {
    rmSync(image, { recursive: true, force: true });
    for (const leftover of [path.join(os.tmpdir(), name), path.join(base, name)]) rmSync(leftover, { force: true });
  });

  const run = async (w: Workload, targets: string[]) => {
    const volumes = prepareVolumes(filesystemOf(w).volumes, image);
    const proc = startProcess(['node', '-e', WRITER, ...targets], {
      cwd: path.join(image, 'app'),
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      user: userOf(w, '1000:1000'),
      filesystem: { readOnly: true, volumes },
    });
    const code = await exitWithin(proc, 20_000);
    const json = proc.output().split('\n').find((line) => line.startsWith('{'));
    if (code !== 0 || !json) throw new Error(`exit ${code}: ${proc.output()}`);
    return { ...(JSON.parse(json) as { uid: number; tmpdir: string; writes: Record<string, string> }), refused: proc.refusedWrites() };
  };
  const refused = expect.stringMatching(/^(EROFS|EACCES)$/);

  it('writes in the API’s /tmp volume (its os.tmpdir(), as in the pod), and nowhere else', async () => {
    const result = await run(workload('Deployment/api'), [
      path.join(image, 'tmp', 'in-the-volume'),
      `TMPDIR/${name}`,
      path.join(image, 'app', 'in-the-image'),
      path.join(base, name),
    ]);
    expect(result.uid).toBe(1000);
    expect(result.writes).toEqual({
      [path.join(image, 'tmp', 'in-the-volume')]: 'ok',
      [`/tmp/${name}`]: 'ok',
      [path.join(image, 'app', 'in-the-image')]: 'EROFS',
      [path.join(base, name)]: refused,
    });
    // os.tmpdir() was the volume: the file is in the emptyDir's folder, not in the machine's /tmp.
    expect(readFileSync(path.join(image, 'tmp', name), 'utf8')).toBe('written');
    expect(existsSync(path.join('/tmp', name))).toBe(false);
    expect(existsSync(path.join(image, 'app', 'in-the-image'))).toBe(false);
    expect(existsSync(path.join(base, name))).toBe(false);
  });

  it('cannot write to the machine’s /tmp (os.tmpdir()) nor into its image when its manifest declares no volume (the shell), and the smoke sees it', async () => {
    const shell = workload('Deployment/shell');
    expect(writablePaths(shell)).toEqual([]);
    const result = await run(shell, [`TMPDIR/${name}`, path.join(image, 'app', 'in-the-image'), path.join(image, 'in-the-image')]);
    expect(result.uid).toBe(1000);
    expect(result.tmpdir).toBe('/tmp');
    expect(result.writes).toEqual({ [`/tmp/${name}`]: refused, [path.join(image, 'app', 'in-the-image')]: 'EROFS', [path.join(image, 'in-the-image')]: refused });
    expect(existsSync(path.join('/tmp', name))).toBe(false);
    expect(existsSync(path.join(image, 'app', 'in-the-image'))).toBe(false);
    // The smoke fails an image whose output tells of a refused write (run.js), and names it.
    expect(result.refused).toContain(`EROFS: read-only file system, open '/tmp/${name}'`);
  });
});
