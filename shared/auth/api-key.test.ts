import { describe, expect, it } from 'vitest';
import { constantTimeEqual, generateApiKey, hashApiKey, parseApiKey } from './api-key.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

describe('generateApiKey', () => {
  it('builds service_<environment>_ + 22 random + 6 checksum base62 characters', () => {
    for (const environment of ['live', 'test'] as const) {
      const key = generateApiKey(environment);
      expect(key.plaintext).toMatch(new RegExp(`^service_${environment}_[0-9A-Za-z]{28}$`));
      expect(key.prefix).toBe(`service_${environment}_`);
      expect(key.last4).toBe(key.plaintext.slice(-4));
      expect(parseApiKey(key.plaintext)).toEqual({ ok: true, environment, prefix: key.prefix });
    }
  });

  it('draws the suffix from the whole base62 alphabet and nothing else, never repeating a key', () => {
    const keys = Array.from({ length: 1000 }, () => generateApiKey('live').plaintext);
    const seen = new Set(keys.map((k) => k.slice('service_live_'.length)).join(''));
    expect([...seen].sort().join('')).toBe([...BASE62].sort().join(''));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('parseApiKey', () => {
  const { plaintext } = generateApiKey('live');
  const suffixStart = 'service_live_'.length;

  it('catches every single-character typo in the suffix as a bad checksum', () => {
    for (let i = suffixStart; i < plaintext.length; i++) {
      for (const replacement of BASE62) {
        if (replacement === plaintext[i]) continue;
        const typo = plaintext.slice(0, i) + replacement + plaintext.slice(i + 1);
        expect(parseApiKey(typo)).toEqual({ ok: false, reason: 'bad_checksum' });
      }
    }
  });

  it('catches swapped adjacent characters', () => {
    for (let i = suffixStart; i < plaintext.length - 1; i++) {
      if (plaintext[i] === plaintext[i + 1]) continue;
      const swapped = plaintext.slice(0, i) + plaintext[i + 1] + plaintext[i] + plaintext.slice(i + 2);
      expect(parseApiKey(swapped)).toEqual({ ok: false, reason: 'bad_checksum' });
    }
  });

  it('fails the checksum when a live key is relabelled as a test key, since the prefix is covered', () => {
    expect(parseApiKey(plaintext.replace('service_live_', 'service_test_'))).toEqual({ ok: false, reason: 'bad_checksum' });
  });

  it.each([
    ['empty', ''],
    ['unknown environment', plaintext.replace('_live_', '_prod_')],
    ['other vendor prefix', plaintext.replace('service_', 'sk_')],
    ['one character short', plaintext.slice(0, -1)],
    ['one character long', `${plaintext}0`],
    ['non-base62 character', `${plaintext.slice(0, -2)}-${plaintext.slice(-1)}`],
    ['surrounding whitespace', ` ${plaintext}`],
    ['bearer scheme left in', `Bearer ${plaintext}`],
  ])('calls a key with %s malformed', (_label, candidate) => {
    expect(parseApiKey(candidate)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('hashApiKey', () => {
  it('is a deterministic HMAC-SHA-256 hex digest that depends on both key and secret', () => {
    const a = generateApiKey('test').plaintext;
    const b = generateApiKey('test').plaintext;
    const hash = hashApiKey(a, 'secret-one');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(a, 'secret-one')).toBe(hash);
    expect(hashApiKey(a, 'secret-two')).not.toBe(hash);
    expect(hashApiKey(b, 'secret-one')).not.toBe(hash);
  });
});

describe('constantTimeEqual', () => {
  it('answers true only for identical strings, including different lengths', () => {
    const hash = hashApiKey('service_live_x', 's');
    expect(constantTimeEqual(hash, `${hash}`)).toBe(true);
    expect(constantTimeEqual(hash, hash.replace(/.$/, (c) => (c === '0' ? '1' : '0')))).toBe(false);
    expect(constantTimeEqual(hash, hash.slice(1))).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});
