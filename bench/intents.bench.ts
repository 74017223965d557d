import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { DEVNET_TOKENS } from '../shared/chain/token-list.js';
import { IntentParser, staticTokenResolver } from '../shared/intents/index.js';
import { ACCOUNTS_PER_LOAD, loadFixedRate, percentiles, warmAccounts, type BenchRow } from './lib.js';
import type { BenchStack } from './stack.js';

const readSet = (file: string) => readFileSync(new URL(`../tests/intents/${file}`, import.meta.url), 'utf8')
  .split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as { command: string; walletAddress: string });
const CASES = readSet('intents-dev.jsonl');
/** The first three public dev sets: multi-sentence, agent-format and other round-three phrasings too. */
const ALL_CASES = [...CASES, ...readSet('intents-dev-2.jsonl'), ...readSet('intents-dev-3.jsonl')];
/** All four public dev sets: voice, chat, mint-address and other round-four phrasings too (issue 35). */
const ALL_FOUR_CASES = [...ALL_CASES, ...readSet('intents-dev-4.jsonl')];
/** All five public dev sets: the fifth in eight other languages (issue 43), all nine languages loaded. */
const ALL_FIVE_CASES = [...ALL_FOUR_CASES, ...readSet('intents-dev-5.jsonl')];

/**
 * Issue 5: the parser in-process over the dev set (commands/s on one core; target ≥ 20,000/s),
 * and POST /v1/intents end to end through the queue and the intents worker at a fixed 200
 * requests/s (targets p50 ≤ 5 ms, p99 ≤ 25 ms), with the bare parse time beside it. The load is
 * open loop after 10 s at the same rate unmeasured (wrk2 calibrates as long): the first seconds
 * of a cold process (JIT, pools) were 1.3-1.5× slower at p50 than the steady state.
 */
export async function intentsBench(stack: BenchStack, durationS: number): Promise<BenchRow[]> {
  const parser = new IntentParser({ tokens: staticTokenResolver(DEVNET_TOKENS) });
  for (let i = 0; i < 2000; i++) parser.tryParse(CASES[i % CASES.length].command); // warm up
  const rounds = 200;
  const t0 = performance.now();
  for (let r = 0; r < rounds; r++) for (const c of CASES) parser.tryParse(c.command);
  const seconds = (performance.now() - t0) / 1000;
  const perSecond = (rounds * CASES.length) / seconds;
  const t1 = performance.now();
  for (let r = 0; r < 100; r++) for (const c of ALL_CASES) parser.tryParse(c.command);
  const perSecondAll = (100 * ALL_CASES.length) / ((performance.now() - t1) / 1000);
  const t2 = performance.now();
  for (let r = 0; r < 100; r++) for (const c of ALL_FOUR_CASES) parser.tryParse(c.command);
  const perSecondAllFour = (100 * ALL_FOUR_CASES.length) / ((performance.now() - t2) / 1000);
  const t3 = performance.now();
  for (let r = 0; r < 100; r++) for (const c of ALL_FIVE_CASES) parser.tryParse(c.command);
  const perSecondAllFive = (100 * ALL_FIVE_CASES.length) / ((performance.now() - t3) / 1000);

  // Rotate over many live enterprise accounts (600/min each) so no request is throttled.
  const accounts = await warmAccounts(stack, ACCOUNTS_PER_LOAD, async () => '/v1/intents');
  let i = 0;
  const load = await loadFixedRate(stack.baseUrl, { durationS, ratePerS: 200, warmupS: 10, method: 'POST' }, () => {
    const c = CASES[i % CASES.length];
    const account = accounts[i++ % accounts.length];
    return { path: '/v1/intents', headers: { ...account.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ walletAddress: c.walletAddress, command: c.command }) };
  });

  // Where a job's time goes, from BullMQ's own timestamps (ms) of the last completed jobs (the
  // last measured run): queued (the API's add) → taken by a worker → finished (after the
  // record's final write and its notification, and the fairness slot's release).
  const jobs = (await stack.deps.queues.get('intents').getJobs(['completed'], 0, 799)).filter((j) => j.processedOn && j.finishedOn);
  const queued = percentiles(jobs.map((j) => j.processedOn! - j.timestamp));
  const worked = percentiles(jobs.map((j) => j.finishedOn! - j.processedOn!));

  return [
    { section: 'intents', name: 'parser in-process, dev set', rps: perSecond, p50Ms: 1000 / perSecond, note: 'one core; p50 = mean parse time' },
    { section: 'intents', name: 'parser in-process, all three dev sets', rps: perSecondAll, p50Ms: 1000 / perSecondAll, note: `one core; ${ALL_CASES.length} commands` },
    { section: 'intents', name: 'parser in-process, all four dev sets', rps: perSecondAllFour, p50Ms: 1000 / perSecondAllFour, note: `one core; ${ALL_FOUR_CASES.length} commands` },
    { section: 'intents', name: 'parser in-process, all five dev sets (nine languages)', rps: perSecondAllFive, p50Ms: 1000 / perSecondAllFive, note: `one core; ${ALL_FIVE_CASES.length} commands, target >= 20,000/s` },
    { section: 'intents', name: 'POST /v1/intents at 200 req/s, end to end', rps: load.rps, p50Ms: load.p50Ms, p99Ms: load.p99Ms, note: `${load.statuses}; ${load.spread}` },
    { section: 'intents', name: '  of which: queued until a worker takes it', p50Ms: queued.p50Ms, p99Ms: queued.p99Ms, note: `BullMQ timestamps (1 ms steps), last ${jobs.length} jobs` },
    { section: 'intents', name: '  of which: in the worker until done', p50Ms: worked.p50Ms, p99Ms: worked.p99Ms, note: 'fairness slot, read, parse, final write (a commit), notification, release' },
  ];
}
