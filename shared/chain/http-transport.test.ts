import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postText } from './http-transport.js';

/**
 * A server that answers the first request on each connection and drops the connection on the
 * second one without answering, as a server does that closed an idle kept-alive socket just as
 * the client reused it. `dropFirst`: drop even the first request of a connection.
 */
async function flakyServer(dropFirst = false): Promise<{ url: string; requests: () => number; connections: () => number; close: () => Promise<void> }> {
  const served = new WeakMap<Socket, number>();
  let requests = 0;
  let connections = 0;
  const server = http.createServer((req, res) => {
    requests++;
    const n = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, n);
    req.resume();
    req.on('end', () => {
      if (dropFirst || n > 1) return void req.socket.destroy();
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ n: requests }));
    });
  });
  server.on('connection', () => { connections++; });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    requests: () => requests,
    connections: () => connections,
    close: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

describe('postText on kept-alive sockets', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => { await close?.(); close = undefined; });

  it('sends a request again, once, on a new socket when the reused one was closed by the server', async () => {
    const server = await flakyServer();
    close = server.close;
    const first = await postText(server.url, '{}', { 'Content-Type': 'application/json' }, 2000);
    expect(first.status).toBe(200);
    // The second request goes out on the kept-alive socket, which the server drops: sent again on a new one.
    const second = await postText(server.url, '{}', { 'Content-Type': 'application/json' }, 2000);
    expect(second.status).toBe(200);
    expect(JSON.parse(second.text)).toEqual({ n: 3 });
    expect(server.requests()).toBe(3);
    expect(server.connections()).toBe(2);
  });

  it('does not send again what failed on a fresh socket: the error is the caller\'s', async () => {
    const server = await flakyServer(true);
    close = server.close;
    await expect(postText(server.url, '{}', { 'Content-Type': 'application/json' }, 2000)).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(server.requests()).toBe(1);
  });
});
