/**
 * Every pod is hardened (non-root, read-only root, no privilege escalation, no capabilities,
 * RuntimeDefault seccomp, requests and limits), and the NetworkPolicies deny by default, let only
 * the ingress controller in (and Prometheus, from the monitoring namespace, to the metrics port
 * alone), give PostgreSQL's port to the API's pods and the observer only, and let the observer's
 * browser out to public addresses only.
 */
import { ofKind, renderAll } from './support-k8s/overlays.js';
import { appOf, podsOf, runsToItsEnd, type Pod } from './support-k8s/pods.js';

interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }[];
}
type Peer = { namespaceSelector?: LabelSelector; podSelector?: LabelSelector; ipBlock?: { cidr: string; except?: string[] } };
type Rule = { ports?: { port: number | string; protocol?: string }[] } & { to?: Peer[]; from?: Peer[] };
type NetworkPolicy = { spec: { podSelector: LabelSelector; policyTypes: string[]; ingress?: Rule[]; egress?: Rule[] } };

const POSTGRES_PORT = 5432;
/** Who may connect to the servers and front-ends, and to which of their named ports. */
const ADMITTED: Record<string, string[]> = { 'ingress-nginx': ['http'], monitoring: ['metrics'] };

function selects(selector: LabelSelector, labels: Record<string, string>): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) =>
    operator === 'In' ? values.includes(labels[key] ?? '') : operator === 'NotIn' ? !values.includes(labels[key] ?? '') : (key in labels) === (operator === 'Exists'),
  );
  return byLabels && byExpressions;
}

describe.each(renderAll())('$name', ({ name, objects, environment }) => {
  const pods = podsOf(objects);
  // The migration Job runs under its environment's policies, rendered by the app's overlay.
  const policies = ofKind<NetworkPolicy>(environment, 'NetworkPolicy');
  const isJob = runsToItsEnd;
  const rulesFor = (pod: Pod, direction: 'ingress' | 'egress') =>
    policies.filter((p) => selects(p.spec.podSelector, pod.labels)).flatMap((p) => p.spec[direction] ?? []);

  test('every container runs non-root, read-only, unprivileged, with requests and limits', () => {
    const problems = pods.flatMap((pod) => [
      ...(pod.spec.securityContext?.runAsNonRoot === true ? [] : [`${pod.owner}: runAsNonRoot`]),
      ...(pod.spec.securityContext?.seccompProfile?.type === 'RuntimeDefault' ? [] : [`${pod.owner}: seccomp`]),
      ...pod.spec.containers.flatMap(({ name, securityContext: sc = {}, resources = {} }) =>
        [
          sc.readOnlyRootFilesystem === true || 'readOnlyRootFilesystem',
          sc.allowPrivilegeEscalation === false || 'allowPrivilegeEscalation',
          (sc.capabilities?.drop ?? []).includes('ALL') || 'capabilities drop ALL',
          ['cpu', 'memory'].every((r) => resources.requests?.[r] && resources.limits?.[r]) || 'cpu/memory requests and limits',
        ]
          .filter((p): p is string => p !== true)
          .map((p) => `${pod.owner}/${name}: ${p}`),
      ),
    ]);
    expect(problems).toEqual([]);
  });

  test('every pod is denied ingress and egress by default', () => {
    const denyAll = policies.find((p) => Object.keys(p.spec.podSelector).length === 0 && !p.spec.ingress && !p.spec.egress);
    expect(denyAll?.spec.policyTypes.sort()).toEqual(['Egress', 'Ingress']);
  });

  test('only the API pods (servers and migration) and the observer may open connections to PostgreSQL', () => {
    const reachesPostgres = (pod: Pod) =>
      rulesFor(pod, 'egress').some((rule) => !rule.ports || rule.ports.some((p) => p.port === POSTGRES_PORT));
    expect(pods.length).toBeGreaterThan(0);
    expect(pods.filter(reachesPostgres).map((pod) => pod.owner)).toEqual(pods.filter((pod) => ['api', 'observer'].includes(appOf(pod))).map((pod) => pod.owner));
  });

  test("the observer's browser goes out to public addresses only, on 80 and 443 (besides DNS and PostgreSQL)", () => {
    const observers = pods.filter((pod) => appOf(pod) === 'observer');
    if (name.endsWith('/migrate')) return expect(observers).toEqual([]);
    expect(observers.map((pod) => pod.owner)).toEqual(['CronJob/observer']);
    const inside = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', '100.64.0.0/10', '127.0.0.0/8'];
    for (const pod of observers) {
      const out = rulesFor(pod, 'egress').filter((rule) => (rule.to ?? []).some((peer) => peer.ipBlock));
      expect(out.length).toBeGreaterThan(0);
      for (const rule of out) {
        for (const peer of rule.to ?? []) expect([peer.ipBlock?.cidr, [...(peer.ipBlock?.except ?? [])].sort()]).toEqual(['0.0.0.0/0', [...inside].sort()]);
        expect(rule.ports?.map((p) => `${p.port}/${p.protocol ?? 'TCP'}`).sort()).toEqual(['443/TCP', '80/TCP']);
      }
    }
  });

  test('traffic comes in only from the ingress controller to the public port, and from the monitoring namespace to the metrics port, to the API servers and front-ends', () => {
    const namespaceOf = (peer: Peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] ?? '';
    const admitted = (pod: Pod) =>
      rulesFor(pod, 'ingress').flatMap((rule) => (rule.from ?? [{ podSelector: {} }]).map((peer) => ({ peer, ports: (rule.ports ?? [{ port: 'any' }]).map((p) => String(p.port)) })));
    const problems = pods.flatMap((pod) =>
      admitted(pod)
        .filter(({ peer, ports }) => peer.podSelector !== undefined || peer.ipBlock !== undefined || !ports.every((port) => (ADMITTED[namespaceOf(peer)] ?? []).includes(port)))
        .map(({ peer, ports }) => `${pod.owner} admits ${JSON.stringify(peer)} on ${ports.join(', ')}`),
    );
    expect(problems).toEqual([]);
    // Servers and front-ends are reached by both, each port named in the pod; a Job never is.
    expect(
      pods
        .filter((pod) => !isJob(pod))
        .map((pod) => [pod.owner, [...new Set(admitted(pod).map(({ peer }) => namespaceOf(peer)))].sort()])
        .filter(([, namespaces]) => JSON.stringify(namespaces) !== JSON.stringify(Object.keys(ADMITTED).sort())),
    ).toEqual([]);
    for (const pod of pods.filter((p) => !isJob(p))) {
      const declared = pod.spec.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name));
      expect([pod.owner, admitted(pod).flatMap(({ ports }) => ports).filter((port) => !declared.includes(port))]).toEqual([pod.owner, []]);
    }
    expect(pods.filter((pod) => isJob(pod) && admitted(pod).length > 0).map((pod) => pod.owner)).toEqual([]);
  });
});
