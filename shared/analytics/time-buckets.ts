import { validationError } from '../errors/app-error.js';
import { parseIsoQueryInstant } from '../time/iso-instant.js';

const EXAMPLE = 'e.g. 2025-03-01T00:00:00Z (a + in an offset must be sent as %2B)';

/** Bucket sizes of GET /v1/analytics/metrics; every bucket is in UTC. */
export const GRANULARITIES = ['hour', 'day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** Most buckets one answer may hold (api-decisions section 7). */
export const MAX_BUCKETS = 1000;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-05, the first Monday of the Unix epoch: ISO weeks start on Mondays. */
const FIRST_MONDAY_MS = 4 * DAY_MS;

/** A half-open interval [startMs, endMs) of Unix milliseconds. */
export interface TimeSpan {
  startMs: number;
  endMs: number;
}

/** What GET /v1/analytics/metrics asks for, parsed and checked. */
export interface MetricsRange extends TimeSpan {
  granularity: Granularity;
}

/** Index of the bucket holding t: consecutive buckets have consecutive indexes. */
function bucketIndex(t: number, g: Granularity): number {
  switch (g) {
    case 'hour': return Math.floor(t / HOUR_MS);
    case 'day': return Math.floor(t / DAY_MS);
    case 'week': return Math.floor((t - FIRST_MONDAY_MS) / WEEK_MS);
    case 'month': {
      const d = new Date(t);
      return d.getUTCFullYear() * 12 + d.getUTCMonth();
    }
  }
}

/** Start (Unix ms) of the bucket with this index. */
function bucketAt(index: number, g: Granularity): number {
  switch (g) {
    case 'hour': return index * HOUR_MS;
    case 'day': return index * DAY_MS;
    case 'week': return index * WEEK_MS + FIRST_MONDAY_MS;
    case 'month': {
      const d = new Date(0);
      d.setUTCFullYear(Math.floor(index / 12), index % 12, 1);
      return d.getTime();
    }
  }
}

/** Start of the UTC bucket holding t: the hour, the day, the ISO week (Monday) or the calendar month. */
export function bucketStart(t: number, g: Granularity): number {
  return bucketAt(bucketIndex(t, g), g);
}

/** How many buckets of granularity g meet [startMs, endMs) (0 for an empty span). */
export function bucketCount(span: TimeSpan, g: Granularity): number {
  if (span.endMs <= span.startMs) return 0;
  return bucketIndex(span.endMs - 1, g) - bucketIndex(span.startMs, g) + 1;
}

/**
 * The buckets of granularity g that meet [startMs, endMs), in order, each cut to the span: the
 * first starts at startMs and the last ends at endMs, so together they tile the span exactly.
 * Callers bound the count first (bucketCount).
 */
export function bucketsOf(span: TimeSpan, g: Granularity): TimeSpan[] {
  const out: TimeSpan[] = [];
  const last = span.endMs <= span.startMs ? -Infinity : bucketIndex(span.endMs - 1, g);
  for (let i = bucketIndex(span.startMs, g); i <= last; i++) {
    out.push({ startMs: Math.max(bucketAt(i, g), span.startMs), endMs: Math.min(bucketAt(i + 1, g), span.endMs) });
  }
  return out;
}

/** startDate or endDate as an instant, or a 400 saying which ISO 8601 forms are accepted. */
function queryInstant(field: string, text: string): Date {
  const parsed = parseIsoQueryInstant(text);
  if (parsed === 'no_zone') throw validationError(field, `must name its zone: this date-time has none; add Z for UTC or an offset, ${EXAMPLE}`);
  if (!parsed) throw validationError(field, `must be an ISO 8601 date (2025-03-01, midnight UTC) or date-time with a zone, ${EXAMPLE}`);
  return parsed;
}

/**
 * Parse and check the query of GET /v1/analytics/metrics: two ISO 8601 instants (the forms of
 * parseIsoQueryInstant: shared/time/iso-instant.ts), start before end, at most MAX_BUCKETS
 * buckets. Throws 400 validation_error naming the field at fault.
 */
export function parseMetricsRange(query: { startDate: string; endDate: string; granularity: Granularity }): MetricsRange {
  const start = queryInstant('startDate', query.startDate);
  const end = queryInstant('endDate', query.endDate);
  const [startMs, endMs] = [start.getTime(), end.getTime()];
  if (endMs <= startMs) {
    throw validationError('endDate', 'must be after startDate (the range is [startDate, endDate): endDate itself is not included)');
  }
  const { granularity } = query;
  const count = bucketCount({ startMs, endMs }, granularity);
  if (count > MAX_BUCKETS) {
    throw validationError('endDate', `the range holds ${count} ${granularity} buckets, more than ${MAX_BUCKETS}: shorten the range or use a coarser granularity`);
  }
  return { startMs, endMs, granularity };
}
