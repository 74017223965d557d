import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import bs58 from 'bs58';
import type { Middleware } from 'koa';
import { validationError } from '../../shared/errors/app-error.js';
import { parseIsoInstant } from '../../shared/time/iso-instant.js';

/** True for a base58 string that decodes to a 32-byte public key. */
export function isSolanaAddress(s: string): boolean {
  if (s.length < 32 || s.length > 44) return false;
  try {
    return bs58.decode(s).length === 32;
  } catch {
    return false;
  }
}

function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({ allErrors: false, coerceTypes: coerce, useDefaults: true, strict: true });
  addFormats.default(ajv, ['uri']);
  // Stricter than ajv-formats' date-time: only instants the service can store and compute with
  // (no leap seconds, no years outside 0001-9999 once the offset applies).
  ajv.addFormat('date-time', { type: 'string', validate: (s: string) => parseIsoInstant(s) !== null });
  ajv.addFormat('solana-address', { type: 'string', validate: isSolanaAddress });
  return ajv;
}
const bodyAjv = makeAjv(false);
const queryAjv = makeAjv(true);

export interface RouteSchemas {
  params?: object;
  query?: object;
  body?: object;
}

function describe(error: ErrorObject, where: string): { field: string; reason: string } {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  switch (error.keyword) {
    case 'required':
      return { field: [path, (error.params as { missingProperty: string }).missingProperty].filter(Boolean).join('.'), reason: 'is required' };
    case 'additionalProperties':
      return { field: [path, (error.params as { additionalProperty: string }).additionalProperty].filter(Boolean).join('.'), reason: 'is not a known field' };
    case 'format':
      return {
        field: path || where,
        reason: (error.params as { format: string }).format === 'solana-address' ? 'must be a base58-encoded 32-byte Solana address' : `must be a valid ${(error.params as { format: string }).format}`,
      };
    case 'enum':
      return { field: path || where, reason: `must be one of: ${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')}` };
    case 'pattern': {
      // Say what the value should look like, not the internal regex.
      const id = /^\^([a-z]+)_\[0-9A-Za-z\]\{(\d+)\}\$$/.exec((error.params as { pattern: string }).pattern);
      return { field: path || where, reason: id ? `must be a ${id[1]}_ id (${id[1]}_ followed by ${id[2]} letters and digits)` : 'is not in the expected format' };
    }
    default:
      return { field: path || where, reason: error.message ?? 'is invalid' };
  }
}

function check(validate: ValidateFunction, value: unknown, where: string): void {
  if (!validate(value)) {
    const { field, reason } = describe(validate.errors![0], where);
    throw validationError(field, reason);
  }
}

/**
 * Validate path params, query and body against the route's JSON Schemas, compiled once when
 * the route module loads. Query and params are coerced (they arrive as strings); bodies are not.
 */
export function validate(schemas: RouteSchemas): Middleware {
  const params = schemas.params && queryAjv.compile(schemas.params);
  const query = schemas.query && queryAjv.compile(schemas.query);
  const body = schemas.body && bodyAjv.compile(schemas.body);
  return async (ctx, next) => {
    if (params) check(params, (ctx as unknown as { params: object }).params, 'path');
    if (query) {
      const q: Record<string, unknown> = { ...ctx.query };
      for (const [k, v] of Object.entries(q)) if (Array.isArray(v)) throw validationError(k, 'must be given once');
      check(query, q, 'query');
      ctx.state.query = q;
    }
    if (body) {
      const b = ctx.request.body ?? {};
      check(body, b, 'body');
    }
    await next();
  };
}
