/**
 * The CI workflows name things that exist: each deployable (a Deployment in the overlays) has a
 * workflow, whose Nx project, Dockerfile, image and overlay are real, and every action is pinned.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { renderKustomization, K8S_DIR, REPO_ROOT } from './support-k8s/render.js';

const WORKFLOWS = path.join(REPO_ROOT, '.github', 'workflows');

type Step = { uses?: string };
type Job = { uses?: string; with?: Record<string, string | boolean>; steps?: Step[] };
type Workflow = { on: { push?: { paths?: string[] }; pull_request?: { paths?: string[] } }; jobs: Record<string, Job> };

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
const deployments = renderKustomization(path.join(K8S_DIR, 'overlays', 'staging')).filter((o) => o.kind === 'Deployment').map((o) => o.metadata.name);

test('every deployable has one workflow releasing it', () => {
  expect(releases.map((r) => r.with.deployment).sort()).toEqual([...deployments].sort());
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
