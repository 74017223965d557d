import { validationError } from '../../shared/errors/app-error.js';

/**
 * Opaque, stable list cursors: base64url of a small versioned JSON position (for keyset
 * pagination, e.g. the last id of a page). Clients must treat them as opaque strings.
 */
export function encodeCursor(position: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify({ v: 1, ...position }), 'utf8').toString('base64url');
}

/** Decode a cursor made by encodeCursor; 400 validation_error on `cursor` when it is not one. */
export function decodeCursor<K extends string>(cursor: string, fields: readonly K[], pattern: RegExp = /^[0-9A-Za-z_:.+-]{1,128}$/): Record<K, string> {
  let parsed: Record<string, unknown> | null = null;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    parsed = null;
  }
  // Each field must look like what the list writes there (e.g. a key id), never arbitrary text
  // (a crafted cursor must not reach the database as a NUL or an oversized string).
  if (!parsed || typeof parsed !== 'object' || parsed.v !== 1 || !fields.every((f) => typeof parsed![f] === 'string' && pattern.test(parsed![f] as string))) {
    throw validationError('cursor', 'is not a cursor from pagination.nextCursor of this list');
  }
  return Object.fromEntries(fields.map((f) => [f, parsed![f] as string])) as Record<K, string>;
}

/** The query of a cursor-paged list (keys, webhook endpoints, deliveries): `limit` 1-100 (default 20) and `cursor`. */
export const pageQuerySchema = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    cursor: { type: 'string', minLength: 1, maxLength: 200 },
  },
  additionalProperties: false,
} as const;
