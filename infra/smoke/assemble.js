/**
 * Carries out a plan (plan.js) in a folder: each stage a folder standing for its filesystem's root,
 * a stage built on another starting as a copy of it, COPY and the recognised RUN commands done there.
 * Returns the final stage's folder, the image's filesystem as far as the repository makes it; the
 * other stages' folders are gone by then.
 */
import { chownSync, copyFileSync, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { DockerfileError } from './plan.js';
import { spawnCommand } from '../../scripts/lib/run.mjs';

/** Files and bytes, for what a step brought in. */
export class Tally {
  files = 0;
  bytes = 0;
  /** @param {Tally} other */
  add(other) {
    this.files += other.files;
    this.bytes += other.bytes;
  }
}

/**
 * Copies a file, a symbolic link (as a link, as COPY does) or a folder's content, skipping what
 * `keep` refuses; counts what it copied. `link`: files are hard links (between stages: nothing
 * writes a file in place, since every write here replaces the destination first), which spares
 * copying the data on a loaded disk; the work tree's files are always copied, never linked.
 * @param {string} from @param {string} to @param {(file: string) => boolean} keep
 * @param {{ link?: boolean }} [options] @param {Tally} [tally]
 */
function copyTree(from, to, keep, { link = false } = {}, tally = new Tally()) {
  if (!keep(from)) return tally;
  const info = lstatSync(from);
  if (info.isDirectory()) {
    if (existsSync(to) && !lstatSync(to).isDirectory()) rmSync(to);
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from)) copyTree(path.join(from, entry), path.join(to, entry), keep, { link }, tally);
    return tally;
  }
  rmSync(to, { recursive: true, force: true });
  if (info.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
  else if (link) linkSync(from, to);
  else copyFileSync(from, to);
  tally.files += 1;
  tally.bytes += info.isSymbolicLink() ? 0 : info.size;
  return tally;
}

/**
 * Moves a stage's folder or file into another when nothing reads the first stage afterwards (the
 * result is the copy's); else links it.
 * @param {string} from @param {string} to @param {boolean} lastRead
 */
function carry(from, to, lastRead) {
  if (lastRead && !existsSync(to)) {
    mkdirSync(path.dirname(to), { recursive: true });
    renameSync(from, to);
    return tallyOf(to);
  }
  return copyTree(from, to, () => true, { link: true });
}

/** Files and bytes under a folder (links counted, not followed). @param {string} p */
export function tallyOf(p, tally = new Tally()) {
  const info = lstatSync(p);
  if (info.isDirectory()) for (const entry of readdirSync(p)) tallyOf(path.join(p, entry), tally);
  else {
    tally.files += 1;
    tally.bytes += info.isSymbolicLink() ? 0 : info.size;
  }
  return tally;
}

/** @param {string} pattern a find -name pattern */
const nameRegExp = (pattern) => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);

/**
 * @typedef {{ line: number, instruction: string, final: boolean, tally: Tally, notes: string[], ms: number }} StepReport
 * @typedef {{ dir: string, steps: StepReport[], tally: Tally }} Assembled
 */

/**
 * @param {import('./plan.js').Plan} plan
 * @param {{ root: string, into: string, ignored: (relativePath: string) => boolean, log?: (line: string) => void }} options
 *   root: the build context (the repository); into: an empty folder outside it
 * @returns {Promise<Assembled>}
 */
export async function assemble(plan, { root, into, ignored, log = () => {} }) {
  /** @type {{ dir: string, name: string | null, unmade: Set<string> }[]} */
  const stages = [];
  const stageOf = (ref) => plan.stages.findIndex((s) => s.name === ref || String(s.index) === ref);
  /** Where each stage is read for the last time: a stage built on it (`i`) or a COPY --from (`i:j`). */
  const lastReads = new Map();
  for (const stage of plan.stages) {
    if ('stage' in stage.base) lastReads.set(stage.base.stage, `${stage.index}`);
    stage.steps.forEach((step, j) => {
      for (const action of step.actions) if (action.type === 'copy' && action.from !== null) lastReads.set(stageOf(action.from), `${stage.index}:${j}`);
    });
  }
  /** @type {StepReport[]} */
  const reports = [];
  for (const stage of plan.stages) {
    const dir = path.join(into, `stage-${stage.index}${stage.name ? `-${stage.name}` : ''}`);
    /** Paths a full `npm ci` would have filled, taken as done from the work tree and never copied. */
    let unmade = new Set();
    if ('stage' in stage.base) {
      const parent = stages[stage.base.stage];
      carry(parent.dir, dir, lastReads.get(stage.base.stage) === `${stage.index}`);
      unmade = new Set(parent.unmade);
    } else mkdirSync(dir, { recursive: true });
    const current = { dir, name: stage.name, unmade };
    stages.push(current);
    const inStage = (dirOf, imagePath) => path.join(dirOf, imagePath);
    const final = stage === plan.stages.at(-1);
    for (const [j, step] of stage.steps.entries()) {
      const fail = (message) => {
        throw new DockerfileError(plan.file, step.line, message);
      };
      const report = { line: step.line, instruction: step.instruction, final, tally: new Tally(), notes: [], ms: 0 };
      reports.push(report);
      const started = Date.now();
      for (const action of step.actions) {
        switch (action.type) {
          case 'copy': {
            const sourceStage = action.from === null ? null : stages[stageOf(action.from)];
            const lastRead = action.from !== null && lastReads.get(stageOf(action.from)) === `${stage.index}:${j}`;
            for (const source of action.sources.flatMap((s) => (sourceStage ? [s] : expandContext(root, s, ignored, fail)))) {
              let from;
              let keep = () => true;
              if (sourceStage) {
                const unmadePath = [...sourceStage.unmade].find((u) => source === u || source.startsWith(`${u}/`) || u.startsWith(`${source}/`));
                if (unmadePath) fail(`COPY --from=${action.from} ${source}: ${unmadePath} is the build's full \`npm ci\`, which the smoke takes as done rather than copying the work tree's; copy from a stage that installs what the image needs (npm ci --omit=dev)`);
                from = inStage(sourceStage.dir, source);
                if (!existsSync(from)) fail(`COPY --from=${action.from} ${source}: the ${action.from} stage has no ${source}`);
              } else {
                from = path.join(root, source);
                keep = (file) => !ignored(path.relative(root, file));
              }
              const destination = inStage(dir, action.destination);
              const target = lstatSync(from).isDirectory() ? destination : action.intoDirectory || isDirectory(destination) ? path.join(destination, path.basename(from)) : destination;
              mkdirSync(path.dirname(target), { recursive: true });
              report.tally.add(sourceStage ? carry(from, target, lastRead) : copyTree(from, target, keep));
            }
            break;
          }
          case 'npm-self': {
            const here = await output('npm', ['--version'], root);
            if (here.trim() !== action.version) report.notes.push(`the image's npm is ${action.version}, this machine's ${here.trim()}`);
            break;
          }
          case 'npm-ci-all':
            current.unmade.add(path.posix.join(action.cwd, 'node_modules'));
            report.notes.push("every dependency: the work tree's install stands for it (not copied)");
            break;
          case 'npm-ci': {
            const cwd = inStage(dir, action.cwd);
            for (const file of ['package.json', 'package-lock.json']) if (!existsSync(path.join(cwd, file))) fail(`npm ci needs ${path.posix.join(action.cwd, file)}, which no COPY brought into this stage`);
            // --prefer-offline: CI's npm cache makes it quick; --no-audit/--no-fund change nothing installed.
            const args = ['ci', ...action.args, '--prefer-offline', '--no-audit', '--no-fund'];
            log(`    npm ${args.join(' ')}`);
            const said = await output('npm', args, cwd).catch((err) => fail(`npm ci failed:\n${err.message}`));
            forget(current.unmade, path.posix.join(action.cwd, 'node_modules'));
            report.notes.push(said.split('\n').find((l) => /^(added|up to date)/.test(l)) ?? 'installed');
            break;
          }
          case 'nx-build': {
            const cwd = inStage(dir, action.cwd);
            for (const needed of ['nx.json', ...action.reads]) if (!existsSync(path.join(cwd, needed))) fail(`nx run ${action.project} reads ${path.posix.join(action.cwd, needed)}, which no COPY brought into this stage`);
            for (const output of action.outputs) {
              const built = path.join(root, output);
              if (!existsSync(built)) throw new Error(`${output} is not built: run \`npm run build\` first (the smoke takes the build's outputs from the work tree)`);
              report.tally.add(copyTree(built, path.join(cwd, output), () => true));
            }
            report.notes.push(`${action.project}: built in the work tree (${action.outputs.join(', ')})`);
            break;
          }
          case 'mkdir':
            for (const p of action.paths) {
              if (!action.parents && existsSync(inStage(dir, p))) fail(`mkdir ${p}: it exists (the build would stop here)`);
              mkdirSync(inStage(dir, p), { recursive: action.parents });
            }
            break;
          case 'cp': {
            const destination = inStage(dir, action.destination);
            const into = isDirectory(destination);
            if (!into && action.sources.length > 1) fail(`cp: ${action.destination} is not a folder`);
            for (const source of action.sources) {
              const from = inStage(dir, source);
              if (!existsSync(from)) fail(`cp: ${source} does not exist in this stage`);
              report.tally.add(copyTree(from, into ? path.join(destination, path.basename(from)) : destination, () => true, { link: true }));
            }
            break;
          }
          case 'delete': {
            const matches = nameRegExp(action.pattern);
            let deleted = 0;
            const walk = (p) => {
              const info = lstatSync(p);
              if (info.isDirectory()) for (const entry of readdirSync(p)) walk(path.join(p, entry));
              if (matches.test(path.basename(p)) && !info.isDirectory()) {
                rmSync(p);
                deleted += 1;
              }
            };
            for (const p of action.paths) {
              if (!existsSync(inStage(dir, p))) fail(`find: ${p} does not exist in this stage`);
              walk(inStage(dir, p));
            }
            report.notes.push(`${deleted} ${action.pattern} deleted`);
            break;
          }
          case 'rm':
            for (const p of action.paths) {
              rmSync(inStage(dir, p), { recursive: true, force: true });
              forget(current.unmade, p);
            }
            break;
          case 'chown': {
            const [uid, gid = uid] = action.owner.split(':').map(Number);
            // Only root may give files away; otherwise the process runs as this user anyway (run.js).
            if (process.getuid?.() !== 0) report.notes.push(`chown ${action.owner} skipped: not running as root`);
            else for (const p of action.paths) chownTree(inStage(dir, p), uid, gid, action.recursive);
            break;
          }
          case 'echo':
            break;
          case 'apt':
            // Debian's packages belong to the base image's system, which the smoke does not assemble: this machine's stands for it.
            if (action.command === 'install') report.notes.push(`Debian's ${action.packages.join(', ')}: the base system's, this machine's here (not assembled)`);
            break;
          default:
            fail(`no way to carry out ${JSON.stringify(action)}`);
        }
      }
      report.ms = Date.now() - started;
    }
  }
  const final = stages.at(-1);
  for (const stage of stages.slice(0, -1)) rmSync(stage.dir, { recursive: true, force: true });
  return { dir: final.dir, steps: reports, tally: tallyOf(final.dir) };
}

/** @param {string} p */
function isDirectory(p) {
  return existsSync(p) && lstatSync(p).isDirectory();
}

/** @param {Set<string>} unmade @param {string} p */
function forget(unmade, p) {
  for (const u of unmade) if (u === p || u.startsWith(`${p}/`)) unmade.delete(u);
}

/** @param {string} p @param {number} uid @param {number} gid @param {boolean} recursive */
function chownTree(p, uid, gid, recursive) {
  chownSync(p, uid, gid);
  if (recursive && lstatSync(p).isDirectory()) for (const entry of readdirSync(p)) chownTree(path.join(p, entry), uid, gid, true);
}

/**
 * A COPY source from the build context: the path, or the entries a `*` / `?` in its last part names.
 * It must exist and not be left out by .dockerignore, or the build would stop.
 * @param {string} root @param {string} source @param {(p: string) => boolean} ignored @param {(m: string) => never} fail
 */
function expandContext(root, source, ignored, fail) {
  const base = path.posix.basename(source);
  let found = [source];
  if (/[*?]/.test(path.posix.dirname(source))) fail(`COPY ${source}: a wildcard in a folder name is not followed`);
  if (/[*?]/.test(base)) {
    const dir = path.posix.dirname(source);
    const matches = nameRegExp(base);
    found = existsSync(path.join(root, dir)) ? readdirSync(path.join(root, dir)).filter((e) => matches.test(e)).map((e) => path.posix.join(dir, e)) : [];
  }
  found = found.filter((p) => existsSync(path.join(root, p)) && !ignored(p));
  if (found.length === 0) fail(`COPY ${source}: not in the build context (missing, or left out by .dockerignore)`);
  return found;
}

/**
 * A command's standard output; rejects with its output when it fails.
 * @param {string} command @param {string[]} args @param {string} cwd
 * @returns {Promise<string>}
 */
function output(command, args, cwd) {
  return new Promise((resolve, reject) => {
    // npm is npm.cmd on Windows: spawned as a terminal would (cross-spawn), as the scripts do.
    const child = spawnCommand(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${out}`))));
  });
}
