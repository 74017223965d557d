import type { Network } from '../chain/token-list.js';
import { defineQueue, type QueueDefinition } from './define-queue.js';

/**
 * The `wallet-index` queue holds several kinds of job, told apart by job name (the processor
 * dispatches on it); each kind has its own contract here.
 */

/** The payload of every per-wallet job on the queue: which wallet, on which network. */
export interface WalletJobPayload {
  network: Network;
  walletAddress: string;
}

/** JSON Schema of WalletJobPayload. */
export const WALLET_JOB_PAYLOAD_SCHEMA = {
  type: 'object',
  properties: {
    network: { type: 'string', enum: ['mainnet', 'devnet'] },
    walletAddress: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$' },
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

/** The jobId of a wallet's portfolio refresh, also announced on the record-done channel when its outcome is cached. */
export function portfolioJobId(network: Network, walletAddress: string): string {
  return `portfolio-${network}-${walletAddress}`;
}
