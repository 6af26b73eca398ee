/**
 * The CI workflows name things that exist: each deployable (a Deployment in the overlays) has a
 * workflow, whose Nx project, Dockerfile, image and overlay are real, and every action is pinned.
 * They ship what they built: an image is rebuilt when any file it copies changes, a deploy applies
 * the commit its image came from without pushing anything, a failed migration fails it at once,
 * npm is 11 wherever it installs, and a new environment gets its first images by a run by hand.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { renderKustomization, K8S_DIR, REPO_ROOT } from './support-k8s/render.js';

const WORKFLOWS = path.join(REPO_ROOT, '.github', 'workflows');

type Step = { uses?: string; run?: string; name?: string; with?: Record<string, string> };
type Job = { uses?: string; with?: Record<string, string | boolean>; steps?: Step[]; permissions?: Record<string, string> };
type Workflow = {
  on: { push?: { paths?: string[] }; pull_request?: { paths?: string[] }; workflow_dispatch?: unknown; workflow_call?: { inputs: Record<string, unknown> } };
  jobs: Record<string, Job>;
  permissions?: Record<string, string>;
};

const workflows = Object.fromEntries(
  readdirSync(WORKFLOWS)
    .filter((f) => f.endsWith('.yml'))
    .map((f) => [f, parse(readFileSync(path.join(WORKFLOWS, f), 'utf8')) as Workflow]),
);

/** Nx names each npm workspace after its package.json: project name → folder. */
const projectDirs = new Map(
  (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.map((dir) => [
    (JSON.parse(readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8')) as { name: string }).name,
    dir,
  ]),
);

const releases = Object.entries(workflows).flatMap(([file, wf]) =>
  Object.values(wf.jobs)
    .filter((job) => job.uses === './.github/workflows/_release.yml')
    .map((job) => ({ file, wf, with: job.with as Record<string, string> })),
);
const environments = Object.values(workflows['_release.yml']?.jobs ?? {}).flatMap((job) => (job.uses === './.github/workflows/_deploy.yml' ? [job.with?.environment as string] : []));
const workloads = renderKustomization(path.join(K8S_DIR, 'overlays', 'staging')).filter((o) => o.kind === 'Deployment' || o.kind === 'CronJob');
const deployments = workloads.map((o) => o.metadata.name);

test('every deployable (a Deployment, or the observer\'s CronJob) has one workflow releasing it, as its kind', () => {
  expect(releases.map((r) => r.with.deployment).sort()).toEqual([...deployments].sort());
  for (const release of releases) {
    const kind = workloads.find((o) => o.metadata.name === release.with.deployment)?.kind.toLowerCase();
    expect([release.file, release.with.kind ?? 'deployment']).toEqual([release.file, kind]);
  }
});

test.each(releases)('$file names a real project, Dockerfile, image and path filter', (release) => {
  const { project, dockerfile, image, deployment, app } = release.with;
  expect([...projectDirs.keys()]).toContain(project);
  expect(existsSync(path.join(REPO_ROOT, dockerfile as string))).toBe(true);
  expect(image).toBe(`mizan/${deployment}`);
  if (dockerfile?.endsWith('static.Dockerfile')) expect(app).toBe(deployment);
  expect(release.wf.on.push?.paths).toContain(`${projectDirs.get(project as string)}/**`);
  expect(release.wf.on.pull_request?.paths).toEqual(release.wf.on.push?.paths);
});

test('each environment deployed to has an overlay, its shared settings and its migration', () => {
  expect(environments.sort()).toEqual(['production', 'staging']);
  for (const env of environments) for (const dir of ['', 'env', 'migrate']) expect(existsSync(path.join(K8S_DIR, 'overlays', env, dir, 'kustomization.yaml'))).toBe(true);
});

test('every third-party action is pinned to an exact version or commit', () => {
  const unpinned = Object.entries(workflows).flatMap(([file, wf]) =>
    Object.values(wf.jobs)
      .flatMap((job) => job.steps ?? [])
      .flatMap((step) => (step.uses && !/@(v\d+\.\d+\.\d+|[0-9a-f]{40})$/.test(step.uses) ? [`${file}: ${step.uses}`] : [])),
  );
  expect(unpinned).toEqual([]);
});

/** The repository paths a Dockerfile copies from the build context (not from another stage). */
function copiedPaths(dockerfile: string): string[] {
  return readFileSync(path.join(REPO_ROOT, dockerfile), 'utf8')
    .split('\n')
    .filter((line) => /^COPY\s/.test(line) && !line.includes('--from='))
    .flatMap((line) => line.trim().split(/\s+/).slice(1, -1));
}

test.each(releases)('$file rebuilds its image when a file the image copies outside its Nx project changes', (release) => {
  const { dockerfile, project } = release.with;
  const imageFiles = (release.with['image-files'] as string).split('\n').filter(Boolean);
  const projectDir = projectDirs.get(project as string) as string;
  // infra/ belongs to no deployable's Nx project: whatever the image copies from it must be listed.
  const fromInfra = copiedPaths(dockerfile as string).filter((p) => p.startsWith('infra/') && !p.endsWith('package.json'));
  const covered = (file: string) => imageFiles.some((prefix) => file.startsWith(prefix.replace(/\/$/, '')));
  expect([dockerfile, ...fromInfra].filter((file) => !covered(file as string))).toEqual([]);
  // Every front-end image runs @pdpl/web's server, which is in no app's Nx graph; none carries the API's code.
  if (dockerfile?.endsWith('static.Dockerfile')) {
    expect(imageFiles).toContain('libs/web/');
    expect(imageFiles.filter((file) => file.startsWith('services/'))).toEqual([]);
  }
  // The workflow's path filter lets each of them through.
  const paths = release.wf.on.push?.paths ?? [];
  for (const prefix of imageFiles) expect(paths.some((p) => p === prefix || p === `${prefix.replace(/\/$/, '')}/**`)).toBe(true);
  expect(projectDir).toBeDefined();
});

test('a deploy applies the commit its image was built from and pushes nothing', () => {
  const deploy = workflows['_deploy.yml']!;
  expect(Object.keys(deploy.on.workflow_call?.inputs ?? {})).toContain('commit');
  const checkout = deploy.jobs.deploy!.steps!.find((step) => step.uses?.startsWith('actions/checkout@'));
  expect(checkout?.with?.ref).toBe('${{ inputs.commit }}');
  for (const job of Object.values(workflows['_release.yml']!.jobs).filter((j) => j.uses === './.github/workflows/_deploy.yml')) {
    expect(job.with?.commit).toBe('${{ github.sha }}');
  }
  const pushes = Object.entries(workflows).flatMap(([file, wf]) =>
    Object.values(wf.jobs).flatMap((job) => (job.steps ?? []).filter((step) => /git\s+(push|commit)/.test(step.run ?? '')).map(() => file)),
  );
  expect(pushes).toEqual([]);
  expect(deploy.jobs.deploy!.permissions).toEqual({ contents: 'read' });
  for (const { wf } of releases) expect(wf.permissions?.contents).toBe('read');
});

test('a deploy waits for a Deployment\'s rollout and annotates the workload of its kind', () => {
  const deploy = workflows['_deploy.yml']!;
  const step = deploy.jobs.deploy!.steps!.find((s) => s.name?.startsWith('Roll out'))!;
  expect(step.run).toMatch(/if \[ "\$KIND" = deployment \]; then kubectl -n "\$NAMESPACE" rollout status/);
  expect(step.run).toMatch(/annotate "\$KIND\//);
  for (const job of Object.values(workflows['_release.yml']!.jobs).filter((j) => j.uses === './.github/workflows/_deploy.yml')) expect(job.with?.kind).toBe('${{ inputs.kind }}');
});

test('npm is 11 in every job that installs with npm ci', () => {
  const problems = Object.entries(workflows).flatMap(([file, wf]) =>
    Object.entries(wf.jobs).flatMap(([name, job]) => {
      const steps = job.steps ?? [];
      const install = steps.findIndex((step) => /npm ci\b/.test(step.run ?? ''));
      const upgrade = steps.findIndex((step) => /npm install -g npm@11\b/.test(step.run ?? ''));
      return install >= 0 && !(upgrade >= 0 && upgrade < install) ? [`${file} ${name}`] : [];
    }),
  );
  expect(problems).toEqual([]);
});

test("a new environment's first images come from running each deployable's workflow by hand", () => {
  for (const { file, wf } of releases) expect([file, 'workflow_dispatch' in wf.on]).toEqual([file, true]);
  const check = workflows['_release.yml']!.jobs.check!.steps!.find((step) => step.name?.startsWith('Is this project'));
  expect(check?.run).toMatch(/workflow_dispatch.*\n?.*affected=true/);
  expect(readFileSync(path.join(REPO_ROOT, 'infra', 'README.md'), 'utf8')).toMatch(/first deploy/i);
});

describe('the migration step of a deploy', () => {
  const step = workflows['_deploy.yml']!.jobs.deploy!.steps!.find((s) => s.name?.startsWith('Migrate'))!;

  /** Runs the step's script with a kubectl that reports the Job's state as `state`. */
  function runWith(state: string) {
    const bin = mkdtempSync(path.join(tmpdir(), 'kubectl-'));
    const log = path.join(bin, 'calls');
    writeFileSync(
      path.join(bin, 'kubectl'),
      `#!/usr/bin/env bash\necho "$*" >> ${log}\ncase "$*" in *"get job"*) printf '%s' "${state}" ;; *logs*) echo "migration error: relation exists" ;; esac\n`,
    );
    chmodSync(path.join(bin, 'kubectl'), 0o755);
    const started = Date.now();
    const result = spawnSync('bash', ['-e', '-o', 'pipefail', '-c', step.run!], {
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, NAMESPACE: 'mizan-staging', OVERLAY: 'infra/k8s/overlays/staging', MIGRATE_TIMEOUT_SECONDS: '60' },
      encoding: 'utf8',
    });
    return { ...result, seconds: (Date.now() - started) / 1000, calls: readFileSync(log, 'utf8') };
  }

  test('a failed migration fails the deploy at once, with the Job\'s logs', () => {
    const run = runWith('Failed');
    expect(run.status).not.toBe(0);
    expect(run.seconds).toBeLessThan(10);
    expect(run.stdout).toContain('migration error: relation exists');
    expect(run.calls).toMatch(/apply -k infra\/k8s\/overlays\/staging\/migrate/);
  });

  test('a completed migration lets the rollout go on', () => {
    const run = runWith('Complete');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Migration complete');
  });
});

test('the migration renders nothing outside its namespace', () => {
  for (const env of environments) {
    const rendered = renderKustomization(path.join(K8S_DIR, 'overlays', env, 'migrate'));
    expect(rendered.filter((o) => o.metadata.namespace !== `mizan-${env}`).map((o) => o.kind)).toEqual([]);
  }
});
