/**
 * The rendered overlays (and their migration kustomizations) are valid Kubernetes objects that
 * point at each other correctly: selectors, ports, probes, backends, autoscaler and budget targets.
 * Each check lists what is wrong, so a failure names the object.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { API_PATHS } from '@pdpl/contracts';
import { appOf, matches, podsOf, type Container } from './support-k8s/pods.js';
import { ofKind, renderAll } from './support-k8s/overlays.js';

type Service = { spec: { selector: Record<string, string>; ports: { name: string; port: number; targetPort: string | number }[] } };
type Backend = { service: { name: string; port: { name?: string; number?: number } } };
type Ingress = { spec: { rules: { host: string; http: { paths: { backend: Backend }[] } }[]; tls: { hosts: string[] }[] } };
type Scaled = { spec: { minReplicas?: number; scaleTargetRef?: { kind: string; name: string }; selector?: { matchLabels: Record<string, string> } } };
type Job = { spec: { backoffLimit?: number; ttlSecondsAfterFinished?: number; activeDeadlineSeconds?: number } };
type CronJob = { spec: { schedule: string; timeZone?: string; concurrencyPolicy?: string; jobTemplate: Job } };

const declares = (container: Container | undefined, port: string | number): boolean =>
  (container?.ports ?? []).some((p) => p.name === port || p.containerPort === Number(port));

describe.each(renderAll())('$name', ({ name, objects, environment }) => {
  const pods = podsOf(objects);
  const deploymentPods = podsOf(ofKind(objects, 'Deployment'));

  test('renders the expected kinds, each valid against the Kubernetes API schemas (kubernetes-models)', () => {
    const expected = name.endsWith('/migrate')
      ? // Nothing cluster-scoped: a deployer allowed only into its namespace can run the migration.
        ['ConfigMap', 'Job']
      : ['ConfigMap', 'CronJob', 'Deployment', 'HorizontalPodAutoscaler', 'Ingress', 'Namespace', 'NetworkPolicy', 'PodDisruptionBudget', 'Service'];
    expect([...new Set(objects.map((o) => o.kind))].sort()).toEqual(expected);
    const invalid = execFileSync('node', [path.join(__dirname, 'support-k8s', 'validate-models.mjs')], { input: JSON.stringify(objects), encoding: 'utf8' });
    expect(JSON.parse(invalid)).toEqual([]);
  });

  test('no host of the base is left (.invalid), and everything lands in the overlay namespace', () => {
    expect(JSON.stringify(objects)).not.toMatch(/\.invalid\b/);
    const namespaces = new Set(objects.filter((o) => o.kind !== 'Namespace').map((o) => o.metadata.namespace));
    // The migration lands in the namespace its environment's overlay creates.
    expect([...namespaces]).toEqual(ofKind(environment, 'Namespace').map((o) => o.metadata.name));
  });

  test('no Secret is rendered: secrets are created by hand, never committed', () => {
    expect(ofKind(objects, 'Secret')).toEqual([]);
  });

  test('every ConfigMap a pod reads is rendered', () => {
    const rendered = new Set(ofKind(objects, 'ConfigMap').map((o) => o.metadata.name));
    const missing = pods.flatMap((pod) =>
      pod.spec.containers.flatMap((c) => [
        ...(c.envFrom ?? []).map((e) => e.configMapRef?.name),
        ...(c.env ?? []).map((e) => e.valueFrom?.configMapKeyRef?.name),
      ]).filter((ref): ref is string => ref !== undefined && !rendered.has(ref)).map((ref) => `${pod.owner} reads ${ref}`),
    );
    expect(missing).toEqual([]);
  });

  test('probes ask the API its health and readiness paths, front-ends /readyz and /healthz, on a declared port equal to PORT', () => {
    const problems = deploymentPods.flatMap((pod) =>
      pod.spec.containers.flatMap((c) => {
        const [ready, live] = appOf(pod) === 'api' ? [API_PATHS.ready, API_PATHS.health] : ['/readyz', '/healthz'];
        const port = c.env?.find((e) => e.name === 'PORT')?.value;
        return [
          c.readinessProbe?.httpGet?.path === ready || `${pod.owner}: readiness path is not ${ready}`,
          c.livenessProbe?.httpGet?.path === live || `${pod.owner}: liveness path is not ${live}`,
          ...[c.readinessProbe, c.livenessProbe].map((p) => declares(c, p?.httpGet?.port ?? -1) || `${pod.owner}: probe port not declared`),
          (port !== undefined && declares(c, port)) || `${pod.owner}: PORT ${port} is not a declared port`,
        ].filter((p): p is string => p !== true);
      }),
    );
    expect(problems).toEqual([]);
  });

  test('Prometheus scrapes every server and front-end at GET /metrics on its declared metrics port, equal to METRICS_PORT, which no Service exposes', () => {
    if (name.endsWith('/migrate')) return expect(deploymentPods).toEqual([]);
    const problems = deploymentPods.flatMap((pod) => {
      const c = pod.spec.containers[0];
      const { 'prometheus.io/scrape': scrape, 'prometheus.io/port': port, 'prometheus.io/path': path } = pod.annotations;
      const metricsPort = c?.ports?.find((p) => p.name === 'metrics')?.containerPort;
      return [
        scrape === 'true' || `${pod.owner}: prometheus.io/scrape is ${scrape}`,
        path === '/metrics' || `${pod.owner}: prometheus.io/path is ${path}`,
        (metricsPort !== undefined && port === String(metricsPort)) || `${pod.owner}: prometheus.io/port ${port} is not its declared metrics port (${metricsPort})`,
        c?.env?.find((e) => e.name === 'METRICS_PORT')?.value === port || `${pod.owner}: METRICS_PORT is not ${port}`,
        c?.env?.find((e) => e.name === 'PORT')?.value !== port || `${pod.owner}: the metrics share PORT`,
      ].filter((p): p is string => p !== true);
    });
    expect(deploymentPods.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    const exposed = ofKind<Service>(objects, 'Service').flatMap((svc) => svc.spec.ports.filter((p) => p.targetPort === 'metrics' || p.port === 9464).map(() => svc.metadata.name));
    expect(exposed).toEqual([]);
  });

  test('every Service selects a Deployment and targets a port its container declares', () => {
    const problems = ofKind<Service>(objects, 'Service').flatMap((svc) => {
      const pod = deploymentPods.find((p) => matches(svc.spec.selector, p.labels));
      if (!pod) return [`Service ${svc.metadata.name} selects no Deployment`];
      return svc.spec.ports.filter((port) => !declares(pod.spec.containers[0], port.targetPort)).map((port) => `Service ${svc.metadata.name}: ${port.targetPort} not declared`);
    });
    expect(problems).toEqual([]);
  });

  test('every Ingress backend names an existing Service port, and every host has TLS', () => {
    const services = ofKind<Service>(objects, 'Service');
    const problems = ofKind<Ingress>(objects, 'Ingress').flatMap((ingress) =>
      ingress.spec.rules.flatMap((rule) => [
        ...(ingress.spec.tls.some((t) => t.hosts.includes(rule.host)) ? [] : [`${rule.host} has no TLS`]),
        ...rule.http.paths
          .filter(({ backend: { service } }) => !services.some((s) => s.metadata.name === service.name && s.spec.ports.some((p) => p.name === service.port.name || p.port === service.port.number)))
          .map(({ backend: { service } }) => `${rule.host} → ${service.name}:${service.port.name ?? service.port.number} does not exist`),
      ]),
    );
    expect(problems).toEqual([]);
  });

  test('one autoscaler and one disruption budget per Deployment, each targeting it', () => {
    const deploymentNames = ofKind(objects, 'Deployment').map((d) => d.metadata.name).sort();
    const hpaTargets = ofKind<Scaled>(objects, 'HorizontalPodAutoscaler').map((h) => (h.spec.scaleTargetRef?.kind === 'Deployment' ? h.spec.scaleTargetRef.name : '?'));
    const pdbTargets = ofKind<Scaled>(objects, 'PodDisruptionBudget').map((p) => deploymentPods.find((pod) => matches(p.spec.selector?.matchLabels ?? { '?': '?' }, pod.labels))?.owner.split('/')[1] ?? '?');
    expect(hpaTargets.sort()).toEqual(deploymentNames);
    expect(pdbTargets.sort()).toEqual(deploymentNames);
  });

  test('the API keeps two replicas at least; the migration Job retries a little and is cleaned up', () => {
    for (const hpa of ofKind<Scaled>(objects, 'HorizontalPodAutoscaler').filter((h) => h.metadata.name === 'api')) expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    for (const job of ofKind<Job>(objects, 'Job')) expect([job.spec.backoffLimit, job.spec.ttlSecondsAfterFinished]).toEqual([expect.any(Number), expect.any(Number)]);
  });

  test('the observer runs monthly, after the collection (day 1, 03:00 UTC by default), one run at a time, bounded and cleaned up', () => {
    const cronJobs = ofKind<CronJob>(objects, 'CronJob');
    if (name.endsWith('/migrate')) return expect(cronJobs).toEqual([]);
    expect(cronJobs.map((c) => c.metadata.name)).toEqual(['observer']);
    for (const { spec } of cronJobs) {
      expect(spec).toMatchObject({ schedule: '0 6 2 * *', timeZone: 'Etc/UTC', concurrencyPolicy: 'Forbid' });
      expect([spec.jobTemplate.spec.backoffLimit, spec.jobTemplate.spec.activeDeadlineSeconds, spec.jobTemplate.spec.ttlSecondsAfterFinished]).toEqual([
        expect.any(Number),
        expect.any(Number),
        expect.any(Number),
      ]);
    }
  });
});
