import http from 'node:http';
import https from 'node:https';

/**
 * Sockets kept open per RPC host, as a fetch's connection pool would. An idle socket is closed
 * after 4 s (`timeout` destroys a free socket), before the common 5 s keep-alive timeout of
 * servers, so a request rarely meets a socket the server has just closed; when it does, it is
 * sent again once on a new one (below).
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: 4_000 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: 4_000 }),
};

/** A request on a kept-alive socket that the server had closed meanwhile: nothing reached it. */
function staleSocket(err: Error & { code?: string }, request: http.ClientRequest): boolean {
  return request.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE');
}

/** An answer read whole. */
export interface TextAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  text: string;
}

/**
 * POST `body` to `url` over a kept-alive connection and read the whole answer as text, within
 * `timeoutMs` (from the request to the last byte; a miss rejects with an Error named
 * `TimeoutError`, as AbortSignal.timeout would). node:http rather than fetch: a JSON-RPC call
 * through fetch cost 0.7-1.5 ms of CPU here against 0.25-0.45 ms (`npm run bench -- --only
 * builds` prints the RPC time per build; docs/performance.md), two to three times per build.
 */
export function postText(url: string, body: string, headers: Record<string, string>, timeoutMs: number, retriedStale = false): Promise<TextAnswer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let settled = false;
    const target = new URL(url);
    const agent = agents[target.protocol as keyof typeof agents];
    if (!agent) return reject(new TypeError(`unsupported protocol ${target.protocol}`));
    const payload = Buffer.from(body, 'utf8');
    const request = (target.protocol === 'https:' ? https : http).request(target, {
      method: 'POST',
      agent,
      headers: { ...headers, 'content-length': String(payload.length) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('end', () => {
        clearTimeout(timer);
        if (settled) return;
        settled = true;
        const flat: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) flat[k] = Array.isArray(v) ? v.join(', ') : v;
        resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', headers: flat, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    const timer = setTimeout(() => request.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { name: 'TimeoutError' })), timeoutMs);
    function fail(err: Error) {
      clearTimeout(timer);
      if (settled) return;
      settled = true;
      // Sent on a socket the server had closed: once more on a fresh one, within what is left of the deadline.
      const left = timeoutMs - (Date.now() - started);
      if (!retriedStale && left > 0 && staleSocket(err, request)) resolve(postText(url, body, headers, left, true));
      else reject(err);
    }
    request.on('error', fail);
    request.end(payload);
  });
}

/** A fetch RequestInit's headers as a plain object. */
export function headersOf(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const h = init?.headers;
  if (!h) return out;
  if (h instanceof Headers) h.forEach((v, k) => { out[k] = v; });
  else if (Array.isArray(h)) for (const [k, v] of h) out[k] = v;
  else Object.assign(out, h);
  return out;
}
