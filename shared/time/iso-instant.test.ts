import { describe, expect, it } from 'vitest';
import { parseIsoInstant, parseIsoQueryInstant } from './iso-instant.js';

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

describe('parseIsoQueryInstant (analytics startDate/endDate)', () => {
  it.each([
    ['2025-03-01T10:00:00Z', '2025-03-01T10:00:00.000Z'],
    ['2025-03-01', '2025-03-01T00:00:00.000Z'],
    ['2025-03-01T10:00Z', '2025-03-01T10:00:00.000Z'],
    ['2025-03-01T10:00:00 01:00', '2025-03-01T09:00:00.000Z'],
    ['2025-03-01T10:00 05:30', '2025-03-01T04:30:00.000Z'],
    ['2025-03-01T10:00:00+0100', '2025-03-01T09:00:00.000Z'],
    ['2025-03-01T10:00:00-02', '2025-03-01T12:00:00.000Z'],
    ['2025-03-01T10:00:00.5+01:00', '2025-03-01T09:00:00.500Z'],
  ])('accepts %s as %s', (text, iso) => {
    const parsed = parseIsoQueryInstant(text);
    expect(parsed instanceof Date ? parsed.toISOString() : parsed).toBe(iso);
  });

  it('names a date-time without a zone as such (ambiguous: local to whom?)', () => {
    expect(parseIsoQueryInstant('2025-03-01T10:00:00')).toBe('no_zone');
    expect(parseIsoQueryInstant('2025-03-01T10:00')).toBe('no_zone');
  });

  it.each(['2025-02-30', '2025-03-01T24:00Z', '2025-03-01T10', '20250301', '2025-03-01T10:00:00 1:00', 'yesterday', ''])('refuses %j', (text) => {
    expect(parseIsoQueryInstant(text)).toBeNull();
  });
});
