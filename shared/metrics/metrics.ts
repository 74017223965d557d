import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One Prometheus registry per process with the service's metrics. Each process (API, worker)
 * exposes its own at /metrics; Prometheus scrapes each, the usual practice for multi-process
 * services (no cross-process aggregation to get wrong).
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  readonly httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  readonly jobDuration: Histogram<'queue' | 'outcome'>;
  readonly queueDepth: Gauge<'queue' | 'state'>;
  readonly rpcCalls: Counter<'network' | 'method' | 'outcome'>;

  constructor(processName: string) {
    this.registry.setDefaultLabels({ process: processName });
    collectDefaultMetrics({ register: this.registry });
    this.httpRequestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route template and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    this.jobDuration = new Histogram({
      name: 'job_duration_seconds',
      help: 'Time a worker spent on a job, by queue and outcome.',
      labelNames: ['queue', 'outcome'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [this.registry],
    });
    this.queueDepth = new Gauge({
      name: 'queue_jobs',
      help: 'Jobs per queue and state (waiting, active, delayed, failed), read at scrape time.',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
    });
    this.rpcCalls = new Counter({
      name: 'solana_rpc_calls_total',
      help: 'Solana JSON-RPC calls by network, method and outcome.',
      labelNames: ['network', 'method', 'outcome'],
      registers: [this.registry],
    });
  }

  /** Refresh gauges that are read at scrape time (queue depth) before rendering. */
  async render(refresh?: () => Promise<void>): Promise<{ contentType: string; body: string }> {
    if (refresh) await refresh().catch(() => undefined);
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
