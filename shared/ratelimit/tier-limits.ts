/** An account's plan; new accounts are free, operators change it (api-decisions section 2). */
export type Tier = 'free' | 'pro' | 'enterprise';

/** What one tier allows. */
export interface TierLimits {
  /** Requests per minute over all the account's keys (GCRA, no fixed-window bursts). */
  requestsPerMinute: number;
  /** Successful builds per UTC day for the account; null means unlimited. */
  transactionsPerDay: number | null;
}

/** The one source of the tier numbers of the interface spec's Limits table. */
export const TIER_LIMITS: Readonly<Record<Tier, Readonly<TierLimits>>> = Object.freeze({
  free: Object.freeze({ requestsPerMinute: 30, transactionsPerDay: 100 }),
  pro: Object.freeze({ requestsPerMinute: 120, transactionsPerDay: 1_000 }),
  enterprise: Object.freeze({ requestsPerMinute: 600, transactionsPerDay: null }),
});

/** Requests per UTC day allowed to each test key, whatever the account's tier. */
export const TEST_KEY_REQUESTS_PER_DAY = 100;
