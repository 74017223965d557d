import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { Redis } from 'ioredis';
import { loadConfig, type Config } from '../../config/index.js';
import type { BuildAppOptions } from '../../api/app.js';
import type { AppDeps } from '../../api/deps.js';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import type { Orm } from '../../shared/db/orm.js';
import type { QueueName } from '../../shared/jobs/define-queue.js';
import { createLogger, type Logger } from '../../shared/logging/logger.js';
import type { WorkerDeps } from '../../workers/deps.js';
import type { WorkerHost } from '../../workers/host.js';
import type { WebhookRelay } from '../../workers/lib/webhook-relay.js';
import { fileDatabaseUrl } from './file-database.js';
import { openApiChecker } from './openapi-check.js';
import { startServiceStack } from './service-stack.js';

export interface Harness {
  config: Config;
  orm: Orm;
  redis: Redis;
  app: AppDeps;
  worker: WorkerDeps;
  baseUrl: string;
  /** With OPS_PORT set: the operations server (/readyz, /metrics). */
  opsUrl: string | null;
  server: Server;
  workers: WorkerHost | null;
  /** The webhook outbox relay (with the workers); runOnce() to relay without waiting for its timer. */
  relay: WebhookRelay | null;
  /** The embedded local cluster test keys use, when started with `localnet: true`. */
  cluster: LocalCluster | null;
  logLines: string[];
  /** fetch against the running API. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<{ status: number; headers: Headers; body: any; text: string }>;
  close(): Promise<void>;
}

/**
 * fetch against a base URL: `json` becomes the body (with its Content-Type), and the answer
 * comes back with its status, headers, text and the text parsed as JSON (null when it is not).
 * Every answer is checked against the OpenAPI document (tests/helpers/openapi-check.ts): one
 * the document does not describe (status, header or field) rejects, failing the test.
 */
export function requester(baseUrl: string, checker = openApiChecker()): Harness['request'] {
  return async (path, init = {}) => {
    const headers = new Headers(init.headers);
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
    const res = await fetch(baseUrl + path, { ...init, headers, body });
    const text = await res.text();
    let parsed: any = null;
    try { parsed = JSON.parse(text); } catch { parsed = null; }
    checker.check({ method: init.method ?? 'GET', path, status: res.status, headers: res.headers, body: parsed, text });
    return { status: res.status, headers: res.headers, body: parsed, text };
  };
}

export interface HarnessOptions {
  /** Setting overrides (environment spelling), e.g. { INTENT_DEADLINE_MS: '50' }. */
  env?: Record<string, string>;
  /** Start workers in-process (default true); false to test the API with nothing consuming. */
  workers?: boolean | readonly QueueName[];
  app?: BuildAppOptions;
  now?: () => number;
  /** Start the embedded local Solana cluster as the devnet RPC (test keys' network). */
  localnet?: boolean;
  /** With `localnet`: the cluster's slot time (default 400 ms); longer slots give a blockhash a longer life (150 blocks). */
  localnetSlotMs?: number;
  /** With `localnet`: the cluster is mainnet's RPC too (live keys), e.g. to build live swaps through a Jupiter stub. */
  localnetAsMainnet?: boolean;
  /**
   * Keep production's failing-key throttle (AUTH_FAILURES_PER_IP and its window as configured,
   * 30 a minute by default) instead of the harness's 100,000: for tests of the throttle itself.
   */
  productionThrottles?: boolean;
}

/**
 * The real service for a test file: the app from buildApp on a random port, real Postgres (the
 * file's own copy of the run's migrated database), real Redis under a random prefix, real BullMQ workers in-process,
 * and with `localnet` the embedded Solana cluster. close() stops everything and deletes every
 * Redis key under the prefix.
 */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const prefix = `sistest:${randomBytes(4).toString('hex')}`;
  const cluster = options.localnet ? await startLocalCluster({ port: 0, ...(options.localnetSlotMs ? { slotMs: options.localnetSlotMs } : {}) }) : null;
  const config = loadConfig(undefined, {
    NODE_ENV: 'test',
    DATABASE_URL: await fileDatabaseUrl(),
    REDIS_PREFIX: prefix,
    LOG_LEVEL: 'info',
    // One process holds client, API, workers and cluster here: a pause in the test's own
    // synchronous set-up is not an overloaded API, so shedding is off unless a test sets it.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Every request of a test file comes from 127.0.0.1, and the security matrices send many
    // failing keys on purpose: the per-address throttle of failing keys would turn their 401s
    // into 429s. tests/keys/unauthenticated-load.test.ts sets it as production does.
    ...(options.productionThrottles ? {} : { AUTH_FAILURES_PER_IP: '100000' }),
    // Without a cluster, test keys' RPC is a closed port: chain calls fail fast as upstream_error.
    SOLANA_DEVNET_RPC_URL: cluster?.url ?? 'http://127.0.0.1:1',
    SOLANA_MAINNET_RPC_URL: (options.localnetAsMainnet ? cluster?.url : undefined) ?? 'http://127.0.0.1:1',
    // The cluster's identity (docs/deployment.md, "Cluster identity"): test keys' RPC is the
    // embedded cluster, and so is mainnet's when a test says so.
    ...(cluster ? { SOLANA_DEVNET_GENESIS_HASH: cluster.ledger.genesisHash } : {}),
    ...(cluster && options.localnetAsMainnet ? { SOLANA_MAINNET_GENESIS_HASH: cluster.ledger.genesisHash } : {}),
    // ...and a record job meeting it fails at once (the retry through an RPC outage has its own
    // tests, tests/transactions/rpc-outage.test.ts, which set RPC_OUTAGE_RETRY_MS).
    RPC_OUTAGE_RETRY_MS: '0',
    // Jupiter is a stub here: the free plan's 1 request/s would only slow every test down. The
    // budget's own tests (tests/prices/upstream-budget.test.ts) set JUPITER_RPS.
    JUPITER_RPS: '1000',
    // A loaded test machine's job queue is not an upstream: price reads and on-demand searches
    // wait as long as the old defaults here. Tests of the deadlines themselves
    // (tests/prices/offline-deadlines.test.ts) set production's 300 ms.
    PRICE_FETCH_DEADLINE_MS: '9000',
    TOKEN_SEARCH_DEADLINE_MS: '1500',
    // As `npm start` does: the embedded cluster's market is test keys' swap venue and price source.
    ...(cluster ? { DEFAULT_VALIDATOR_VOTE_ACCOUNT: cluster.validatorVoteAccount, DEVNET_SWAP_API_URL: cluster.url, DEVNET_SWAP_VENUE_NAME: 'localnet-rfq' } : {}),
    ...options.env,
  });
  const logLines: string[] = [];
  const logger: Logger = createLogger({ level: config.logLevel, name: 'test' }, { write: (line: string) => { logLines.push(line); } });
  const stack = await startServiceStack({ config, logger, workers: options.workers, app: options.app, now: options.now });

  return {
    config, orm: stack.orm, redis: stack.redis, app: stack.deps, worker: stack.workerDeps, baseUrl: stack.baseUrl, opsUrl: stack.opsUrl,
    server: stack.server, workers: stack.workers, relay: stack.relay, cluster, logLines,
    request: requester(stack.baseUrl),
    async close() {
      await stack.close();
      await cluster?.close();
    },
  };
}
