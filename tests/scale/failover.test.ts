import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuePrefix } from '../../shared/jobs/define-queue.js';
import { steadyLoad } from '../faults/fault-rig.js';
import { outageWindow, pingOutcome, scaleRigMissing, startScaleRig, type ScaleRig } from './scale-rig.js';
import { skipUnlessPresent } from './requirements.js';

/**
 * Faults of the scaled-out deployment, under a steady load of pings through the balancer:
 * a Redis Cluster master killed (its replica is promoted after cluster-node-timeout) and a
 * PgBouncer restart. While it lasts requests answer 503 (never hang); afterwards the service
 * recovers by itself, and every accepted ping is done exactly once (Postgres is the truth; the
 * sweep re-queues a job Redis lost in the asynchronous-replication window). The recovery times
 * are printed (and measured by `npm run bench -- --only scale`).
 */
const missing = scaleRigMissing();
skipUnlessPresent('tests/scale/failover.test.ts', missing);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(missing !== null)('failover of the scaled-out deployment (Redis Cluster 3+3, PgBouncer)', () => {
  let rig: ScaleRig;
  let accounts: Array<Record<string, string>>;

  beforeAll(async () => {
    rig = await startScaleRig({ apis: 2, workers: 2, log: (m) => console.log(`scale rig: ${m}`) });
    accounts = await Promise.all(Array.from({ length: 4 }, async () => (await rig.newAccount()).auth));
  }, 400_000);
  afterAll(async () => {
    await rig?.close();
  }, 180_000);

  async function underLoad(fault: () => Promise<void>, label: string) {
    const load = steadyLoad(rig.url, accounts, 4, 20);
    await sleep(3000);
    const faultAt = Date.now();
    await fault();
    // Until the service answers successes again, then a little more.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const recent = load.answers.filter((a) => a.at > Date.now() - 1500);
      if (Date.now() - faultAt > 3000 && recent.length >= 5 && recent.every((a) => a.status === 201 || a.status === 202)) break;
      await sleep(250);
    }
    await sleep(2000);
    await load.stop();
    const answers = load.answers;
    const accepted = answers.filter((a) => a.id).map((a) => a.id!);
    const outcome = await pingOutcome(rig.orm, accepted, 90_000);
    const window = outageWindow(answers, faultAt);
    console.log(`${label}: ${answers.length} requests, ${accepted.length} accepted, ${window.failures} refused, recovered ${window.recoveredAfterMs} ms after the fault; lost ${outcome.lost.length}, done twice ${outcome.doneTwice.length}`);
    // A lost ping says nothing by itself: show where its job is and what the processes said.
    if (outcome.lost.length) console.log(diagnose(outcome.lost.map((l) => l.split(' ')[0]!)));
    return { answers, accepted, outcome, window };
  }

  function diagnose(ids: string[]): string {
    const cli = (...args: string[]) => { try { return execFileSync('redis-cli', ['-c', '-p', String(rig.redis!.nodes[0].port), ...args]).toString().trim(); } catch (err) { return `(${(err as Error).message.split('\n')[0]})`; } };
    const prefix = `${queuePrefix(rig.env.REDIS_PREFIX, 'ping')}:ping`;
    const lines = [`queue ping: wait ${cli('llen', `${prefix}:wait`)}, active ${cli('llen', `${prefix}:active`)}, delayed ${cli('zcard', `${prefix}:delayed`)}, prioritized ${cli('zcard', `${prefix}:prioritized`)}, completed ${cli('zcard', `${prefix}:completed`)}, failed ${cli('zcard', `${prefix}:failed`)}`];
    for (const id of ids.slice(0, 5)) lines.push(`job ${id}: ${cli('hgetall', `${prefix}:${id}`).replace(/\n/g, ' ').slice(0, 400)}`);
    for (const [i, p] of [...rig.workers, ...rig.apis].entries()) lines.push(`--- ${i < rig.workers.length ? `worker ${i}` : `api ${i - rig.workers.length}`} (last output):\n${p.output.join('').slice(-3000)}`);
    return lines.join('\n');
  }

  it('a killed master: 503s (never a hang) until its replica is promoted, then recovery; nothing lost or done twice', async () => {
    const redis = rig.redis!;
    const slot = Number(execFileSync('redis-cli', ['-p', String(redis.nodes[0].port), 'cluster', 'keyslot', `${queuePrefix(rig.env.REDIS_PREFIX, 'ping')}:ping:wait`]).toString().trim());
    const master = await redis.masterOf(slot);
    const { answers, accepted, outcome, window } = await underLoad(() => redis.kill(master), 'redis master killed');
    expect(accepted.length).toBeGreaterThan(20);
    expect(answers.filter((a) => ![201, 202, 503].includes(a.status)).map((a) => `${a.status} ${a.code}`)).toEqual([]);
    expect(answers.every((a) => a.enveloped)).toBe(true);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(15_000);
    expect(outcome.lost).toEqual([]);
    expect(outcome.doneTwice).toEqual([]);
    expect(window.recoveredAfterMs).toBeLessThan(60_000);
    // The promoted replica serves the slot now; the old master comes back as its replica.
    expect((await redis.masterOf(slot)).port).not.toBe(master.port);
    await redis.restart(master);
    await redis.waitHealthy(30_000);
  }, 300_000);

  it('a PgBouncer restart: the same', async () => {
    const { answers, accepted, outcome, window } = await underLoad(() => rig.bouncer!.restart(1000), 'pgbouncer restarted');
    expect(accepted.length).toBeGreaterThan(20);
    expect(answers.filter((a) => ![201, 202, 503].includes(a.status)).map((a) => `${a.status} ${a.code}`)).toEqual([]);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(15_000);
    expect(outcome.lost).toEqual([]);
    expect(outcome.doneTwice).toEqual([]);
    expect(window.recoveredAfterMs).toBeLessThan(60_000);
  }, 300_000);
});
