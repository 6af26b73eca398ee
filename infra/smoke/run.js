/**
 * npm run infra:smoke: every image the repository builds, without a container engine. Each is
 * assembled in a temporary folder from the instructions of its Dockerfile (plan.js, assemble.js),
 * started as the staging overlay of infra/k8s runs it (deploy.js: its migration Job first, then its
 * Deployment's command and environment; a CronJob's command is run once, to its end) against a fresh
 * PostgreSQL (database.js), and checked (checks.js). Prints what each image holds, what it started and every check; exits 1 on any
 * failure; stops every process and removes every temporary folder whatever happens.
 *
 * Where the smoke departs from a cluster: HOST is 127.0.0.1 and PORT a free port (METRICS_HOST and
 * METRICS_PORT too, where the image sets them); each URL of an
 * Ingress host names the local port of the image behind it; an absolute path in the environment
 * whose first folder the image has (/app, /tmp as a mounted volume) is taken inside the assembled
 * folder; the Secrets are the smoke's (a fresh database's URLs, a random session secret, a mail
 * server nobody calls); node is this machine's. Run as root, processes run as the image's user, and a
 * container whose manifest sets `readOnlyRootFilesystem: true` runs on a read-only root with only its
 * volumes writable (read-only-root.js: a private mount namespace; a /tmp volume is its /tmp too), so a
 * write anywhere else fails in the process, and the smoke fails on any such refused write it logs.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/site-server.mjs';
import { assemble, tallyOf } from './assemble.js';
import { CHECKS } from './checks.js';
import { startDatabase } from './database.js';
import { commandOf, environmentOf, filesystemOf, imagesByHost, userOf, workloadsOf } from './deploy.js';
import { dockerignore } from './dockerignore.js';
import { IMAGES } from './images.js';
import { renderKustomization } from './kustomize.js';
import { planImage, readWorkspace } from './plan.js';
import { exitWithin, listening, runHealthcheck, startProcess } from './processes.js';
import { coveredPaths, folderOutside, prepareVolumes, readOnlyRootSupport } from './read-only-root.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** How the images are run: the staging overlay and its migration (infra/README.md). */
const OVERLAYS = ['infra/k8s/overlays/staging', 'infra/k8s/overlays/staging/migrate'];
const JOB_TIMEOUT_MS = 120_000;
/** The Secret keys (infra/k8s/api-secrets.example.env) holding the database: the servers' role's URL and the schema owner's. */
const DATABASE_KEYS = ['DATABASE_URL', 'MIGRATION_DATABASE_URL'];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const size = (bytes) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`);
const count = (n, what) => `${n.toLocaleString('en')} ${what}${n === 1 ? '' : 's'}`;
const ok = (text) => console.log(`    ✔ ${text}`);
const bad = (text) => console.log(`    ✖ ${text}`);
const info = (text) => console.log(`    ℹ ${text}`);
const indent = (text, by = '      ') => text.trim().split('\n').map((l) => `${by}${l}`).join('\n');

/** Cleanups, run last-in first-out whatever happens. */
const cleanups = [];
let cleaning = null;
function cleanUp() {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) await step().catch((err) => console.error(`cleanup: ${err.message}`));
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanUp().then(() => process.exit(130)));

/** The biggest packages of an assembled node_modules, for the listing. @param {string} dir */
function largestPackages(dir, n = 3) {
  if (!existsSync(dir)) return [];
  const packages = readdirSync(dir).flatMap((entry) => (entry.startsWith('@') ? readdirSync(path.join(dir, entry)).map((p) => `${entry}/${p}`) : entry.startsWith('.') ? [] : [entry]));
  return packages
    .map((name) => ({ name, bytes: tallyOf(path.join(dir, name)).bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, n);
}

/**
 * The image's own layers, and whatever the build stages did beyond copying the context.
 * @param {import('./plan.js').Plan} plan @param {import('./assemble.js').Assembled} assembled
 */
function printLayers(plan, assembled) {
  for (const step of assembled.steps.filter((s) => (s.final && s.tally.files > 0) || s.notes.length > 0)) {
    const what = [step.final && step.tally.files > 0 ? `${count(step.tally.files, 'file')}, ${size(step.tally.bytes)}` : '', ...step.notes, step.ms >= 1000 ? seconds(step.ms) : ''].filter(Boolean);
    console.log(`    ${String(step.line).padStart(3)} ${step.instruction.replace(/\s+/g, ' ').slice(0, 72).padEnd(73)} ${what.join('; ')}`);
  }
  const biggest = largestPackages(path.join(assembled.dir, plan.image.workdir, 'node_modules'));
  if (biggest.length > 0) console.log(`    largest packages: ${biggest.map((p) => `${p.name} ${size(p.bytes)}`).join(', ')}`);
}

async function main() {
  const started = Date.now();
  const workspace = readWorkspace(ROOT);
  const plans = new Map(IMAGES.map((image) => [image.name, planImage(ROOT, image.dockerfile, image.args, workspace)]));
  const objects = OVERLAYS.flatMap((dir) => renderKustomization(ROOT, path.join(ROOT, dir)));
  const workloads = workloadsOf(objects);
  const readOnlyRoot = readOnlyRootSupport();
  // A volume is mounted on its own path too (the API's /tmp is its os.tmpdir()): the images are assembled where none would hide them.
  const mountPaths = workloads.flatMap((w) => filesystemOf(w).volumes.map((v) => v.mountPath));
  const tmp = mkdtempSync(path.join(readOnlyRoot.ok ? folderOutside(mountPaths) : os.tmpdir(), 'pdpl-infra-smoke-'));
  cleanups.push(async () => rmSync(tmp, { recursive: true, force: true }));
  // Node looks for packages in every folder above a module: no node_modules may be above the images.
  if (!path.relative(ROOT, tmp).startsWith('..')) throw new Error(`the temporary folder ${tmp} is inside the repository: set TMPDIR elsewhere`);
  for (let dir = path.dirname(tmp); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules'))) throw new Error(`${path.join(dir, 'node_modules')} would lend the images packages they lack: set TMPDIR elsewhere`);
  }
  // The images' user must reach the assembled folders (mkdtemp makes its folder private).
  chmodSync(tmp, 0o755);

  const hosts = imagesByHost(objects, workloads);
  const ports = new Map(await Promise.all(IMAGES.map(async (image) => [image.name, await freePort()])));
  /** Each server's metrics listener (METRICS_PORT): a free port of its own, never one of `ports`. */
  const metricsPorts = new Map();
  for (const image of IMAGES) {
    let port = await freePort();
    while ([...ports.values(), ...metricsPorts.values()].includes(port)) port = await freePort();
    metricsPorts.set(image.name, port);
  }
  const origins = new Map([...ports].map(([name, port]) => [name, `http://127.0.0.1:${port}`]));
  const ignored = dockerignore(path.join(ROOT, '.dockerignore'));
  const asRoot = process.getuid?.() === 0;

  console.log(`infra:smoke: ${IMAGES.length} images assembled from their Dockerfiles in ${tmp} and run as ${OVERLAYS[0]} runs them (node ${process.version}${asRoot ? '' : `, as uid ${process.getuid?.()}`})`);
  console.log(
    readOnlyRoot.ok
      ? '  read-only roots: each container with readOnlyRootFilesystem runs in a mount namespace of its own where everything is read-only but its volumes'
      : `  ℹ read-only roots NOT enforced here: ${readOnlyRoot.reason}; processes may write wherever their user may (run as root on Linux to check them)`,
  );
  // The database starts while the first image is assembled; its failure is reported where it is awaited.
  const database = startDatabase(ROOT);
  database.catch(() => undefined);
  cleanups.push(async () => (await database.catch(() => null))?.stop());
  const secrets = {
    SESSION_SECRET: randomBytes(36).toString('base64'),
    // No check sends mail: a port nothing listens on.
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
  };

  /** What the smoke gives a container beyond its image and manifest (see the header). */
  const localise = (value, dir) => {
    let local = value.replace(/https?:\/\/([a-z0-9.-]+)(:\d+)?/gi, (url, host) => (hosts.has(host) ? origins.get(hosts.get(host)) ?? url : url));
    const first = /^\/([^/\s]+)/.exec(local)?.[1];
    if (first && !/\s/.test(local) && existsSync(path.join(dir, first))) local = path.join(dir, local);
    return local;
  };
  const environment = (workload, plan, dir, port, metricsPort) => {
    const env = { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin', ...plan.image.env, ...environmentOf(workload, objects, secrets) };
    for (const [name, value] of Object.entries(env)) if (name !== 'PATH') env[name] = localise(value, dir);
    const metrics = env.METRICS_PORT !== undefined ? { METRICS_HOST: '127.0.0.1', METRICS_PORT: String(metricsPort) } : {};
    return { ...env, HOST: '127.0.0.1', PORT: String(port), ...metrics };
  };
  /**
   * Each volume the container mounts, a fresh empty folder (an emptyDir) inside the assembled one;
   * the filesystem its processes get (read-only but for its writable volumes, where the manifest says
   * readOnlyRootFilesystem and this machine can), and a line saying what they may write.
   * @returns {{ filesystem: import('./read-only-root.js').ReadOnlyRoot | null, text: string, writable: string[] }}
   */
  const mount = (workload, dir) => {
    const declared = filesystemOf(workload);
    const volumes = prepareVolumes(declared.volumes, dir);
    const writable = declared.volumes.filter((v) => v.writable);
    const covered = coveredPaths(volumes);
    const listed = writable.length > 0 ? writable.map((v) => `${v.mountPath} (${v.what}${covered.includes(v.mountPath) ? `; this machine's ${v.mountPath} is it too` : ''})`).join(', ') : 'nothing (no volume)';
    const paths = writable.map((v) => v.mountPath);
    if (!declared.readOnlyRoot) return { filesystem: null, text: `root filesystem writable (the manifest does not set readOnlyRootFilesystem: true); volumes: ${listed}`, writable: ['/ (all)'] };
    if (!readOnlyRoot.ok) return { filesystem: null, text: `readOnlyRootFilesystem: true, NOT enforced here (${readOnlyRoot.reason}); writable in a pod: ${listed}`, writable: paths };
    return { filesystem: { readOnly: true, volumes }, text: `read-only root (readOnlyRootFilesystem: true); writable: ${listed}`, writable: paths };
  };
  /** A check every process passes: no write the read-only root refused shows in its output. */
  const noRefusedWrite = (proc) => {
    const lines = proc.refusedWrites();
    if (lines.length > 0) throw new Error(`writes refused outside its volumes (EROFS: the root filesystem is read-only):\n${indent(lines.join('\n'), '        ')}`);
    return 'none refused (no EROFS in its output)';
  };
  const who = (user) => (user ? (asRoot ? `${user.uid}:${user.gid}` : `uid ${process.getuid?.()} (not root: the image's ${user.uid}:${user.gid} cannot be taken)`) : 'root');

  const summary = [];
  let failures = 0;
  const running = [];
  const failed = (row, text) => {
    bad(text);
    row.failed += 1;
    failures += 1;
  };

  for (const image of IMAGES) {
    const plan = plans.get(image.name);
    const port = ports.get(image.name);
    const metricsPort = metricsPorts.get(image.name);
    const row = { name: image.name, assembled: '-', assembleMs: 0, startMs: 0, passed: 0, failed: 0, writable: /** @type {Set<string>} */ (new Set()) };
    summary.push(row);
    console.log(`\n▶ ${image.name}: ${image.dockerfile}${Object.entries(image.args).map(([k, v]) => ` --build-arg ${k}=${v}`).join('')}`);
    try {
      const t0 = Date.now();
      const assembled = await assemble(plan, { root: ROOT, into: path.join(tmp, image.name), ignored, log: console.log });
      row.assembleMs = Date.now() - t0;
      row.assembled = `${count(assembled.tally.files, 'file')}, ${size(assembled.tally.bytes)}`;
      console.log(`  assembled in ${seconds(row.assembleMs)}: ${row.assembled} (from ${plan.image.base}; node is this machine's ${process.version})`);
      printLayers(plan, assembled);

      const jobs = workloads.filter((w) => w.kind === 'Job' && w.image === image.name);
      const scheduled = image.role === 'job' ? workloads.filter((w) => w.kind === 'CronJob' && w.image === image.name) : [];
      const server = workloads.find((w) => w.kind === 'Deployment' && w.image === image.name);
      if (image.role === 'job' ? scheduled.length === 0 : !server) throw new Error(`no ${image.role === 'job' ? 'CronJob' : 'Deployment'} of ${OVERLAYS[0]} runs the image ${image.name}`);
      const secretKeys = [...jobs, ...scheduled, ...(server ? [server] : [])].flatMap((w) => (w.container.env ?? []).map((e) => e.valueFrom?.secretKeyRef?.key));
      if (secretKeys.some((key) => DATABASE_KEYS.includes(key))) {
        const { appUrl, ownerUrl, description } = await database;
        Object.assign(secrets, { DATABASE_URL: appUrl, MIGRATION_DATABASE_URL: ownerUrl });
        console.log(`  PostgreSQL: ${description}`);
      }
      const cwdOf = (w) => path.join(assembled.dir, w.container.workingDir ?? plan.image.workdir);

      const t1 = Date.now();
      for (const job of jobs) {
        const { filesystem, text, writable } = mount(job, assembled.dir);
        writable.forEach((p) => row.writable.add(p));
        const command = commandOf(job, plan.image);
        const user = userOf(job, plan.image.user);
        const proc = startProcess(command, { cwd: cwdOf(job), env: environment(job, plan, assembled.dir, port, metricsPort), user: asRoot ? user : null, filesystem });
        const code = await exitWithin(proc, JOB_TIMEOUT_MS);
        const said = `${command.join(' ')} as ${who(user)}`;
        if (code !== 0) throw new Error(`${job.owner}: ${said} ended with ${code} (filesystem: ${text}):\n${indent(proc.output())}`);
        console.log(`  ran ${job.owner}: ${said} → exit 0 in ${seconds(Date.now() - t1)}\n${indent(proc.output(), '    │ ')}`);
        console.log(`    filesystem: ${text}`);
        try {
          ok(`${job.owner}: writes outside its volumes: ${noRefusedWrite(proc)}`);
          row.passed += 1;
        } catch (err) {
          failed(row, `${job.owner}: ${err.message}`);
        }
      }
      // A CronJob's image: its command run once, to its end, then checked (checks.js); nothing keeps running.
      for (const cron of scheduled) {
        const { filesystem, text, writable } = mount(cron, assembled.dir);
        writable.forEach((p) => row.writable.add(p));
        const command = commandOf(cron, plan.image);
        const user = userOf(cron, plan.image.user);
        const env = environment(cron, plan, assembled.dir, port, metricsPort);
        const t2 = Date.now();
        const proc = startProcess(command, { cwd: cwdOf(cron), env, user: asRoot ? user : null, filesystem });
        const code = await exitWithin(proc, JOB_TIMEOUT_MS);
        const job = { code, output: proc.output(), ms: Date.now() - t2 };
        row.startMs = Date.now() - t1;
        console.log(`  ran ${cron.owner} once: ${command.join(' ')} in ${plan.image.workdir} as ${who(user)} → exit ${code} in ${seconds(job.ms)}\n${indent(job.output, '    │ ')}`);
        console.log(`    filesystem: ${text}`);
        console.log(`    environment: ${Object.keys(env).filter((k) => k !== 'PATH').sort().join(' ')}`);
        for (const check of [...CHECKS[image.role].checks, { name: 'writes outside its volumes', run: async () => noRefusedWrite(proc) }]) {
          try {
            ok(`${check.name}: ${await check.run({ job })}`);
            row.passed += 1;
          } catch (err) {
            failed(row, `${check.name}: ${err.message}`);
          }
        }
      }
      if (!server) continue;
      const { filesystem, text, writable } = mount(server, assembled.dir);
      writable.forEach((p) => row.writable.add(p));
      const command = commandOf(server, plan.image);
      const user = userOf(server, plan.image.user);
      const env = environment(server, plan, assembled.dir, port, metricsPort);
      const t2 = Date.now();
      const proc = startProcess(command, { cwd: cwdOf(server), env, user: asRoot ? user : null, filesystem });
      cleanups.push(() => proc.stop());
      await listening(port, proc).catch((err) => {
        throw new Error(`${server.owner}: ${command.join(' ')} ${err.message} (filesystem: ${text}):\n${indent(proc.output())}`);
      });
      running.push({ image, proc, row });
      row.startMs = Date.now() - t1;
      console.log(`  started ${server.owner}: ${command.join(' ')} in ${plan.image.workdir} as ${who(user)}, ${origins.get(image.name)} → listening in ${seconds(Date.now() - t2)}`);
      console.log(`    filesystem: ${text}`);
      console.log(`    environment: ${Object.keys(env).filter((k) => k !== 'PATH').sort().join(' ')}`);

      // The HEALTHCHECK runs in the container: the same user and filesystem.
      const healthcheck = () => runHealthcheck(plan.image.healthcheck, { cwd: cwdOf(server), env, user: asRoot ? user : null, filesystem });
      const context = { origin: origins.get(image.name), origins, healthcheck, metricsOrigin: env.METRICS_PORT !== undefined ? `http://127.0.0.1:${env.METRICS_PORT}` : null };
      for (const check of CHECKS[image.role].checks) {
        try {
          ok(`${check.name}: ${await check.run(context)}`);
          row.passed += 1;
        } catch (err) {
          failed(row, `${check.name}: ${err.message}`);
        }
      }
      for (const report of CHECKS[image.role].reports) {
        info(`${report.name}: ${await report.run(context).catch((err) => `could not tell (${err.message})`)}`);
      }
    } catch (err) {
      failed(row, err.message);
    }
  }

  // Orchestrators stop containers with SIGTERM: each process must end on it, cleanly and in time.
  console.log('\n▶ stopping (SIGTERM, as an orchestrator does)');
  for (const { image, proc, row } of running.reverse()) {
    const { code, ms, killed } = await proc.stop();
    const text = `${image.name}: ${killed ? `killed after ${seconds(ms)}` : `exit ${code} in ${ms} ms`}`;
    if (code === 0) {
      ok(text);
      row.passed += 1;
    } else failed(row, text);
    // Over its whole life, checks and stop included: a write the read-only root refused fails the image.
    try {
      ok(`${image.name}: writes outside its volumes: ${noRefusedWrite(proc)}`);
      row.passed += 1;
    } catch (err) {
      failed(row, `${image.name}: ${err.message}`);
    }
  }

  console.log(`\n  image            assembled                     assembling  starting  writable${readOnlyRoot.ok ? '' : ' (in a pod)'}   checks`);
  for (const r of summary) {
    const writable = r.writable.size > 0 ? [...r.writable].join(' ') : 'nothing';
    console.log(`  ${r.name.padEnd(16)} ${r.assembled.padEnd(29)} ${seconds(r.assembleMs).padStart(10)} ${seconds(r.startMs).padStart(9)}  ${writable.padEnd(10)}  ${r.passed} passed${r.failed ? `, ${r.failed} failed` : ''}`);
  }
  if (!readOnlyRoot.ok) console.log(`  read-only roots not enforced here: ${readOnlyRoot.reason}`);
  console.log(`  total ${seconds(Date.now() - started)}`);
  return failures;
}

let code = 1;
try {
  const failures = await main();
  console.log(failures === 0 ? '\n✔ infra:smoke: every image started and answered its checks.' : `\n✖ infra:smoke: ${failures} failed.`);
  code = failures === 0 ? 0 : 1;
} catch (err) {
  console.error(`\n✖ infra:smoke: ${err.message}`);
} finally {
  await cleanUp();
}
process.exit(code);
