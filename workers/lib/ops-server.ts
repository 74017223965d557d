import { createServer, type Server } from 'node:http';
import type { Redis } from 'ioredis';
import type { Orm } from '../../shared/db/orm.js';
import type { Logger } from '../../shared/logging/logger.js';
import type { ServiceMetrics } from '../../shared/metrics/metrics.js';

/** A probe of one core dependency: resolves when it answers. */
export type DependencyCheck = () => Promise<unknown>;

export interface DependencyState {
  /** Whether its last probe answered. */
  up: boolean;
  /** How long it has not answered (0 while it answers). */
  downForMs: number;
}

/**
 * The worker's own view of its core dependencies (Redis, Postgres), for its /healthz: each is
 * probed every `intervalMs`; the worker is unhealthy once one of them has not answered for
 * `unhealthyAfterMs` (WORKER_UNHEALTHY_AFTER_MS). Until then, and from the start, it is
 * healthy: a short outage or a failover is waited out (the worker recovers by itself), a long
 * one makes the orchestrator restart the process, which also clears a connection that will not
 * come back by itself.
 */
export class DependencyWatch {
  private readonly lastOk = new Map<string, number>();
  private readonly up = new Map<string, boolean>();
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly checks: Record<string, DependencyCheck>,
    private readonly options: { intervalMs: number; unhealthyAfterMs: number; timeoutMs: number; logger?: Logger; now?: () => number },
  ) {
    const at = this.now();
    for (const name of Object.keys(checks)) { this.lastOk.set(name, at); this.up.set(name, true); }
  }

  /** Redis (the command connection answers PING, the BullMQ connection is ready) and Postgres (`select 1`). */
  static forWorker(deps: { redis: Redis; workerRedis: Redis; orm: Orm; logger?: Logger; now?: () => number }, unhealthyAfterMs: number, timeoutMs: number): DependencyWatch {
    return new DependencyWatch({
      redis: async () => {
        if (deps.workerRedis.status !== 'ready') throw new Error(`BullMQ connection ${deps.workerRedis.status}`);
        await deps.redis.ping();
      },
      postgres: () => deps.orm.em.fork().getConnection().execute('select 1'),
    }, { intervalMs: Math.min(5000, Math.max(Math.round(unhealthyAfterMs / 4), 100)), unhealthyAfterMs, timeoutMs, logger: deps.logger, now: deps.now });
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  start(): this {
    if (!this.timer) {
      this.timer = setInterval(() => void this.probe(), this.options.intervalMs);
      this.timer.unref();
      void this.probe();
    }
    return this;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Probe every dependency once (each bounded by timeoutMs). */
  async probe(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await Promise.all(Object.entries(this.checks).map(async ([name, check]) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer within ${this.options.timeoutMs} ms`)), this.options.timeoutMs); });
        try {
          await Promise.race([check(), late]);
          if (this.up.get(name) === false) this.options.logger?.info({ dependency: name }, `${name} answers again`);
          this.up.set(name, true);
          this.lastOk.set(name, this.now());
        } catch (err) {
          if (this.up.get(name) !== false) this.options.logger?.warn({ dependency: name, reason: (err as Error).message }, `${name} unreachable (worker unhealthy after ${this.options.unhealthyAfterMs} ms)`);
          this.up.set(name, false);
        } finally {
          clearTimeout(timer);
        }
      }));
    } finally {
      this.running = false;
    }
  }

  /** Each dependency's state, and whether the worker is healthy (none down for unhealthyAfterMs). */
  state(): { healthy: boolean; dependencies: Record<string, DependencyState> } {
    const now = this.now();
    const dependencies: Record<string, DependencyState> = {};
    let healthy = true;
    for (const [name, at] of this.lastOk) {
      const up = this.up.get(name) ?? false;
      const downForMs = up ? 0 : Math.max(now - at, 0);
      if (!up && downForMs >= this.options.unhealthyAfterMs) healthy = false;
      dependencies[name] = { up, downForMs };
    }
    return { healthy, dependencies };
  }
}

/**
 * The worker process's operations server (WORKER_METRICS_PORT): /metrics (Prometheus text) and
 * /healthz, 200 `{"status":"ok"}` while the worker serves, 503 `{"status":"unhealthy"}` once
 * Redis or Postgres has been away for WORKER_UNHEALTHY_AFTER_MS (the body names each
 * dependency, up or down and for how long; never a URL or a secret).
 */
export function workerOpsServer(metrics: ServiceMetrics, watch: DependencyWatch): Server {
  return createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/metrics') {
      const { contentType, body } = await metrics.render();
      res.writeHead(200, { 'Content-Type': contentType }).end(body);
    } else if (path === '/healthz') {
      const { healthy, dependencies } = watch.state();
      res.writeHead(healthy ? 200 : 503, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ status: healthy ? 'ok' : 'unhealthy', dependencies }));
    } else {
      res.writeHead(404).end();
    }
  });
}
