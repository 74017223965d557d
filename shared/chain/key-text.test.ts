import { Keypair, PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { base58Of } from './key-text.js';

describe('base58Of', () => {
  it("is each key's toBase58(), the first time and when remembered, per object", () => {
    for (let i = 0; i < 200; i++) {
      const key = Keypair.generate().publicKey;
      expect(base58Of(key)).toBe(key.toBase58());
      expect(base58Of(key)).toBe(key.toBase58());
      const copy = new PublicKey(key.toBytes());
      expect(base58Of(copy)).toBe(key.toBase58());
    }
    expect(base58Of(new PublicKey('11111111111111111111111111111111'))).toBe('11111111111111111111111111111111');
  });
});
