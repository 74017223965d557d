import { PerformanceObserver } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Each registry's worst GC pause since its last scrape (ms), fed by one observer per process. */
const gcWatermarks = new Set<{ worstMs: number }>();
let gcObserver: PerformanceObserver | null = null;
function watchGcPauses(): { worstMs: number } {
  if (!gcObserver) {
    gcObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) for (const w of gcWatermarks) if (entry.duration > w.worstMs) w.worstMs = entry.duration;
    });
    gcObserver.observe({ entryTypes: ['gc'] });
  }
  const watermark = { worstMs: 0 };
  gcWatermarks.add(watermark);
  return watermark;
}

/** Buckets for steps that take from tens of microseconds to seconds. */
const STEP_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

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
  /** Each Solana JSON-RPC attempt's time until its answer was read, by network and method. */
  readonly rpcDuration: Histogram<'network' | 'method'>;
  /** Each swap venue call's duration, by venue and endpoint (quote, swap-instructions, swap/v2/build, cosign). */
  readonly swapVenueDuration: Histogram<'venue' | 'endpoint'>;
  /** The steps of a transaction build, in the API (api_*) and the worker (worker_*): shared/metrics/step-trace.ts. */
  readonly buildSteps: Histogram<'step'>;
  readonly dependencyUp: Gauge<'dependency' | 'kind'>;
  /** An upstream's shared request budget (JUPITER_RPS), across every process, read from Redis at scrape time. */
  readonly upstreamBudgetCalls: Gauge<'upstream' | 'outcome'>;
  readonly upstreamBudgetWait: Gauge<'upstream'>;
  readonly upstreamBudgetRate: Gauge<'upstream'>;
  /** /v1 requests answered 503 because the event loop ran too late (api/middleware/overload.ts). */
  readonly shedRequests: Counter;
  /** Sends of submitted transactions by the landing loop, per path (rpc, extra) and outcome (accepted, rejected). */
  readonly landingSends: Counter<'network' | 'path' | 'outcome'>;
  /** Landing loops ended, by final status. */
  readonly landings: Counter<'network' | 'status'>;
  /** API key lookups that missed the key cache: from the database, or answered by the negative cache. */
  readonly apiKeyLookups: Counter<'source'>;
  /** Requests refused 429 for too many failing keys from their address, before any lookup. */
  readonly authThrottled: Counter;

  constructor(processName: string) {
    this.registry.setDefaultLabels({ process: processName });
    // Includes the event-loop delay (nodejs_eventloop_lag_{max,p99,mean,...}_seconds, from
    // perf_hooks.monitorEventLoopDelay, reset at each scrape: the worst since the last scrape)
    // and GC pauses by kind (nodejs_gc_duration_seconds, from a PerformanceObserver).
    collectDefaultMetrics({ register: this.registry });
    const gc = watchGcPauses();
    new Gauge({
      name: 'nodejs_gc_pause_max_seconds',
      help: 'Longest garbage collection pause since the last scrape.',
      registers: [this.registry],
      collect() { this.set(gc.worstMs / 1000); gc.worstMs = 0; },
    });
    this.shedRequests = new Counter({
      name: 'http_requests_shed_total',
      help: 'Requests answered 503 (reason overloaded) because the event loop ran later than OVERLOAD_MAX_EVENT_LOOP_DELAY_MS.',
      registers: [this.registry],
    });
    this.landingSends = new Counter({
      name: 'landing_sends_total',
      help: 'Sends of submitted transactions\' signed bytes by the landing loop, by network, path (rpc: the network\'s RPC; extra: LANDING_EXTRA_SENDER_URL) and outcome (accepted or rejected by that path).',
      labelNames: ['network', 'path', 'outcome'],
      registers: [this.registry],
    });
    this.landings = new Counter({
      name: 'landings_total',
      help: 'Landing loops that ended, by network and final status (confirmed, failed, expired).',
      labelNames: ['network', 'status'],
      registers: [this.registry],
    });
    this.apiKeyLookups = new Counter({
      name: 'api_key_lookups_total',
      help: 'API key lookups that missed the in-process key cache, by source: database (one SELECT on api_keys) or negative_cache (an unknown key remembered, no query).',
      labelNames: ['source'],
      registers: [this.registry],
    });
    this.authThrottled = new Counter({
      name: 'auth_throttled_total',
      help: 'Requests answered 429 (reason too_many_failed_keys) because their address sent too many failing API keys; no database lookup was made.',
      registers: [this.registry],
    });
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
    this.rpcDuration = new Histogram({
      name: 'solana_rpc_duration_seconds',
      help: 'Time each Solana JSON-RPC attempt took until its answer was read, by network and method (a batch counts for each of its methods).',
      labelNames: ['network', 'method'],
      buckets: STEP_BUCKETS,
      registers: [this.registry],
    });
    this.swapVenueDuration = new Histogram({
      name: 'swap_venue_call_duration_seconds',
      help: 'Time each call to a swap venue (Jupiter, the test network\'s market) took until its answer was read, by venue and endpoint.',
      labelNames: ['venue', 'endpoint'],
      buckets: STEP_BUCKETS,
      registers: [this.registry],
    });
    this.buildSteps = new Histogram({
      name: 'build_step_duration_seconds',
      help: 'Time each step of POST /v1/transactions/build took: api_* in the API process (from the request\'s arrival to its answer), worker_* in the worker (from the job\'s creation to the result\'s announcement). The steps of one process add up to its whole.',
      labelNames: ['step'],
      buckets: STEP_BUCKETS,
      registers: [this.registry],
    });
    this.dependencyUp = new Gauge({
      name: 'dependency_up',
      help: 'Whether a dependency answered its last readiness probe (1) or not (0); kind core (Postgres, Redis) or upstream (RPC, price and swap providers: 0 means degraded).',
      labelNames: ['dependency', 'kind'],
      registers: [this.registry],
    });
    this.upstreamBudgetCalls = new Gauge({
      name: 'upstream_budget_calls',
      help: 'Calls to an upstream (jupiter) through its shared request budget, every process together: outcome granted (a slot was taken) or refused (no slot within JUPITER_BUDGET_WAIT_MS; answered 503 or a stale price). Read from Redis at scrape time; only grows.',
      labelNames: ['upstream', 'outcome'],
      registers: [this.registry],
    });
    this.upstreamBudgetWait = new Gauge({
      name: 'upstream_budget_wait_seconds',
      help: 'Total time calls waited for a slot of the upstream budget, every process together; only grows.',
      labelNames: ['upstream'],
      registers: [this.registry],
    });
    this.upstreamBudgetRate = new Gauge({
      name: 'upstream_budget_rate',
      help: 'The upstream budget in calls per second (JUPITER_RPS).',
      labelNames: ['upstream'],
      registers: [this.registry],
    });
  }

  /** Refresh gauges that are read at scrape time (queue depth) before rendering. */
  async render(refresh?: () => Promise<void>): Promise<{ contentType: string; body: string }> {
    if (refresh) await refresh().catch(() => undefined);
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
