import type { Redis } from 'ioredis';
import type { Config } from '../config/index.js';
import { ChainClients } from '../shared/chain/rpc.js';
import { TokenRegistry } from '../shared/chain/token-registry.js';
import { TokenIndex } from '../shared/catalogue/token-index.js';
import { createLlmIntentReader, type IntentReader } from '../shared/intents/index.js';
import type { Orm } from '../shared/db/orm.js';
import type { QueueSet } from '../shared/jobs/define-queue.js';
import type { Logger } from '../shared/logging/logger.js';
import type { ServiceMetrics } from '../shared/metrics/metrics.js';
import type { PriceProvider } from '../shared/prices/price-provider.js';

/** Everything processors need, passed explicitly. */
export interface WorkerDeps {
  config: Config;
  orm: Orm;
  /** Command connection (publishing notifications, caches). */
  redis: Redis;
  /** Blocking-capable connection for BullMQ workers (maxRetriesPerRequest null). */
  workerRedis: Redis;
  /** Producers for jobs that enqueue follow-up jobs. */
  queues: QueueSet;
  logger: Logger;
  /** One Solana Connection per network. */
  chain: ChainClients;
  /** Per-network token registry (Postgres, held in memory). */
  registry: TokenRegistry;
  /** The token catalogue in memory (symbol → candidates, mint → token), kept current incrementally. */
  catalogue?: TokenIndex;
  /** The LLM fallback of the intent parser; null when not configured. */
  llm: IntentReader | null;
  /** Price providers in failover order; default: the configured Jupiter, then DexScreener. */
  prices?: PriceProvider;
  metrics: ServiceMetrics;
  now?: () => number;
}

/** The domain services processors use, built from settings (workers/main.ts, tests, bench). */
export function createWorkerServices(config: Config, orm: Orm, metrics: ServiceMetrics): Pick<WorkerDeps, 'chain' | 'registry' | 'llm' | 'catalogue'> {
  const chain = ChainClients.fromConfig(config, metrics);
  return {
    chain,
    registry: new TokenRegistry(() => orm.em.fork(), chain),
    catalogue: new TokenIndex(orm),
    llm: createLlmIntentReader({ baseUrl: config.llm.baseUrl, model: config.llm.model, apiKey: config.llm.apiKey, timeoutMs: config.llm.timeoutMs }),
  };
}
