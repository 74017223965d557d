import { Queue } from 'bullmq';
import { queuePrefix } from '../../shared/jobs/define-queue.js';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_ROLLUP_SCHEDULER_ID, analyticsRollupJob } from '../../shared/jobs/analytics.js';
import { PRICE_REFRESH_SCHEDULER_ID, priceRefreshJob } from '../../shared/jobs/prices.js';
import { HISTORY_SWEEP_SCHEDULER_ID, historySweepJob } from '../../shared/jobs/wallet-history.js';
import { postPing, settle, startFaultRig, steadyLoad, until, type FaultRig, type PingAnswer } from './fault-rig.js';

/**
 * Issue 12's fault suite: the API and a worker as real processes over a Postgres and a Redis of
 * the suite's own, killed and restarted under load. Each fault ends with 0 accepted jobs lost
 * and 0 done twice, every answer during the outage a 503 in the envelope, the service back, and
 * the job schedules back. Recovery times are measured by `npm run bench -- --only faults`.
 */
let rig: FaultRig;
let accounts: Array<Record<string, string>>;
beforeAll(async () => {
  rig = await startFaultRig({ workers: 2, log: (msg) => process.stderr.write(`fault rig ${msg}\n`) });
  accounts = [];
  for (let i = 0; i < 6; i++) accounts.push(await rig.newAccount());
}, 400_000);
afterAll(async () => { await rig?.close(); }, 60_000);

const accepted = (answers: PingAnswer[]) => answers.filter((a) => a.id).map((a) => a.id!);

/** Every answer is accepted (201/202) or a 503 service_unavailable in the envelope: nothing else. */
function unexpected(answers: PingAnswer[]): PingAnswer[] {
  return answers.filter((a) => !(a.status === 201 || a.status === 202 || (a.status === 503 && a.code === 'service_unavailable' && a.enveloped)));
}

async function schedulesPresent(): Promise<boolean> {
  const connection = new Redis(rig.redis.url, { maxRetriesPerRequest: 1 });
  connection.on('error', () => undefined);
  const queues = [priceRefreshJob.name, historySweepJob.name, analyticsRollupJob.name].map((name) => new Queue(name, { connection, prefix: queuePrefix(rig.env.REDIS_PREFIX, name) }));
  try {
    const found = await Promise.all([
      queues[0].getJobScheduler(PRICE_REFRESH_SCHEDULER_ID),
      queues[1].getJobScheduler(HISTORY_SWEEP_SCHEDULER_ID),
      queues[2].getJobScheduler(ANALYTICS_ROLLUP_SCHEDULER_ID),
    ]);
    return found.every(Boolean);
  } finally {
    await Promise.allSettled(queues.map((q) => q.close()));
    connection.disconnect();
  }
}

describe('fault suite (real processes, private Postgres and Redis)', () => {
  it('kill -9 of a worker under 1,000 jobs: none lost, none done twice', async () => {
    const [victim] = rig.workers;
    const answers: PingAnswer[] = [];
    let next = 0;
    let killed: Promise<void> | null = null;
    // 1,000 jobs accepted as fast as the API takes them (16 clients over 4 accounts); the victim
    // dies a third of the way in, holding the jobs it had taken (no drain, no lock released).
    await Promise.all(Array.from({ length: 16 }, async () => {
      while (next < 1000) {
        const i = next++;
        if (i === 330) killed = victim.kill9();
        answers.push(await postPing(rig.apiUrl, accounts[i % 4], true));
      }
    }));
    await killed;
    expect(unexpected(answers)).toEqual([]);
    const ids = accepted(answers);
    expect(ids).toHaveLength(1000);
    const outcome = await settle(rig, ids, 60_000);
    expect(outcome).toEqual({ accepted: 1000, lost: [], doneTwice: [], failed: [] });
  }, 120_000);

  it('a 5 s Postgres outage under steady load: every answer during it a 503 in the envelope, none accepted lost or done twice', async () => {
    const load = steadyLoad(rig.apiUrl, accounts);
    // A backlog queued just before the outage.
    const backlog = await Promise.all(Array.from({ length: 20 }, (_, i) => postPing(rig.apiUrl, accounts[i % accounts.length], true)));
    await new Promise((r) => setTimeout(r, 300));
    await rig.pg.kill();
    const downAt = Date.now();
    await new Promise((r) => setTimeout(r, 5000));
    // The outage ends when the restart begins: Postgres may accept work before start() returns.
    const restartAt = Date.now();
    await rig.pg.start();
    const upAt = Date.now();
    const back = await until(async () => load.answers.some((a) => a.at > upAt && a.status === 201), 20_000);
    await new Promise((r) => setTimeout(r, 1000));
    await load.stop();

    expect(back).not.toBeNull();
    expect(unexpected([...backlog, ...load.answers])).toEqual([]);
    const during = load.answers.filter((a) => a.at > downAt + 200 && a.at + a.ms < restartAt);
    expect(during.length).toBeGreaterThan(0);
    expect(during.filter((a) => a.status !== 503).map((a) => ({ status: a.status, sentAfterKillMs: a.at - downAt, ms: a.ms }))).toEqual([]);
    const outcome = await settle(rig, [...accepted(backlog), ...accepted(load.answers)]);
    expect(outcome).toMatchObject({ lost: [], doneTwice: [], failed: [] });
    expect(outcome.accepted).toBeGreaterThan(20);
  }, 120_000);

  it('Redis restarted empty under steady load: none accepted lost or done twice, schedules back', async () => {
    expect(await schedulesPresent()).toBe(true);
    const load = steadyLoad(rig.apiUrl, accounts);
    await new Promise((r) => setTimeout(r, 1000));
    await rig.redis.kill();
    const downAt = Date.now();
    await new Promise((r) => setTimeout(r, 1000));
    const restartAt = Date.now(); // Redis may answer before start() returns
    await rig.redis.start();
    const upAt = Date.now();
    const back = await until(async () => load.answers.some((a) => a.at > upAt && a.status === 201), 20_000);
    await new Promise((r) => setTimeout(r, 1000));
    await load.stop();

    expect(back).not.toBeNull();
    expect(unexpected(load.answers)).toEqual([]);
    expect(load.answers.filter((a) => a.at > downAt + 200 && a.at + a.ms < restartAt && a.status !== 503).map((a) => ({ status: a.status, sentAfterKillMs: a.at - downAt }))).toEqual([]);
    const outcome = await settle(rig, accepted(load.answers));
    expect(outcome).toMatchObject({ lost: [], doneTwice: [], failed: [] });
    expect(await until(schedulesPresent, 10_000, 200)).not.toBeNull();
  }, 120_000);
});
