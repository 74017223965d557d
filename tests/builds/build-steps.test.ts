import { Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { historyDedupId } from '../../shared/jobs/wallet-history.js';

/**
 * Issue 28: every build is traced step by step into build_step_duration_seconds (API and
 * worker, each in its own /metrics), and a build's wallet history is indexed
 * HISTORY_AFTER_BUILD_MS later, one job per wallet and window, unless a client lists it.
 */
let h: Harness;
let owner: TestKey;
beforeAll(async () => {
  h = await startHarness({ localnet: true, env: { HISTORY_AFTER_BUILD_MS: '60000' } });
  owner = await createAccountWithKey(h, { environment: 'test', tier: 'pro', scopes: ['write:intents', 'write:transactions', 'read:transactions'] });
});
afterAll(async () => {
  await h.close();
});

async function buildTransfer(wallet: Keypair): Promise<{ id: string; status: number }> {
  const intent = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command: `send 0.01 SOL to ${Keypair.generate().publicKey.toBase58()}` }, headers: bearer(owner) });
  expect(intent.status).toBe(201);
  const res = await h.request('/v1/transactions/build', { method: 'POST', json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58() }, headers: bearer(owner) });
  return { id: res.body.data?.id, status: res.status };
}

/** Observations per step of build_step_duration_seconds in one registry's exposition. */
function stepCounts(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/^build_step_duration_seconds_count\{[^}]*step="(\w+)"[^}]*\} (\d+)$/gm)) out[m[1]] = Number(m[2]);
  return out;
}

describe('build tracing', () => {
  it('a build adds one observation to each of its steps, in the API and in the worker', async () => {
    const wallet = Keypair.generate();
    h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 2n * BigInt(LAMPORTS_PER_SOL));
    await buildTransfer(wallet); // the first build warms the caches (blockhash, fees)
    const [apiBefore, workerBefore] = [stepCounts(await h.app.metrics.registry.metrics()), stepCounts(await h.worker.metrics.registry.metrics())];
    const built = await buildTransfer(wallet);
    expect(built.status).toBe(200);
    // The history job is enqueued after the answer: wait for the worker to get there.
    let worker = stepCounts(await h.worker.metrics.registry.metrics());
    for (let i = 0; i < 100 && worker.worker_history_enqueue === workerBefore.worker_history_enqueue; i++) {
      await new Promise((r) => setTimeout(r, 20));
      worker = stepCounts(await h.worker.metrics.registry.metrics());
    }
    const api = stepCounts(await h.app.metrics.registry.metrics());
    const added = (after: Record<string, number>, before: Record<string, number>) => Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)]).filter(([, v]) => (v as number) > 0));
    expect(added(api, apiBefore)).toEqual({ api_middleware: 1, api_intent_and_quota: 1, api_insert: 1, api_enqueue: 1, api_wait: 1, api_render: 1 });
    expect(added(worker, workerBefore)).toEqual({
      worker_queue_wait: 1, worker_claim: 1, worker_plan: 1, worker_priority_fee: 1, worker_blockhash: 1, worker_compile_trial: 1,
      worker_simulate: 1, worker_compile: 1, worker_assemble: 1, worker_quota_and_volume: 1, worker_final_write: 1, worker_announce: 1, worker_history_enqueue: 1,
    });
    // The RPC calls are timed by method too.
    expect(await h.worker.metrics.registry.metrics()).toMatch(/^solana_rpc_duration_seconds_count\{[^}]*method="simulateTransaction"[^}]*\} [1-9]/m);
  });
});

describe('history after a build', () => {
  it('schedules one delayed indexing job per wallet for several builds; listing the wallet runs it at once', async () => {
    const wallet = Keypair.generate();
    h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 2n * BigInt(LAMPORTS_PER_SOL));
    for (let i = 0; i < 3; i++) expect((await buildTransfer(wallet)).status).toBe(200);
    const queue = h.app.queues.get('wallet-index');
    const dedupId = historyDedupId('devnet', wallet.publicKey.toBase58());
    const jobs = (await queue.getJobs(['delayed', 'waiting', 'active', 'completed'])).filter((j) => j?.opts.deduplication?.id === dedupId);
    expect(jobs).toHaveLength(1);
    expect(await jobs[0].getState()).toBe('delayed');

    const list = await h.request(`/v1/transactions?walletAddress=${wallet.publicKey.toBase58()}`, { headers: bearer(owner) });
    expect(list.status).toBe(200);
    let state = await jobs[0].getState();
    for (let i = 0; i < 100 && state !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      state = await jobs[0].getState();
    }
    expect(state).toBe('completed');
  });
});
