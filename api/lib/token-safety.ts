import type { AppDeps } from '../deps.js';
import type { Network } from '../../shared/chain/token-list.js';
import { AppError } from '../../shared/errors/app-error.js';
import { tokenSafetyJob, tokenSafetyJobId } from '../../shared/jobs/wallet-index.js';
import { SafetyStore } from '../../shared/safety/safety-store.js';
import type { SafetyReport } from '../../shared/safety/safety.types.js';
import { enqueueAndWait } from './worker-wait.js';

/**
 * A mint's safety report: the cached one, else computed by the wallet-index worker (the API
 * tier has no RPC) within the job deadline. 404 for an address that is no mint, 504 past the deadline.
 */
export async function readTokenSafety(deps: Pick<AppDeps, 'redis' | 'config' | 'queues' | 'waiter'>, network: Network, mint: string, accountId: string): Promise<SafetyReport> {
  const store = new SafetyStore(deps.redis, deps.config.redisPrefix);
  const read = () => store.read(network, mint);
  const entry = (await read()) ?? await enqueueAndWait(deps, {
    queue: tokenSafetyJob, payload: { network, mint, accountId }, jobId: tokenSafetyJobId(network, mint), deadlineMs: deps.config.jobs.defaultDeadlineMs, read,
  });
  if (entry === null) throw new AppError('timeout', `Checking ${mint} on the ${network} chain took longer than ${deps.config.jobs.defaultDeadlineMs} ms; retry shortly.`, { details: { mint } });
  if ('notAMint' in entry) throw new AppError('not_found', `${mint} is not a token mint on ${network} (no SPL Token or Token-2022 mint account at that address).`, { details: { mint } });
  return entry.report;
}
