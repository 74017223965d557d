import { describe, expect, it } from 'vitest';
import { Keypair } from '@solana/web3.js';
import { BlockhashCache, percentileFee, PriorityFeeCache } from './chain-caches.js';
import type { CountedRpc } from './counted-rpc.js';

/** A CountedRpc stand-in answering from `answers`, counting calls like the real one. */
function fakeRpc(answers: { blockhash?: () => Promise<unknown>; fees?: (accounts: unknown[]) => Promise<unknown> }) {
  let calls = 0;
  const connection = {
    getLatestBlockhash: () => answers.blockhash!(),
    getRecentPrioritizationFees: (config: { lockedWritableAccounts: unknown[] }) => answers.fees!(config.lockedWritableAccounts),
  };
  return {
    network: 'devnet',
    get calls() {
      return calls;
    },
    call: (fn: (c: typeof connection) => Promise<unknown>) => {
      calls++;
      return fn(connection);
    },
  } as unknown as CountedRpc;
}

describe('percentileFee', () => {
  it('is the nearest-rank percentile', () => {
    expect(percentileFee([], 75)).toBe(0);
    expect(percentileFee([5, 1, 3, 2, 4], 0)).toBe(1);
    expect(percentileFee([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentileFee([5, 1, 3, 2, 4], 75)).toBe(4);
    expect(percentileFee([5, 1, 3, 2, 4], 100)).toBe(5);
  });
});

describe('BlockhashCache', () => {
  it('reuses a blockhash within its lifetime, shares one fetch, and does not keep failures', async () => {
    let now = 0;
    let n = 0;
    const rpc = fakeRpc({ blockhash: async () => ({ blockhash: `hash${++n}`, lastValidBlockHeight: n }) });
    const cache = new BlockhashCache(2_000, () => now);
    const [a, b] = await Promise.all([cache.get(rpc), cache.get(rpc)]);
    expect(a).toBe(b);
    expect(rpc.calls).toBe(1);
    now = 1_999;
    expect((await cache.get(rpc)).blockhash).toBe('hash1');
    now = 2_000;
    expect((await cache.get(rpc)).blockhash).toBe('hash2');

    const failing = fakeRpc({ blockhash: async () => Promise.reject(new Error('down')) });
    const recovering = new BlockhashCache(2_000, () => now);
    await expect(recovering.get(failing)).rejects.toThrow('down');
    await expect(recovering.get(rpc)).resolves.toMatchObject({ blockhash: 'hash3' });
  });
});

describe('PriorityFeeCache', () => {
  it('takes the percentile per account set, cached for its lifetime', async () => {
    let now = 0;
    const seen: unknown[][] = [];
    const rpc = fakeRpc({
      fees: async (accounts) => {
        seen.push(accounts);
        return [0, 10, 20, 30].map((prioritizationFee, slot) => ({ slot, prioritizationFee }));
      },
    });
    const cache = new PriorityFeeCache(75, 5_000, () => now);
    const [x, y] = [Keypair.generate().publicKey, Keypair.generate().publicKey];
    expect(await cache.get(rpc, [x, y, x])).toBe(20);
    expect(seen[0]).toHaveLength(2); // deduplicated
    expect(await cache.get(rpc, [y, x])).toBe(20);
    expect(rpc.calls).toBe(1);
    await cache.get(rpc, [x]);
    expect(rpc.calls).toBe(2);
    now = 5_000;
    await cache.get(rpc, [x, y]);
    expect(rpc.calls).toBe(3);
  });
});
