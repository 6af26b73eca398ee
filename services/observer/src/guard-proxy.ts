/**
 * The browser's only way out: a SOCKS5 proxy on 127.0.0.1 that each visit's browser context is
 * given, so every TCP connection Chromium opens (pages, redirects, subresources, WebSockets, a
 * page's fetches) asks it first. It resolves the name itself (SOCKS5 sends names, not addresses),
 * refuses what the host policy refuses, and connects to the address it checked: a redirect to an
 * internal host or a name that changes its answer between the check and the connection gets
 * nowhere. Route interception (observe-site.ts) refuses the same requests earlier, with the reason
 * recorded; this is what holds when the route handler is not asked (Playwright does not ask it for
 * a redirect's next hop).
 */
import net from 'node:net';
import type { HostPolicy } from './addresses.js';

export interface Refusal {
  target: string;
  reason: string;
}

export interface GuardProxy {
  /** socks5://127.0.0.1:<port>, for Playwright's `proxy.server`. */
  server: string;
  /** The connections refused, in order (the first 50). */
  refused: Refusal[];
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 15_000;
const REPLY = { ok: 0x00, failure: 0x01, notAllowed: 0x02, hostUnreachable: 0x04, refused: 0x05, commandNotSupported: 0x07, addressNotSupported: 0x08 } as const;

/** A SOCKS5 reply (bound address 0.0.0.0:0: Chromium does not read it). */
const reply = (code: number) => Buffer.from([0x05, code, 0x00, 0x01, 0, 0, 0, 0, 0, 0]);

function ipv6Text(bytes: Buffer): string {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(bytes.readUInt16BE(i).toString(16));
  return groups.join(':');
}

export async function startGuardProxy(policy: HostPolicy): Promise<GuardProxy> {
  const refused: Refusal[] = [];
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const server = net.createServer((client) => {
    track(client);
    let buffer = Buffer.alloc(0);
    let stage: 'greeting' | 'request' | 'connecting' = 'greeting';

    const onData = (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (stage === 'greeting') {
        if (buffer.length < 2) return;
        const methods = buffer[1]!;
        if (buffer.length < 2 + methods) return;
        const offered = buffer.subarray(2, 2 + methods);
        buffer = buffer.subarray(2 + methods);
        if (!offered.includes(0x00)) {
          client.end(Buffer.from([0x05, 0xff]));
          return;
        }
        client.write(Buffer.from([0x05, 0x00]));
        stage = 'request';
      }
      if (stage === 'request') {
        if (buffer.length < 5) return;
        const [version, command, , type] = buffer;
        let host: string;
        let end: number;
        if (type === 0x01) {
          end = 4 + 4;
          if (buffer.length < end + 2) return;
          host = [...buffer.subarray(4, end)].join('.');
        } else if (type === 0x03) {
          end = 5 + buffer[4]!;
          if (buffer.length < end + 2) return;
          host = buffer.subarray(5, end).toString('latin1');
        } else if (type === 0x04) {
          end = 4 + 16;
          if (buffer.length < end + 2) return;
          host = ipv6Text(buffer.subarray(4, end));
        } else {
          client.end(reply(REPLY.addressNotSupported));
          return;
        }
        const port = buffer.readUInt16BE(end);
        const early = buffer.subarray(end + 2);
        stage = 'connecting';
        client.off('data', onData);
        client.pause();
        if (version !== 0x05 || command !== 0x01) {
          client.end(reply(REPLY.commandNotSupported));
          return;
        }
        void connect(client, host, port, early);
      }
    };
    client.on('data', onData);
  });

  async function connect(client: net.Socket, host: string, port: number, early: Buffer) {
    const target = `${host.includes(':') ? `[${host}]` : host}:${port}`;
    const verdict = await policy.verdictOf(host, port).catch((err: Error) => ({ refusal: err.message, addresses: undefined }));
    if (verdict.refusal !== undefined) {
      if (refused.length < 50) refused.push({ target, reason: verdict.refusal });
      client.end(reply(REPLY.notAllowed));
      return;
    }
    if (client.destroyed) return;
    // The checked addresses in turn (a name may answer IPv6 first where only IPv4 listens).
    const upstream = await firstConnection(verdict.addresses, port).catch((err: NodeJS.ErrnoException) => {
      if (!client.destroyed) client.end(reply(err.code === 'ECONNREFUSED' ? REPLY.refused : REPLY.hostUnreachable));
      return null;
    });
    if (!upstream) return;
    if (client.destroyed) {
      upstream.destroy();
      return;
    }
    track(upstream);
    client.write(reply(REPLY.ok));
    if (early.length > 0) upstream.write(early);
    client.pipe(upstream).pipe(client);
    client.resume();
    upstream.once('close', () => client.destroy());
    client.once('close', () => upstream.destroy());
  }

  async function firstConnection(addresses: string[], port: number): Promise<net.Socket> {
    let last: Error = new Error('no address');
    for (const address of addresses.slice(0, 4)) {
      try {
        return await new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect({ host: address, port });
          const fail = (err: Error) => {
            socket.destroy();
            reject(err);
          };
          socket.setTimeout(CONNECT_TIMEOUT_MS, () => fail(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' })));
          socket.once('error', fail);
          socket.once('connect', () => {
            socket.setTimeout(0);
            socket.off('error', fail);
            resolve(socket);
          });
        });
      } catch (err) {
        last = err as Error;
      }
    }
    throw last;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    server: `socks5://127.0.0.1:${port}`,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
