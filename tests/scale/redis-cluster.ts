import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../helpers/ports.js';
import { waitForPort } from './pgbouncer.js';

const run = promisify(execFile);
const SERVER = '/usr/bin/redis-server';
const CLI = '/usr/bin/redis-cli';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether Debian's redis-server and redis-cli are installed. */
export function redisClusterAvailable(): boolean {
  return existsSync(SERVER) && existsSync(CLI);
}

export interface ClusterNode {
  port: number;
  /** Running (not killed). */
  up: boolean;
}

export interface RedisClusterRig {
  nodes: ClusterNode[];
  /** REDIS_CLUSTER_NODES for the service. */
  seeds: string;
  /** The node currently master of a slot (as a live node answers CLUSTER SHARDS/SLOTS). */
  masterOf(slot: number): Promise<ClusterNode>;
  /** kill -9 a node (no shutdown, no save). */
  kill(node: ClusterNode): Promise<void>;
  /** Start a killed node again on its port with its nodes.conf (it rejoins, as a replica of the promoted one). */
  restart(node: ClusterNode): Promise<void>;
  /** Resolve once every slot is served and cluster_state is ok, as seen from a live node. */
  waitHealthy(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A loopback port whose cluster bus port (+10000) is a valid port too, both free. */
async function clusterPort(taken: Set<number>): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port < 55536 && !taken.has(port) && !taken.has(port + 10000)) {
      taken.add(port);
      taken.add(port + 10000);
      return port;
    }
  }
}

/**
 * A Redis Cluster of `masters` masters with one replica each on loopback ports, from Debian's
 * redis-server in cluster mode (`redis-cli --cluster create … --cluster-replicas 1`), as the
 * deployment guide runs it: noeviction, AOF on. cluster-node-timeout is short (`nodeTimeoutMs`)
 * so a killed master is replaced within a few seconds.
 */
export async function startRedisCluster(options: { masters?: number; nodeTimeoutMs?: number } = {}): Promise<RedisClusterRig> {
  const count = (options.masters ?? 3) * 2;
  const dir = mkdtempSync(join(tmpdir(), 'sis-redis-cluster-'));
  const taken = new Set<number>();
  const ports: number[] = [];
  for (let i = 0; i < count; i++) ports.push(await clusterPort(taken));
  const children = new Map<number, ChildProcess>();
  const nodes: ClusterNode[] = ports.map((port) => ({ port, up: false }));

  const start = async (node: ClusterNode) => {
    const child = spawn(SERVER, [
      '--port', String(node.port), '--bind', '127.0.0.1', '--dir', dir, '--daemonize', 'no',
      '--cluster-enabled', 'yes', '--cluster-config-file', `nodes-${node.port}.conf`, '--cluster-node-timeout', String(options.nodeTimeoutMs ?? 2000),
      '--appendonly', 'yes', '--appendfilename', `aof-${node.port}.aof`, '--appenddirname', `aof-${node.port}`, '--appendfsync', 'everysec', '--save', '',
      '--maxmemory-policy', 'noeviction', '--protected-mode', 'no', '--logfile', join(dir, `redis-${node.port}.log`),
    ], { stdio: 'ignore' });
    children.set(node.port, child);
    await waitForPort(node.port, 10_000);
    node.up = true;
  };
  const cli = async (port: number, ...args: string[]) => (await run(CLI, ['-h', '127.0.0.1', '-p', String(port), ...args], { timeout: 5000 })).stdout;

  const rig: RedisClusterRig = {
    nodes,
    seeds: ports.map((p) => `127.0.0.1:${p}`).join(','),
    async masterOf(slot) {
      const live = nodes.find((n) => n.up)!;
      // CLUSTER NODES: `<id> <host:port@bus> <flags> <master> <ping> <pong> <epoch> <link> <slot ranges…>`.
      for (const line of (await cli(live.port, 'cluster', 'nodes')).split('\n')) {
        const f = line.trim().split(' ');
        if (f.length < 9 || !f[2].split(',').includes('master') || f[2].includes('fail')) continue;
        const port = Number(f[1].split('@')[0].split(':')[1]);
        for (const range of f.slice(8)) {
          const [from, to = from] = range.split('-').map(Number);
          if (slot >= from && slot <= to) return nodes.find((n) => n.port === port)!;
        }
      }
      throw new Error(`no master serves slot ${slot}`);
    },
    async kill(node) {
      const child = children.get(node.port);
      node.up = false;
      if (!child || child.exitCode !== null || child.signalCode !== null) return; // gone already (killed before)
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
    async restart(node) {
      await start(node);
    },
    async waitHealthy(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const live = nodes.filter((n) => n.up);
        const states = await Promise.all(live.map((n) => cli(n.port, 'cluster', 'info').catch(() => '')));
        if (states.every((s) => /cluster_state:ok/.test(s) && /cluster_slots_ok:16384/.test(s))) return;
        if (Date.now() > deadline) throw new Error(`Redis Cluster not healthy after ${timeoutMs} ms: ${states.map((s) => s.split('\n')[0]).join(' | ')}`);
        await sleep(200);
      }
    },
    async close() {
      await Promise.allSettled(nodes.map((n) => rig.kill(n)));
      rmSync(dir, { recursive: true, force: true });
    },
  };

  try {
    await Promise.all(nodes.map(start));
    await run(CLI, ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '1', '--cluster-yes'], { timeout: 60_000 });
    await rig.waitHealthy(60_000);
    // Every replica has synced with its master before anything relies on failover: a replica
    // that never finished its first sync is not eligible (its data is too old), and its master's
    // slots would stay down when the master dies.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const roles = await Promise.all(nodes.map((n) => cli(n.port, 'info', 'replication').catch(() => '')));
      const synced = roles.filter((r) => /role:slave/.test(r) && /master_link_status:up/.test(r)).length;
      if (synced === count / 2) break;
      if (Date.now() > deadline) throw new Error(`Redis Cluster replicas not in sync after 60 s (${synced} of ${count / 2})`);
      await sleep(200);
    }
  } catch (err) {
    await rig.close();
    throw err;
  }
  return rig;
}
