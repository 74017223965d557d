import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { Ping } from '../../shared/db/entities/ping.entity.js';
import { UsageEvent } from '../../shared/db/entities/usage-event.entity.js';

/**
 * SIGTERM to the API and worker processes, started as the Procfile starts them (one Node
 * process each, here from the TypeScript sources through tsx), with clients holding keep-alive
 * connections. The harness only provides the database, the Redis prefix and an account.
 */

let h: Harness;
let owner: TestKey;
const children: ChildProcess[] = [];

beforeAll(async () => {
  h = await startHarness({ workers: false });
  owner = await createAccountWithKey(h);
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await h.close();
});

interface Proc {
  child: ChildProcess;
  lines: string[];
  exited: Promise<{ code: number | null; at: number }>;
  /** The first log line whose msg is `msg`, parsed. */
  waitFor(msg: string): Promise<Record<string, unknown>>;
}

/** Start `entry` as its own Node process on the harness's database and Redis prefix. */
function startProcess(entry: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', WORKER_METRICS_PORT: '0',
      DATABASE_URL: h.config.databaseUrl, REDIS_URL: h.config.redisUrl, REDIS_PREFIX: h.config.redisPrefix,
      SOLANA_MAINNET_RPC_URL: 'http://127.0.0.1:1', SOLANA_DEVNET_RPC_URL: 'http://127.0.0.1:1',
      JUPITER_API_URL: 'http://127.0.0.1:1', DEXSCREENER_API_URL: 'http://127.0.0.1:1',
      SHUTDOWN_GRACE_MS: '20000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: string[] = [];
  const waiters: Array<() => void> = [];
  let partial = '';
  const onData = (chunk: Buffer) => {
    partial += chunk.toString('utf8');
    const parts = partial.split('\n');
    partial = parts.pop()!;
    lines.push(...parts.filter(Boolean));
    for (const w of waiters.splice(0)) w();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  const find = (msg: string) => {
    for (const line of lines) {
      try {
        const parsed = JSON.parse(line) as Record<string, unknown>;
        if (parsed.msg === msg) return parsed;
      } catch { /* not JSON */ }
    }
    return null;
  };
  return {
    child, lines, exited,
    async waitFor(msg) {
      for (;;) {
        const hit = find(msg);
        if (hit) return hit;
        if (child.exitCode !== null) throw new Error(`${entry} exited before "${msg}":\n${lines.join('\n')}`);
        await new Promise<void>((resolve) => { waiters.push(resolve); setTimeout(resolve, 200); });
      }
    },
  };
}

/** One request through a keep-alive agent, answered with its status, headers and body. */
function call(agent: Agent, base: string, method: string, path: string, json?: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: any; at: number }>((resolve, reject) => {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const req = httpRequest(base + path, { method, agent, headers: { ...bearer(owner.key), ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = null;
        try { parsed = JSON.parse(text); } catch { parsed = null; }
        resolve({ status: res.statusCode!, headers: res.headers, body: parsed, at: Date.now() });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function until(check: () => Promise<boolean>, what: () => string, tries = 300): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting for ${what()}`);
}

describe('SIGTERM with clients on keep-alive connections', () => {
  it('the API answers every in-flight request with Connection: close, exits 0 within 5 s of the last answer (not the 20 s grace), and writes the buffered usage rows', async () => {
    // No worker consumes the pings: each waits JOB_DEADLINE_MS, then answers 202 with its record
    // (long enough that SIGTERM surely arrives while they wait, on a loaded machine too).
    const api = startProcess('api/main.ts', { JOB_DEADLINE_MS: '4000' });
    const base = String((await api.waitFor('API listening')).url);
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });

    // Keep-alive load: 8 connections, 120 authenticated requests, all left open and idle.
    const reads = await Promise.all(Array.from({ length: 8 }, async () => {
      const out = [];
      for (let i = 0; i < 15; i++) out.push(await call(agent, base, 'GET', '/v1/keys?limit=1'));
      return out;
    }));
    expect(reads.flat().map((r) => r.status), JSON.stringify(reads.flat().filter((r) => r.status !== 200).slice(0, 3))).toEqual(Array(120).fill(200));

    // Four requests in flight on four of those connections when SIGTERM arrives.
    const pings = Array.from({ length: 4 }, () => call(agent, base, 'POST', '/v1/ping', {}));
    await until(async () => (await h.orm.em.fork().count(Ping, { accountId: owner.accountId })) === 4, () => `the pings to be accepted:\n${api.lines.slice(-20).join('\n')}`);
    api.child.kill('SIGTERM');

    const answers = await Promise.all(pings);
    for (const a of answers) {
      expect(a.status).toBe(202);
      expect(a.body.data.status).toBe('pending');
      expect(a.headers.connection).toBe('close');
    }
    const lastAnswerAt = Math.max(...answers.map((a) => a.at));
    const { code, at } = await api.exited;
    agent.destroy();
    expect(code, api.lines.join('\n')).toBe(0);
    expect(at - lastAnswerAt, 'ms from the last in-flight answer to exit').toBeLessThan(5000);
    expect(api.lines.some((l) => l.includes('shutdown deadline passed'))).toBe(false);
    // Every request was counted: the 120 reads and the 4 pings, buffered ones written on the way out.
    expect(await h.orm.em.fork().count(UsageEvent, { accountId: owner.accountId })).toBe(124);
  }, 120_000);

  it('the worker, with jobs queued and running, exits 0 leaving no job half-done', async () => {
    // 40 pings queued through the harness's API (no worker there), then a worker process.
    const accepted = [];
    for (let batch = 0; batch < 5; batch++) {
      accepted.push(...await Promise.all(Array.from({ length: 8 }, () => h.request('/v1/ping', { method: 'POST', json: {}, headers: { ...bearer(owner.key), Prefer: 'respond-async' } }))));
    }
    expect(accepted.map((a) => a.status), h.logLines.filter((l) => l.includes('request failed')).slice(0, 3).join('\n')).toEqual(Array(40).fill(202));
    const ids = accepted.map((a) => a.body.data.id as string);

    const worker = startProcess('workers/main.ts', {});
    await worker.waitFor('workers started');
    await until(async () => (await h.orm.em.fork().count(Ping, { id: { $in: ids }, status: 'succeeded' })) > 0, () => `the worker to take jobs:\n${worker.lines.slice(-20).join('\n')}`);
    worker.child.kill('SIGTERM');
    const { code } = await worker.exited;
    expect(code, worker.lines.join('\n')).toBe(0);
    expect(worker.lines.some((l) => l.includes('shutdown deadline passed') || l.includes('forcing close'))).toBe(false);
    // Each ping is done or still waiting for the next worker: none stuck in running.
    const left = await h.orm.em.fork().find(Ping, { id: { $in: ids } });
    expect(left.filter((p) => p.status !== 'succeeded' && p.status !== 'pending').map((p) => p.status)).toEqual([]);
  }, 120_000);
});
