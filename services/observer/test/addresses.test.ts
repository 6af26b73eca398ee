/** The address rule: public unicast only, whatever form the address takes; an allowed host:port passes. */
import { addressRefusal, createHostPolicy } from '../src/addresses.js';

test.each([
  ['127.0.0.1', 'loopback'],
  ['127.255.0.9', 'loopback'],
  ['10.0.0.1', 'private'],
  ['172.16.5.4', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.0.10', 'private'],
  ['169.254.169.254', 'link-local'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['0.0.0.0', 'this-network'],
  ['224.0.0.251', 'multicast'],
  ['255.255.255.255', 'reserved'],
  ['::1', 'loopback'],
  ['::', 'unspecified'],
  ['fe80::1', 'link-local'],
  ['fd00::1', 'unique-local'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:a9fe:a9fe', 'IPv4-mapped link-local'],
  ['64:ff9b::10.0.0.1', 'NAT64 private'],
  ['2002:c0a8:0101::1', '6to4 private'],
  ['[::1]', 'loopback'],
  ['not-an-address', 'invalid'],
])('%s is refused (%s)', (address, range) => {
  expect(addressRefusal(address)).toBe(range);
});

test.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::6810:84e5', '::ffff:93.184.215.14', '64:ff9b::8.8.8.8'])('%s is public', (address) => {
  expect(addressRefusal(address)).toBeNull();
});

describe('the host policy', () => {
  const lookup = jest.fn(async (host: string) => ({ 'public.example': ['93.184.215.14'], 'inside.example': ['10.9.8.7'], 'localhost': ['127.0.0.1'] })[host] ?? []);
  beforeEach(() => lookup.mockClear());

  test('refuses what resolves inside, and answers the checked addresses for the rest', async () => {
    const policy = createHostPolicy([], lookup);
    expect(await policy.refusalOf('https://public.example/')).toBeNull();
    expect(await policy.refusalOf('https://inside.example/x')).toBe('inside.example resolves to 10.9.8.7, a private address');
    expect(await policy.refusalOf('https://nowhere.example/')).toBe('nowhere.example has no address');
    expect(await policy.refusalOf('file:///etc/passwd')).toBe('file: URLs are not fetched');
    expect(await policy.verdictOf('public.example', 443)).toEqual({ addresses: ['93.184.215.14'] });
  });

  test('resolves a name once per visit: what was checked is what is connected to', async () => {
    const policy = createHostPolicy([], lookup);
    await policy.refusalOf('https://public.example/a');
    await policy.refusalOf('http://public.example/b');
    await policy.verdictOf('PUBLIC.example', 443);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  test('lets an allowed host:port through, and that port only', async () => {
    const policy = createHostPolicy(['127.0.0.1:8080', 'localhost:8080'], lookup);
    expect(await policy.refusalOf('http://127.0.0.1:8080/')).toBeNull();
    expect(await policy.verdictOf('localhost', 8080)).toEqual({ addresses: ['127.0.0.1'] });
    expect(await policy.refusalOf('http://127.0.0.1:8081/')).toBe('127.0.0.1 is a loopback address');
    expect(await policy.refusalOf('http://localhost:9000/')).toBe('localhost resolves to 127.0.0.1, a loopback address');
  });
});
