/** The pods a rendering runs (Deployments, Jobs and CronJobs), with the fields the checks read. */
import type { K8sObject } from './render.js';

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string }; configMapKeyRef?: { name: string; key: string } };
}

export interface Probe {
  httpGet?: { path: string; port: string | number };
}

export interface Container {
  name: string;
  image: string;
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
}

export interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean; seccompProfile?: { type: string } };
}

export interface Pod {
  /** Kind/name of the workload, for messages. */
  owner: string;
  labels: Record<string, string>;
  /** The pod template's annotations (Prometheus's scrape settings). */
  annotations: Record<string, string>;
  spec: PodSpec;
}

type Template = { metadata?: { labels?: Record<string, string>; annotations?: Record<string, string> }; spec: PodSpec };
type Workload = K8sObject & { spec: { template?: Template; jobTemplate?: { spec: { template: Template } } } };

/** The pod template of a Deployment or Job, or of the Jobs a CronJob starts. */
const templateOf = (o: Workload): Template => (o.kind === 'CronJob' ? o.spec.jobTemplate!.spec.template : o.spec.template!);

export function podsOf(objects: K8sObject[]): Pod[] {
  return objects
    .filter((o): o is Workload => o.kind === 'Deployment' || o.kind === 'Job' || o.kind === 'CronJob')
    .map((o) => ({ owner: `${o.kind}/${o.metadata.name}`, labels: templateOf(o).metadata?.labels ?? {}, annotations: templateOf(o).metadata?.annotations ?? {}, spec: templateOf(o).spec }));
}

/** A pod that runs to its end (a Job's, or a CronJob's Jobs'): nothing connects to it. */
export const runsToItsEnd = (pod: Pod): boolean => pod.owner.startsWith('Job/') || pod.owner.startsWith('CronJob/');

/** The label every workload carries: api, observer, shell or mfe-<remote>. */
export const appOf = (pod: Pod): string => pod.labels['app.kubernetes.io/name'] ?? '';

export const matches = (selector: Record<string, string>, labels: Record<string, string>): boolean =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/** The value of every env var a container sets literally. */
export const literalEnv = (container: Container): Record<string, string> =>
  Object.fromEntries((container.env ?? []).filter((e) => e.value !== undefined).map((e) => [e.name, e.value as string]));

/** A container's environment as it starts: literal values, ConfigMap values, `secret:<name>/<key>` for secrets. */
export function envOf(container: Container, objects: K8sObject[]): Record<string, string> {
  const configMap = (name: string) => (objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === name)?.data ?? {}) as Record<string, string>;
  const env: Record<string, string> = {};
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef) Object.assign(env, configMap(from.configMapRef.name));
    if (from.secretRef) env[`*secret:${from.secretRef.name}`] = 'keys unknown';
  }
  for (const { name, value, valueFrom } of container.env ?? []) {
    const { secretKeyRef: secret, configMapKeyRef: config } = valueFrom ?? {};
    env[name] = value ?? (secret ? `secret:${secret.name}/${secret.key}` : config ? (configMap(config.name)[config.key] ?? '') : '');
  }
  return env;
}
