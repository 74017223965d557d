import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { DestinationGuard, DestinationRefused } from './destination.js';

/** The outcome of one HTTP attempt. */
export interface AttemptOutcome {
  /** The receiver's status code; null when no answer came (refused, timeout, network error). */
  status: number | null;
  latencyMs: number;
  /** The answer's body, read up to the limit (the rest is never read). */
  body: string | null;
  /** Why the attempt failed; null on a 2xx. */
  error: string | null;
}

export interface WebhookSenderOptions {
  guard: DestinationGuard;
  timeoutMs: number;
  responseBodyLimitBytes: number;
}

/**
 * Sends one signed webhook per call: a POST with a deadline, never following redirects (a 3xx
 * is a failed attempt), connecting only to addresses the DestinationGuard allows (checked in
 * the socket's own DNS lookup, so what is checked is what is connected to), and reading at
 * most responseBodyLimitBytes of the answer.
 */
export class WebhookSender {
  private readonly agents: { http: http.Agent; https: https.Agent };

  constructor(private readonly options: WebhookSenderOptions) {
    const lookup: LookupFunction = (hostname, opts, callback) => {
      options.guard.allowedAddresses(hostname).then(
        (found) => {
          const wanted = opts.family === 4 || opts.family === 6 ? found.filter((f) => f.family === opts.family) : found;
          const list = wanted.length ? wanted : found;
          if (opts.all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, list);
          else callback(null, list[0]!.address, list[0]!.family);
        },
        (err: Error) => callback(Object.assign(err, { code: err instanceof DestinationRefused ? 'EDESTINATIONREFUSED' : 'ENOTFOUND' }) as NodeJS.ErrnoException, '', 0),
      );
    };
    this.agents = {
      http: new http.Agent({ keepAlive: true, maxSockets: 64, lookup }),
      https: new https.Agent({ keepAlive: true, maxSockets: 64, lookup }),
    };
  }

  /** POST `body` to `url` with `headers`; never throws. */
  async send(rawUrl: string, headers: Record<string, string>, body: string): Promise<AttemptOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let url: URL;
    try {
      url = new URL(rawUrl);
      this.options.guard.checkScheme(url);
      // IP literals skip the socket's DNS lookup: check them here.
      if (/^[\d.]+$|^\[/.test(url.hostname)) await this.options.guard.allowedAddresses(url.hostname);
    } catch (err) {
      return { status: null, latencyMs: elapsed(), body: null, error: `destination refused: ${(err as Error).message}` };
    }
    const limit = this.options.responseBodyLimitBytes;
    const isHttps = url.protocol === 'https:';
    return new Promise<AttemptOutcome>((resolve) => {
      let settled = false;
      const finish = (outcome: Omit<AttemptOutcome, 'latencyMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...outcome, latencyMs: elapsed() });
      };
      const req = (isHttps ? https : http).request(url, {
        method: 'POST',
        agent: isHttps ? this.agents.https : this.agents.http,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'solana-intent-service-webhooks/1' },
      }, (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const text = Buffer.concat(chunks).subarray(0, limit).toString('utf8');
          const ok = status >= 200 && status < 300;
          const error = ok ? null : status >= 300 && status < 400 ? `redirect (${status}) not followed` : `receiver answered ${status}`;
          finish({ status, body: text, error });
        };
        res.on('data', (chunk: Buffer) => {
          if (size >= limit) return;
          chunks.push(chunk);
          size += chunk.length;
          if (size >= limit) {
            // Enough read: stop receiving the rest (the socket is not reused).
            done();
            res.destroy();
          }
        });
        res.on('end', done);
        res.on('error', done);
        res.on('aborted', done);
      });
      const timer = setTimeout(() => {
        req.destroy(new Error(`no answer within ${this.options.timeoutMs} ms`));
      }, this.options.timeoutMs);
      req.on('error', (err: NodeJS.ErrnoException) => {
        const refused = err.code === 'EDESTINATIONREFUSED';
        finish({ status: null, body: null, error: refused ? `destination refused: ${err.message}` : err.message || err.code || 'request failed' });
      });
      req.end(body);
    });
  }

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }
}
