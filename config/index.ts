import { Ajv } from 'ajv';
import { SETTINGS, type Setting } from './settings.js';

/** Parse a port list such as "80,443,1024-65535" into inclusive ranges; null when malformed. */
export function parsePortRanges(text: string): Array<[number, number]> | null {
  const ranges: Array<[number, number]> = [];
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const m = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(part);
    if (!m) return null;
    const lo = Number(m[1]);
    const hi = m[2] === undefined ? lo : Number(m[2]);
    if (lo < 1 || hi > 65535 || lo > hi) return null;
    ranges.push([lo, hi]);
  }
  return ranges.length ? ranges : null;
}

/** The validated, typed, frozen configuration. Only this module reads process.env. */
export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  shutdownGraceMs: number;
  databaseUrl: string;
  /** DATABASE_URL_DIRECT, or DATABASE_URL when unset: LISTEN and migrations (sessions spanning statements). */
  databaseUrlDirect: string;
  /** 'transaction': DATABASE_URL is a transaction-mode pooler. */
  databasePooler: 'none' | 'transaction';
  databasePoolMax: number;
  databaseSchema: string;
  redisUrl: string;
  /** Seeds of a Redis Cluster (host:port); empty: the single Redis at redisUrl. */
  redisClusterNodes: string[];
  redisPrefix: string;
  dependencyTimeoutMs: number;
  http: { bodyLimitBytes: number; trustProxy: boolean; /** Proxy hops whose X-Forwarded-For entries are trusted (0: the socket's peer). */ trustProxyHops: number; adminUser: string; adminPassword: string; overloadMaxDelayMs: number; opsPort: number };
  /** /mcp: allowed Host names (null: any), allowed Origin host names, largest batch. */
  mcp: { allowedHosts: string[] | null; allowedOrigins: string[]; maxBatch: number };
  jobs: {
    intentDeadlineMs: number;
    buildDeadlineMs: number;
    defaultDeadlineMs: number;
    attempts: number;
    backoffMs: number;
    staleAfterMs: number;
    sweepIntervalMs: number;
    concurrency: number;
    accountConcurrency: number;
    lockMs: number;
    metricsPort: number;
    /** WORKER_UNHEALTHY_AFTER_MS: the worker's /healthz fails once Redis or Postgres is away this long. */
    unhealthyAfterMs: number;
    keepCompleted: number;
    keepFailed: number;
  };
  keys: { hashSecret: string; cacheTtlMs: number; devBootstrap: boolean; negativeCacheMs: number; failuresPerIp: number; failureWindowMs: number; maxPerAccount: number };
  dashboard: { sessionIdleMs: number; sessionMaxMs: number; signInFailuresPerIp: number; signInWindowMs: number };
  solana: {
    mainnetRpcUrl: string;
    devnetRpcUrl: string;
    /** Genesis hashes SOLANA_MAINNET_RPC_URL may answer (never empty). */
    mainnetGenesisHashes: string[];
    /** Genesis hashes the test keys' RPC may answer; empty: the default (shared/chain/cluster-identity.ts). */
    devnetGenesisHashes: string[];
    identityRecheckMs: number;
    localnetHost: string;
    localnetPort: number;
    /** 0: the RPC port + 1. */
    localnetWsPort: number;
    /** Empty: nothing is kept across restarts. */
    localnetDataDir: string;
    localnetSlotMs: number;
    rpcTimeoutMs: number;
    rpcMaxRetries: number;
    rpcOutageRetryMs: number;
    defaultSlippageBps: number;
    defaultValidatorVoteAccount: string;
    priorityFeePercentile: number;
    priorityFeeCacheMs: number;
    computeUnitMarginPct: number;
    /** Failed-simulation builds per day, as a multiple of the tier's transactions per day. */
    failedBuildsPerTransaction: number;
    priorityFeeMaxMicroLamports: number;
  };
  landing: { rebroadcastMs: number; leaseMs: number; concurrency: number; extraSenderUrl: string; submitWaitMaxMs: number; accountConcurrency: number; expiryMarginBlocks: number };
  providers: {
    jupiterApiUrl: string;
    jupiterApiKey: string;
    jupiterRps: number;
    jupiterBudgetWaitMs: number;
    usdPriceMaxAgeMs: number;
    devnetSwapApiUrl: string;
    devnetSwapVenueName: string;
    dexscreenerApiUrl: string;
    timeoutMs: number;
    priceFreshnessMs: number;
    priceRefreshIntervalMs: number;
    priceFetchDeadlineMs: number;
    tokenSearchDeadlineMs: number;
    tokenSearchCacheMs: number;
    tokenSearchMaxResults: number;
    priceRetentionMs: number;
    priceTrackWindowMs: number;
    priceTrackedMax: number;
    tokensSyncIntervalMs: number;
  };
  portfolio: { cacheMs: number; deadlineMs: number; walletsPerDay: Record<'free' | 'pro' | 'enterprise', number> };
  history: { pageSize: number; sweepIntervalMs: number; backfillMax: number; afterBuildMs: number };
  analytics: { rollupIntervalMs: number; rollupLatenessMs: number };
  webhooks: {
    allowPrivateDestinations: boolean;
    timeoutMs: number;
    /** Delay before each attempt; its length is the number of attempts. */
    retryScheduleMs: number[];
    disableAfterMs: number;
    responseBodyLimitBytes: number;
    relayIntervalMs: number;
    reenqueueAfterMs: number;
    expiryScanIntervalMs: number;
    dnsServers: string[];
    endpointsMax: number;
    hostRatePerSecond: number;
    /** Ports a webhook URL may name: inclusive ranges. */
    allowedPorts: Array<[number, number]>;
  };
  llm: { baseUrl: string; model: string; apiKey: string; confidenceThreshold: number; timeoutMs: number; minConfidence: number; callsPerDay: number };
  /** Payable links (docs/links.md): public origin ('' = the request's), public endpoint limits per minute, watch period. */
  links: { publicBaseUrl: string; perAddressPerMinute: number; perLinkPerMinute: number; watchIntervalMs: number; maxPerAccount: number };
  /** Orders (docs/orders.md): the trigger watcher's interval. */
  orders: { watchIntervalMs: number };
}

/** mainnet-beta's genesis hash (the published value; shared/chain/cluster-identity.ts lists the others). */
export const MAINNET_BETA_GENESIS_HASH = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d';

/** Comma-separated base58 hashes (32 bytes: 32-44 characters); null when one is malformed. */
function genesisHashList(value: unknown): string[] | null {
  const hashes = String(value ?? '').split(',').map((h) => h.trim()).filter(Boolean);
  return hashes.every((h) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(h)) ? hashes : null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Raw = Record<string, string | number | boolean>;

function schemaFor(s: Setting): Record<string, unknown> {
  switch (s.type) {
    case 'integer':
    case 'number':
      return { type: s.type, ...(s.minimum !== undefined && { minimum: s.minimum }), ...(s.maximum !== undefined && { maximum: s.maximum }) };
    case 'boolean':
      return { type: 'boolean' };
    case 'enum':
      return { type: 'string', enum: s.values };
    case 'url':
      return { type: 'string', pattern: '^[a-z][a-z0-9+.-]*://' };
    default:
      return { type: 'string' };
  }
}

const ajv = new Ajv({ allErrors: true, coerceTypes: true });
const validate = ajv.compile({
  type: 'object',
  properties: Object.fromEntries((SETTINGS as readonly Setting[]).map((s) => [s.env, schemaFor(s)])),
  required: (SETTINGS as readonly Setting[]).filter((s) => s.default === undefined).map((s) => s.env),
});

/** Coerce "yes"/"1"/"on" style booleans, which ajv does not. */
function normaliseBoolean(v: string): string | boolean {
  const t = v.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(t)) return true;
  if (['0', 'false', 'no', 'off', ''].includes(t)) return false;
  return v;
}

/**
 * Read, validate and freeze the configuration from an environment (process.env by default).
 * Throws ConfigError naming every bad variable at once.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Record<string, string> = {}): Config {
  const raw: Raw = {};
  for (const s of SETTINGS as readonly Setting[]) {
    const given = overrides[s.env] ?? env[s.env];
    const value = given === undefined ? s.default : given;
    if (value === undefined) continue;
    raw[s.env] = s.type === 'boolean' ? normaliseBoolean(value) : value;
  }
  const problems: string[] = [];
  if (!validate(raw)) {
    for (const e of validate.errors ?? []) {
      const name = e.instancePath.replace(/^\//, '') || String((e.params as { missingProperty?: string }).missingProperty ?? '');
      const setting = (SETTINGS as readonly Setting[]).find((s) => s.env === name);
      const shown = setting?.secret ? '(hidden)' : JSON.stringify(env[name] ?? overrides[name]);
      problems.push(`${name}=${shown}: ${e.message}${setting?.unit ? ` (unit: ${setting.unit})` : ''}`);
    }
  }
  const r = raw as Record<string, any>;
  // Production is the default: a deployment that forgot NODE_ENV must not run on the public
  // default secret. Development and test are chosen explicitly.
  if (r.NODE_ENV !== 'development' && r.NODE_ENV !== 'test' && (String(r.KEY_HASH_SECRET).length < 32 || r.KEY_HASH_SECRET === 'dev-only-key-hash-secret-change-me')) {
    problems.push('KEY_HASH_SECRET: must be set to a secret of at least 32 characters in production, the default mode (for development, set NODE_ENV=development)');
  }
  const allowedPorts = parsePortRanges(String(r.WEBHOOK_ALLOWED_PORTS ?? ''));
  if (!allowedPorts) problems.push(`WEBHOOK_ALLOWED_PORTS=${JSON.stringify(r.WEBHOOK_ALLOWED_PORTS)}: must be comma-separated ports or ranges within 1-65535, e.g. 80,443,1024-65535`);
  if (String(r.ADMIN_PASSWORD ?? '') !== '' && String(r.ADMIN_USER ?? '') === '') {
    problems.push('ADMIN_USER: must be set when ADMIN_PASSWORD is');
  }
  const retrySchedule = String(r.WEBHOOK_RETRY_SCHEDULE_MS ?? '').split(',').map((v) => v.trim());
  if (!retrySchedule.every((v) => /^\d{1,10}$/.test(v)) || retrySchedule.length > 20) {
    problems.push(`WEBHOOK_RETRY_SCHEDULE_MS=${JSON.stringify(r.WEBHOOK_RETRY_SCHEDULE_MS)}: must be 1 to 20 comma-separated delays (unit: ms)`);
  }
  const walletsPerDay = parseTierCounts(String(r.WALLETS_PER_DAY ?? ''));
  if (!walletsPerDay) problems.push(`WALLETS_PER_DAY=${JSON.stringify(r.WALLETS_PER_DAY)}: must be free=N,pro=N,enterprise=N (0: unlimited) (unit: wallets)`);
  const direct = String(r.DATABASE_URL_DIRECT ?? '');
  if (direct !== '' && !/^postgres(ql)?:\/\//.test(direct)) problems.push(`DATABASE_URL_DIRECT: must be a postgres:// URL`);
  const clusterNodes = String(r.REDIS_CLUSTER_NODES ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  const publicBase = String(r.PUBLIC_BASE_URL ?? '');
  if (publicBase !== '' && !/^https?:\/\/[^/?#\s]+\/?$/i.test(publicBase)) problems.push(`PUBLIC_BASE_URL=${JSON.stringify(publicBase)}: must be an origin such as https://api.example.com (no path)`);
  const badNode = clusterNodes.find((n) => !/^[^\s:]+:\d{1,5}$/.test(n));
  if (badNode !== undefined) problems.push(`REDIS_CLUSTER_NODES=${JSON.stringify(r.REDIS_CLUSTER_NODES)}: each node must be host:port`);
  const mainnetGenesis = genesisHashList(r.SOLANA_MAINNET_GENESIS_HASH);
  if (!mainnetGenesis?.length) problems.push(`SOLANA_MAINNET_GENESIS_HASH=${JSON.stringify(r.SOLANA_MAINNET_GENESIS_HASH)}: must be one or more comma-separated base58 genesis hashes`);
  const devnetGenesis = genesisHashList(r.SOLANA_DEVNET_GENESIS_HASH);
  if (!devnetGenesis) problems.push(`SOLANA_DEVNET_GENESIS_HASH=${JSON.stringify(r.SOLANA_DEVNET_GENESIS_HASH)}: must be empty or comma-separated base58 genesis hashes`);
  else if (devnetGenesis.includes(MAINNET_BETA_GENESIS_HASH)) problems.push(`SOLANA_DEVNET_GENESIS_HASH: must not accept mainnet-beta's genesis hash (test keys never reach mainnet)`);
  if (problems.length) throw new ConfigError(problems);

  const config: Config = {
    env: r.NODE_ENV,
    host: r.HOST,
    port: r.PORT,
    logLevel: r.LOG_LEVEL,
    shutdownGraceMs: r.SHUTDOWN_GRACE_MS,
    databaseUrl: r.DATABASE_URL,
    databaseUrlDirect: String(r.DATABASE_URL_DIRECT ?? '') || r.DATABASE_URL,
    databasePooler: r.DATABASE_POOLER,
    databasePoolMax: r.DATABASE_POOL_MAX,
    databaseSchema: r.DATABASE_SCHEMA,
    redisUrl: r.REDIS_URL,
    redisClusterNodes: clusterNodes,
    redisPrefix: r.REDIS_PREFIX,
    dependencyTimeoutMs: r.DEPENDENCY_TIMEOUT_MS,
    http: { bodyLimitBytes: r.BODY_LIMIT_BYTES, trustProxy: r.TRUST_PROXY || r.TRUST_PROXY_HOPS > 0, trustProxyHops: r.TRUST_PROXY_HOPS || (r.TRUST_PROXY ? 1 : 0), adminUser: r.ADMIN_USER, adminPassword: r.ADMIN_PASSWORD, overloadMaxDelayMs: r.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, opsPort: r.OPS_PORT },
    mcp: { allowedHosts: mcpAllowedHosts(r.MCP_ALLOWED_HOSTS, r.HOST), allowedOrigins: hostList(r.MCP_ALLOWED_ORIGINS), maxBatch: r.MCP_MAX_BATCH },
    jobs: {
      intentDeadlineMs: r.INTENT_DEADLINE_MS,
      buildDeadlineMs: r.BUILD_DEADLINE_MS,
      defaultDeadlineMs: r.JOB_DEADLINE_MS,
      attempts: r.JOB_ATTEMPTS,
      backoffMs: r.JOB_BACKOFF_MS,
      staleAfterMs: r.JOB_STALE_AFTER_MS,
      sweepIntervalMs: r.JOB_SWEEP_INTERVAL_MS,
      concurrency: r.WORKER_CONCURRENCY,
      accountConcurrency: r.JOB_ACCOUNT_CONCURRENCY,
      lockMs: r.JOB_LOCK_MS,
      metricsPort: r.WORKER_METRICS_PORT,
      unhealthyAfterMs: r.WORKER_UNHEALTHY_AFTER_MS,
      keepCompleted: r.QUEUE_KEEP_COMPLETED,
      keepFailed: r.QUEUE_KEEP_FAILED,
    },
    keys: {
      hashSecret: r.KEY_HASH_SECRET, cacheTtlMs: r.KEY_CACHE_TTL_MS, devBootstrap: r.DEV_BOOTSTRAP,
      negativeCacheMs: r.AUTH_NEGATIVE_CACHE_MS, failuresPerIp: r.AUTH_FAILURES_PER_IP, failureWindowMs: r.AUTH_FAILURE_WINDOW_MS,
      maxPerAccount: r.API_KEYS_MAX,
    },
    dashboard: {
      sessionIdleMs: r.DASHBOARD_SESSION_IDLE_MS, sessionMaxMs: r.DASHBOARD_SESSION_MAX_MS,
      signInFailuresPerIp: r.DASHBOARD_SIGN_IN_FAILURES_PER_IP, signInWindowMs: r.DASHBOARD_SIGN_IN_WINDOW_MS,
    },
    solana: {
      mainnetRpcUrl: r.SOLANA_MAINNET_RPC_URL,
      devnetRpcUrl: r.SOLANA_DEVNET_RPC_URL,
      mainnetGenesisHashes: mainnetGenesis ?? [],
      devnetGenesisHashes: devnetGenesis ?? [],
      identityRecheckMs: r.CLUSTER_IDENTITY_RECHECK_MS,
      localnetHost: r.LOCALNET_HOST,
      localnetPort: r.LOCALNET_PORT,
      localnetWsPort: r.LOCALNET_WS_PORT,
      localnetDataDir: r.LOCALNET_DATA_DIR,
      localnetSlotMs: r.LOCALNET_SLOT_MS,
      rpcTimeoutMs: r.RPC_TIMEOUT_MS,
      rpcMaxRetries: r.RPC_MAX_RETRIES,
      rpcOutageRetryMs: r.RPC_OUTAGE_RETRY_MS,
      defaultSlippageBps: r.DEFAULT_SLIPPAGE_BPS,
      defaultValidatorVoteAccount: r.DEFAULT_VALIDATOR_VOTE_ACCOUNT,
      priorityFeePercentile: r.PRIORITY_FEE_PERCENTILE,
      priorityFeeCacheMs: r.PRIORITY_FEE_CACHE_MS,
      computeUnitMarginPct: r.COMPUTE_UNIT_MARGIN_PCT,
      failedBuildsPerTransaction: r.FAILED_BUILDS_PER_TRANSACTION,
      priorityFeeMaxMicroLamports: r.PRIORITY_FEE_MAX_MICROLAMPORTS,
    },
    landing: {
      rebroadcastMs: r.LANDING_REBROADCAST_MS,
      leaseMs: r.LANDING_LEASE_MS,
      concurrency: r.LANDING_CONCURRENCY,
      extraSenderUrl: r.LANDING_EXTRA_SENDER_URL,
      submitWaitMaxMs: r.SUBMIT_WAIT_MAX_MS,
      accountConcurrency: r.LANDING_ACCOUNT_CONCURRENCY,
      expiryMarginBlocks: r.LANDING_EXPIRY_MARGIN_BLOCKS,
    },
    providers: {
      jupiterApiUrl: r.JUPITER_API_URL,
      jupiterApiKey: r.JUPITER_API_KEY,
      jupiterRps: r.JUPITER_RPS,
      jupiterBudgetWaitMs: r.JUPITER_BUDGET_WAIT_MS,
      usdPriceMaxAgeMs: r.USD_PRICE_MAX_AGE_MS,
      devnetSwapApiUrl: r.DEVNET_SWAP_API_URL,
      devnetSwapVenueName: r.DEVNET_SWAP_VENUE_NAME,
      dexscreenerApiUrl: r.DEXSCREENER_API_URL,
      timeoutMs: r.PROVIDER_TIMEOUT_MS,
      priceFreshnessMs: r.PRICE_FRESHNESS_MS,
      priceRefreshIntervalMs: r.PRICE_REFRESH_INTERVAL_MS,
      priceFetchDeadlineMs: r.PRICE_FETCH_DEADLINE_MS,
      tokenSearchDeadlineMs: r.TOKEN_SEARCH_DEADLINE_MS,
      tokenSearchCacheMs: r.TOKEN_SEARCH_CACHE_MS,
      tokenSearchMaxResults: r.TOKEN_SEARCH_MAX_RESULTS,
      priceRetentionMs: r.PRICE_RETENTION_MS,
      priceTrackWindowMs: r.PRICE_TRACK_WINDOW_MS,
      priceTrackedMax: r.PRICE_TRACKED_MAX,
      tokensSyncIntervalMs: r.TOKENS_SYNC_INTERVAL_MS,
    },
    portfolio: { cacheMs: r.PORTFOLIO_CACHE_MS, deadlineMs: r.PORTFOLIO_DEADLINE_MS, walletsPerDay: walletsPerDay! },
    history: { pageSize: r.HISTORY_PAGE_SIZE, sweepIntervalMs: r.HISTORY_SWEEP_INTERVAL_MS, backfillMax: r.HISTORY_BACKFILL_MAX, afterBuildMs: r.HISTORY_AFTER_BUILD_MS },
    analytics: { rollupIntervalMs: r.ANALYTICS_ROLLUP_INTERVAL_MS, rollupLatenessMs: r.ANALYTICS_ROLLUP_LATENESS_MS },
    webhooks: {
      allowPrivateDestinations: r.WEBHOOK_ALLOW_PRIVATE_DESTINATIONS === 'auto' ? (r.NODE_ENV === 'development' || r.NODE_ENV === 'test') : r.WEBHOOK_ALLOW_PRIVATE_DESTINATIONS === 'true',
      timeoutMs: r.WEBHOOK_TIMEOUT_MS,
      retryScheduleMs: retrySchedule.map(Number),
      disableAfterMs: r.WEBHOOK_DISABLE_AFTER_MS,
      responseBodyLimitBytes: r.WEBHOOK_RESPONSE_BODY_LIMIT_BYTES,
      relayIntervalMs: r.WEBHOOK_RELAY_INTERVAL_MS,
      reenqueueAfterMs: r.WEBHOOK_REENQUEUE_AFTER_MS,
      expiryScanIntervalMs: r.WEBHOOK_EXPIRY_SCAN_INTERVAL_MS,
      dnsServers: String(r.WEBHOOK_DNS_SERVERS).split(',').map((v) => v.trim()).filter(Boolean),
      endpointsMax: r.WEBHOOK_ENDPOINTS_MAX,
      hostRatePerSecond: r.WEBHOOK_HOST_RATE_PER_SECOND,
      allowedPorts: allowedPorts!,
    },
    llm: { baseUrl: r.LLM_BASE_URL, model: r.LLM_MODEL, apiKey: r.LLM_API_KEY, confidenceThreshold: r.LLM_CONFIDENCE_THRESHOLD, timeoutMs: r.LLM_TIMEOUT_MS, minConfidence: r.INTENT_MIN_CONFIDENCE, callsPerDay: r.LLM_CALLS_PER_DAY },
    links: { publicBaseUrl: String(r.PUBLIC_BASE_URL ?? '').replace(/\/+$/, ''), perAddressPerMinute: r.LINK_REQUESTS_PER_MINUTE_PER_ADDRESS, perLinkPerMinute: r.LINK_REQUESTS_PER_MINUTE_PER_LINK, watchIntervalMs: r.LINK_WATCH_INTERVAL_MS, maxPerAccount: r.LINKS_MAX },
    orders: { watchIntervalMs: r.ORDER_WATCH_INTERVAL_MS },
  };
  return deepFreeze(config);
}

/** `free=200,pro=2000,enterprise=0` → a count per tier (every tier named once), or null. */
function parseTierCounts(text: string): Record<'free' | 'pro' | 'enterprise', number> | null {
  const out: Partial<Record<'free' | 'pro' | 'enterprise', number>> = {};
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const m = /^(free|pro|enterprise)\s*=\s*(\d{1,9})$/.exec(part);
    if (!m || out[m[1] as 'free'] !== undefined) return null;
    out[m[1] as 'free'] = Number(m[2]);
  }
  return out.free !== undefined && out.pro !== undefined && out.enterprise !== undefined ? out as Record<'free' | 'pro' | 'enterprise', number> : null;
}

function deepFreeze<T>(o: T): T {
  for (const v of Object.values(o as object)) if (v && typeof v === 'object') deepFreeze(v);
  return Object.freeze(o);
}

/** Markdown table of every setting, for the README. */
export function settingsMarkdown(): string {
  const rows = (SETTINGS as readonly Setting[]).map((s) => {
    const def = s.default === undefined ? '(required)' : s.default === '' ? '(empty)' : `\`${s.default}\``;
    return `| \`${s.env}\` | ${def} | ${s.unit ?? ''} | ${s.doc.replace(/\|/g, '\\|')} |`;
  });
  return ['| Variable | Default | Unit | Meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/**
 * The configuration of the development launchers (`npm start`, `npm run localnet`, `npm run
 * faucet`, `npm run cli`): development mode unless NODE_ENV names another explicitly. Everything else runs in
 * production mode unless told otherwise (loadConfig).
 */
export function loadLauncherConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(env, env.NODE_ENV ? {} : { NODE_ENV: 'development' });
}

/**
 * The environment for a child process of the dev launcher: this process's environment with
 * overrides (e.g. the local cluster's URL). Lives here because only config/ reads process.env.
 */
export function childEnvironment(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}

/** A comma-separated list of host names, lower-cased, empty items dropped. */
function hostList(value: string): string[] {
  return String(value ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** MCP_ALLOWED_HOSTS resolved: `auto` is the loopback names on a loopback HOST, any host (null) otherwise; `*` any. */
function mcpAllowedHosts(value: string, listenHost: string): string[] | null {
  const list = hostList(value);
  if (list.includes('*')) return null;
  if (list.length === 1 && list[0] === 'auto') {
    const loopback = ['localhost', '::1', '[::1]'].includes(listenHost.toLowerCase()) || /^127\./.test(listenHost);
    return loopback ? LOOPBACK_HOSTS : null;
  }
  return list;
}
