import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { loadConfig } from '../../config/index.js';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { ChainClients } from '../../shared/chain/rpc.js';
import { createOrm, type Orm } from '../../shared/db/orm.js';
import { createLogger } from '../../shared/logging/logger.js';
import { bearer, createAccountWithKey } from '../helpers/accounts.js';
import { requester, startHarness, type Harness } from '../helpers/harness.js';

/**
 * /readyz says whether this instance can serve (its Postgres and Redis); upstreams (each
 * network's RPC, price and swap providers) are reported as degraded in the body and in
 * /metrics, never in the status code, and probes do not log an error with a stack each time.
 */
let h: Harness;
let cluster: LocalCluster;
let deadOrm: Orm;
beforeAll(async () => {
  cluster = await startLocalCluster({ port: 0 });
  const chain = new ChainClients({ mainnet: 'http://127.0.0.1:1', devnet: cluster.url }, 3000, 0);
  // Probes get 3 s (DEPENDENCY_TIMEOUT_MS bounds each): the cluster they ask shares this loaded
  // process. The dead port below refuses at once, so nothing waits that long.
  h = await startHarness({ workers: false, env: { DEPENDENCY_TIMEOUT_MS: '3000' }, app: { upstreams: { 'solana-mainnet': chain.readiness('mainnet'), 'solana-devnet': chain.readiness('devnet'), jupiter: () => Promise.reject(new Error('connect ECONNREFUSED')) } } });
  deadOrm = await createOrm(loadConfig(undefined, { NODE_ENV: 'test', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing', DEPENDENCY_TIMEOUT_MS: '300' }));
});
afterAll(async () => {
  await h?.close();
  await deadOrm?.close();
  await cluster?.close();
});

async function serve(app: ReturnType<typeof buildApp>): Promise<{ server: Server; request: Harness['request'] }> {
  const server = createServer(app.callback()).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { server, request: requester(`http://127.0.0.1:${(server.address() as { port: number }).port}`) };
}

describe('/readyz', () => {
  it('is 200 while Postgres and Redis answer, whatever the upstreams; each upstream is ok or degraded in the body', async () => {
    const res = await h.request('/readyz');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      status: 'degraded',
      checks: { postgres: 'ok', redis: 'ok' },
      upstreams: { 'solana-mainnet': 'degraded', 'solana-devnet': 'ok', jupiter: 'degraded' },
      degraded: ['solana-mainnet', 'jupiter'],
      // No RPC of either network answers here (closed ports): both unready, with the reason.
      networks: {
        mainnet: expect.objectContaining({ status: 'unready', reason: 'rpc_unreachable', expectedGenesisHashes: ['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d'] }),
        devnet: expect.objectContaining({ status: 'unready', reason: 'rpc_unreachable', expectedGenesisHashes: ['EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'] }),
      },
    });
  });

  it('is ready, not degraded, when every upstream answers', async () => {
    // Both networks' RPCs answer their network's genesis hash (the cluster for both).
    const hash = cluster.ledger.genesisHash;
    const up = await startHarness({ workers: false, env: { DEPENDENCY_TIMEOUT_MS: '3000', SOLANA_MAINNET_RPC_URL: cluster.url, SOLANA_DEVNET_RPC_URL: cluster.url, SOLANA_MAINNET_GENESIS_HASH: hash, SOLANA_DEVNET_GENESIS_HASH: hash }, app: { upstreams: { 'solana-devnet': new ChainClients({ mainnet: cluster.url, devnet: cluster.url }, 3000, 0).readiness('devnet') } } });
    try {
      const res = await up.request('/readyz');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'ready', upstreams: { 'solana-devnet': 'ok' }, degraded: [], networks: { mainnet: { status: 'ready', genesisHash: hash }, devnet: { status: 'ready', genesisHash: hash } } });
    } finally {
      await up.close();
    }
  });

  it('/metrics reports each dependency as dependency_up, upstreams down as 0', async () => {
    const res = await h.request('/metrics');
    expect(res.text).toMatch(/dependency_up\{dependency="postgres",kind="core"[^}]*\} 1/);
    expect(res.text).toMatch(/dependency_up\{dependency="solana-devnet",kind="upstream"[^}]*\} 1/);
    expect(res.text).toMatch(/dependency_up\{dependency="solana-mainnet",kind="upstream"[^}]*\} 0/);
    expect(res.text).toMatch(/dependency_up\{dependency="jupiter",kind="upstream"[^}]*\} 0/);
  });

  it('is 503 naming Postgres when this instance cannot reach it, logged once at warn without a stack however often probed', async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'info', name: 'probe' }, { write: (l: string) => { lines.push(l); } });
    const { server, request } = await serve(buildApp({ ...h.app, orm: deadOrm, logger }));
    try {
      for (let i = 0; i < 5; i++) {
        const res = await request('/readyz');
        expect(res.status).toBe(503);
        expect(res.body.error).toMatchObject({ code: 'service_unavailable', details: { checks: { postgres: 'unavailable', redis: 'ok' }, unavailable: ['postgres'] } });
      }
      const logged = lines.map((l) => JSON.parse(l) as { level: string; msg: string; err?: { stack?: string } });
      expect(logged.filter((l) => l.level === 'error')).toEqual([]);
      expect(logged.filter((l) => l.level === 'warn').map((l) => l.msg)).toEqual(['postgres unreachable: not ready']);
      expect(lines.join('\n')).not.toContain('"stack"');
    } finally {
      server.close();
    }
  });
});

describe('a 503 for a dependency outage', () => {
  it('is logged once at warn without a stack, not at error with a stack for every request', async () => {
    const { key } = await createAccountWithKey(h);
    // Verified while Postgres is up; the app below shares the verifier's cache.
    expect((await h.request('/v1/keys', { headers: bearer(key) })).status).toBe(200);
    const lines: string[] = [];
    const logger = createLogger({ level: 'info', name: 'outage' }, { write: (l: string) => { lines.push(l); } });
    const { server, request } = await serve(buildApp({ ...h.app, orm: deadOrm, logger }));
    try {
      for (let i = 0; i < 6; i++) {
        const res = await request('/v1/keys', { headers: bearer(key) });
        expect(res.status).toBe(503);
        expect(res.body.error.code).toBe('service_unavailable');
      }
      const logged = lines.map((l) => JSON.parse(l) as { level: string; msg: string });
      expect(logged.filter((l) => l.level === 'error')).toEqual([]);
      expect(logged.filter((l) => l.level === 'warn').map((l) => l.msg)).toEqual(['dependency unreachable: answering 503']);
      expect(lines.join('\n')).not.toContain('"stack"');
    } finally {
      server.close();
    }
  });
});
