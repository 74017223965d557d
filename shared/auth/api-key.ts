/**
 * API key format, checksum and hashing (api-decisions section 2).
 *
 * A key reads `service_<environment>_<random><checksum>`:
 * - `<random>` is 22 base62 characters drawn uniformly from the CSPRNG: 22 × log2(62) ≈ 131 bits,
 *   above the 128 the decision asks for;
 * - `<checksum>` is the CRC32 of the ASCII text before it (prefix AND random part, e.g.
 *   `service_live_<random>`), written as 6 base62 characters (62^6 > 2^32). Covering the prefix
 *   means a live key edited into a test key (or back) fails the checksum too.
 *
 * The checksum is not a secret and proves nothing about a key's validity: it lets the API turn
 * away mistyped, truncated or made-up keys (and lets secret scanners recognise leaked ones)
 * without a database lookup. CRC32 detects every error burst of 32 bits or less, so any single
 * changed character and any swap of two adjacent characters is always caught.
 *
 * Alphabet order is part of the format (it fixes the checksum encoding): 0-9, A-Z, a-z.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

/** Which cluster a key works against: live keys mainnet, test keys the development cluster. */
export type ApiKeyEnvironment = 'live' | 'test';

/** A freshly generated key: the plaintext (shown once) and the parts that may be stored and shown. */
export interface GeneratedApiKey {
  plaintext: string;
  /** `service_live_` or `service_test_`, as the key record shows it. */
  prefix: string;
  /** The last four characters of the plaintext, to help users tell their keys apart. */
  last4: string;
}

/** Outcome of checking a presented key's shape and checksum, before any database lookup. */
export type ParsedApiKey =
  | { ok: true; environment: ApiKeyEnvironment; prefix: string }
  | { ok: false; reason: 'malformed' | 'bad_checksum' };

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 22;
const CHECKSUM_LENGTH = 6;
const KEY_PATTERN = new RegExp(
  `^(service_(live|test)_[0-9A-Za-z]{${RANDOM_LENGTH}})([0-9A-Za-z]{${CHECKSUM_LENGTH}})$`,
);
// The largest multiple of 62 that fits in a byte: bytes at or above it are redrawn, so that
// `byte % 62` stays uniform (no modulo bias).
const UNBIASED_BYTE_LIMIT = 62 * 4;

/** Creates a new random key for the environment; only its hash and prefix/last4 may be stored. */
export function generateApiKey(environment: ApiKeyEnvironment): GeneratedApiKey {
  const prefix = keyPrefix(environment);
  const body = prefix + randomBase62(RANDOM_LENGTH);
  const plaintext = body + checksumOf(body);
  return { plaintext, prefix, last4: plaintext.slice(-4) };
}

/** Checks a presented key's format and checksum; says nothing about whether the key exists. */
export function parseApiKey(candidate: string): ParsedApiKey {
  const match = KEY_PATTERN.exec(candidate);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, body, environment, checksum] = match as unknown as [string, string, ApiKeyEnvironment, string];
  if (checksumOf(body) !== checksum) return { ok: false, reason: 'bad_checksum' };
  return { ok: true, environment, prefix: keyPrefix(environment) };
}

/** HMAC-SHA-256 of the plaintext key with the server secret, hex: the only form that is stored. */
export function hashApiKey(plaintext: string, secret: string): string {
  return createHmac('sha256', secret).update(plaintext, 'utf8').digest('hex');
}

/**
 * Compares two strings in time independent of where they differ. Strings of different lengths
 * answer false at once: the length is not secret here (stored hashes are all 64 hex characters).
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

function keyPrefix(environment: ApiKeyEnvironment): string {
  return `service_${environment}_`;
}

function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

function checksumOf(body: string): string {
  let value = crc32(Buffer.from(body, 'ascii'));
  let out = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = BASE62[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}
