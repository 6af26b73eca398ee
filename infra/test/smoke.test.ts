/**
 * The smoke (npm run infra:smoke) and the Dockerfiles stay in step: every instruction of every image
 * is one the smoke carries out, the plans copy what the images need, the images run as the staging
 * overlay runs them, and an instruction the smoke cannot follow stops it at its line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assemble } from '../smoke/assemble.js';
import { imagesByHost, workloadsOf } from '../smoke/deploy.js';
import { parseDockerfile, parseDockerfileText } from '../smoke/dockerfile.js';
import { IMAGES } from '../smoke/images.js';
import { planDockerfile, planImage, readWorkspace } from '../smoke/plan.js';
import { ROOT } from './support-docker/repository.js';
import { renderKustomization } from './support-k8s/render.js';

const workspace = readWorkspace(ROOT);
type Plan = ReturnType<typeof planImage>;
const planOf = (name: string) => {
  const image = IMAGES.find((i) => i.name === name)!;
  return planImage(ROOT, image.dockerfile, image.args, workspace);
};
const sample = (lines: string[], args: Record<string, string> = {}) => planDockerfile(parseDockerfileText(lines.join('\n'), 'sample.Dockerfile'), args, workspace);
const actionsOf = (plan: Plan, stage: string | null) => plan.stages.filter((s) => s.name === stage).flatMap((s) => s.steps.flatMap((step) => step.actions));
const finalCopies = (plan: Plan) => plan.stages.at(-1)!.steps.flatMap((s) => s.actions).filter((a) => a.type === 'copy');

describe.each(IMAGES)('the $name image', (image) => {
  it('is planned from every instruction of its Dockerfile, each at its line', () => {
    const dockerfile = parseDockerfile(path.join(ROOT, image.dockerfile));
    const plan = planOf(image.name);
    expect(plan.stages.map((s) => s.steps.map((step) => step.line))).toEqual(dockerfile.stages.map((s) => s.instructions.map((i) => i.line)));
  });

  it('starts a script that a COPY into the final stage brings', () => {
    const plan = planOf(image.name);
    expect(plan.image.cmd[0]).toBe('node');
    const script = path.posix.join(plan.image.workdir, plan.image.cmd[1]!);
    expect(finalCopies(plan).filter((c) => script.startsWith(`${c.destination}/`)).length).toBeGreaterThan(0);
  });
});

describe('the API image plan', () => {
  const plan = planOf('api');

  it('builds the API and the libraries it imports in the work tree, then drops their source maps', () => {
    expect(actionsOf(plan, 'build')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'nx-build', cwd: '/app', project: '@pdpl/api', outputs: expect.arrayContaining(['services/api/dist', 'libs/contracts/dist', 'libs/web/dist']) }),
        { type: 'delete', paths: ['/app/services/api/dist', '/app/libs/contracts/dist', '/app/libs/web/dist'], pattern: '*.map' },
      ]),
    );
  });

  it('installs the production dependencies of the API and its libraries for real, as the deps stage does', () => {
    expect(actionsOf(plan, 'deps')).toEqual([
      { type: 'npm-ci', cwd: '/app', args: ['--omit=dev', '-w', 'services/api', '-w', 'libs/contracts', '-w', 'libs/web'] },
      // The workspaces' own node_modules (what the root's cannot hold) exist for the final stage to copy, empty or not.
      { type: 'mkdir', parents: true, paths: ['/app/libs/web/node_modules', '/app/services/api/node_modules'] },
    ]);
  });

  it('copies those dependencies, the built API and contracts and the sample data into /app', () => {
    expect(finalCopies(plan)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'deps', sources: ['/app/node_modules'], destination: '/app/node_modules' }),
        expect.objectContaining({ from: 'build', sources: ['/app/libs/contracts/dist'], destination: '/app/libs/contracts/dist' }),
        expect.objectContaining({ from: 'build', sources: ['/app/services/api/dist'], destination: '/app/services/api/dist' }),
        expect.objectContaining({ from: null, sources: ['services/api/data'], destination: '/app/services/api/data' }),
      ]),
    );
    expect(plan.image).toMatchObject({ workdir: '/app', user: '1000:1000', cmd: ['node', 'services/api/dist/server.js'] });
  });
});

describe('the shell image plan', () => {
  const plan = planOf('shell');

  it('builds the shell and puts its dist in /out, which the final stage copies into /app', () => {
    const build = actionsOf(plan, 'build');
    expect(build).toContainEqual(expect.objectContaining({ type: 'nx-build', project: 'shell', outputs: expect.arrayContaining(['shell/dist']) }));
    expect(build).toContainEqual({ type: 'cp', sources: ['/app/shell/dist'], destination: '/out/shell' });
    expect(finalCopies(plan)).toContainEqual(expect.objectContaining({ from: 'build', sources: ['/out'], destination: '/app' }));
    expect(plan.image.env.STATIC_ROOT).toBe('/app/shell/dist');
  });

  it('installs the production dependencies of its server (the web library), as every front-end image does', () => {
    for (const image of ['shell', 'mfe-ksa']) {
      expect(actionsOf(planOf(image), 'deps')).toEqual([
        { type: 'npm-ci', cwd: '/app', args: ['--omit=dev', '-w', 'libs/web', '-w', 'libs/contracts'] },
        { type: 'mkdir', parents: true, paths: ['/app/libs/web/node_modules'] },
      ]);
    }
  });

  it('gets its server built with it, not from the build context, and no API code', () => {
    expect(actionsOf(plan, 'build')).toContainEqual({ type: 'cp', sources: ['/app/libs/web/package.json', '/app/libs/web/dist'], destination: '/out/libs/web' });
    expect(finalCopies(plan).filter((c) => c.from === null)).toEqual([]);
    expect(plan.image.cmd).toEqual(['node', 'libs/web/dist/bin/static-server.js']);
    const build = actionsOf(plan, 'build');
    expect(build.filter((a) => a.type === 'nx-build').map((a) => a.project)).not.toContain('@pdpl/api');
    expect(build.filter((a) => a.type === 'cp').flatMap((a) => a.sources).filter((source: string) => source.includes('services/api'))).toEqual([]);
  });
});

describe('the observer image plan', () => {
  const plan = planOf('observer');

  it("takes Debian's Chromium as the base system's (this machine's), not assembled, and needs no browser download", () => {
    const final = plan.stages.at(-1)!.steps.flatMap((step) => step.actions);
    expect(final).toContainEqual({ type: 'apt', command: 'install', packages: ['chromium', 'fonts-liberation', 'fonts-dejavu-core'] });
    expect(plan.image).toMatchObject({ workdir: '/app', user: '1000:1000', healthcheck: null, cmd: ['node', 'services/observer/dist/cli/observe.js'] });
  });

  it('builds the observer and the contracts, and installs their production dependencies for real', () => {
    expect(actionsOf(plan, 'build')).toContainEqual(expect.objectContaining({ type: 'nx-build', project: '@pdpl/observer', outputs: expect.arrayContaining(['services/observer/dist', 'libs/contracts/dist']) }));
    expect(actionsOf(plan, 'deps')).toEqual([{ type: 'npm-ci', cwd: '/app', args: ['--omit=dev', '-w', 'services/observer', '-w', 'libs/contracts'] }]);
  });
});

describe('a Dockerfile the smoke cannot follow', () => {
  const head = ['# syntax=docker/dockerfile:1.7', 'FROM node:20 AS build', 'WORKDIR /app'];

  it('is rejected at the line of a RUN command it does not know, continued lines and all', () => {
    expect(() => sample([...head, 'RUN mkdir -p /out \\', '  && wget -q https://example.invalid/chromium.deb'])).toThrow(
      /^sample\.Dockerfile:4: RUN: the smoke does not know how to follow `wget -q https:\/\/example\.invalid\/chromium\.deb`/,
    );
    // Debian's packages are known (the observer's Chromium), but only as apt-get installs them.
    expect(() => sample([...head, 'RUN apt-get install chromium'])).toThrow(/does not know how to follow `apt-get install chromium`/);
  });

  it('is rejected at a pipe, an unknown instruction and a variable no ARG declares', () => {
    expect(() => sample([...head, 'RUN curl -fsSL https://example.invalid/install.sh | sh'])).toThrow(/^sample\.Dockerfile:4: RUN: "\|" is not followed/);
    expect(() => sample([...head, 'ADD https://example.invalid/x.tgz /app/'])).toThrow(/^sample\.Dockerfile:4: ADD is not followed/);
    expect(() => sample([...head, 'COPY ${APP} ${APP}'])).toThrow(/^sample\.Dockerfile:4: \$APP is not declared/);
  });

  it('stops where the build would stop, with the Dockerfile’s own message', () => {
    const image = IMAGES.find((i) => i.name === 'shell')!;
    expect(() => planImage(ROOT, image.dockerfile, { APP: 'mfe-unknown' }, workspace)).toThrow(/static\.Dockerfile:16: RUN: the build stops here \(exit 1\): APP must be one of: .* \(got 'mfe-unknown'\)/);
  });

  it('is rejected when the image would copy the build stage’s full install instead of installing production dependencies', async () => {
    const into = mkdtempSync(path.join(os.tmpdir(), 'pdpl-smoke-test-'));
    const plan = sample([...head, 'COPY package.json package-lock.json ./', 'RUN npm ci', 'FROM node:20', 'WORKDIR /app', 'COPY --from=build /app/node_modules node_modules']);
    try {
      await expect(assemble(plan, { root: ROOT, into, ignored: () => false })).rejects.toThrow(/^sample\.Dockerfile:8: COPY --from=build \/app\/node_modules: \/app\/node_modules is the build's full `npm ci`/);
    } finally {
      rmSync(into, { recursive: true, force: true });
    }
  });
});

describe('the staging overlay the smoke runs the images as', () => {
  const objects = ['infra/k8s/overlays/staging', 'infra/k8s/overlays/staging/migrate'].flatMap((dir) => renderKustomization(path.join(ROOT, dir)));
  const workloads = workloadsOf(objects);

  it('runs each server image in a Deployment and each job image in a CronJob, and migrates with the API image first', () => {
    for (const image of IMAGES) {
      const kind = image.role === 'job' ? 'CronJob' : 'Deployment';
      expect({ image: image.name, kind, deployed: workloads.some((w) => w.kind === kind && w.image === image.name) }).toEqual({ image: image.name, kind, deployed: true });
    }
    expect(workloads.filter((w) => w.kind === 'Job').map((w) => w.image)).toEqual(['api']);
    expect(workloads.filter((w) => w.kind === 'CronJob').map((w) => w.image)).toEqual(['observer']);
    // The observer runs against the database the API's migration made: after the API's image.
    expect(IMAGES.findIndex((i) => i.name === 'observer')).toBeGreaterThan(IMAGES.findIndex((i) => i.name === 'api'));
  });

  it('names the image behind each public host, so the smoke can point URLs at the local ones', () => {
    expect(new Set(imagesByHost(objects, workloads).values())).toEqual(new Set(IMAGES.filter((i) => i.role !== 'job').map((i) => i.name)));
  });
});
