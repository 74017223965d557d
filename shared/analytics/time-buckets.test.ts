import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/app-error.js';
import { bucketCount, bucketStart, bucketsOf, parseMetricsRange, type Granularity } from './time-buckets.js';

const ms = (iso: string) => Date.parse(iso);
const iso = (t: number) => new Date(t).toISOString();

describe('buckets', () => {
  it('starts hours, days, ISO weeks (Monday) and calendar months in UTC', () => {
    const t = ms('2025-03-09T23:30:00Z'); // a Sunday
    expect(iso(bucketStart(t, 'hour'))).toBe('2025-03-09T23:00:00.000Z');
    expect(iso(bucketStart(t, 'day'))).toBe('2025-03-09T00:00:00.000Z');
    expect(iso(bucketStart(t, 'week'))).toBe('2025-03-03T00:00:00.000Z');
    expect(iso(bucketStart(ms('2025-03-10T00:00:00Z'), 'week'))).toBe('2025-03-10T00:00:00.000Z');
    expect(iso(bucketStart(t, 'month'))).toBe('2025-03-01T00:00:00.000Z');
    expect(iso(bucketStart(ms('1969-12-31T12:00:00Z'), 'week'))).toBe('1969-12-29T00:00:00.000Z');
  });

  it('tiles a range with buckets cut to it at both ends', () => {
    const span = { startMs: ms('2025-01-30T12:00:00Z'), endMs: ms('2025-03-02T06:00:00Z') };
    expect(bucketsOf(span, 'month').map((b) => [iso(b.startMs), iso(b.endMs)])).toEqual([
      ['2025-01-30T12:00:00.000Z', '2025-02-01T00:00:00.000Z'],
      ['2025-02-01T00:00:00.000Z', '2025-03-01T00:00:00.000Z'],
      ['2025-03-01T00:00:00.000Z', '2025-03-02T06:00:00.000Z'],
    ]);
    for (const g of ['hour', 'day', 'week', 'month'] as Granularity[]) {
      const buckets = bucketsOf(span, g);
      expect(buckets.length).toBe(bucketCount(span, g));
      expect(buckets[0].startMs).toBe(span.startMs);
      expect(buckets.at(-1)!.endMs).toBe(span.endMs);
      for (let i = 1; i < buckets.length; i++) expect(buckets[i].startMs).toBe(buckets[i - 1].endMs);
    }
    expect(bucketCount(span, 'day')).toBe(32); // Jan 30 … Mar 2
    expect(bucketCount(span, 'week')).toBe(5); // weeks of Jan 27, Feb 3, 10, 17 and 24 (Mar 2 is a Sunday)
  });

  it('counts a range ending exactly on a boundary without the empty bucket after it', () => {
    expect(bucketCount({ startMs: ms('2025-01-01T00:00:00Z'), endMs: ms('2025-01-02T00:00:00Z') }, 'day')).toBe(1);
    expect(bucketCount({ startMs: ms('2025-01-01T00:00:00Z'), endMs: ms('2025-01-01T00:00:00.001Z') }, 'month')).toBe(1);
    expect(bucketCount({ startMs: ms('2024-01-01T00:00:00Z'), endMs: ms('2025-01-01T00:00:00Z') }, 'hour')).toBe(8784);
  });
});

describe('parseMetricsRange', () => {
  const fieldOf = (q: Parameters<typeof parseMetricsRange>[0]) => {
    try {
      parseMetricsRange(q);
      return null;
    } catch (err) {
      if (!isAppError(err)) throw err;
      expect(err.code).toBe('validation_error');
      return err.details.field;
    }
  };

  it('accepts a range of up to 1,000 buckets', () => {
    expect(parseMetricsRange({ startDate: '2025-01-01T00:00:00Z', endDate: '2025-02-11T18:00:00+02:00', granularity: 'hour' })).toEqual({
      startMs: ms('2025-01-01T00:00:00Z'), endMs: ms('2025-02-11T16:00:00Z'), granularity: 'hour',
    });
  });

  it('names the field at fault', () => {
    expect(fieldOf({ startDate: 'soon', endDate: '2025-01-02T00:00:00Z', granularity: 'day' })).toBe('startDate');
    expect(fieldOf({ startDate: '2025-01-01T10', endDate: '2025-01-02T00:00:00Z', granularity: 'day' })).toBe('startDate');
    expect(fieldOf({ startDate: '2025-01-01T00:00:00Z', endDate: '2025-02-30T00:00:00Z', granularity: 'day' })).toBe('endDate');
    expect(fieldOf({ startDate: '2025-01-01T00:00:00Z', endDate: '2025-01-02T00:00:00', granularity: 'day' })).toBe('endDate');
    expect(fieldOf({ startDate: '2025-01-02T00:00:00Z', endDate: '2025-01-02T00:00:00Z', granularity: 'day' })).toBe('endDate');
    expect(fieldOf({ startDate: '2025-01-03T00:00:00Z', endDate: '2025-01-02T00:00:00Z', granularity: 'day' })).toBe('endDate');
    expect(fieldOf({ startDate: '2025-01-01T00:00:00Z', endDate: '2025-02-11T17:00:00Z', granularity: 'hour' })).toBe('endDate');
    expect(fieldOf({ startDate: '2025-01-01T00:30:00Z', endDate: '2025-02-11T16:00:00Z', granularity: 'hour' })).toBeNull();
    expect(fieldOf({ startDate: '2025-01-01T00:30:00Z', endDate: '2025-02-11T16:00:01Z', granularity: 'hour' })).toBe('endDate');
    expect(fieldOf({ startDate: '0001-01-01T00:00:00Z', endDate: '9999-12-31T00:00:00Z', granularity: 'month' })).toBe('endDate');
  });
});
