/**
 * Every setting the service reads, in one table: environment variable, type, default, unit and
 * meaning. config/index.ts validates process.env against it (ajv) and the README's settings
 * table is generated from it (`npm run docs:settings`), so the docs cannot drift from the code.
 */
export type SettingType = 'string' | 'integer' | 'number' | 'boolean' | 'url' | 'enum';

export interface Setting {
  env: string;
  type: SettingType;
  /** Default as the environment would spell it; undefined = required. */
  default?: string;
  /** Allowed values for enum settings. */
  values?: readonly string[];
  minimum?: number;
  maximum?: number;
  unit?: string;
  doc: string;
  /** Never printed (README shows the default only when not secret). */
  secret?: boolean;
}

export const SETTINGS = [
  // --- process ---
  { env: 'NODE_ENV', type: 'enum', values: ['development', 'production', 'test'], default: 'production', doc: 'Run mode. production (the default, also when unset): KEY_HASH_SECRET must be a real secret, webhooks need https and public destinations. development must be chosen explicitly (`npm start`, `npm run localnet`, `npm run faucet` and `npm run cli` choose it when NODE_ENV is unset): the default secret is accepted, webhooks may reach local receivers, and `npm start` creates and migrates the database and bootstraps a dev account. test: as development, chosen by the test suite.' },
  { env: 'HOST', type: 'string', default: '127.0.0.1', doc: 'Interface the API listens on (0.0.0.0 in containers).' },
  { env: 'PORT', type: 'integer', default: '3000', minimum: 0, maximum: 65535, doc: 'API port.' },
  { env: 'LOG_LEVEL', type: 'enum', values: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info', doc: 'pino log level.' },
  { env: 'SHUTDOWN_GRACE_MS', type: 'integer', default: '10000', minimum: 100, unit: 'ms', doc: 'Deadline for a graceful shutdown on SIGTERM/SIGINT before the process exits anyway.' },

  // --- storage ---
  { env: 'DATABASE_URL', type: 'url', default: 'postgres://postgres@127.0.0.1:5432/solana_intents', doc: 'PostgreSQL connection URL (the source of truth).' },
  { env: 'DATABASE_POOLER', type: 'enum', values: ['none', 'transaction'], default: 'none', doc: 'What DATABASE_URL points at. transaction: a transaction-mode pooler (PgBouncer, hosted Postgres poolers): no named prepared statements and no statement_timeout startup parameter (set it on the database or role, docs/deployment.md); LISTEN and migrations use DATABASE_URL_DIRECT.' },
  { env: 'DATABASE_URL_DIRECT', type: 'string', default: '', doc: 'PostgreSQL URL bypassing the pooler, for sessions that span statements: the webhook relay\'s LISTEN and migrations. Empty: DATABASE_URL.' },
  { env: 'DATABASE_POOL_MAX', type: 'integer', default: '10', minimum: 1, doc: 'Maximum PostgreSQL connections per process.' },
  { env: 'DATABASE_SCHEMA', type: 'string', default: 'public', doc: 'PostgreSQL schema holding the tables (tests use one schema per file).' },
  { env: 'REDIS_URL', type: 'url', default: 'redis://127.0.0.1:6379', doc: 'Redis connection URL (queues, rate limits, caches, notifications). Needs maxmemory-policy noeviction.' },
  { env: 'REDIS_CLUSTER_NODES', type: 'string', default: '', doc: 'Comma-separated host:port seeds of a Redis Cluster (e.g. 10.0.0.1:6379,10.0.0.2:6379); when set every connection is a cluster client and REDIS_URL only lends its user, password and TLS. Empty: the single Redis at REDIS_URL.' },
  { env: 'REDIS_PREFIX', type: 'string', default: 'sis', doc: 'Prefix of every Redis key and BullMQ queue this deployment owns.' },
  { env: 'DEPENDENCY_TIMEOUT_MS', type: 'integer', default: '800', minimum: 50, unit: 'ms', doc: 'How long a request waits for Postgres or Redis before answering 503 service_unavailable.' },

  // --- HTTP ---
  { env: 'BODY_LIMIT_BYTES', type: 'integer', default: '65536', minimum: 1024, unit: 'bytes', doc: 'Largest accepted JSON body; larger answers 413 payload_too_large.' },
  { env: 'TRUST_PROXY', type: 'boolean', default: 'false', doc: 'Trust X-Forwarded-* headers (behind a load balancer). Alone it trusts one proxy hop for the client address (as TRUST_PROXY_HOPS=1).' },
  { env: 'TRUST_PROXY_HOPS', type: 'integer', default: '0', minimum: 0, maximum: 10, unit: 'proxies', doc: 'How many proxies in front of the API append to X-Forwarded-For. The client address (failure throttles, sign-in throttle) is the entry the outermost of them wrote: the HOPS-th from the right, never one the client wrote itself. 0: the socket\'s peer address (or one hop with TRUST_PROXY=true). Any value above 0 also trusts X-Forwarded-Proto and X-Forwarded-Host.' },
  { env: 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', type: 'integer', default: '250', minimum: 0, unit: 'ms', doc: 'An API process whose event loop runs later than this sheds /v1 requests with 503 service_unavailable (reason overloaded) and Retry-After: 1, rather than letting them time out its own Redis and Postgres calls. 0 turns shedding off.' },
  { env: 'MCP_ALLOWED_HOSTS', type: 'string', default: 'auto', doc: 'Hostnames (comma-separated, no port) the Host header of /mcp may name; any other is refused 403 (DNS-rebinding protection). auto: localhost, 127.0.0.1 and [::1] when HOST is a loopback address, any host otherwise (list the public hostnames in production). * allows any.' },
  { env: 'MCP_ALLOWED_ORIGINS', type: 'string', default: 'localhost,127.0.0.1,[::1]', doc: 'Hostnames (comma-separated, any scheme and port) a browser\'s Origin header may name on /mcp; a request with any other Origin is refused 403. Requests without Origin (agents, servers) pass. Empty: no browser origin.' },
  { env: 'MCP_MAX_BATCH', type: 'integer', default: '10', minimum: 1, maximum: 100, unit: 'messages', doc: 'Most JSON-RPC messages in one /mcp POST (a batch array); a larger batch is refused whole with a JSON-RPC error (HTTP 400).' },
  { env: 'OPS_PORT', type: 'integer', default: '0', minimum: 0, maximum: 65535, doc: 'When set, /metrics and /readyz (and /healthz) are served on this internal port, on HOST, and no longer on PORT; keep it off the public network. 0: served on PORT.' },
  { env: 'ADMIN_USER', type: 'string', default: '', doc: 'User name for the queue dashboard at /admin/queues (HTTP Basic).' },
  { env: 'ADMIN_PASSWORD', type: 'string', default: '', secret: true, doc: 'Password for /admin/queues. The dashboard is not mounted when empty.' },

  // --- jobs ---
  { env: 'INTENT_DEADLINE_MS', type: 'integer', default: '5000', minimum: 0, unit: 'ms', doc: 'How long POST /v1/intents waits for the parse before answering 202 with a Location.' },
  { env: 'BUILD_DEADLINE_MS', type: 'integer', default: '10000', minimum: 0, unit: 'ms', doc: 'How long POST /v1/transactions/build waits for the build before answering 202.' },
  { env: 'JOB_DEADLINE_MS', type: 'integer', default: '5000', minimum: 0, unit: 'ms', doc: 'Default wait for other request-to-job round trips (e.g. the ping job).' },
  { env: 'JOB_ATTEMPTS', type: 'integer', default: '5', minimum: 1, maximum: 50, doc: 'Attempts per job before it is failed for good (exponential backoff with jitter between them).' },
  { env: 'JOB_BACKOFF_MS', type: 'integer', default: '500', minimum: 10, unit: 'ms', doc: 'First retry delay; doubles each attempt.' },
  { env: 'JOB_STALE_AFTER_MS', type: 'integer', default: '120000', minimum: 1000, unit: 'ms', doc: 'How long after its creation a record\'s work is still done: through an outage of Postgres or Redis its job is retried without spending attempts, and re-queued by the sweep if it was lost. Past it, a record with no live job is marked failed, saying why.' },
  { env: 'JOB_SWEEP_INTERVAL_MS', type: 'integer', default: '2000', minimum: 100, unit: 'ms', doc: 'Period of each worker process\'s sweep that re-queues records whose job was lost (e.g. Redis restarted empty) and fails those past JOB_STALE_AFTER_MS.' },
  { env: 'JOB_LOCK_MS', type: 'integer', default: '30000', minimum: 500, unit: 'ms', doc: 'Job lock of a worker, renewed while it runs; a worker that dies loses it and its job is retried elsewhere within this long (lock JOB_LOCK_MS/2, stalled check every JOB_LOCK_MS/4).' },
  { env: 'WORKER_CONCURRENCY', type: 'integer', default: '8', minimum: 1, maximum: 256, doc: 'Jobs each queue processes at once in one worker process.' },
  { env: 'JOB_ACCOUNT_CONCURRENCY', type: 'integer', default: '4', minimum: 0, maximum: 1024, unit: 'jobs', doc: 'Most jobs of one account running at once in one queue, across every worker process (ping, intents, builds, wallet indexing); more wait in the delayed set. 0: no cap.' },
  { env: 'QUEUE_KEEP_COMPLETED', type: 'integer', default: '1000', minimum: 0, doc: 'Completed jobs kept per queue (removeOnComplete count).' },
  { env: 'WORKER_METRICS_PORT', type: 'integer', default: '9464', minimum: 0, maximum: 65535, doc: 'Port of the worker process\'s own /metrics and /healthz (job durations live there).' },
  { env: 'WORKER_UNHEALTHY_AFTER_MS', type: 'integer', default: '60000', minimum: 1000, unit: 'ms', doc: 'The worker\'s /healthz (on WORKER_METRICS_PORT) answers 503 once Redis or Postgres has not answered for this long (probed every quarter of it, at most every 5 s), so a liveness probe restarts the process; 200 while both answer or have been away for less. Keep it above a Redis failover (cluster-node-timeout) and a PgBouncer restart: the worker waits those out by itself.' },
  { env: 'QUEUE_KEEP_FAILED', type: 'integer', default: '5000', minimum: 0, doc: 'Failed jobs kept per queue (removeOnFail count).' },

  // --- auth and keys ---
  { env: 'KEY_HASH_SECRET', type: 'string', default: 'dev-only-key-hash-secret-change-me', secret: true, doc: 'HMAC-SHA-256 secret for stored API key hashes. Must be set (32+ chars, not the default) unless NODE_ENV is development or test: start-up refuses the default otherwise.' },
  { env: 'KEY_CACHE_TTL_MS', type: 'integer', default: '30000', minimum: 0, unit: 'ms', doc: 'In-process cache of verified keys; revocations invalidate it at once through Redis pub/sub.' },
  { env: 'API_KEYS_MAX', type: 'integer', default: '100', minimum: 1, maximum: 100000, unit: 'keys', doc: 'Most usable keys (active or expiring, live and test together) one account may hold; POST /v1/keys past it answers 409 conflict (reason key_limit_reached). Rotation may go up to twice this.' },
  { env: 'DEV_BOOTSTRAP', type: 'boolean', default: 'true', doc: 'In development, create a dev account and print a test admin key when the database has no account.' },
  { env: 'AUTH_FAILURES_PER_IP', type: 'integer', default: '30', minimum: 0, unit: 'failures', doc: 'Requests with a failing API key (unknown, revoked or expired) one client address (an IPv6 /64) may send per AUTH_FAILURE_WINDOW_MS; past it, requests whose key is not in the key cache answer 429 rate_limit_exceeded (reason too_many_failed_keys) with Retry-After, before any database lookup. 0: no throttle.' },
  { env: 'AUTH_FAILURE_WINDOW_MS', type: 'integer', default: '60000', minimum: 1000, unit: 'ms', doc: 'Window of AUTH_FAILURES_PER_IP (fixed, per address, shared by every API instance through Redis).' },
  { env: 'AUTH_NEGATIVE_CACHE_MS', type: 'integer', default: '60000', minimum: 0, unit: 'ms', doc: 'An API key found to be unknown is remembered (by hash, in-process, at most 10,000) this long: presenting it again answers 401 without a database lookup. 0: off.' },
  { env: 'DASHBOARD_SIGN_IN_FAILURES_PER_IP', type: 'integer', default: '10', minimum: 0, unit: 'failures', doc: 'Failed /dashboard sign-ins one client address may make per DASHBOARD_SIGN_IN_WINDOW_MS; past it the sign-in page answers 429 with Retry-After without checking the key. 0: no throttle.' },
  { env: 'DASHBOARD_SIGN_IN_WINDOW_MS', type: 'integer', default: '900000', minimum: 1000, unit: 'ms', doc: 'Window of DASHBOARD_SIGN_IN_FAILURES_PER_IP (15 minutes).' },
  { env: 'DASHBOARD_SESSION_IDLE_MS', type: 'integer', default: '1800000', minimum: 1000, unit: 'ms', doc: 'A /dashboard session ends after this long without a page view (30 minutes).' },
  { env: 'DASHBOARD_SESSION_MAX_MS', type: 'integer', default: '43200000', minimum: 1000, unit: 'ms', doc: 'A /dashboard session ends this long after sign-in, however active (12 hours).' },

  // --- Solana ---
  { env: 'SOLANA_MAINNET_RPC_URL', type: 'url', default: 'https://api.mainnet-beta.solana.com', doc: 'RPC for live keys (mainnet).' },
  { env: 'SOLANA_DEVNET_RPC_URL', type: 'string', default: '', doc: 'RPC for test keys. Empty: the embedded local cluster (LiteSVM) that `npm start` runs.' },
  { env: 'SOLANA_MAINNET_GENESIS_HASH', type: 'string', default: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d', doc: 'Genesis hash(es), comma-separated, that SOLANA_MAINNET_RPC_URL must answer to getGenesisHash (default: mainnet-beta\'s). Checked at start of the API and the workers and every CLUSTER_IDENTITY_RECHECK_MS: until it matches, live keys\' builds and submits answer 503 service_unavailable (reason wrong_cluster) and nothing is sent to that RPC; /readyz names the network and the reason (docs/deployment.md, "Cluster identity").' },
  { env: 'SOLANA_DEVNET_GENESIS_HASH', type: 'string', default: '', doc: 'Genesis hash(es), comma-separated, that the test keys\' RPC must answer to getGenesisHash. Empty: devnet\'s (EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG) when SOLANA_DEVNET_RPC_URL is set; with the embedded local cluster, whatever it reports (`npm start` passes it on). Mainnet\'s hash is never accepted here: test keys never reach mainnet.' },
  { env: 'CLUSTER_IDENTITY_RECHECK_MS', type: 'integer', default: '60000', minimum: 1000, unit: 'ms', doc: 'How often each network\'s RPC is asked its genesis hash again (a network not yet verified is also asked when a build or submit meets it, at most once a second).' },
  { env: 'LOCALNET_HOST', type: 'string', default: '127.0.0.1', doc: 'Interface of the embedded local cluster.' },
  { env: 'LOCALNET_PORT', type: 'integer', default: '8899', minimum: 0, maximum: 65535, doc: 'Port of the embedded local cluster JSON-RPC endpoint.' },
  { env: 'LOCALNET_WS_PORT', type: 'integer', default: '0', minimum: 0, maximum: 65535, doc: 'WebSocket (subscriptions) port of the embedded local cluster. 0: the JSON-RPC port + 1, where @solana/web3.js looks by default. A port in use stops the start with one line naming this setting or LOCALNET_PORT.' },
  { env: 'LOCALNET_DATA_DIR', type: 'string', default: '.localnet', doc: 'Folder (relative to the project) where the embedded local cluster saves its accounts on shutdown and loads them at start, so a restart of `npm start` keeps balances (docs/deployment.md, "The local cluster\'s data"). Empty: a fresh chain every start. `npm run localnet -- --reset` or `npm start -- --reset` starts afresh.' },
  { env: 'LOCALNET_SLOT_MS', type: 'integer', default: '400', minimum: 10, unit: 'ms', doc: 'Slot time of the embedded local cluster (blockhashes advance and expire with it).' },
  { env: 'RPC_TIMEOUT_MS', type: 'integer', default: '8000', minimum: 100, unit: 'ms', doc: 'Timeout of one Solana RPC call.' },
  { env: 'RPC_OUTAGE_RETRY_MS', type: 'integer', default: '30000', minimum: 0, unit: 'ms', doc: 'How long after its record was created an intent or build whose Solana RPC cannot be reached (refused, timed out, or 429/5xx after RPC_MAX_RETRIES) is retried, without spending its attempts; past it the record fails with upstream_error (or timeout) saying so. 0: fail at the first unreachable call.' },
  { env: 'RPC_MAX_RETRIES', type: 'integer', default: '2', minimum: 0, maximum: 10, doc: 'Retries of a Solana RPC call on transient errors (429, 5xx, network), with backoff.' },
  { env: 'DEFAULT_SLIPPAGE_BPS', type: 'integer', default: '50', minimum: 0, maximum: 10000, unit: 'bps', doc: 'Slippage applied to swaps whose command names none.' },
  { env: 'DEFAULT_VALIDATOR_VOTE_ACCOUNT', type: 'string', default: '', doc: 'Vote account stakes delegate to when the command names none (empty: the local cluster\'s validator, or an error on mainnet).' },
  { env: 'PRIORITY_FEE_PERCENTILE', type: 'integer', default: '75', minimum: 0, maximum: 100, unit: 'percentile', doc: 'Percentile of recent prioritization fees used as the compute unit price.' },
  { env: 'PRIORITY_FEE_CACHE_MS', type: 'integer', default: '5000', minimum: 0, unit: 'ms', doc: 'How long a computed priority fee is reused.' },
  { env: 'COMPUTE_UNIT_MARGIN_PCT', type: 'integer', default: '10', minimum: 0, maximum: 100, unit: '%', doc: 'Margin added to simulated compute units for the compute unit limit.' },
  { env: 'FAILED_BUILDS_PER_TRANSACTION', type: 'integer', default: '5', minimum: 1, maximum: 1000, unit: 'builds', doc: 'Builds whose simulation fails that an account may make per UTC day, as a multiple of its tier\'s transactions per day (free: 5 × 100); past it 429 quota_exceeded (limitType failed_builds_per_day). Unlimited tiers stay unlimited.' },
  { env: 'PRIORITY_FEE_MAX_MICROLAMPORTS', type: 'integer', default: '1000000', minimum: 0, unit: 'micro-lamports/CU', doc: 'Ceiling of the compute unit price a build pays, whatever priorityLevel and the network\'s recent fees say.' },

  // --- submit and landing ---
  { env: 'LANDING_REBROADCAST_MS', type: 'integer', default: '2000', minimum: 50, maximum: 2000, unit: 'ms', doc: 'Period at which the landing loop sends a submitted transaction\'s signed bytes again (maxRetries 0) until it lands or its blockhash expires.' },
  { env: 'LANDING_LEASE_MS', type: 'integer', default: '10000', minimum: 500, unit: 'ms', doc: 'Lease of a landing loop in Postgres, renewed every round: a crashed worker\'s loop is taken over by another worker this long after its last round, and never run by two at once.' },
  { env: 'LANDING_CONCURRENCY', type: 'integer', default: '64', minimum: 1, doc: 'Landing loops one worker process runs at once (each mostly waits on the chain), half of them (at least one) kept for each network (mainnet, devnet).' },
  { env: 'LANDING_ACCOUNT_CONCURRENCY', type: 'integer', default: '16', minimum: 1, maximum: 1024, unit: 'loops', doc: 'Most landing loops of one account running at once, across every worker process; its other submitted transactions wait their turn, oldest signed first.' },
  { env: 'LANDING_EXPIRY_MARGIN_BLOCKS', type: 'integer', default: '150', minimum: 0, maximum: 100000, unit: 'blocks', doc: 'Blocks past a submitted transaction\'s lastValidBlockHeight (finalized) after which its landing loop ends `expired` even when the wallet\'s history could not prove it never landed (`error.details.unverified: true`; the wallet-history indexer corrects it if it did). No rebroadcast once the blockhash is past.' },
  { env: 'LANDING_EXTRA_SENDER_URL', type: 'string', default: '', doc: 'A second path the landing loop sends the same signed bytes through, in parallel with the network\'s RPC (live keys only): a JSON-RPC sendTransaction endpoint such as Helius Sender (https://sender.helius-rpc.com/fast). Empty: RPC only.' },
  { env: 'SUBMIT_WAIT_MAX_MS', type: 'integer', default: '60000', minimum: 0, unit: 'ms', doc: 'Longest wait a submit honours for `Prefer: wait=N` before answering 202 with the record as it is.' },

  // --- providers ---
  { env: 'JUPITER_API_URL', type: 'url', default: 'https://api.jup.ag', doc: 'Jupiter API base (swap/v2 build; swap/v1 quote and swap-instructions for ExactOut; price/v3; tokens/v2). lite-api.jup.ag is being retired: a lite-api host logs a warning at start.' },
  { env: 'JUPITER_API_KEY', type: 'string', default: '', secret: true, doc: 'Jupiter API key from portal.jup.ag, sent as the x-api-key header. Without one api.jup.ag allows 0.5 requests/s; a key Jupiter refuses answers 502 upstream_auth.' },
  { env: 'JUPITER_RPS', type: 'number', default: '1', minimum: 0.05, maximum: 1000, unit: 'requests/s', doc: 'Jupiter calls per second shared by every API and worker process (one budget in Redis, like Jupiter\'s one bucket per account): the free key\'s 1; paid plans 10-150.' },
  { env: 'JUPITER_BUDGET_WAIT_MS', type: 'integer', default: '5000', minimum: 0, unit: 'ms', doc: 'Longest a Jupiter call waits for a slot of JUPITER_RPS; past it a build answers 503 service_unavailable with Retry-After and a price read its last known price marked stale.' },
  { env: 'USD_PRICE_MAX_AGE_MS', type: 'integer', default: '600000', minimum: 1000, unit: 'ms', doc: 'Oldest USD price a build whose amount is given in dollars may use; an older one is refused (400 validation_error reason stale_usd_price).' },
  { env: 'DEVNET_SWAP_API_URL', type: 'string', default: '', doc: 'Swap venue and price source of test keys, in Jupiter\'s API shapes (Swap API v1 quote, swap-instructions and cosign; Price API v3; Tokens API v2). Empty: test keys have no swap venue (swaps answer 400 validation_error reason no_swap_venue) and their prices are mainnet market prices. `npm start` sets it to the embedded local cluster\'s market.' },
  { env: 'DEVNET_SWAP_VENUE_NAME', type: 'string', default: 'devnet-swap-api', doc: 'Name of that venue, as builds (`breakdown.venue`) and prices (`source`) of test keys show it. `npm start` sets `localnet-rfq` with the embedded market.' },
  { env: 'DEXSCREENER_API_URL', type: 'url', default: 'https://api.dexscreener.com', doc: 'DexScreener API base (fallback price provider).' },
  { env: 'PROVIDER_TIMEOUT_MS', type: 'integer', default: '4000', minimum: 100, unit: 'ms', doc: 'Timeout of one price or swap provider call.' },
  { env: 'PRICE_FRESHNESS_MS', type: 'integer', default: '60000', minimum: 1000, unit: 'ms', doc: 'A price older than this is refreshed before answering, or marked stale.' },
  { env: 'PRICE_REFRESH_INTERVAL_MS', type: 'integer', default: '30000', minimum: 1000, unit: 'ms', doc: 'Period of the repeatable job refreshing tracked token prices.' },
  { env: 'TOKENS_SYNC_INTERVAL_MS', type: 'integer', default: '3600000', minimum: 60000, unit: 'ms', doc: 'Period of the repeatable tokens-sync job filling the token catalogue from Tokens API v2 (mainnet: JUPITER_API_URL within JUPITER_RPS; devnet: DEVNET_SWAP_API_URL).' },
  { env: 'PRICE_FETCH_DEADLINE_MS', type: 'integer', default: '300', minimum: 0, unit: 'ms', doc: 'Hard deadline of a price read\'s wait for an on-demand fetch (missing or stale price): past it the answer is the last known price marked stale, or 504; the fetch goes on and fills the cache for the next read. An upstream never makes a price answer slow.' },
  { env: 'TOKEN_SEARCH_DEADLINE_MS', type: 'integer', default: '300', minimum: 0, unit: 'ms', doc: 'Hard deadline of an on-demand token search inside a request (a word of an intent no token the catalogue holds names, GET /v1/tokens?query=): past it, or while the search breaker is open, the word is unknown_token with details.searchUnavailable; the search goes on and fills the catalogue for the next request.' },
  { env: 'TOKEN_SEARCH_CACHE_MS', type: 'integer', default: '600000', minimum: 1000, unit: 'ms', doc: 'How long an on-demand token search is remembered, found or not: the same word costs no second call within it.' },
  { env: 'TOKEN_SEARCH_MAX_RESULTS', type: 'integer', default: '20', minimum: 1, maximum: 100, doc: 'Most tokens one on-demand search stores in the catalogue (the source\'s order: best first).' },
  { env: 'PRICE_RETENTION_MS', type: 'integer', default: '86400000', minimum: 1000, unit: 'ms', doc: 'How long a last known price is kept in Redis, to be served marked stale while every provider fails.' },
  { env: 'PRICE_TRACK_WINDOW_MS', type: 'integer', default: '3600000', minimum: 1000, unit: 'ms', doc: 'A mint outside the registry is refreshed with the registry tokens for this long after it was last asked for.' },
  { env: 'PRICE_TRACKED_MAX', type: 'integer', default: '500', minimum: 0, maximum: 10000, doc: 'Most mints outside the registry kept refreshed (the most recently asked for win).' },
  { env: 'PORTFOLIO_CACHE_MS', type: 'integer', default: '15000', minimum: 1000, unit: 'ms', doc: 'How long a computed wallet portfolio is served from Redis before the wallet-index worker reads the chain again.' },
  { env: 'PORTFOLIO_DEADLINE_MS', type: 'integer', default: '10000', minimum: 0, unit: 'ms', doc: 'How long GET /v1/portfolio waits for the wallet-index worker before answering 504.' },
  { env: 'WALLETS_PER_DAY', type: 'string', default: 'free=200,pro=2000,enterprise=20000', unit: 'wallets', doc: 'Distinct wallets per tier an account may have indexed (portfolio, history) per UTC day, as tier=count pairs (0: unlimited); a new wallet past it answers 429 quota_exceeded (limitType wallets_per_day). Wallets already indexed that day stay readable.' },

  // --- wallet history ---
  { env: 'HISTORY_PAGE_SIZE', type: 'integer', default: '100', minimum: 1, maximum: 1000, unit: 'signatures', doc: 'Signatures one wallet history indexing job reads (one bounded page of getSignaturesForAddress); a job re-enqueues itself while more remain.' },
  { env: 'HISTORY_BACKFILL_MAX', type: 'integer', default: '5000', minimum: 0, unit: 'transactions', doc: 'Older history of a wallet is backfilled until this many of its transactions are stored; new transactions are always indexed. Bounds the work any caller can ask for.' },
  { env: 'HISTORY_AFTER_BUILD_MS', type: 'integer', default: '2000', minimum: 0, maximum: 60000, unit: 'ms', doc: 'How long after a build its wallet\'s history is indexed (to match the signed transaction once it lands). Builds of one wallet within this window share one indexing job; listing the wallet\'s transactions indexes it at once.' },
  { env: 'HISTORY_SWEEP_INTERVAL_MS', type: 'integer', default: '10000', minimum: 1000, unit: 'ms', doc: 'Period of the repeatable sweep that re-indexes wallets with built transactions not yet settled and expires those past their lastValidBlockHeight.' },

  // --- usage analytics ---
  { env: 'ANALYTICS_ROLLUP_INTERVAL_MS', type: 'integer', default: '60000', minimum: 1000, unit: 'ms', doc: 'Period of the repeatable job rolling usage events, intents and transactions up into hourly metrics per account: how far GET /v1/analytics/metrics may lag behind.' },
  { env: 'ANALYTICS_ROLLUP_LATENESS_MS', type: 'integer', default: '900000', minimum: 0, unit: 'ms', doc: 'Each rollup run also re-covers rows changed this long before the previous run started (writes in flight during it, clock skew between hosts).' },

  // --- webhooks ---
  { env: 'WEBHOOK_ALLOW_PRIVATE_DESTINATIONS', type: 'enum', values: ['auto', 'true', 'false'], default: 'auto', doc: 'Whether webhook URLs may resolve to addresses other than global unicast (loopback, private, link-local, metadata, ...). auto: yes in development and test (a local receiver), no in production (the default mode). https is required in production whatever this says.' },
  { env: 'WEBHOOK_ALLOWED_PORTS', type: 'string', default: '80,443,1024-65535', unit: 'port list', doc: 'Ports a webhook URL may name (comma-separated ports and ranges); others are refused when the endpoint is saved and at each delivery. The default keeps webhooks off privileged service ports (SSH, SMTP, ...).' },
  { env: 'WEBHOOK_TIMEOUT_MS', type: 'integer', default: '5000', minimum: 100, unit: 'ms', doc: 'Timeout of one webhook delivery attempt (connect, send, answer); a receiver slower than this counts as a failed attempt.' },
  { env: 'WEBHOOK_RETRY_SCHEDULE_MS', type: 'string', default: '0,5000,300000,1800000,7200000,18000000,36000000,36000000', unit: 'ms list', doc: 'Delay before each delivery attempt, comma-separated (Svix\'s schedule: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h); its length is the number of attempts.' },
  { env: 'WEBHOOK_DISABLE_AFTER_MS', type: 'integer', default: '432000000', minimum: 0, unit: 'ms', doc: 'An endpoint whose attempts have all failed for this long (5 days) is disabled, and the account\'s other endpoints get webhook.disabled.' },
  { env: 'WEBHOOK_RESPONSE_BODY_LIMIT_BYTES', type: 'integer', default: '2048', minimum: 0, maximum: 65536, unit: 'bytes', doc: 'How much of a receiver\'s answer is read and stored with the delivery (the rest is not read).' },
  { env: 'WEBHOOK_RELAY_INTERVAL_MS', type: 'integer', default: '500', minimum: 10, unit: 'ms', doc: 'Period of the outbox relay\'s poll in each worker process. It also runs as soon as Postgres notifies a new event; the poll bounds the wait when a notification is missed (listener reconnecting).' },
  { env: 'WEBHOOK_REENQUEUE_AFTER_MS', type: 'integer', default: '15000', minimum: 100, unit: 'ms', doc: 'A delivery due this long without an attempt (Redis or the workers were down when it was scheduled) is enqueued again by the relay.' },
  { env: 'WEBHOOK_EXPIRY_SCAN_INTERVAL_MS', type: 'integer', default: '600000', minimum: 1000, unit: 'ms', doc: 'Period of the scan that emits key.expiring 7 days and 1 day before a key expires or its rotation grace ends.' },
  { env: 'WEBHOOK_DNS_SERVERS', type: 'string', default: '', doc: 'DNS servers (comma-separated ip or ip:port) that resolve webhook hostnames. Empty: the system resolver.' },
  { env: 'WEBHOOK_ENDPOINTS_MAX', type: 'integer', default: '16', minimum: 1, maximum: 1000, unit: 'endpoints', doc: 'Most webhook endpoints one account may have per network (as Stripe: 16); the next POST /v1/webhooks answers 409 conflict (reason endpoint_limit_reached).' },
  { env: 'WEBHOOK_HOST_RATE_PER_SECOND', type: 'integer', default: '20', minimum: 0, unit: 'deliveries/s', doc: 'Delivery attempts per second to one destination host, across every worker process; an attempt over it is postponed (not dropped, no attempt spent). 0: no limit.' },

  // --- intent parsing LLM fallback ---
  { env: 'LLM_BASE_URL', type: 'string', default: '', doc: 'OpenAI-compatible chat-completions base URL for low-confidence commands. Empty: fallback off.' },
  { env: 'LLM_MODEL', type: 'string', default: 'gpt-4o-mini', doc: 'Model name sent to the LLM fallback.' },
  { env: 'LLM_API_KEY', type: 'string', default: '', secret: true, doc: 'Bearer key for the LLM fallback.' },
  { env: 'LLM_CONFIDENCE_THRESHOLD', type: 'number', default: '0.6', minimum: 0, maximum: 1, doc: 'Parses below this confidence are offered to the LLM fallback.' },
  { env: 'INTENT_MIN_CONFIDENCE', type: 'number', default: '0.5', minimum: 0, maximum: 1, doc: 'A parse below this confidence (with no accepted LLM answer) is refused with intent_parse_error reason low_confidence, never built.' },
  { env: 'LLM_TIMEOUT_MS', type: 'integer', default: '3000', minimum: 100, unit: 'ms', doc: 'Timeout of one LLM fallback call.' },
  { env: 'LLM_CALLS_PER_DAY', type: 'integer', default: '200', minimum: 0, unit: 'calls', doc: 'LLM fallback calls one account may cause per UTC day; past it commands are parsed without the fallback (a low-confidence parse is refused as usual). 0: no fallback calls.' },

  // --- payable links (docs/links.md) ---
  { env: 'PUBLIC_BASE_URL', type: 'string', default: '', doc: 'The https origin wallets reach this API at (e.g. https://api.example.com), used in payable links\' actionUrl, solanaPayUrl and QR codes; never the request\'s Host or X-Forwarded-Host. Required in production to create links (503 without it); empty elsewhere: http://HOST:PORT.' },
  { env: 'LINKS_MAX', type: 'integer', default: '1000', minimum: 1, unit: 'links', doc: 'Payable links one account may have that are not revoked; creating one more answers 409 conflict (reason links_max).' },
  { env: 'LINK_REQUESTS_PER_MINUTE_PER_ADDRESS', type: 'integer', default: '60', minimum: 0, unit: 'requests/min', doc: 'Requests one client address (IPv4, or IPv6 /64) may make per minute to the public link endpoints (/pay, /v1/links/{id}/action); more answer 429. 0: no limit.' },
  { env: 'LINK_REQUESTS_PER_MINUTE_PER_LINK', type: 'integer', default: '600', minimum: 0, unit: 'requests/min', doc: 'Requests per minute one payable link may receive from all addresses together; more answer 429. 0: no limit.' },
  { env: 'LINK_WATCH_INTERVAL_MS', type: 'integer', default: '1000', minimum: 100, maximum: 60000, unit: 'ms', doc: 'How often a payable link\'s build is looked for on chain (getSignaturesForAddress on its reference key) until it lands or its blockhash expires.' },
  // --- orders (docs/orders.md) ---
  { env: 'ORDER_WATCH_INTERVAL_MS', type: 'integer', default: '2000', minimum: 200, maximum: 60000, unit: 'ms', doc: 'How often the trigger watcher reads the USD prices of the tokens with open orders (one batched read per network) and fires the orders whose price was crossed.' },
] as const satisfies readonly Setting[];
