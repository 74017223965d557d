/** RFC 3339 / ISO 8601 date-time with a zone (Z or ±hh:mm), seconds optional fraction. */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;

/**
 * Parse an ISO 8601 date-time into a Date, or null when it is not one the service can store:
 * malformed, a leap second (JavaScript has none), an impossible calendar date, or an instant
 * outside the years 0001-9999 once its offset is applied (Postgres and toISOString's range).
 */
export function parseIsoInstant(text: string): Date | null {
  const m = ISO_DATE_TIME.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(text.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return null;
  // Date rolls Feb 30 over to March: the calendar date must survive the round trip.
  const local = new Date(Date.UTC(year, month - 1, day));
  if (local.getUTCMonth() !== month - 1 || local.getUTCDate() !== day) return null;
  const utcYear = date.getUTCFullYear();
  return utcYear >= 1 && utcYear <= 9999 ? date : null;
}

/**
 * ISO 8601 forms a query parameter may take, beyond RFC 3339 (docs/analytics.md): a date alone
 * (`2025-03-01`, midnight UTC), no seconds (`2025-03-01T10:00Z`), basic offsets (`+0100`,
 * `+01`), and an offset whose `+` arrived as a space because it was not percent-encoded
 * (`2025-03-01T10:00:00 01:00`). A date-time without a zone is ambiguous (local to whom?).
 */
const QUERY_INSTANT = /^(\d{4}-\d{2}-\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?([Zz]|[+\- ]\d{2}(?::?\d{2})?)?)?$/;

/** A query parameter's instant (see QUERY_INSTANT), `'no_zone'` for a date-time without a zone, or null. */
export function parseIsoQueryInstant(text: string): Date | 'no_zone' | null {
  const m = QUERY_INSTANT.exec(text);
  if (!m) return null;
  const [, date, hour, minute, second, fraction, zone] = m;
  if (hour === undefined) return parseIsoInstant(`${date}T00:00:00Z`);
  if (zone === undefined) return 'no_zone';
  let offset = 'Z';
  if (!/^[Zz]$/.test(zone)) {
    const digits = zone.slice(1).replace(':', '');
    offset = `${zone[0] === '-' ? '-' : '+'}${digits.slice(0, 2)}:${digits.slice(2) || '00'}`;
  }
  return parseIsoInstant(`${date}T${hour}:${minute}:${second ?? '00'}${fraction ?? ''}${offset}`);
}
