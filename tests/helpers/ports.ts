import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A loopback port nothing listens on: bound to port 0, then released. Free for a server to take
 * (a private Postgres, an API process), and until then a connection to it is refused
 * (ECONNREFUSED), as a down service refuses one.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
