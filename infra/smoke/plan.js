/**
 * What building an image does, read from its Dockerfile before anything is copied: each stage's
 * instructions with their build arguments and environment substituted, and each RUN turned into the
 * few command shapes the smoke knows how to follow (RUN_SHAPES). An instruction or command outside
 * them is a DockerfileError naming its line: the smoke never guesses at what a build does.
 *
 * The heavy work of a build stage (`npm ci` of everything, `nx run X:build`) is already done in the
 * work tree: a full `npm ci` is taken as done (its node_modules is never copied), and an nx build
 * copies the project's outputs (nx.json's `outputs`, for it and the projects it builds first) from
 * the work tree into the stage. `npm ci --omit=dev` runs for real.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { copyParts, parseDockerfile } from './dockerfile.js';
import { commandsOf, ScriptError, tokenize } from './shell-script.js';

export class DockerfileError extends Error {
  /** @param {string} file @param {number} line @param {string} message */
  constructor(file, line, message) {
    super(`${file}:${line}: ${message}`);
    this.name = 'DockerfileError';
    this.line = line;
  }
}

/**
 * @typedef {{ name: string, dir: string, scripts: Record<string, string>, dependsOn: string[] }} Project
 * @typedef {{ projects: Map<string, Project>, targetDefaults: Record<string, { dependsOn?: string[], outputs?: string[] }> }} Workspace
 */

/** The npm workspaces as nx sees them: each package.json a project, its @-dependencies on the others edges. @param {string} root */
export function readWorkspace(root) {
  const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  const dirs = readJson('package.json').workspaces;
  const packages = dirs.map((dir) => ({ dir, pkg: readJson(`${dir}/package.json`) }));
  const names = new Set(packages.map((p) => p.pkg.name));
  /** @type {Map<string, Project>} */
  const projects = new Map(
    packages.map(({ dir, pkg }) => [
      pkg.name,
      { name: pkg.name, dir, scripts: pkg.scripts ?? {}, dependsOn: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((n) => names.has(n)) },
    ]),
  );
  return { projects, targetDefaults: readJson('nx.json').targetDefaults ?? {} };
}

/** Inside the image: a path resolved against the working directory, normalised. @param {string} workdir @param {string} p */
const inImage = (workdir, p) => path.posix.resolve(workdir, p);

/**
 * An nx target as a build would run it: the folders it reads (the project's and those of the
 * projects it depends on) and the outputs it leaves, relative to the workspace root.
 * @param {Workspace} workspace @param {string} projectName @param {string} target
 */
export function nxTarget(workspace, projectName, target) {
  const defaults = workspace.targetDefaults[target] ?? {};
  // `^build`: the projects it depends on are built first, their outputs left beside its own.
  const dependencies = (defaults.dependsOn ?? []).includes(`^${target}`);
  const reads = new Set();
  const outputs = new Set();
  const visit = (name) => {
    const project = workspace.projects.get(name);
    if (!project || reads.has(project.dir)) return;
    reads.add(project.dir);
    if (project.scripts[target] && (dependencies || name === projectName)) {
      for (const o of defaults.outputs ?? []) outputs.add(o.replace('{projectRoot}', project.dir).replace('{workspaceRoot}/', ''));
    }
    for (const d of project.dependsOn) visit(d);
  };
  visit(projectName);
  return { reads: [...reads], outputs: [...outputs] };
}

/**
 * @typedef {{ type: 'copy', from: string | null, sources: string[], destination: string, intoDirectory: boolean }} CopyAction
 * @typedef {{ type: 'npm-self', version: string }
 *   | { type: 'npm-ci-all', cwd: string }
 *   | { type: 'npm-ci', cwd: string, args: string[] }
 *   | { type: 'nx-build', cwd: string, project: string, reads: string[], outputs: string[] }
 *   | { type: 'mkdir', paths: string[], parents: boolean }
 *   | { type: 'cp', sources: string[], destination: string }
 *   | { type: 'delete', paths: string[], pattern: string }
 *   | { type: 'rm', paths: string[] }
 *   | { type: 'chown', owner: string, paths: string[], recursive: boolean }
 *   | { type: 'echo', text: string }
 *   | { type: 'apt', command: 'update' | 'install', packages: string[] }
 *   | { type: 'exit', code: number }} RunAction
 * @typedef {CopyAction | RunAction} Action
 * @typedef {{ line: number, instruction: string, actions: Action[] }} Step
 * @typedef {{ index: number, name: string | null, base: { stage: number } | { image: string }, steps: Step[] }} PlannedStage
 * @typedef {{ interval?: string, timeout?: string, 'start-period'?: string, retries?: string, command: string[] }} Healthcheck
 * @typedef {{ base: string, workdir: string, env: Record<string, string>, user: string, exposed: string[], healthcheck: Healthcheck | null, entrypoint: string[], cmd: string[] }} ImageConfig
 * @typedef {{ file: string, args: Record<string, string>, stages: PlannedStage[], image: ImageConfig }} Plan
 */

/**
 * The RUN commands the smoke follows, each with what it does to the stage. `words` are the
 * command's words after expansion; `cwd` the stage's working directory.
 * @type {{ shape: string, match: (w: string[]) => boolean, action: (w: string[], cwd: string, workspace: Workspace) => RunAction }[]}
 */
export const RUN_SHAPES = [
  {
    shape: 'npm install -g npm@<version>',
    match: (w) => w.length === 4 && w[0] === 'npm' && w[1] === 'install' && w[2] === '-g' && /^npm@\d[\w.-]*$/.test(w[3]),
    action: (w) => ({ type: 'npm-self', version: w[3].slice('npm@'.length) }),
  },
  {
    shape: 'npm ci',
    match: (w) => w.length === 2 && w[0] === 'npm' && w[1] === 'ci',
    action: (_w, cwd) => ({ type: 'npm-ci-all', cwd }),
  },
  {
    shape: 'npm ci --omit=dev [--ignore-scripts] [-w <workspace>]...',
    match: (w) =>
      w[0] === 'npm' && w[1] === 'ci' && w.includes('--omit=dev') && w.slice(2).every((word, i, rest) => ['--omit=dev', '--ignore-scripts', '-w'].includes(word) || rest[i - 1] === '-w'),
    action: (w, cwd) => ({ type: 'npm-ci', cwd, args: w.slice(2) }),
  },
  {
    shape: 'npx nx run <project>:<target> [--output-style=<style>]',
    match: (w) => w[0] === 'npx' && w[1] === 'nx' && w[2] === 'run' && /^[^:]+:[^:]+$/.test(w[3] ?? '') && w.slice(4).every((o) => o.startsWith('--output-style=')),
    action: (w, cwd, workspace) => {
      const [project, target] = w[3].split(':');
      const known = workspace.projects.get(project);
      if (!known) throw new Error(`nx has no project ${project}`);
      if (!known.scripts[target]) throw new Error(`${project} has no ${target} target`);
      return { type: 'nx-build', cwd, project, ...nxTarget(workspace, project, target) };
    },
  },
  {
    shape: 'mkdir [-p] <path>...',
    match: (w) => w[0] === 'mkdir' && w.slice(1).filter((a) => a !== '-p').every((a) => !a.startsWith('-')) && w.length > (w.includes('-p') ? 2 : 1),
    action: (w, cwd) => ({ type: 'mkdir', parents: w.includes('-p'), paths: w.slice(1).filter((a) => a !== '-p').map((p) => inImage(cwd, p)) }),
  },
  {
    shape: 'cp -r <source>... <destination>',
    match: (w) => w[0] === 'cp' && ['-r', '-R'].includes(w[1]) && w.length >= 4 && w.slice(2).every((a) => !a.startsWith('-')),
    action: (w, cwd) => ({ type: 'cp', sources: w.slice(2, -1).map((p) => inImage(cwd, p)), destination: inImage(cwd, w.at(-1)) }),
  },
  {
    shape: "find <path>... -name '<pattern>' -delete",
    match: (w) => w[0] === 'find' && w.length >= 5 && w.at(-3) === '-name' && w.at(-1) === '-delete' && w.slice(1, -3).every((a) => !a.startsWith('-')),
    action: (w, cwd) => ({ type: 'delete', paths: w.slice(1, -3).map((p) => inImage(cwd, p)), pattern: w.at(-2) }),
  },
  {
    shape: 'rm -rf <path>...',
    match: (w) => w[0] === 'rm' && ['-rf', '-fr'].includes(w[1]) && w.length >= 3 && w.slice(2).every((a) => !a.startsWith('-')),
    action: (w, cwd) => ({ type: 'rm', paths: w.slice(2).map((p) => inImage(cwd, p)) }),
  },
  {
    shape: 'chown [-R] <uid>:<gid> <path>...',
    match: (w) => w[0] === 'chown' && /^\d+(:\d+)?$/.test(w[w[1] === '-R' ? 2 : 1] ?? '') && w.length >= (w[1] === '-R' ? 4 : 3),
    action: (w, cwd) => {
      const recursive = w[1] === '-R';
      const rest = w.slice(recursive ? 2 : 1);
      return { type: 'chown', recursive, owner: rest[0], paths: rest.slice(1).map((p) => inImage(cwd, p)) };
    },
  },
  {
    // The base image's own system (Debian's packages: the observer's Chromium) is this machine's in the smoke.
    shape: 'apt-get update',
    match: (w) => w.length === 2 && w[0] === 'apt-get' && w[1] === 'update',
    action: () => ({ type: 'apt', command: 'update', packages: [] }),
  },
  {
    shape: 'apt-get install -y [--no-install-recommends] <package>...',
    match: (w) =>
      w[0] === 'apt-get' &&
      w[1] === 'install' &&
      w.includes('-y') &&
      w.slice(2).some((a) => !a.startsWith('-')) &&
      w.slice(2).every((a) => ['-y', '--no-install-recommends'].includes(a) || /^[a-z0-9][a-z0-9+.-]+$/.test(a)),
    action: (w) => ({ type: 'apt', command: 'install', packages: w.slice(2).filter((a) => !a.startsWith('-')) }),
  },
  { shape: 'echo <text>...', match: (w) => w[0] === 'echo', action: (w) => ({ type: 'echo', text: w.slice(1).join(' ') }) },
  { shape: 'exit <code>', match: (w) => w[0] === 'exit' && /^\d+$/.test(w[1] ?? '0') && w.length <= 2, action: (w) => ({ type: 'exit', code: Number(w[1] ?? 0) }) },
];

const COPY_OPTIONS = /^--(from|chown|chmod)=\S+$|^--link$/;
/** Instructions that change nothing the smoke assembles or starts. */
const INERT = new Set(['LABEL', 'STOPSIGNAL', 'VOLUME']);

/**
 * Docker's substitution in instructions other than RUN: $NAME, ${NAME}, ${NAME:-default}.
 * @param {string} text @param {(name: string) => string | undefined} lookup @param {(message: string) => never} fail
 */
function substitute(text, lookup, fail) {
  return text.replace(/\$(?:\{([A-Za-z_]\w*)(?::-([^}]*))?\}|([A-Za-z_]\w*))/g, (_all, braced, fallback, bare) => {
    const name = braced ?? bare;
    const value = lookup(name);
    if (fallback !== undefined) return value || fallback;
    if (value === undefined) fail(`$${name} is not declared in this stage (ARG or ENV): the build would see it empty`);
    return value;
  });
}

/**
 * @param {string} root the repository (the build context)
 * @param {string} file the Dockerfile, relative to root
 * @param {Record<string, string>} args build arguments (--build-arg)
 * @param {Workspace} [workspace]
 * @returns {Plan}
 */
export function planImage(root, file, args, workspace = readWorkspace(root)) {
  const dockerfile = parseDockerfile(path.join(root, file));
  return planDockerfile({ ...dockerfile, file }, args, workspace);
}

/**
 * @param {import('./dockerfile.js').Dockerfile} dockerfile
 * @param {Record<string, string>} args
 * @param {Workspace} workspace
 * @returns {Plan}
 */
export function planDockerfile(dockerfile, args, workspace) {
  const { file } = dockerfile;
  const globals = Object.fromEntries(Object.entries(dockerfile.globalArgs).map(([k, v]) => [k, args[k] ?? v]));
  /** @type {PlannedStage[]} */
  const stages = [];
  /** @type {{ env: Record<string, string>, workdir: string, user: string, exposed: string[], healthcheck: Healthcheck | null, command: string[], entrypoint: string[], base: string }[]} */
  const configs = [];
  const stageIndex = (ref) => {
    const i = /^\d+$/.test(ref) ? Number(ref) : stages.findIndex((s) => s.name === ref);
    return i >= 0 && i < stages.length ? i : -1;
  };

  dockerfile.stages.forEach((stage, index) => {
    const fail = (line, message) => {
      throw new DockerfileError(file, line, message);
    };
    const parent = stageIndex(stage.from);
    const from = parent >= 0 ? null : substitute(stage.from, (n) => globals[n], (m) => fail(stage.line, m));
    const inherited = parent >= 0 ? configs[parent] : null;
    const config = inherited
      ? { ...inherited, env: { ...inherited.env }, exposed: [...inherited.exposed] }
      : { env: {}, workdir: '/', user: 'root', exposed: [], healthcheck: null, command: [], entrypoint: [], base: from };
    /** ARGs are scoped to their stage: a stage built on another redeclares what it uses. */
    const declared = {};
    const lookup = (name) => config.env[name] ?? declared[name];
    /** @type {Step[]} */
    const steps = [];

    for (const { keyword, args: text, line } of stage.instructions) {
      const instruction = `${keyword} ${text}`;
      const sub = (t) => substitute(t, lookup, (m) => fail(line, m));
      /** @type {Action[]} */
      let actions = [];
      switch (keyword) {
        case 'ARG':
          for (const word of text.split(/\s+/)) {
            const at = word.indexOf('=');
            const name = at < 0 ? word : word.slice(0, at);
            declared[name] = args[name] ?? (at < 0 ? (globals[name] ?? '') : sub(word.slice(at + 1)));
          }
          break;
        case 'ENV': {
          const words = wordsOf(text, lookup, (m) => fail(line, m));
          if (words.length >= 2 && !words[0].includes('=')) config.env[words[0]] = words.slice(1).join(' ');
          else
            for (const word of words) {
              const at = word.indexOf('=');
              if (at <= 0) fail(line, `ENV expects NAME=value, found "${word}"`);
              config.env[word.slice(0, at)] = word.slice(at + 1);
            }
          break;
        }
        case 'WORKDIR':
          config.workdir = inImage(config.workdir, sub(text));
          actions = [{ type: 'mkdir', parents: true, paths: [config.workdir] }];
          break;
        case 'COPY': {
          const { from, options, sources, destination } = copyParts(sub(text));
          const unknown = options.find((o) => !COPY_OPTIONS.test(o));
          if (unknown) fail(line, `COPY ${unknown} is not followed by the smoke`);
          if (from !== null && stageIndex(from) < 0) fail(line, `COPY --from=${from}: no earlier stage has that name (an image is not followed)`);
          if (sources.length === 0 || !destination) fail(line, 'COPY needs a source and a destination');
          for (const s of sources) if (from === null && (path.posix.isAbsolute(s) || path.posix.normalize(s).startsWith('..'))) fail(line, `COPY ${s}: a source outside the build context`);
          actions = [
            {
              type: 'copy',
              from: from === null ? null : (stages[stageIndex(from)].name ?? String(stageIndex(from))),
              sources: sources.map((s) => (from === null ? path.posix.normalize(s).replace(/\/$/, '') : path.posix.resolve('/', s))),
              destination: inImage(config.workdir, destination),
              intoDirectory: destination.endsWith('/') || sources.length > 1,
            },
          ];
          break;
        }
        case 'RUN':
          actions = runActions(text, config.workdir, lookup, workspace, (m) => fail(line, m));
          break;
        case 'USER':
          config.user = sub(text);
          break;
        case 'EXPOSE':
          config.exposed.push(...sub(text).split(/\s+/));
          break;
        case 'HEALTHCHECK':
          config.healthcheck = healthcheckOf(text, (m) => fail(line, m));
          break;
        case 'CMD':
        case 'ENTRYPOINT': {
          const form = execForm(text);
          if (!form) fail(line, `${keyword} in shell form is not followed: write it as a JSON array (exec form, which also lets the process receive SIGTERM)`);
          if (keyword === 'CMD') config.command = form;
          else config.entrypoint = form;
          break;
        }
        default:
          if (!INERT.has(keyword)) fail(line, `${keyword} is not followed by the smoke (it follows FROM, ARG, ENV, WORKDIR, COPY, RUN, USER, EXPOSE, HEALTHCHECK, CMD, ENTRYPOINT${[...INERT].map((k) => `, ${k}`).join('')})`);
      }
      steps.push({ line, instruction, actions });
    }
    stages.push({ index, name: stage.name, base: parent >= 0 ? { stage: parent } : { image: from }, steps });
    configs.push(config);
  });

  const final = configs.at(-1);
  return {
    file,
    args,
    stages,
    image: {
      base: final.base,
      workdir: final.workdir,
      env: final.env,
      user: final.user,
      exposed: final.exposed,
      healthcheck: final.healthcheck,
      entrypoint: final.entrypoint,
      cmd: final.command,
    },
  };
}

/** @param {string} text @param {(n: string) => string | undefined} lookup @param {(m: string) => never} fail */
function wordsOf(text, lookup, fail) {
  try {
    return tokenize(text, lookup).map((t) => (t.type === 'word' ? t.value : fail(`ENV: "${t.value}" is not a value`)));
  } catch (err) {
    if (err instanceof ScriptError) fail(err.message);
    throw err;
  }
}

/** @param {string} text @returns {string[] | null} */
function execForm(text) {
  if (!text.trim().startsWith('[')) return null;
  const form = JSON.parse(text);
  return Array.isArray(form) && form.length > 0 && form.every((w) => typeof w === 'string') ? form : null;
}

/** @param {string} text @param {(m: string) => never} fail @returns {Healthcheck | null} */
function healthcheckOf(text, fail) {
  if (/^NONE$/i.test(text.trim())) return null;
  const at = text.search(/\bCMD\b/);
  if (at < 0) fail('HEALTHCHECK without CMD');
  const options = Object.fromEntries([...text.slice(0, at).matchAll(/--([\w-]+)=(\S+)/g)].map((m) => [m[1], m[2]]));
  const command = execForm(text.slice(at + 3).trim());
  if (!command) fail('HEALTHCHECK CMD in shell form is not followed: write it as a JSON array');
  return { ...options, command };
}

/**
 * @param {string} text the RUN's arguments
 * @param {string} workdir
 * @param {(n: string) => string | undefined} lookup
 * @param {Workspace} workspace
 * @param {(m: string) => never} fail
 * @returns {RunAction[]}
 */
function runActions(text, workdir, lookup, workspace, fail) {
  let commands;
  try {
    const form = execForm(text);
    commands = form ? [{ words: form, redirects: [] }] : commandsOf(text, lookup);
  } catch (err) {
    if (err instanceof ScriptError) fail(`RUN: ${err.message}`);
    throw err;
  }
  /** @type {RunAction[]} */
  const actions = [];
  for (const { words, redirects } of commands) {
    const shape = RUN_SHAPES.find((s) => s.match(words));
    if (!shape) {
      fail(`RUN: the smoke does not know how to follow \`${words.join(' ')}\`. It follows: ${RUN_SHAPES.map((s) => s.shape).join('; ')}. Teach it the new command (infra/smoke/plan.js) or change the Dockerfile.`);
    }
    // Only a stream sent to another (echo ... >&2): a redirection into a file would write what the smoke does not.
    if (redirects.some((r) => !/^\d*>&\d$/.test(r))) fail(`RUN: the redirection in \`${words.join(' ')} ${redirects.join(' ')}\` is not followed`);
    let action;
    try {
      action = shape.action(words, workdir, workspace);
    } catch (err) {
      fail(`RUN \`${words.join(' ')}\`: ${err.message}`);
    }
    if (action.type === 'exit') {
      const said = actions.filter((a) => a.type === 'echo').at(-1);
      if (action.code !== 0) fail(`RUN: the build stops here (exit ${action.code})${said ? `: ${said.text}` : ''}`);
      return actions;
    }
    actions.push(action);
  }
  return actions;
}
