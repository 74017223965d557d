import type { Network } from '../chain/token-list.js';
import { accountIdProperty, defineQueue, type QueueDefinition } from './define-queue.js';

/**
 * The `wallet-index` queue holds several kinds of job, told apart by job name (the processor
 * dispatches on it); each kind has its own contract here.
 */

/** The payload of every per-wallet job on the queue: which wallet, on which network. */
export interface WalletJobPayload {
  network: Network;
  walletAddress: string;
  /**
   * The account the work is done for, when there is one (the history sweep's jobs have none):
   * the worker tier caps how many jobs of one account run at once (JOB_ACCOUNT_CONCURRENCY).
   */
  accountId?: string;
}

/** JSON Schema of WalletJobPayload. */
export const WALLET_JOB_PAYLOAD_SCHEMA = {
  type: 'object',
  properties: {
    network: { type: 'string', enum: ['mainnet', 'devnet'] },
    walletAddress: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$' },
    accountId: accountIdProperty,
  },
  required: ['network', 'walletAddress'],
  additionalProperties: false,
} as const;

/** Read a wallet's balances and prices and cache its portfolio (GET /v1/portfolio). */
export type PortfolioRefreshPayload = WalletJobPayload;

export const portfolioRefreshJob: QueueDefinition<PortfolioRefreshPayload> = defineQueue<PortfolioRefreshPayload>(
  'wallet-index',
  WALLET_JOB_PAYLOAD_SCHEMA,
  // Removed once finished: the jobId deduplicates only refreshes still waiting or running.
  { attempts: 3, removeOnComplete: true, removeOnFail: true },
  'portfolio',
);

/**
 * The jobId of a wallet's portfolio refresh for an account, also announced on the record-done
 * channel when its outcome is cached. Per account, so that one account's refresh, waiting its
 * turn behind that account's other jobs, never holds up another account asking for the same wallet.
 */
export function portfolioJobId(network: Network, walletAddress: string, accountId?: string): string {
  return accountId ? `portfolio-${network}-${walletAddress}-${accountId}` : `portfolio-${network}-${walletAddress}`;
}

/** Read a mint the catalogue lacks from chain and store it (GET /v1/tokens/{mint}). */
export interface TokenLookupPayload { network: Network; mint: string; accountId?: string }

export const tokenLookupJob: QueueDefinition<TokenLookupPayload> = defineQueue<TokenLookupPayload>(
  'wallet-index',
  {
    type: 'object',
    properties: {
      network: { type: 'string', enum: ['mainnet', 'devnet'] },
      mint: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$' },
      accountId: accountIdProperty,
    },
    required: ['network', 'mint'],
    additionalProperties: false,
  },
  // Removed once finished: the jobId joins only lookups still waiting or running.
  { attempts: 2, removeOnComplete: true, removeOnFail: true },
  'token-lookup',
);

/** The jobId of a mint's lookup (concurrent asks for one mint share it), also announced when it is done. */
export function tokenLookupJobId(network: Network, mint: string): string {
  return `token-lookup-${network}-${mint}`;
}

/** How long "this address is not a mint" is remembered (a mint can be created at an address later). */
export const NOT_A_MINT_TTL_MS = 10 * 60_000;

/** The Redis key saying an address of a network is not a mint account. */
export function notAMintKey(prefix: string, network: Network, mint: string): string {
  return `${prefix}:tokens:not-a-mint:${network}:${mint}`;
}

/** Compute a mint's safety report from chain and cache it (GET /v1/tokens/{mint}/safety, docs/safety.md). */
export interface TokenSafetyPayload { network: Network; mint: string; accountId?: string }

export const tokenSafetyJob: QueueDefinition<TokenSafetyPayload> = defineQueue<TokenSafetyPayload>(
  'wallet-index',
  {
    type: 'object',
    properties: {
      network: { type: 'string', enum: ['mainnet', 'devnet'] },
      mint: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$' },
      accountId: accountIdProperty,
    },
    required: ['network', 'mint'],
    additionalProperties: false,
  },
  { attempts: 2, removeOnComplete: true, removeOnFail: true },
  'token-safety',
);

/** The jobId of a mint's safety check (concurrent asks share it), announced when it is done. */
export function tokenSafetyJobId(network: Network, mint: string): string {
  return `token-safety-${network}-${mint}`;
}

/**
 * Simulate a transaction someone handed a wallet and say what it does to it (POST
 * /v1/transactions/explain). The payload carries an id only: the transaction waits in Redis.
 */
export interface ExplainPayload { network: Network; explainId: string; accountId?: string }

export const explainJob: QueueDefinition<ExplainPayload> = defineQueue<ExplainPayload>(
  'wallet-index',
  {
    type: 'object',
    properties: {
      network: { type: 'string', enum: ['mainnet', 'devnet'] },
      explainId: { type: 'string', pattern: '^[0-9A-Za-z_-]{16,64}$' },
      accountId: accountIdProperty,
    },
    required: ['network', 'explainId'],
    additionalProperties: false,
  },
  { attempts: 2, removeOnComplete: true, removeOnFail: true },
  'explain',
);
