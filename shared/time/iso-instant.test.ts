import { describe, expect, it } from 'vitest';
import { parseIsoInstant } from './iso-instant.js';

describe('parseIsoInstant', () => {
  it('accepts date-times with a zone', () => {
    expect(parseIsoInstant('2026-11-21T14:00:00Z')!.toISOString()).toBe('2026-11-21T14:00:00.000Z');
    expect(parseIsoInstant('2026-11-21T14:00:00.123+02:00')!.toISOString()).toBe('2026-11-21T12:00:00.123Z');
  });
  it.each([
    '2025-06-30T23:59:60Z', // leap second
    '0000-01-01T00:00:00+01:00', // year 0 after the offset
    '9999-12-31T23:00:00-05:00', // year 10000 after the offset
    '2026-02-30T00:00:00Z', // no such day
    '2026-11-21T14:00:00', // no zone
    '2026-11-21', 'yesterday', '',
  ])('refuses %j', (text) => {
    expect(parseIsoInstant(text)).toBeNull();
  });
});
