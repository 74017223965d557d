import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A new resource id: `<prefix>_` + 6 bytes of time (ms, so ids sort by creation) + 10 random
 * bytes, base62. Stripe-style prefixes (acc_, key_, int_, tx_) tell a human what an id is.
 */
export function newId(prefix: string, now = Date.now()): string {
  const bytes = Buffer.alloc(16);
  bytes.writeUIntBE(now, 0, 6);
  randomBytes(10).copy(bytes, 6);
  let n = BigInt('0x' + bytes.toString('hex'));
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 62n)] + out;
    n /= 62n;
  }
  return `${prefix}_${out.padStart(22, '0')}`;
}

/** True when s looks like an id of this prefix (cheap check before a database lookup). */
export function isId(prefix: string, s: unknown): s is string {
  return typeof s === 'string' && s.length === prefix.length + 23 && s.startsWith(`${prefix}_`) && /^[0-9A-Za-z]+$/.test(s.slice(prefix.length + 1));
}
