import { BigIntType, EntitySchema } from '@mikro-orm/core';
import type { Network } from '../../chain/token-list.js';

/**
 * What one account did on one network (live keys: mainnet, test keys: devnet) in one UTC
 * hour, rolled up from usage_events, intents and transactions by
 * shared/analytics/hourly-rollup.ts (docs/analytics.md says what each count means).
 * Transactions count in the hour they were built, whatever hour they settled in.
 */
export class AccountHourlyMetrics {
  accountId!: string;
  network!: Network;
  /** Start of the UTC hour. */
  hour!: Date;
  requests = 0;
  /** Requests answered with a status of 400 or more. */
  requestErrors = 0;
  requestLatencyMsSum = 0;
  /** Requests answered 429 (rate limit or quota); counted in requestErrors too. */
  requestsRateLimited = 0;
  intentsParsed = 0;
  /** Sum of the confidence of the parsed intents. */
  intentsConfidenceSum = 0;
  intentParseErrors = 0;
  /** Transactions built (a failed build is not one). */
  transactions = 0;
  swaps = 0;
  transfers = 0;
  stakes = 0;
  unstakes = 0;
  wraps = 0;
  unwraps = 0;
  /** Rent reclaims (close_accounts). */
  closeAccounts = 0;
  /** Of the transactions built this hour: those that reached each final state (so far). */
  confirmed = 0;
  failed = 0;
  expired = 0;
  /** USD value of the transactions built this hour, over those whose value is known. */
  volumeUsd = 0;
  volumeTransactions = 0;
  updatedAt: Date = new Date();
}

export const AccountHourlyMetricsSchema = new EntitySchema<AccountHourlyMetrics>({
  class: AccountHourlyMetrics,
  tableName: 'account_hourly_metrics',
  properties: {
    accountId: { type: 'string', primary: true },
    network: { type: 'string', primary: true },
    hour: { type: 'datetime', primary: true },
    requests: { type: 'integer' },
    requestErrors: { type: 'integer' },
    requestLatencyMsSum: { type: new BigIntType('number') },
    requestsRateLimited: { type: 'integer' },
    intentsParsed: { type: 'integer' },
    intentsConfidenceSum: { type: 'double' },
    intentParseErrors: { type: 'integer' },
    transactions: { type: 'integer' },
    swaps: { type: 'integer' },
    transfers: { type: 'integer' },
    stakes: { type: 'integer' },
    unstakes: { type: 'integer' },
    wraps: { type: 'integer' },
    unwraps: { type: 'integer' },
    closeAccounts: { type: 'integer' },
    confirmed: { type: 'integer' },
    failed: { type: 'integer' },
    expired: { type: 'integer' },
    volumeUsd: { type: 'double' },
    volumeTransactions: { type: 'integer' },
    updatedAt: { type: 'datetime' },
  },
});
