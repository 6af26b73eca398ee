/**
 * Which addresses the observer's browser may connect to: public unicast only. This machine, the
 * private network, the cluster, the cloud's metadata service, multicast, documentation ranges and
 * the rest are refused, including the same addresses wrapped in IPv6 (IPv4-mapped, NAT64, 6to4), so
 * a watched site (or anything its page loads) cannot point the browser at something inside. The
 * CronJob's NetworkPolicy refuses the private ranges too (infra/k8s/base/network-policies.yaml):
 * this check is the first wall, that one the second.
 */
import dns from 'node:dns/promises';
import net from 'node:net';

const IPV4_RANGES: readonly [string, number, string][] = [
  ['0.0.0.0', 8, 'this-network'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay anycast'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const IPV6_RANGES: readonly [string, number, string][] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['64:ff9b:1::', 48, 'local-use NAT64'],
  ['100::', 64, 'discard-only'],
  ['2001::', 23, 'IETF protocol assignments'],
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

/** One BlockList per range name, so a refusal says which range it hit. */
const named = (ranges: readonly [string, number, string][], type: 'ipv4' | 'ipv6') =>
  ranges.map(([prefix, bits, name]) => {
    const list = new net.BlockList();
    list.addSubnet(prefix, bits, type);
    return { name, list };
  });
const V4 = named(IPV4_RANGES, 'ipv4');
const V6 = named(IPV6_RANGES, 'ipv6');

/** An IPv6 range that carries an IPv4 address, and where (its first byte) in the 16. */
const EMBEDDING = [
  { name: 'IPv4-mapped', prefix: '::ffff:0:0', bits: 96, at: 12 },
  { name: 'NAT64', prefix: '64:ff9b::', bits: 96, at: 12 },
  { name: '6to4', prefix: '2002::', bits: 16, at: 2 },
].map((e) => {
  const list = new net.BlockList();
  list.addSubnet(e.prefix, e.bits, 'ipv6');
  return { ...e, list };
});
const GLOBAL_UNICAST = new net.BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

/** The 16 bytes of a valid IPv6 address (a dotted IPv4 tail allowed). */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const tail = text.slice(text.lastIndexOf(':') + 1);
  if (tail.includes('.')) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, text.length - tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups = rest === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/**
 * Why an address may not be connected to ('loopback', 'private', 'NAT64 private'...), or null when
 * it is public unicast. Anything that is not an IP address is refused as 'invalid'.
 */
export function addressRefusal(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  if (net.isIPv4(bare)) return V4.find((r) => r.list.check(bare, 'ipv4'))?.name ?? null;
  if (!net.isIPv6(bare)) return 'invalid';
  for (const e of EMBEDDING) {
    if (!e.list.check(bare, 'ipv6')) continue;
    const inner = ipv6Bytes(bare).slice(e.at, e.at + 4).join('.');
    const range = addressRefusal(inner);
    return range ? `${e.name} ${range}` : null;
  }
  const range = V6.find((r) => r.list.check(bare, 'ipv6'))?.name;
  if (range) return range;
  // Global unicast is 2000::/3; everything else is unassigned or special.
  return GLOBAL_UNICAST.check(bare, 'ipv6') ? null : 'reserved';
}

export type Lookup = (hostname: string) => Promise<string[]>;

/** Every address a name resolves to (dns.lookup: what the system's resolver answers, /etc/hosts included). */
export const systemLookup: Lookup = async (hostname) => (await dns.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** Where a host may be reached: the addresses to connect to, or why it may not be (`unresolved`: its name has no address, no rule was broken). */
export type Verdict = { addresses: string[]; refusal?: undefined; unresolved?: undefined } | { refusal: string; addresses?: undefined; unresolved?: boolean };

export interface HostPolicy {
  /** Why a URL may not be fetched, or null (route interception, before the browser sends anything). */
  refusalOf(target: string): Promise<string | null>;
  /** Where a connection to host:port may go (the guard proxy connects to the first address, the one that was checked). */
  verdictOf(host: string, port: number): Promise<Verdict>;
}

/**
 * The rule for one site's visit. An allowed host:port (INDEX_COLLECT_ALLOW_HOSTS) passes as it is;
 * any other host must resolve to public addresses only (one private answer refuses the name: a mixed
 * answer is how rebinding tricks start). A name is resolved once per visit and its answer kept, so
 * what was checked is what is connected to.
 */
export function createHostPolicy(allowHosts: readonly string[], lookup: Lookup = systemLookup): HostPolicy {
  const allowed = new Set(allowHosts.map((h) => h.trim().toLowerCase()).filter(Boolean));
  const answers = new Map<string, Promise<Verdict>>();

  const resolve = async (host: string, checked: boolean): Promise<Verdict> => {
    if (net.isIP(host)) {
      const range = checked ? addressRefusal(host) : null;
      return range ? { refusal: `${host} is a ${range} address` } : { addresses: [host] };
    }
    let addresses: string[];
    try {
      addresses = await lookup(host);
    } catch (err) {
      return { refusal: `${host} does not resolve (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`, unresolved: true };
    }
    if (addresses.length === 0) return { refusal: `${host} has no address`, unresolved: true };
    for (const address of checked ? addresses : []) {
      const range = addressRefusal(address);
      if (range) return { refusal: `${host} resolves to ${address}, a ${range} address` };
    }
    return { addresses };
  };

  const verdictOf = (rawHost: string, port: number): Promise<Verdict> => {
    const host = rawHost.replace(/^\[|\]$/g, '').toLowerCase();
    const checked = !allowed.has(`${host}:${port}`);
    const key = `${checked ? '' : 'allowed '}${checked ? host : `${host}:${port}`}`;
    let verdict = answers.get(key);
    if (!verdict) {
      verdict = resolve(host, checked);
      answers.set(key, verdict);
    }
    return verdict;
  };

  return {
    verdictOf,
    async refusalOf(target) {
      let url: URL;
      try {
        url = new URL(target);
      } catch {
        return `"${target}" is not a URL`;
      }
      if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return `${url.protocol} URLs are not fetched`;
      if (url.username || url.password) return 'URLs with credentials are not fetched';
      const port = Number(url.port || (url.protocol === 'https:' || url.protocol === 'wss:' ? 443 : 80));
      return (await verdictOf(url.hostname, port)).refusal ?? null;
    },
  };
}
