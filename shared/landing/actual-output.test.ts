import { describe, expect, it } from 'vitest';
import { NATIVE_MINT } from '../chain/token-list.js';
import { actualOutputOf, type LandedFacts } from './actual-output.js';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const sol = (delta: bigint) => ({ mint: NATIVE_MINT, native: true, delta: delta.toString(), decimals: 9 });
const token = (mint: string, delta: bigint, decimals = 6) => ({ mint, native: false, delta: delta.toString(), decimals });
const facts = (over: Partial<LandedFacts>): LandedFacts => ({ type: 'swap', expectedOutput: null, signature: 'sig', slot: 7, fee: 10_000, walletPaidFee: true, changes: [], ...over });

describe('actualOutputOf', () => {
  it('a SOL → USDC swap that filled below its quote: the landed USDC, the SOL in net of fee and rent', () => {
    const out = actualOutputOf(facts({
      expectedOutput: { outputAmount: '150000000', outputToken: { mint: USDC }, rent: 2_039_280, breakdown: { inputToken: { mint: NATIVE_MINT }, inputAmount: '1000000000' } },
      changes: [sol(-(1_000_000_000n + 10_000n + 2_039_280n)), token(USDC, 149_012_311n)],
    }));
    expect(out).toMatchObject({ outputAmount: '149012311', inputAmount: '1000000000', fee: 10_000, signature: 'sig', slot: 7 });
  });

  it('a USDC → SOL swap through a temporary wSOL account: SOL out counts native and wrapped, net of the fee', () => {
    const out = actualOutputOf(facts({
      expectedOutput: { outputToken: { mint: NATIVE_MINT }, rent: 0, breakdown: { inputToken: { mint: USDC }, inputAmount: '5000000' } },
      changes: [sol(33_000_000n - 10_000n), token(USDC, -5_000_000n)],
    }));
    expect(out).toMatchObject({ outputAmount: '33000000', inputAmount: '5000000' });
  });

  it('wrap and unwrap keep native SOL and wSOL apart; unwrap counts the rent it gets back', () => {
    const wrap = actualOutputOf(facts({
      type: 'wrap', expectedOutput: { outputToken: { mint: NATIVE_MINT }, rent: 2_039_280, breakdown: { inputToken: { mint: NATIVE_MINT }, inputAmount: '500000000' } },
      changes: [sol(-(500_000_000n + 10_000n + 2_039_280n)), token(NATIVE_MINT, 500_000_000n, 9)],
    }));
    expect(wrap).toMatchObject({ outputAmount: '500000000', inputAmount: '500000000' });
    const unwrap = actualOutputOf(facts({
      type: 'unwrap', expectedOutput: { outputToken: { mint: NATIVE_MINT }, rent: 0, breakdown: { inputToken: { mint: NATIVE_MINT }, inputAmount: '500000000', rentRefund: 2_039_280 } },
      changes: [sol(500_000_000n + 2_039_280n - 10_000n), token(NATIVE_MINT, -500_000_000n, 9)],
    }));
    expect(unwrap).toMatchObject({ outputAmount: '500000000', inputAmount: '500000000' });
  });

  it('a token transfer: what left the wallet, less the Token-2022 fee withheld on the way', () => {
    const out = actualOutputOf(facts({
      type: 'transfer', expectedOutput: { outputToken: { mint: USDC }, rent: 0, breakdown: { inputToken: { mint: USDC }, inputAmount: '1000000', transferFee: '1000' } },
      changes: [sol(-10_000n), token(USDC, -1_000_000n)],
    }));
    expect(out).toMatchObject({ outputAmount: '999000', inputAmount: '1000000' });
  });

  it('a token transfer whose recipient the landed transaction shows: what the recipient received, with who it was', () => {
    const recipient = { address: 'R', tokenAccount: 'RA', mint: USDC, native: false, delta: '998000', decimals: 6 };
    const out = actualOutputOf(facts({
      type: 'transfer', recipient,
      expectedOutput: { outputToken: { mint: USDC }, rent: 0, breakdown: { inputToken: { mint: USDC }, inputAmount: '1000000', transferFee: '1000', recipient: { address: 'R', tokenAccount: 'RA' } } },
      changes: [sol(-10_000n), token(USDC, -1_000_000n)],
    }));
    expect(out).toMatchObject({ outputAmount: '998000', inputAmount: '1000000', recipient });
    // Another party than the one the build named is not taken for the recipient.
    const other = actualOutputOf(facts({
      type: 'transfer', recipient: { ...recipient, address: 'X', tokenAccount: 'XA' },
      expectedOutput: { outputToken: { mint: USDC }, rent: 0, breakdown: { inputToken: { mint: USDC }, inputAmount: '1000000', recipient: { address: 'R', tokenAccount: 'RA' } } },
      changes: [sol(-10_000n), token(USDC, -1_000_000n)],
    }));
    expect(other).toMatchObject({ outputAmount: '1000000', recipient: null });
  });

  it('a swap-and-send: outputAmount is what the recipient received, never the wallet\'s 0; unread recipient: null', () => {
    const expectedOutput = { outputToken: { mint: USDC }, rent: 2_039_280, breakdown: { inputToken: { mint: NATIVE_MINT }, inputAmount: '1000000000', venue: 'localnet-rfq', recipient: { address: 'R', tokenAccount: 'RA' } } };
    const changes = [sol(-(1_000_000_000n + 10_000n + 2_039_280n))];
    const recipient = { address: 'R', tokenAccount: 'RA', mint: USDC, native: false, delta: '149940000', decimals: 6 };
    expect(actualOutputOf(facts({ expectedOutput, changes, recipient }))).toMatchObject({ outputAmount: '149940000', inputAmount: '1000000000', recipient });
    expect(actualOutputOf(facts({ expectedOutput, changes }))).toMatchObject({ outputAmount: null, recipient: null });
  });

  it('liquid stake: the staking token that arrived, not the SOL paid; liquid unstake: the SOL that arrived', () => {
    const JITOSOL = 'J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn';
    const staked = actualOutputOf(facts({
      type: 'stake', expectedOutput: { outputToken: { mint: JITOSOL }, rent: 2_039_280, breakdown: { inputToken: { mint: NATIVE_MINT }, inputAmount: '2000000000', venue: 'localnet-rfq' } },
      changes: [sol(-(2_000_000_000n + 10_000n + 2_039_280n)), token(JITOSOL, 1_620_875_759n, 9)],
    }));
    expect(staked).toMatchObject({ outputAmount: '1620875759', inputAmount: '2000000000' });
    const unstaked = actualOutputOf(facts({
      type: 'unstake', expectedOutput: { outputToken: { mint: NATIVE_MINT }, rent: 0, breakdown: { inputToken: { mint: JITOSOL }, inputAmount: '1620875759', venue: 'localnet-rfq' } },
      changes: [sol(1_990_000_000n - 10_000n), token(JITOSOL, -1_620_875_759n, 9)],
    }));
    expect(unstaked).toMatchObject({ outputAmount: '1990000000', inputAmount: '1620875759' });
  });

  it('native stake: the SOL that funded the stake account in, that less its reserve delegated', () => {
    const out = actualOutputOf(facts({
      type: 'stake', expectedOutput: { outputToken: { mint: NATIVE_MINT }, rent: 2_282_880, breakdown: { inputToken: { mint: NATIVE_MINT }, inputAmount: '2000000000' } },
      changes: [sol(-(2_000_000_000n + 10_000n))],
    }));
    expect(out).toMatchObject({ inputAmount: '2000000000', outputAmount: String(2_000_000_000 - 2_282_880) });
  });

  it('close_accounts: the lamports reclaimed (the SOL change with the fee added back), as outputAmount and reclaimedLamports', () => {
    const out = actualOutputOf(facts({
      type: 'close_accounts', expectedOutput: { outputAmount: '4073560', outputToken: { mint: NATIVE_MINT }, rent: 0, breakdown: { lamportsReclaimed: '4073560' } },
      changes: [sol(4_073_560n - 10_000n)],
    }));
    expect(out).toMatchObject({ outputAmount: '4073560', reclaimedLamports: '4073560', inputAmount: null });
  });

  it('no expectedOutput (or a fee someone else paid): amounts it can read, null for the rest', () => {
    // A type the service does not build (none today): nothing to read an output for.
    expect(actualOutputOf(facts({ type: 'other', changes: [sol(5n)] }))).toMatchObject({ outputAmount: null, inputAmount: null });
    const out = actualOutputOf(facts({ type: 'transfer', walletPaidFee: false, expectedOutput: { rent: 0, breakdown: { inputToken: { mint: NATIVE_MINT }, inputAmount: '100' } }, changes: [sol(-100n)] }));
    expect(out).toMatchObject({ outputAmount: '100', inputAmount: '100' });
  });
});
