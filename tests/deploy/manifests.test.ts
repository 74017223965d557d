import { execFileSync } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnvironment, ConfigError, loadConfig } from '../../config/index.js';
import { API_NODE_FLAGS } from '../../config/node-flags.js';
import { QUEUE_NAMES } from '../../shared/jobs/define-queue.js';
import { DependencyWatch, workerOpsServer } from '../../workers/lib/ops-server.js';
import { PrivateRedis } from '../faults/fault-rig.js';
import { bearer, createAccountWithKey } from '../helpers/accounts.js';
import { startHarness, type Harness } from '../helpers/harness.js';
import { freePort } from '../helpers/ports.js';
import {
  OVERLAYS, ROOT, credentialProblems, hardeningProblems, kubectlAvailable, networkProblems, placeholderProblems, probeTargets,
  readManifests, render, scalerProblems, serviceContainers, settingOf, unknownEnvProblems, watchedLists, type Manifest,
} from './manifest-checks.js';

/**
 * deploy/kubernetes, offline: every overlay rendered once with `kubectl kustomize` and parsed
 * with a YAML parser, then checked against what the service really is: its settings
 * (config/settings.ts), its probe paths answering on a running API and worker, the Redis wait
 * lists a running service writes while jobs wait, and a Secret of placeholders.
 */
const hasKubectl = kubectlAvailable();
if (!hasKubectl) console.warn('tests/deploy/manifests.test.ts: kubectl is not installed: the rendered-manifest checks are skipped (install kubectl to run them)');
const hasRedisServer = (() => { try { execFileSync('redis-server', ['--version'], { stdio: 'ignore' }); return true; } catch { return false; } })();
const hasCompose = (() => { try { execFileSync('docker-compose', ['version'], { stdio: 'ignore', timeout: 20_000 }); return true; } catch { return false; } })();
if (!hasCompose) console.warn('tests/deploy/manifests.test.ts: docker-compose is not installed: the docker-compose.yml check is skipped');

const SECRET_EXAMPLE = `${ROOT}/base/secret.example.yaml`;
const clone = <T>(v: T): T => structuredClone(v);

describe('the example Secret', () => {
  const secrets = readManifests(SECRET_EXAMPLE);

  it('holds placeholders only', () => {
    expect(placeholderProblems(secrets)).toEqual([]);
  });

  it('cannot start the service if a placeholder is left in (KEY_HASH_SECRET is refused in production)', () => {
    const secret = secrets.find((s) => s.metadata.name === 'sis-secrets')!;
    expect(() => loadConfig({}, { ...secret.stringData, NODE_ENV: 'production' })).toThrow(ConfigError);
  });

  it('fails the check when it holds a real-looking value', () => {
    const real = clone(secrets);
    real[0].stringData.KEY_HASH_SECRET = 'q8Hk2nV0pLr7Zt4sWx1Yb6Cm9Ae3Df5Gj0Kl2Np4Rs6';
    real[0].stringData.DATABASE_URL = 'postgres://sis:s3cr3t-pw@db.internal:5432/solana_intents';
    expect(placeholderProblems(real)).toEqual([
      'Secret/sis-secrets DATABASE_URL holds a value that is not a CHANGE_ME placeholder',
      'Secret/sis-secrets KEY_HASH_SECRET holds a value that is not a CHANGE_ME placeholder',
    ]);
    const half = clone(secrets);
    half[0].stringData.REDIS_URL = 'redis://CHANGE_ME_USER:hunter2@CHANGE_ME_HOST:6379';
    expect(placeholderProblems(half)).toEqual(['Secret/sis-secrets REDIS_URL: its password is not a placeholder']);
    const encoded = clone(secrets);
    encoded[0].data = { JUPITER_API_KEY: Buffer.from('real-key').toString('base64') };
    expect(placeholderProblems(encoded)).toEqual(['Secret/sis-secrets has base64 data: JUPITER_API_KEY']);
  });
});

describe.skipIf(!hasKubectl)('deploy/kubernetes rendered', () => {
  const rendered = new Map<string, Manifest[]>();
  const secrets = readManifests(SECRET_EXAMPLE);
  beforeAll(() => {
    for (const dir of OVERLAYS) rendered.set(dir, render(dir)); // once per file
  });

  it('renders every overlay, with the API, the worker and their scaling', () => {
    for (const dir of OVERLAYS) {
      const kinds = rendered.get(dir)!.map((d) => `${d.kind}/${d.metadata.name}`);
      expect(kinds, dir).toEqual(expect.arrayContaining([
        'ConfigMap/sis-config', 'Deployment/sis-api', 'Service/sis-api', 'Deployment/sis-worker', 'PodDisruptionBudget/sis-api',
        'PodDisruptionBudget/sis-worker', 'HorizontalPodAutoscaler/sis-api', 'ScaledObject/sis-worker', 'NetworkPolicy/sis-api', 'NetworkPolicy/sis-worker',
      ]));
    }
    const small = rendered.get(`${ROOT}/overlays/small`)!;
    const cluster = rendered.get(`${ROOT}/overlays/cluster`)!;
    const config = (docs: Manifest[]) => docs.find((d) => d.kind === 'ConfigMap')!.data;
    expect(config(small)).toMatchObject({ DATABASE_POOLER: 'none', REDIS_CLUSTER_NODES: '' });
    expect(config(cluster).DATABASE_POOLER).toBe('transaction');
    expect(config(cluster).REDIS_CLUSTER_NODES.split(',').length).toBeGreaterThanOrEqual(3);
    const pgbouncer = cluster.find((d) => d.kind === 'Deployment' && d.metadata.name === 'sis-pgbouncer')!;
    expect(pgbouncer.spec.template.spec.containers[0].env).toEqual(expect.arrayContaining([{ name: 'POOL_MODE', value: 'transaction' }]));
    expect(cluster.find((d) => d.kind === 'ScaledObject')!.spec.triggers.every((t: any) => t.type === 'redis-cluster')).toBe(true);
    expect(small.find((d) => d.kind === 'ScaledObject')!.spec.triggers.every((t: any) => t.type === 'redis')).toBe(true);
  });

  it('keeps Postgres connections within bounds at the scaling ceilings', () => {
    for (const dir of OVERLAYS) {
      const docs = rendered.get(dir)!;
      const config = docs.find((d) => d.kind === 'ConfigMap')!.data;
      const processes = docs.find((d) => d.kind === 'HorizontalPodAutoscaler')!.spec.maxReplicas + docs.find((d) => d.kind === 'ScaledObject')!.spec.maxReplicaCount;
      const clients = processes * Number(config.DATABASE_POOL_MAX);
      const pgbouncer = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'sis-pgbouncer');
      if (config.DATABASE_POOLER === 'transaction') {
        const env = Object.fromEntries(pgbouncer!.spec.template.spec.containers[0].env.filter((e: any) => 'value' in e).map((e: any) => [e.name, Number(e.value)]));
        expect(clients, dir).toBeLessThanOrEqual(env.MAX_CLIENT_CONN);
        // Server connections: Postgres's default max_connections (100), less room for LISTEN sessions and migrations.
        expect(pgbouncer!.spec.replicas * env.DEFAULT_POOL_SIZE, dir).toBeLessThanOrEqual(80);
      } else {
        expect(clients, dir).toBeLessThanOrEqual(80);
      }
    }
  });

  it('sets only env vars config/ knows, each credential from the Secret', () => {
    for (const dir of OVERLAYS) {
      const docs = rendered.get(dir)!;
      expect(unknownEnvProblems(docs), dir).toEqual([]);
      expect(credentialProblems(docs, secrets), dir).toEqual([]);
      // Each service container reads the ConfigMap and the credentials, and loads as a valid configuration.
      for (const { workload, container } of serviceContainers(docs)) {
        const env: Record<string, string> = Object.fromEntries(Object.entries(docs.find((d) => d.kind === 'ConfigMap')!.data));
        for (const e of container.env ?? []) if (e.valueFrom?.secretKeyRef) env[e.name] = secrets[0].stringData[e.valueFrom.secretKeyRef.key] ?? '';
        expect(() => loadConfig({}, { ...env, KEY_HASH_SECRET: 'x'.repeat(40) }), `${dir} ${workload} ${container.name}`).not.toThrow();
      }
    }
  });

  it('fails those checks for an unknown variable, an inline credential or a credential in the ConfigMap', () => {
    const docs = clone(rendered.get(`${ROOT}/overlays/small`)!);
    const api = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'sis-api')!.spec.template.spec.containers[0];
    api.env.push({ name: 'REDIS_HOST', value: 'redis' }, { name: 'KEY_HASH_SECRET', value: 'inline' });
    docs.find((d) => d.kind === 'ConfigMap')!.data.JUPITER_API_KEY = 'abc';
    expect(unknownEnvProblems(docs)).toEqual(['Deployment/sis-api api: REDIS_HOST is not a setting config/ knows']);
    expect(credentialProblems(docs, secrets)).toEqual([
      'ConfigMap/sis-config holds JUPITER_API_KEY',
      // Every container reading the ConfigMap gets it from there (an env entry would override it, yet it is in the ConfigMap).
      'Deployment/sis-api migrate: JUPITER_API_KEY is set from configMap, not a Secret',
      'Deployment/sis-api api: JUPITER_API_KEY is set from configMap, not a Secret',
      'Deployment/sis-api api: KEY_HASH_SECRET is set from value, not a Secret',
      'Deployment/sis-worker migrate: JUPITER_API_KEY is set from configMap, not a Secret',
      'Deployment/sis-worker worker: JUPITER_API_KEY is set from configMap, not a Secret',
    ]);
  });

  it('runs non-root on a read-only root filesystem, with resources, budgets, spread, a migration first and a drain SIGKILL never cuts', () => {
    for (const dir of OVERLAYS) {
      expect(hardeningProblems(rendered.get(dir)!), dir).toEqual([]);
      expect(networkProblems(rendered.get(dir)!), dir).toEqual([]);
    }
    const docs = clone(rendered.get(ROOT)!);
    const apiPod = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'sis-api')!.spec.template.spec;
    apiPod.terminationGracePeriodSeconds = 12;
    delete apiPod.containers[0].securityContext.readOnlyRootFilesystem;
    expect(hardeningProblems(docs)).toEqual([
      'Deployment/sis-api api: root filesystem writable',
      'Deployment/sis-api: terminationGracePeriodSeconds 12 s is not above preStop 5 s + SHUTDOWN_GRACE_MS 10000 ms',
    ]);
    // The API container starts with the API's Node flags (config/node-flags.ts).
    const api = serviceContainers(rendered.get(ROOT)!).find((c) => !c.init && c.workload === 'Deployment/sis-api')!;
    expect(api.container.command).toEqual(['node', ...API_NODE_FLAGS, 'dist/api/main.js']);
  });

  describe('against a running service', () => {
    let h: Harness;
    let workerOps: Server;
    let watch: DependencyWatch;
    let workerOpsPort: number;
    let opsPort: number;
    beforeAll(async () => {
      opsPort = await freePort();
      h = await startHarness({ env: { OPS_PORT: String(opsPort) } });
      // The worker's operations server, as workers/main.ts starts it, on the harness's worker.
      watch = DependencyWatch.forWorker(h.worker, h.config.jobs.unhealthyAfterMs, h.config.dependencyTimeoutMs).start();
      workerOps = workerOpsServer(h.worker.metrics, watch);
      await new Promise<void>((resolve) => workerOps.listen(0, '127.0.0.1', resolve));
      workerOpsPort = (workerOps.address() as AddressInfo).port;
    });
    afterAll(async () => {
      watch?.stop();
      await new Promise<void>((resolve) => (workerOps ? workerOps.close(() => resolve()) : resolve()));
      await h?.close();
    });

    it('answers every probe path on the port the manifests probe', async () => {
      for (const dir of OVERLAYS) {
        const docs = rendered.get(dir)!;
        const targets = probeTargets(docs);
        expect(targets.map((t) => `${t.workload} ${t.probe}`).sort(), dir).toEqual([
          'Deployment/sis-api livenessProbe', 'Deployment/sis-api readinessProbe', 'Deployment/sis-api startupProbe',
          'Deployment/sis-worker livenessProbe', 'Deployment/sis-worker readinessProbe', 'Deployment/sis-worker startupProbe',
        ]);
        for (const t of targets) {
          const { container } = serviceContainers(docs).find((c) => c.workload === t.workload && !c.init)!;
          // Which of the process's ports the probe reaches, by the settings the container gets.
          const served: Record<string, number> = t.workload.endsWith('sis-worker')
            ? { WORKER_METRICS_PORT: workerOpsPort }
            : { PORT: Number(new URL(h.baseUrl).port), ...(Number(settingOf(docs, container, 'OPS_PORT')) ? { OPS_PORT: opsPort } : {}) };
          const setting = Object.keys(served).find((env) => Number(settingOf(docs, container, env)) === t.port);
          expect(setting, `${dir} ${t.workload} ${t.probe} port ${t.port}`).toBeDefined();
          const res = await fetch(`http://127.0.0.1:${served[setting!]}${t.path}`);
          expect(res.status, `${dir} ${t.workload} ${t.probe} GET ${t.path} on ${setting}`).toBe(200);
        }
      }
    });
  });

  describe.skipIf(!hasRedisServer)('KEDA\'s lists, against the keys a running service writes while jobs wait', () => {
    let redis: PrivateRedis;
    let h: Harness;
    let probe: Redis;
    /** Each wait list that filled, with the queue whose job filled it. */
    const observed = new Map<string, string>();

    beforeAll(async () => {
      // A Redis of this file's own, and the ConfigMap's own REDIS_PREFIX: the names KEDA reads.
      redis = await PrivateRedis.create();
      const prefix = rendered.get(ROOT)!.find((d) => d.kind === 'ConfigMap')!.data.REDIS_PREFIX;
      h = await startHarness({ workers: false, env: { REDIS_URL: redis.url, REDIS_PREFIX: prefix, INTENT_DEADLINE_MS: '50' } });
      probe = new Redis(redis.url);
      const lists = async () => {
        const found = new Map<string, number>();
        let cursor = '0';
        do {
          const [next, keys] = await probe.scan(cursor, 'COUNT', 1000);
          cursor = next;
          for (const key of keys) if ((await probe.type(key)) === 'list') found.set(key, await probe.llen(key));
        } while (cursor !== '0');
        return found;
      };
      const { key } = await createAccountWithKey(h);
      for (const queue of QUEUE_NAMES) {
        const before = await lists();
        if (queue === 'intents') {
          // Through the API, as a client would: no worker consumes, so the job waits.
          const res = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: '2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH', command: 'send 1 SOL to A4MfpK5JtghRaRw6Ko3qEknq9myx6EAZeHNyYeU3QpET' }, headers: bearer(key) });
          expect(res.status).toBe(202);
        } else {
          await h.app.queues.get(queue).add(queue, {});
        }
        for (const [list, n] of await lists()) if (n > (before.get(list) ?? 0)) observed.set(list, queue);
      }
    });
    afterAll(async () => {
      probe?.disconnect();
      await h?.close();
      await redis?.kill();
    });

    it('watches, for every queue, the list its waiting jobs are in', () => {
      expect(observed.size).toBe(QUEUE_NAMES.length);
      for (const dir of OVERLAYS) expect(scalerProblems(rendered.get(dir)!, observed, QUEUE_NAMES), dir).toEqual([]);
      expect(watchedLists(rendered.get(ROOT)!)).toContain('sis:{intents}:intents:wait');
    });

    it('fails against a ScaledObject copied from elsewhere, watching bull:default:wait', () => {
      const docs = clone(rendered.get(`${ROOT}/overlays/small`)!);
      const so = docs.find((d) => d.kind === 'ScaledObject')!;
      so.spec.triggers = [{ ...so.spec.triggers[0], metadata: { ...so.spec.triggers[0].metadata, listName: 'bull:default:wait' } }];
      const problems = scalerProblems(docs, observed, QUEUE_NAMES);
      expect(problems[0]).toMatch(/^ScaledObject watches bull:default:wait, which the service never writes/);
      expect(problems.slice(1)).toEqual(QUEUE_NAMES.map((q) => `no trigger watches the waiting jobs of queue ${q}`));
      // And a prefix without the hash tag (the pre-cluster layout) is not written either.
      so.spec.triggers[0].metadata.listName = 'sis:intents:wait';
      expect(scalerProblems(docs, observed, QUEUE_NAMES)[0]).toMatch(/^ScaledObject watches sis:intents:wait, which the service never writes/);
    });
  });
});

describe.skipIf(!hasCompose)('docker-compose.yml', () => {
  it('stays valid', () => {
    // KEY_HASH_SECRET is required by the file (`:?`): a placeholder, as an operator's shell would give.
    expect(() => execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], { env: childEnvironment({ KEY_HASH_SECRET: 'placeholder' }), stdio: 'pipe', timeout: 60_000 })).not.toThrow();
  });
});
