import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Middleware } from 'koa';
import { AppError, validationError } from '../../shared/errors/app-error.js';
import { meta } from '../lib/envelope.js';
import type { AppDeps } from '../deps.js';
import { authOf } from './auth.js';
import { toAppError } from './errors.js';

/** How long a finished answer is replayed (api-decisions section 5). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long an in-flight claim blocks the key if its instance dies before answering; longer
 * than any request waits (the build deadline is 10 s).
 */
export const IN_FLIGHT_LEASE_MS = 2 * 60 * 1000;
/** Response headers that belong to the answer and are replayed with it. */
const REPLAYED_HEADERS = ['location', 'retry-after', 'preference-applied'];
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

interface InFlight { state: 'in_flight'; fingerprint: string; token: string }
interface Done {
  state: 'done';
  fingerprint: string;
  status: number;
  headers: Record<string, string>;
  /** The body without `meta` (meta is made fresh for each replay: requestId is the replay's own). */
  body: Record<string, unknown>;
  requestId: string;
}
type Stored = InFlight | Done;

export interface IdempotencyOptions {
  /** What to keep of a success body (without meta) for replays; default all of it. */
  stored?: (body: Record<string, unknown>) => Record<string, unknown>;
}

// KEYS[1] the record. ARGV[1] the in-flight claim, ARGV[2] its lease (ms).
// Returns the existing record, or false after claiming.
const CLAIM_LUA = `
local existing = redis.call('GET', KEYS[1])
if existing then return existing end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return false
`;
// KEYS[1] the record. ARGV[1] our claim, ARGV[2] the answer ('' = release), ARGV[3] TTL (ms).
// Only the claimant writes: a claim that expired and was taken over is left alone.
const SETTLE_LUA = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
return 1
`;

type Script = (numberOfKeys: number, ...args: Array<string | number>) => Promise<string | number | null>;

/** Register the two scripts on the connection (once per connection) and return them. */
function scripts(redis: Redis): { claim: Script; settle: Script } {
  const commands = redis as unknown as Record<string, Script>;
  if (!commands.idempotencyClaim) {
    redis.defineCommand('idempotencyClaim', { lua: CLAIM_LUA });
    redis.defineCommand('idempotencySettle', { lua: SETTLE_LUA });
  }
  return { claim: commands.idempotencyClaim!.bind(redis), settle: commands.idempotencySettle!.bind(redis) };
}

/** JSON with object keys sorted at every level: equal bodies give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as object).sort().map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/** Only answers that say what the request did are kept; the rest release the key for a retry. */
function isStored(status: number): boolean {
  return status < 500 && status !== 429 && status !== 409;
}

/**
 * Idempotency-Key on a mutating POST (api-decisions section 5), per account, environment
 * (live or test) and API key, for 24 hours:
 * - the first request claims the key (atomically, with the body's fingerprint: sha256 of
 *   method, path and canonical JSON body) and its answer is stored;
 * - the same key and body again replays that answer (status, body, Location/Retry-After)
 *   with `Idempotent-Replayed: true`; meta is the replay's own;
 * - the same key while the first is still running: 409 conflict (Retry-After: 1);
 * - the same key with another method, path or body: 422 idempotency_key_reused;
 * - a key outside 1-255 printable ASCII characters: 400 validation_error.
 * 5xx, 429 and 409 answers are not stored: the claim is released so the client can retry.
 * Place it after requireScope and validate (a refused or invalid request claims nothing).
 * `options.stored` trims what is kept of a success body: secrets that must be shown only once
 * (a new key's plaintext) are never stored, so a replay answers without them.
 */
export function idempotent(deps: Pick<AppDeps, 'redis' | 'config'>, options: IdempotencyOptions = {}): Middleware {
  const { claim, settle } = scripts(deps.redis);
  return async (ctx, next) => {
    const idempotencyKey = ctx.get('Idempotency-Key');
    if (ctx.request.headers['idempotency-key'] === undefined) return next();
    if (!KEY_PATTERN.test(idempotencyKey)) {
      throw validationError('Idempotency-Key', 'must be 1-255 printable ASCII characters', 'The Idempotency-Key header must be 1-255 printable ASCII characters (a UUID works well).');
    }
    const auth = authOf(ctx);
    // Scoped to the account, its environment and the key: a test key never replays (nor
    // collides with) a live key's answer, and no key replays another key's.
    const recordKey = `${deps.config.redisPrefix}:idem:{${auth.accountId}}:${auth.environment}:${auth.keyId}:${sha256(idempotencyKey)}`;
    // The path as the router sees it (case and a trailing slash do not make another request).
    const path = ctx.path.toLowerCase().replace(/\/+$/, '');
    const fingerprint = sha256(`${ctx.method}\n${path}\n${canonicalJson(ctx.request.body ?? {})}`);
    const ours = JSON.stringify({ state: 'in_flight', fingerprint, token: randomUUID() } satisfies InFlight);

    const existing = await claim(1, recordKey, ours, IN_FLIGHT_LEASE_MS);
    if (typeof existing === 'string') {
      const stored = JSON.parse(existing) as Stored;
      if (stored.fingerprint !== fingerprint) {
        throw new AppError('idempotency_key_reused', 'This Idempotency-Key was already used with a different request (method, path or body). Use a new key for a new request.', { details: { idempotencyKey } });
      }
      if (stored.state === 'in_flight') {
        throw new AppError('conflict', 'A request with this Idempotency-Key is still in progress; retry shortly to get its answer.', { details: { idempotencyKey }, headers: { 'Retry-After': '1' } });
      }
      ctx.status = stored.status;
      for (const [name, value] of Object.entries(stored.headers)) ctx.set(name, value);
      ctx.set('Idempotent-Replayed', 'true');
      ctx.body = { ...stored.body, meta: meta(ctx) };
      return;
    }

    let answer: Done | null = null;
    try {
      await next();
      if (isStored(ctx.status) && ctx.body && typeof ctx.body === 'object') {
        const { meta: _meta, ...whole } = ctx.body as Record<string, unknown>;
        const body = options.stored ? options.stored(whole) : whole;
        answer = { state: 'done', fingerprint, status: ctx.status, headers: pickHeaders(ctx.response.headers as Record<string, unknown>), body, requestId: ctx.state.requestId };
      }
    } catch (err) {
      const error = toAppError(err);
      if (isStored(error.status)) {
        answer = { state: 'done', fingerprint, status: error.status, headers: pickHeaders(error.headers), body: { error: error.toJSON() }, requestId: ctx.state.requestId };
      }
      throw err;
    } finally {
      // Settling must not turn an answer into a failure: if Redis fails here the claim simply
      // lapses after its lease.
      await settle(1, recordKey, ours, answer ? JSON.stringify(answer) : '', IDEMPOTENCY_TTL_MS).catch((err: Error) => {
        ctx.state.log?.warn({ err: err.message }, 'idempotency answer not stored');
      });
    }
  };
}

function pickHeaders(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (REPLAYED_HEADERS.includes(name.toLowerCase()) && value !== undefined) out[name] = String(value);
  }
  return out;
}
