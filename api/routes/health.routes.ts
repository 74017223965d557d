import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import type { OperationSpec } from '../openapi/operation.js';
import { dataEnvelope } from '../openapi/schemas.js';
import { meta } from '../lib/envelope.js';
import { jupiterBudget } from '../../shared/swap/swap-venue.js';
import { ClusterIdentity, type NetworkReadiness } from '../../shared/chain/cluster-identity.js';
import { NETWORKS, type Network } from '../../shared/chain/token-list.js';

/**
 * A named probe: resolves when the dependency answers. An upstream's probe may resolve with
 * `'auth_failed'`: it answers, but refuses this service's API key.
 */
export type ReadinessCheck = () => Promise<unknown>;

/** How /readyz reports an upstream. */
export type UpstreamState = 'ok' | 'degraded' | 'auth_failed';

/** Upstream probes are reused this long, so readiness probes do not hammer third parties. */
export const UPSTREAM_PROBE_TTL_MS = 5000;

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    p.then((v) => { clearTimeout(timer); resolve(v); }, (e) => { clearTimeout(timer); reject(e); });
  });
}

const checksSchema = { type: 'object', additionalProperties: { type: 'string', enum: ['ok', 'unavailable'] }, description: 'Each core dependency (postgres, redis): ok or unavailable.' } as const;
const upstreamsSchema = { type: 'object', additionalProperties: { type: 'string', enum: ['ok', 'degraded', 'auth_failed'] }, description: 'Each upstream (e.g. solana-rpc:mainnet, price and swap providers): ok, degraded (does not answer), or auth_failed (answers but refused the API key, e.g. JUPITER_API_KEY).' } as const;

const networkSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ready', 'unready'], description: 'ready: the RPC answered its network\'s genesis hash; unready: nothing is built for or sent to the network (its builds and submits answer 503 service_unavailable, or fail as through an RPC outage).' },
    reason: { type: 'string', enum: ['wrong_cluster', 'genesis_hash_unanswered', 'rpc_unreachable', 'rpc_timeout', 'rpc_unavailable', 'not_checked'], description: 'Why it is unready: wrong_cluster (the RPC is another cluster), genesis_hash_unanswered (it does not say which), or the RPC cannot be reached.' },
    message: { type: 'string' },
    genesisHash: { type: 'string', description: 'What the RPC answered to getGenesisHash.' },
    expectedGenesisHashes: { type: 'array', items: { type: 'string' }, description: 'The hashes the network accepts (SOLANA_<NETWORK>_GENESIS_HASH).' },
  },
  required: ['status'],
  additionalProperties: false,
} as const;
const networksSchema = { type: 'object', properties: { mainnet: networkSchema, devnet: networkSchema }, required: ['mainnet', 'devnet'], additionalProperties: false, description: 'Each network (mainnet: live keys; devnet: test keys): whether its RPC is verified to be its cluster (docs/deployment.md, "Cluster identity").' } as const;

/** The OpenAPI declarations of these routes (api/openapi/document.ts). */
export const healthOperations: OperationSpec[] = [
  {
    method: 'get', path: '/healthz', operationId: 'getHealth', tag: 'Operations', scope: 'public',
    summary: 'Liveness: the process answers',
    responses: { 200: { description: 'Alive.', schema: dataEnvelope({ type: 'object', properties: { status: { const: 'ok' } }, required: ['status'], additionalProperties: false }) } },
  },
  {
    method: 'get', path: '/readyz', operationId: 'getReadiness', tag: 'Operations', scope: 'public',
    summary: 'Readiness: Postgres and Redis answer; upstreams reported',
    description: 'With `OPS_PORT` set, served on that internal port only (404 here). Ready when this instance\'s Postgres and Redis answer; each upstream (the Solana RPC of each network, price and swap providers) is reported ok, degraded or auth_failed (Jupiter refused JUPITER_API_KEY) and never changes the status: `status` is `degraded` when one is not ok, and `degraded` lists it. `networks` says whether each network\'s RPC answered that network\'s genesis hash; an unready network (with its reason) also makes `status` `degraded`: nothing is built for it or sent to it. 503 service_unavailable (Retry-After: 1) names each core dependency that does not answer (details `{ checks, unavailable, upstreams, degraded }`).',
    responses: { 200: { description: 'Ready (or degraded: an upstream is down).', schema: dataEnvelope({ type: 'object', properties: { status: { type: 'string', enum: ['ready', 'degraded'] }, checks: checksSchema, upstreams: upstreamsSchema, degraded: { type: 'array', items: { type: 'string' }, description: 'The upstreams that do not answer.' }, networks: networksSchema }, required: ['status', 'checks', 'upstreams', 'degraded', 'networks'], additionalProperties: false }) } },
    errors: ['service_unavailable', 'not_found'],
  },
  {
    method: 'get', path: '/metrics', operationId: 'getPrometheusMetrics', tag: 'Operations', scope: 'public',
    summary: 'Prometheus metrics (text exposition format)',
    description: 'With `OPS_PORT` set, served on that internal port only (404 here).',
    responses: { 200: { description: 'Prometheus text.', contentType: 'text/plain', schema: { type: 'string' } } },
    errors: ['service_unavailable', 'timeout', 'not_found'],
  },
];

/**
 * Operations routes (no API key): /healthz says the process is alive; /readyz says whether this
 * instance can serve, i.e. whether its own Postgres and Redis answer (503 naming each that does
 * not), and reports each upstream (the Solana RPC of each network, price and swap providers) as
 * ok or degraded in the body without changing the status: an upstream incident must not take
 * every instance out of rotation at once. /metrics renders Prometheus text, with dependency_up.
 */
export function healthRoutes(deps: AppDeps, upstreams: Record<string, ReadinessCheck> = {}, options: { operations?: boolean } = {}): Router {
  const router = new Router();
  /** false: /readyz and /metrics live on OPS_PORT (api/app.ts buildOpsApp), only /healthz here. */
  const operations = options.operations ?? true;
  const timeout = deps.config.dependencyTimeoutMs;
  const core: Record<string, ReadinessCheck> = {
    postgres: () => deps.orm.em.fork().getConnection().execute('select 1'),
    redis: () => deps.redis.ping(),
  };
  const log = deps.logger.child({ route: '/readyz' });
  // Last state of each probe: only changes are logged (at warn, one line, no stack).
  const lastState = new Map<string, boolean>();
  const note = (name: string, kind: 'core' | 'upstream', up: boolean, err?: unknown) => {
    deps.metrics.dependencyUp.set({ dependency: name, kind }, up ? 1 : 0);
    const before = lastState.get(name);
    lastState.set(name, up);
    if (before === up || (before === undefined && up)) return;
    if (up) log.info({ dependency: name, kind }, `${name} answers again`);
    else log.warn({ dependency: name, kind, reason: (err as Error)?.message ?? String(err) }, kind === 'core' ? `${name} unreachable: not ready` : `${name} unreachable: degraded`);
  };
  const probe = async (name: string, kind: 'core' | 'upstream', check: ReadinessCheck): Promise<boolean> => {
    const state = await probeState(name, kind, check);
    return state === 'ok';
  };
  const probeState = async (name: string, kind: 'core' | 'upstream', check: ReadinessCheck): Promise<UpstreamState> => {
    try {
      const answer = await within(check(), timeout);
      if (answer === 'auth_failed') {
        note(name, kind, false, new Error('answers but refuses the API key'));
        return 'auth_failed';
      }
      note(name, kind, true);
      return 'ok';
    } catch (err) {
      note(name, kind, false, err);
      return 'degraded';
    }
  };
  const upstreamCache = new Map<string, { at: number; result: Promise<UpstreamState> }>();
  const probeUpstream = (name: string): Promise<UpstreamState> => {
    const now = Date.now();
    const cached = upstreamCache.get(name);
    if (cached && now - cached.at < UPSTREAM_PROBE_TTL_MS) return cached.result;
    const result = probeState(name, 'upstream', upstreams[name]);
    upstreamCache.set(name, { at: now, result });
    return result;
  };

  router.get('/healthz', (ctx) => {
    ctx.body = { data: { status: 'ok' }, meta: meta(ctx) };
  });

  if (!operations) return router;

  const identity = ClusterIdentity.forConfig(deps.config, deps.logger, deps.metrics);
  /** Each network's identity; a first check that does not answer within the timeout shows as not_checked. */
  const networkReadiness = async (): Promise<Record<Network, NetworkReadiness>> => {
    const fallback = () => Object.fromEntries(NETWORKS.map((n) => {
      const s = identity.state(n);
      return [n, s.status === 'verified' ? { status: 'ready', genesisHash: s.genesisHash } : { status: 'unready', reason: s.reason, message: s.message }];
    })) as Record<Network, NetworkReadiness>;
    return within(identity.readiness(), timeout).catch(fallback);
  };

  router.get('/readyz', async (ctx) => {
    const coreNames = Object.keys(core);
    const upstreamNames = Object.keys(upstreams);
    const [coreUp, upstreamUp, networks] = await Promise.all([
      Promise.all(coreNames.map((n) => probe(n, 'core', core[n]))),
      Promise.all(upstreamNames.map(probeUpstream)),
      networkReadiness(),
    ]);
    const unreadyNetworks = NETWORKS.filter((n) => networks[n].status !== 'ready');
    const checks = Object.fromEntries(coreNames.map((n, i) => [n, coreUp[i] ? 'ok' : 'unavailable']));
    const upstreamStatus = Object.fromEntries(upstreamNames.map((n, i) => [n, upstreamUp[i]]));
    const degraded = upstreamNames.filter((_, i) => upstreamUp[i] !== 'ok');
    const down = coreNames.filter((_, i) => !coreUp[i]);
    if (down.length) {
      // Answered here rather than thrown: a probe is not a failed request, and errorEnvelope
      // would log every one of them at error level with a stack.
      ctx.status = 503;
      ctx.set('Retry-After', '1');
      ctx.body = {
        error: { code: 'service_unavailable', message: `Not ready: ${down.join(', ')} unreachable.`, details: { checks, unavailable: down, upstreams: upstreamStatus, degraded, networks } },
        meta: meta(ctx),
      };
      return;
    }
    ctx.body = { data: { status: degraded.length || unreadyNetworks.length ? 'degraded' : 'ready', checks, upstreams: upstreamStatus, degraded, networks }, meta: meta(ctx) };
  });

  const budget = jupiterBudget(deps.redis, deps.config.redisPrefix, deps.config.providers);
  const budgetUse = async () => {
    const use = await within(budget.use(), timeout);
    deps.metrics.upstreamBudgetCalls.set({ upstream: budget.upstream, outcome: 'granted' }, use.granted);
    deps.metrics.upstreamBudgetCalls.set({ upstream: budget.upstream, outcome: 'refused' }, use.refused);
    deps.metrics.upstreamBudgetWait.set({ upstream: budget.upstream }, use.waitedMs / 1000);
    deps.metrics.upstreamBudgetRate.set({ upstream: budget.upstream }, deps.config.providers.jupiterRps);
  };

  router.get('/metrics', async (ctx) => {
    const { contentType, body } = await deps.metrics.render(async () => {
      // dependency_up is fresh on every scrape (upstream probes come from the shared cache).
      const probes = [...Object.keys(core).map((n) => probe(n, 'core', core[n])), ...Object.keys(upstreams).map(probeUpstream)];
      await Promise.all([...probes, budgetUse().catch(() => undefined), ...deps.queues.all().map(async (q) => {
        const counts = await within(q.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized'), timeout);
        for (const [state, n] of Object.entries(counts)) deps.metrics.queueDepth.set({ queue: q.name, state }, n);
      })]);
    });
    ctx.type = contentType;
    ctx.body = body;
  });

  return router;
}
