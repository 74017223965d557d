import { performance } from 'node:perf_hooks';
import type { Histogram } from 'prom-client';

/**
 * Times the consecutive steps of one piece of work (a build request in the API, a build job in
 * the worker) into a histogram by step (`build_step_duration_seconds`). Each `mark` closes the
 * step that ran since the previous mark, so the steps of one trace add up to its whole; a step
 * that overlaps another (the blockhash fetched alongside the plan) counts only the time it was
 * waited for. Cheap enough to stay on: a clock read and a histogram observation per step.
 */
export class StepTrace {
  private last: number;

  /** `prefix` names the process the steps ran in (`api_`, `worker_`), so shared code can name its steps once. */
  constructor(private readonly histogram: Histogram<'step'> | null, private readonly prefix = '', startedAt = performance.now()) {
    this.last = startedAt;
  }

  /** Close the step that ran since the previous mark (or the trace's start). */
  mark(step: string): void {
    const now = performance.now();
    this.histogram?.observe({ step: this.prefix + step }, (now - this.last) / 1000);
    this.last = now;
  }

  /** A step measured elsewhere (e.g. a job's wait in its queue, from BullMQ's timestamps), in ms; the marks are not moved. */
  observe(step: string, ms: number): void {
    if (Number.isFinite(ms) && ms >= 0) this.histogram?.observe({ step: this.prefix + step }, ms / 1000);
  }

  /** Resume timing from now: the time since the last mark belongs to no step (e.g. time spent in another traced piece of work). */
  skip(): void {
    this.last = performance.now();
  }
}

/** A trace that records nothing (code paths that are not traced, tests). */
export const untraced = (): StepTrace => new StepTrace(null);
