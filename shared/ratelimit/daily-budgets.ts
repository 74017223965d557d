import type { Redis } from 'ioredis';
import { AppError } from '../errors/app-error.js';

const DAY_MS = 24 * 3600 * 1000;

// KEYS[1] the account's set of wallets for the day. ARGV: [1] wallet, [2] limit (0 = none), [3] ttl ms.
// Returns { allowed, used }: a wallet already in the set is always allowed and costs nothing.
const WALLET_LUA = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return { 1, redis.call('SCARD', KEYS[1]) } end
local n = redis.call('SCARD', KEYS[1])
if tonumber(ARGV[2]) > 0 and n >= tonumber(ARGV[2]) then return { 0, n } end
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]))
return { 1, n + 1 }
`;

// KEYS[1] the account's counter for the day. ARGV: [1] limit, [2] ttl ms. Counts one if below the limit.
const COUNT_LUA = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then return { 0, n } end
n = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return { 1, n }
`;

const WALLET_COMMAND = 'dailyBudgetWallet';
const COUNT_COMMAND = 'dailyBudgetCount';
type Script = (key: string, ...args: Array<string | number>) => Promise<number[]>;

/** One budget's answer: whether this use fits, and the day's figures for the refusal. */
export interface BudgetResult {
  allowed: boolean;
  /** null: unlimited. */
  limit: number | null;
  used: number;
  /** Unix seconds when the UTC day (and the budget) ends. */
  resetAt: number;
  retryAfterSeconds: number;
}

/**
 * Per-account daily budgets beside the rate limits (docs/keys-and-limits.md "Budgets"), each
 * one Redis round trip, per UTC day: distinct wallets indexed (WALLETS_PER_DAY), builds whose
 * simulation failed (FAILED_BUILDS_PER_TRANSACTION) and LLM fallback calls (LLM_CALLS_PER_DAY).
 * Redis unreachable: the call throws (callers decide; the API answers 503, never "allow").
 */
export class DailyBudgets {
  private readonly walletScript: Script;
  private readonly countScript: Script;

  constructor(redis: Redis, private readonly prefix: string, private readonly now: () => number = Date.now) {
    redis.defineCommand(WALLET_COMMAND, { numberOfKeys: 1, lua: WALLET_LUA });
    redis.defineCommand(COUNT_COMMAND, { numberOfKeys: 1, lua: COUNT_LUA });
    const commands = redis as unknown as Record<string, Script>;
    this.walletScript = commands[WALLET_COMMAND]!.bind(redis);
    this.countScript = commands[COUNT_COMMAND]!.bind(redis);
  }

  private day(): { day: number; ttlMs: number; resetAt: number; retryAfterSeconds: number } {
    const nowMs = this.now();
    const day = Math.floor(nowMs / DAY_MS);
    const end = (day + 1) * DAY_MS;
    return { day, ttlMs: end - nowMs + 60_000, resetAt: end / 1000, retryAfterSeconds: Math.max(1, Math.ceil((end - nowMs) / 1000)) };
  }

  /** A wallet to index for an account today: free if already indexed today, else one of `limit` (0: unlimited). */
  async wallet(accountId: string, network: string, walletAddress: string, limit: number): Promise<BudgetResult> {
    const d = this.day();
    const [allowed, used] = await this.walletScript(`${this.prefix}:budget:{${accountId}}:wallets:${d.day}`, `${network}:${walletAddress}`, limit, d.ttlMs);
    return { allowed: allowed === 1, limit: limit > 0 ? limit : null, used: used!, resetAt: d.resetAt, retryAfterSeconds: allowed === 1 ? 0 : d.retryAfterSeconds };
  }

  /** Count one use of a named budget (`limit` null: unlimited, nothing counted). */
  async count(accountId: string, name: string, limit: number | null): Promise<BudgetResult> {
    const d = this.day();
    if (limit === null) return { allowed: true, limit: null, used: 0, resetAt: d.resetAt, retryAfterSeconds: 0 };
    const [allowed, used] = await this.countScript(`${this.prefix}:budget:{${accountId}}:${name}:${d.day}`, limit, d.ttlMs);
    return { allowed: allowed === 1, limit, used: used!, resetAt: d.resetAt, retryAfterSeconds: allowed === 1 ? 0 : d.retryAfterSeconds };
  }
}

/**
 * The API's check of the distinct-wallets budget before it asks a worker to index a wallet:
 * 429 quota_exceeded (limitType wallets_per_day) past it, 503 when Redis cannot answer.
 */
export async function assertWalletBudget(budgets: DailyBudgets, limits: Record<string, number>, caller: { accountId: string; tier: string; network: string }, walletAddress: string): Promise<void> {
  let result: BudgetResult;
  try {
    result = await budgets.wallet(caller.accountId, caller.network, walletAddress, limits[caller.tier] ?? 0);
  } catch (cause) {
    throw new AppError('service_unavailable', 'Budgets cannot be checked right now; retry in a few seconds.', { cause });
  }
  if (!result.allowed) {
    throw budgetRefusal('wallets_per_day', result, `This account has had its ${result.limit} distinct wallets indexed today (UTC); wallets already indexed today stay available.`);
  }
}

/** The 429 quota_exceeded for a spent daily budget, in the shape of the other quota refusals. */
export function budgetRefusal(limitType: 'wallets_per_day' | 'failed_builds_per_day', result: BudgetResult, message: string): AppError {
  const { limit, used, resetAt, retryAfterSeconds } = result;
  return new AppError('quota_exceeded', `${message} Retry in ${retryAfterSeconds} s or move to a higher tier.`, {
    details: { limitType, limit, remaining: Math.max(0, (limit ?? 0) - used), resetAt, retryAfterSeconds },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}
