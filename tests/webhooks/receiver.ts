import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One webhook request as the receiver saw it. */
export interface Received {
  /** The request's path and query, e.g. /hooks?ep=a. */
  path: string;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  payload: { type: string; timestamp: string; data: any };
  /** Which of the receiver's secrets verified it (index into `secrets`), -1 for none. */
  verifiedBy: number[];
  /** When it arrived (Date.now()). */
  receivedAt: number;
}

/**
 * A real webhook receiver on loopback, as a customer would run one: it verifies every request
 * with the Standard Webhooks library against the secrets it holds and answers what `respond`
 * says (default 204). It can go down and come back on the same port.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  secrets: string[] = [];
  /** The answer to a request; `hang` never answers (until stop()). */
  respond: (req: Received) => { status: number; body?: string; delayMs?: number } | 'hang' = () => ({ status: 204 });
  private server: Server | null = null;
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  /** Stop listening (requests are refused until start() again, on the same port). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    await new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections(); });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = { 'webhook-id': String(req.headers['webhook-id'] ?? ''), 'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''), 'webhook-signature': String(req.headers['webhook-signature'] ?? '') };
    const verifiedBy: number[] = [];
    this.secrets.forEach((secret, i) => {
      try {
        new Webhook(secret).verify(body, headers);
        verifiedBy.push(i);
      } catch {
        // not this secret
      }
    });
    let payload: Received['payload'];
    try { payload = JSON.parse(body); } catch { payload = { type: '(not json)', timestamp: '', data: null }; }
    const got: Received = { path: req.url ?? '', id: headers['webhook-id'], timestamp: headers['webhook-timestamp'], signature: headers['webhook-signature'], body, payload, verifiedBy, receivedAt: Date.now() };
    this.received.push(got);
    const answer = this.respond(got);
    if (answer === 'hang') return;
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body ?? '');
  }

  /** Wait until `count` requests matching `match` arrived; gives up (throws) after `boundMs`. */
  async waitFor(match: (r: Received) => boolean, what = 'a webhook', count = 1, boundMs = 25_000): Promise<Received[]> {
    const until = Date.now() + boundMs;
    for (;;) {
      const found = this.received.filter(match);
      if (found.length >= count) return found;
      if (Date.now() > until) throw new Error(`gave up waiting for ${what}: received ${JSON.stringify(this.received.map((r) => r.payload.type))}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
