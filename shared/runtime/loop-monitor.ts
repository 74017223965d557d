import { performance } from 'node:perf_hooks';

/**
 * How late this process's event loop runs right now, for shedding load (api/middleware/
 * overload.ts). A timer ticks every `sampleMs`; its lateness is the event-loop delay of the
 * last interval. A request read in the same loop turn as a stall's end (its bytes arrived
 * during the stall) sees the stall even before the tick: `delayMs()` also counts how overdue
 * the next tick is. The Prometheus view over time (max, p99 per scrape) is prom-client's
 * nodejs_eventloop_lag_* in /metrics; this is the instantaneous one.
 */
export class LoopMonitor {
  private lastTick = performance.now();
  private lastDelay = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly sampleMs = 50) {}

  start(): this {
    if (this.timer) return this;
    this.lastTick = performance.now();
    this.timer = setInterval(() => {
      const now = performance.now();
      this.lastDelay = Math.max(0, now - this.lastTick - this.sampleMs);
      this.lastTick = now;
    }, this.sampleMs);
    this.timer.unref();
    return this;
  }

  /** Event-loop delay in ms: the last tick's lateness, or how overdue the next one is, whichever is larger. */
  delayMs(): number {
    if (!this.timer) return 0;
    return Math.max(this.lastDelay, performance.now() - this.lastTick - this.sampleMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
