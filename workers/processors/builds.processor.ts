import type { Job } from 'bullmq';
import { ClusterIdentity } from '../../shared/chain/cluster-identity.js';
import { Account } from '../../shared/db/entities/account.entity.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { recordSql } from '../../shared/db/record-sql.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import type { IntentBody } from '../../shared/intents/index.js';
import { StepTrace } from '../../shared/metrics/step-trace.js';
import { buildsQueue } from '../../shared/jobs/builds.js';
import { enqueueWalletHistory } from '../../shared/jobs/wallet-history.js';
import { enqueueLinkWatch } from '../../shared/jobs/links.js';
import { transactionQuotaRefusal } from '../../shared/ratelimit/rate-limit-response.js';
import { RateLimiter } from '../../shared/ratelimit/rate-limiter.js';
import { budgetRefusal, DailyBudgets } from '../../shared/ratelimit/daily-budgets.js';
import { TIER_LIMITS } from '../../shared/ratelimit/tier-limits.js';
import { createSwapVenues, jupiterBudget } from '../../shared/swap/swap-venue.js';
import { formatUnits } from '../../shared/transactions/amounts.js';
import { TransactionBuilder, type BuildResult } from '../../shared/transactions/index.js';
import type { PriorityLevel } from '../../shared/transactions/transaction.types.js';
import { warnQuota } from '../../shared/webhooks/quota-warnings.js';
import type { WorkerDeps } from '../deps.js';
import type { Network } from '../../shared/chain/token-list.js';
import { unverifiedTokenWarnings } from '../../shared/catalogue/catalogue-parse.js';
import { cachedVolumePrices, marketUsdPrices } from '../lib/market-prices.js';
import { processRecord } from '../lib/record-processor.js';
import { UpstreamBudget } from '../../shared/upstream/upstream-budget.js';
import { liquidTokenOf } from '../../shared/transactions/planners/liquid-stake.planner.js';
import { AppError } from '../../shared/errors/app-error.js';
import { checkTokenSafety } from '../../shared/safety/safety-check.js';
import { dangerWarnings, receivedMints } from '../../shared/safety/received-tokens.js';

/**
 * How long a blockhash stays usable, as an estimate for expiresAt: 150 blocks at ~400 ms.
 * lastValidBlockHeight is the authority; expiresAt only tells a person how soon to sign.
 */
const BLOCKHASH_LIFETIME_MS = 150 * 400;

/** A per-record quota marker outlives any redelivery of its job (two UTC days). */
const QUOTA_MARKER_TTL_S = 2 * 24 * 3600;

/**
 * Build (and simulate) a build record's transaction from its intent. A successful build —
 * simulated successfully, or not simulated — counts against the account's transactions per
 * day; the count is taken atomically here, so two racing builds cannot both pass the last slot.
 * AppErrors (an intent that cannot be built, the RPC or Jupiter failing) fail the record.
 */
export function buildsProcessor(deps: WorkerDeps) {
  const { solana, providers, redisPrefix } = deps.config;
  const prices = marketUsdPrices(deps);
  const volumePrice = cachedVolumePrices(deps, prices);
  const now = deps.now ?? Date.now;
  const warningsOf = async (network: Network, intent: { type: string; params: unknown }) => {
    if (deps.catalogue) await deps.catalogue.ensureLoaded().catch(() => undefined);
    return unverifiedTokenWarnings(intent, network, await deps.registry.tokens(network), deps.catalogue ?? null);
  };
  const builder = new TransactionBuilder({
    chain: deps.chain,
    registry: deps.registry,
    prices,
    swapVenues: createSwapVenues(providers, jupiterBudget(deps.redis, redisPrefix, providers), (venue, endpoint, s) => deps.metrics.swapVenueDuration.observe({ venue, endpoint }, s)),
    settings: solana,
    usdPriceMaxAgeMs: providers.usdPriceMaxAgeMs,
    now,
  });
  // The Jupiter build lane's shares (issue 40): a build routed through Jupiter (mainnet swaps and
  // liquid staking) is admitted by its account's share before any call, so one account (a public
  // swap link, say) cannot spend every tenant's JUPITER_RPS. Its own keys: prices' shares apart.
  const buildLane = new UpstreamBudget(deps.redis, redisPrefix, { upstream: 'jupiter-build', rps: providers.jupiterRps, maxWaitMs: providers.jupiterBudgetWaitMs });
  const safety = {
    redis: deps.redis, prefix: redisPrefix, connection: (network: Network) => deps.chain.connection(network),
    venues: createSwapVenues(providers, jupiterBudget(deps.redis, redisPrefix, providers)), curated: (network: Network) => deps.registry.tokens(network), now,
  };
  /** Danger findings of the tokens the build buys or receives (cached reports; a failed check adds none and is logged). */
  const safetyWarningsOf = async (network: Network, intent: { type: string; params: unknown }) => {
    const entries = await Promise.all(receivedMints(intent).map((mint) => checkTokenSafety(safety, network, mint).catch((err: Error) => {
      deps.logger.warn({ err: err.message, mint }, 'build: the token safety check failed; no safety warning for it');
      return null;
    })));
    return entries.flatMap((e) => (e && 'report' in e ? dangerWarnings(e.report) : []));
  };
  const limiter = new RateLimiter(deps.redis, { prefix: redisPrefix, now: deps.now });
  const identity = ClusterIdentity.forConfig(deps.config, deps.logger, deps.metrics);
  const budgets = new DailyBudgets(deps.redis, redisPrefix, deps.now);

  /**
   * A build whose simulation failed is not free either: it counts against the cheaper
   * failed-builds budget (FAILED_BUILDS_PER_TRANSACTION × the tier's transactions per day;
   * unlimited tiers stay unlimited), once per record; past it the record fails with 429.
   */
  async function countFailedOnce(record: TransactionRecord, account: Account): Promise<void> {
    const marker = limiter.transactionQuotaMarker(account.id, record.id);
    if ((await deps.redis.set(marker, 'failed', 'EX', QUOTA_MARKER_TTL_S, 'NX')) === null) return;
    const perDay = TIER_LIMITS[account.tier].transactionsPerDay;
    const limit = perDay === null ? null : perDay * deps.config.solana.failedBuildsPerTransaction;
    const used = await budgets.count(account.id, 'failed-builds', limit);
    if (!used.allowed) {
      await deps.redis.del(marker);
      throw budgetRefusal('failed_builds_per_day', used, `This account has built ${used.limit} transactions that failed simulation today (UTC).`);
    }
  }

  /** USD value of what leaves the wallet, for volume analytics (null without a price). */
  async function volumeUsd(record: TransactionRecord, result: BuildResult, late: { volume: Promise<number | null> | null }): Promise<number | null> {
    const { inputToken, inputAmount } = result.expectedOutput.breakdown;
    if (!inputToken || inputAmount === null) return null;
    const value = (price: number | null) => (price === null ? null : Number(formatUnits(BigInt(inputAmount), inputToken.decimals)) * price);
    // A token never priced is fetched off the build's path: its volume is written once known.
    const price = await volumePrice(record.network, inputToken.mint, (fetching) => { late.volume = fetching.then(value, () => null); }).catch(() => null);
    return value(price);
  }

  /** The volume of a build whose token had no cached price, once the fetch answered (the record stored first). */
  function writeLateVolume(id: string, volume: Promise<number | null>): void {
    const schema = deps.orm.config.get('schema');
    const table = schema && schema !== 'public' ? `"${schema}"."transactions"` : '"transactions"';
    void volume.then((usd) => usd === null ? undefined : deps.orm.em.fork().getConnection().execute(
      `update ${table} set volume_usd = ?, updated_at = now() where id = ? and volume_usd is null and status <> 'pending' and status <> 'running'`, [usd, id]))
      .catch((err: Error) => deps.logger.warn({ err: err.message, id }, 'late build volume not written'));
  }

  /**
   * Count a build against the account's transactions per day once per record, even when its
   * job is redelivered after counting (a worker that died before storing the result): a
   * marker per record, set by the same script as the count (one round trip) and removed again
   * when the quota refuses.
   */
  async function countOnce(record: TransactionRecord, account: Account): Promise<void> {
    const { quota, counted } = await limiter.consumeTransactionQuotaOnce(account.id, account.tier, record.id, QUOTA_MARKER_TTL_S);
    if (!counted) return;
    if (!quota.allowed) throw transactionQuotaRefusal(quota);
    if (quota.limit !== null) {
      await warnQuota(deps.orm, { accountId: account.id, network: record.network, quota: 'transactions_per_day', limit: quota.limit, used: quota.used, resetAt: quota.resetAt }, now())
        .catch((err: Error) => deps.logger.warn({ err: err.message, accountId: account.id }, 'quota warning not written'));
    }
  }

  return async (job: Job): Promise<string> => {
    buildsQueue.assertPayload(job.data);
    // Each step of the build into build_step_duration_seconds{step="worker_…"} (docs/performance.md).
    const trace = new StepTrace(deps.metrics.buildSteps, 'worker_');
    trace.observe('queue_wait', Date.now() - job.timestamp);
    const wallet: { of: Pick<TransactionRecord, 'id' | 'network' | 'walletAddress' | 'accountId' | 'linkId'> | null } = { of: null };
    const late: { volume: Promise<number | null> | null } = { volume: null };
    // The record, its intent and its account in one statement.
    const sql = recordSql(deps.orm);
    let refs: { intent: Intent | null; account: Account | null } = { intent: null, account: null };
    const load = async () => {
      const found = await sql.readWith(TransactionRecord, job.data.transactionId, [{ entity: Intent, foreignKey: 'intentId' }, { entity: Account, foreignKey: 'accountId' }]);
      if (!found) return null;
      refs = { intent: found[1] as Intent | null, account: found[2] as Account | null };
      return found[0];
    };
    const status = await processRecord(deps, job, {
      entity: TransactionRecord,
      id: job.data.transactionId,
      trace,
      // Read, not claimed: the build's only effect outside its record is the quota count, which
      // a marker per record makes once-only; the result is written from pending|running in one
      // conditional UPDATE (one durable commit instead of two), so a redelivered or concurrent
      // run of the job cannot overwrite it. A record stays `pending` while it is built.
      claim: 'read',
      load,
      work: async (record) => {
        wallet.of = record;
        const { intent, account } = refs;
        if (!intent || !account) throw new Error(`the intent or account of build ${record.id} does not exist`);
        // Never build for another cluster than the network's (docs/deployment.md, "Cluster
        // identity"); an RPC that cannot be reached fails or retries the build as any outage does.
        await identity.admit(record.network, { outage: 'throw' });
        if (routedThroughJupiter(record.network, intent)) {
          const share = await buildLane.share(account.id, 1);
          if (!share.admitted) throw buildShareRefusal(share.retryAfterSeconds, providers.jupiterRps);
        }
        // The safety of what the wallet receives, read alongside the build (docs/safety.md).
        const safetyWarnings = safetyWarningsOf(record.network, { type: intent.type ?? '', params: intent.params });
        safetyWarnings.catch(() => undefined);
        const result = await builder.build({
          network: record.network,
          walletAddress: record.walletAddress,
          intent: { type: intent.type, params: intent.params } as unknown as IntentBody,
          simulate: record.simulate,
          ...(record.priorityLevel ? { priorityLevel: record.priorityLevel as PriorityLevel } : {}),
          ...(record.reference ? { reference: record.reference } : {}),
        }, trace);
        const succeeded = !record.simulate || result.simulation?.success === true;
        // The count (Redis) and the volume's USD price (the price cache) at once: neither needs the other.
        // A payable link's build is asked for by an anonymous payer: it spends the link's own
        // limits (docs/links.md, "Cost"), never the owner's transactions or failed-builds budget.
        const counting = record.linkId ? Promise.resolve() : succeeded ? countOnce(record, account) : countFailedOnce(record, account);
        const [, volume] = await Promise.all([counting, volumeUsd(record, result, late)]);
        trace.mark('quota_and_volume');
        return {
          status: 'built',
          transaction: result.transaction,
          messageHash: result.messageHash,
          simulation: (result.simulation ?? null) as Record<string, unknown> | null,
          // Unverified tokens it moves, for clients to show before signing (docs/tokens.md).
          expectedOutput: { ...result.expectedOutput, warnings: [...await warningsOf(record.network, { type: intent.type ?? '', params: intent.params }), ...await safetyWarnings] } as unknown as Record<string, unknown>,
          volumeUsd: volume,
          lastValidBlockHeight: String(result.lastValidBlockHeight),
          expiresAt: new Date(now() + BLOCKHASH_LIFETIME_MS),
        };
      },
    });
    // Watch the wallet once the record is stored, HISTORY_AFTER_BUILD_MS later (the client signs
    // and sends first), so the indexer matches the signed transaction when it lands; the builds
    // of one wallet in that window share the job (the history sweep would find it too, later).
    if (status === 'built' && late.volume && wallet.of) writeLateVolume(job.data.transactionId, late.volume);
    // A link build's payer is anyone who POSTs: their history is indexed only once a payment
    // of theirs lands (the link watcher enqueues it), never for a build nobody sends.
    if (status === 'built' && wallet.of && !wallet.of.linkId) {
      await enqueueWalletHistory(deps.queues, wallet.of.network, wallet.of.walletAddress, wallet.of.accountId, { afterMs: deps.config.history.afterBuildMs }).catch(() => undefined);
      trace.mark('history_enqueue');
    }
    // A payable link's build: its payer's wallet sends it itself; watch for it (docs/links.md).
    if (status === 'built' && wallet.of?.linkId) await enqueueLinkWatch(deps.queues, wallet.of.id, 0, deps.config.links.watchIntervalMs).catch(() => undefined);
    return status;
  };
}

/**
 * Whether a build calls Jupiter: a swap (swap-and-send too) or liquid staking on mainnet, whose
 * venue is Jupiter inside JUPITER_RPS. Test keys' venue (the local market) has no budget.
 */
function routedThroughJupiter(network: Network, intent: Intent): boolean {
  if (network !== 'mainnet') return false;
  const params = (intent.params ?? {}) as object;
  return intent.type === 'swap' || ((intent.type === 'stake' || intent.type === 'unstake') && liquidTokenOf(params) !== null);
}

/** 503 for a build past its account's share of the Jupiter build lane, refused before any call. */
function buildShareRefusal(retryAfterSeconds: number, rps: number): AppError {
  return new AppError('service_unavailable', `This account's share of the jupiter build budget is spent for now (${rps} requests/s split between the accounts building swaps); retry after ${retryAfterSeconds} s.`, {
    details: { reason: 'upstream_share', upstream: 'jupiter', lane: 'build', retryAfterSeconds },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}
