/**
 * Every pod is hardened (non-root, read-only root, no privilege escalation, no capabilities,
 * RuntimeDefault seccomp, requests and limits), and the NetworkPolicies deny by default, let only
 * the ingress controller in, and give PostgreSQL's port to the API's pods only.
 */
import { ofKind, renderAll } from './support-k8s/overlays.js';
import { appOf, podsOf, type Pod } from './support-k8s/pods.js';

interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }[];
}
type Peer = { namespaceSelector?: LabelSelector; podSelector?: LabelSelector; ipBlock?: { cidr: string } };
type Rule = { ports?: { port: number | string }[] } & { to?: Peer[]; from?: Peer[] };
type NetworkPolicy = { spec: { podSelector: LabelSelector; policyTypes: string[]; ingress?: Rule[]; egress?: Rule[] } };

const POSTGRES_PORT = 5432;

function selects(selector: LabelSelector, labels: Record<string, string>): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) =>
    operator === 'In' ? values.includes(labels[key] ?? '') : operator === 'NotIn' ? !values.includes(labels[key] ?? '') : (key in labels) === (operator === 'Exists'),
  );
  return byLabels && byExpressions;
}

describe.each(renderAll())('$name', ({ objects, environment }) => {
  const pods = podsOf(objects);
  // The migration Job runs under its environment's policies, rendered by the app's overlay.
  const policies = ofKind<NetworkPolicy>(environment, 'NetworkPolicy');
  const isJob = (pod: Pod) => pod.owner.startsWith('Job/');
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

  test('only the API pods (servers and migration) may open connections to PostgreSQL', () => {
    const reachesPostgres = (pod: Pod) =>
      rulesFor(pod, 'egress').some((rule) => !rule.ports || rule.ports.some((p) => p.port === POSTGRES_PORT));
    expect(pods.length).toBeGreaterThan(0);
    expect(pods.filter(reachesPostgres).map((pod) => pod.owner)).toEqual(pods.filter((pod) => appOf(pod) === 'api').map((pod) => pod.owner));
  });

  test('traffic comes in only from the ingress controller, to the API servers and front-ends', () => {
    const ingressPeers = (pod: Pod) => rulesFor(pod, 'ingress').flatMap((rule) => rule.from ?? [{ podSelector: {} }]);
    const problems = pods.flatMap((pod) =>
      ingressPeers(pod)
        .filter((peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] !== 'ingress-nginx')
        .map((peer) => `${pod.owner} admits ${JSON.stringify(peer)}`),
    );
    expect(problems).toEqual([]);
    // Servers and front-ends are reached; a Job never is.
    expect(pods.filter((pod) => !isJob(pod) && ingressPeers(pod).length === 0).map((pod) => pod.owner)).toEqual([]);
    expect(pods.filter((pod) => isJob(pod) && ingressPeers(pod).length > 0).map((pod) => pod.owner)).toEqual([]);
  });
});
