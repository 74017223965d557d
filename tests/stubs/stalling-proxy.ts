import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy on loopback in front of a real server (here Redis) that can stall: while stalled
 * it keeps the connections open and forwards requests, but holds every reply back, as a Redis
 * busy with a long script or a network that drops packets would. release() delivers what it held.
 */
export class StallingProxy {
  stalled = false;
  private server: Server | null = null;
  private readonly held: Array<{ socket: Socket; chunk: Buffer }> = [];
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      this.sockets.add(client).add(upstream);
      client.pipe(upstream);
      upstream.on('data', (chunk: Buffer) => {
        if (this.stalled) this.held.push({ socket: client, chunk });
        else client.write(chunk);
      });
      const end = () => { client.destroy(); upstream.destroy(); this.sockets.delete(client); this.sockets.delete(upstream); };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
    return this;
  }

  /** Stop holding replies back, and deliver the held ones in order. */
  release(): void {
    this.stalled = false;
    for (const { socket, chunk } of this.held.splice(0)) if (!socket.destroyed) socket.write(chunk);
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
