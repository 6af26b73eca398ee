/** A stand-in HTTP server (the API, as the shell's image asks it): answers with `handle`, records what was asked. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandIn {
  url: string;
  asked: string[];
  close(): Promise<void>;
}

export async function startStandIn(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<StandIn> {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url!);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
