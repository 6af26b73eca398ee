/**
 * Which IP addresses the collector may connect to: public unicast only. Every other range (this
 * machine, the private network, the cloud's metadata service, multicast, documentation...) is
 * refused, including the same addresses wrapped in IPv6 (IPv4-mapped, NAT64, 6to4), so a site's
 * DNS cannot point the collector at something inside.
 */
import net from 'node:net';

type Range = readonly [prefix: string, bits: number, name: string];

const IPV4_RANGES: readonly Range[] = [
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
  ['255.255.255.255', 32, 'broadcast'],
  ['240.0.0.0', 4, 'reserved'],
];

const IPV6_RANGES: readonly Range[] = [
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

function ipv4Bytes(text: string): number[] {
  return text.split('.').map(Number);
}

/** The 16 bytes of a valid IPv6 address (zone index dropped, dotted IPv4 tail allowed). */
function ipv6Bytes(text: string): number[] {
  let address = text.split('%')[0]!;
  const tail = address.slice(address.lastIndexOf(':') + 1);
  if (tail.includes('.')) {
    const [a, b, c, d] = ipv4Bytes(tail) as [number, number, number, number];
    address = `${address.slice(0, address.length - tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups = rest === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

function inRange(bytes: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < bits; i += 8) {
    const mask = bits - i >= 8 ? 0xff : (0xff << (8 - (bits - i))) & 0xff;
    if ((bytes[i / 8]! & mask) !== (prefix[i / 8]! & mask)) return false;
  }
  return true;
}

const rangeOf = (bytes: number[], ranges: readonly Range[], toBytes: (text: string) => number[]) =>
  ranges.find(([prefix, bits]) => inRange(bytes, toBytes(prefix), bits))?.[2] ?? null;

/**
 * Why an address may not be connected to ('loopback', 'private', 'IPv4-mapped link-local'...), or
 * null when it is public unicast. Anything that is not an IP address is refused as 'invalid'.
 */
export function addressRefusal(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (net.isIPv4(bare)) return rangeOf(ipv4Bytes(bare), IPV4_RANGES, ipv4Bytes);
  if (!net.isIPv6(bare.split('%')[0]!)) return 'invalid';
  const bytes = ipv6Bytes(bare);
  const embedded = (from: number, label: string) => {
    const inner = rangeOf(bytes.slice(from, from + 4), IPV4_RANGES, ipv4Bytes);
    return inner ? `${label} ${inner}` : null;
  };
  // Ranges that carry an IPv4 address: judged by that address.
  if (inRange(bytes, ipv6Bytes('::ffff:0:0'), 96)) return embedded(12, 'IPv4-mapped');
  if (inRange(bytes, ipv6Bytes('64:ff9b::'), 96)) return embedded(12, 'NAT64');
  if (inRange(bytes, ipv6Bytes('2002::'), 16)) return embedded(2, '6to4');
  const named = rangeOf(bytes, IPV6_RANGES, ipv6Bytes);
  if (named) return named;
  if (inRange(bytes, ipv6Bytes('::'), 96)) return 'IPv4-compatible';
  // Global unicast is 2000::/3; everything else is unassigned or special.
  return (bytes[0]! & 0xe0) === 0x20 ? null : 'reserved';
}
