import { Cluster } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_NAMES, queuePrefix } from '../../shared/jobs/define-queue.js';
import { addKey, bearer, createAccountWithKey } from '../helpers/accounts.js';
import { eventually } from '../helpers/eventually.js';
import { startHarness, type Harness } from '../helpers/harness.js';
import { startSecondInstance, type SecondInstance } from '../helpers/instance.js';
import { redisClusterAvailable, startRedisCluster, type RedisClusterRig } from './redis-cluster.js';
import { skipUnlessPresent } from './requirements.js';

/**
 * The service (API and workers in this process, plus a second API instance) on a Redis Cluster
 * of 3 masters and 3 replicas (REDIS_CLUSTER_NODES): every Lua script, pipeline and BullMQ
 * queue keeps to one slot per call (no CROSSSLOT), and notifications travel by sharded pub/sub.
 */
const available = redisClusterAvailable();
skipUnlessPresent('tests/scale/cluster.test.ts', available ? null : 'redis-server/redis-cli are not installed (apt-get install -y redis-server)');

const WALLET = '2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH';

describe.skipIf(!available)('on a Redis Cluster (3 masters + 3 replicas)', () => {
  let cluster: RedisClusterRig;
  let h: Harness;
  let second: SecondInstance;

  beforeAll(async () => {
    cluster = await startRedisCluster();
    h = await startHarness({ env: { REDIS_CLUSTER_NODES: cluster.seeds } });
    second = await startSecondInstance(h);
  });
  afterAll(async () => {
    await second?.close();
    await h?.close();
    await cluster?.close();
  });

  it('uses a cluster client, with each queue in one slot and the queues over several shards', async () => {
    expect((h.redis as unknown as { isCluster: boolean }).isCluster).toBe(true);
    const masters = new Set<number>();
    for (const name of QUEUE_NAMES) {
      const slot = Number(await (h.redis as unknown as Cluster).call('cluster', 'keyslot', `${queuePrefix(h.config.redisPrefix, name)}:${name}:wait`));
      expect(Number(await (h.redis as unknown as Cluster).call('cluster', 'keyslot', `${queuePrefix(h.config.redisPrefix, name)}:${name}:meta`))).toBe(slot);
      masters.add((await cluster.masterOf(slot)).port);
    }
    expect(masters.size).toBeGreaterThan(1);
  });

  it('answers a ping round trip and an intent through the queues', async () => {
    const key = await createAccountWithKey(h, { scopes: ['admin'] });
    const ping = await h.request('/v1/ping', { method: 'POST', json: {}, headers: bearer(key) });
    expect(ping.status).toBe(201);
    expect(ping.body.data.status).toBe('succeeded');
    const intent = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: WALLET, command: 'send 1 SOL to A4MfpK5JtghRaRw6Ko3qEknq9myx6EAZeHNyYeU3QpET' }, headers: bearer(key) });
    expect(intent.status).toBe(201);
    expect(intent.body.data.status).toBe('parsed');
  });

  it('counts one account\'s requests exactly across both instances (30 per minute on free)', async () => {
    const key = await createAccountWithKey(h, { tier: 'free', scopes: ['admin'] });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? second.request : h.request)('/v1/keys', { headers: bearer(key) })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
  });

  it('replays an Idempotency-Key on the other instance', async () => {
    const key = await createAccountWithKey(h, { scopes: ['admin'] });
    const body = { walletAddress: WALLET, command: 'send 2 SOL to A4MfpK5JtghRaRw6Ko3qEknq9myx6EAZeHNyYeU3QpET' };
    const first = await h.request('/v1/intents', { method: 'POST', json: body, headers: { ...bearer(key), 'Idempotency-Key': 'cluster-1' } });
    const replay = await second.request('/v1/intents', { method: 'POST', json: body, headers: { ...bearer(key), 'Idempotency-Key': 'cluster-1' } });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body.data.id).toBe(first.body.data.id);
  });

  it('forgets a revoked key on the other instance within a second (sharded pub/sub)', async () => {
    const owner = await createAccountWithKey(h);
    const victim = await addKey(h, owner.accountId, { name: 'victim' });
    expect((await second.request('/v1/keys', { headers: bearer(victim) })).status).toBe(200);
    const res = await h.request(`/v1/keys/${victim.keyId}`, { method: 'DELETE', headers: bearer(owner) });
    expect(res.status).toBe(200);
    const revokedAt = Date.now();
    const there = await eventually(() => second.request('/v1/keys', { headers: bearer(victim) }), (r) => r.status === 401, 2000);
    expect(there.status).toBe(401);
    expect(Date.now() - revokedAt).toBeLessThan(1000);
  });

  it('never meets CROSSSLOT', () => {
    expect(h.logLines.filter((l) => /CROSSSLOT|same slot/i.test(l))).toEqual([]);
  });
});
