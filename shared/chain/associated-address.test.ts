import { Keypair, PublicKey } from '@solana/web3.js';
import { getAssociatedTokenAddressSync, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { describe, expect, it } from 'vitest';
import { associatedTokenAddress } from './associated-address.js';

describe('associatedTokenAddress', () => {
  it('answers what spl-token derives, for each program and owner, every time', () => {
    const mint = Keypair.generate().publicKey;
    const owners = [Keypair.generate().publicKey, Keypair.generate().publicKey];
    for (const program of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
      for (const owner of owners) {
        const expected = getAssociatedTokenAddressSync(mint, owner, false, program).toBase58();
        expect(associatedTokenAddress(mint, owner, false, program).toBase58()).toBe(expected);
        expect(associatedTokenAddress(mint, owner, false, program).toBase58()).toBe(expected);
      }
    }
    expect(associatedTokenAddress(mint, owners[0], false, TOKEN_PROGRAM_ID).toBase58()).not.toBe(associatedTokenAddress(mint, owners[0], false, TOKEN_2022_PROGRAM_ID).toBase58());
  });

  it('refuses an off-curve owner unless allowed, every time (a refusal is not remembered as an answer)', () => {
    const mint = Keypair.generate().publicKey;
    const [pda] = PublicKey.findProgramAddressSync([Buffer.from('vault')], TOKEN_PROGRAM_ID);
    expect(() => associatedTokenAddress(mint, pda, false, TOKEN_PROGRAM_ID)).toThrow();
    expect(associatedTokenAddress(mint, pda, true, TOKEN_PROGRAM_ID).toBase58()).toBe(getAssociatedTokenAddressSync(mint, pda, true, TOKEN_PROGRAM_ID).toBase58());
    expect(() => associatedTokenAddress(mint, pda, false, TOKEN_PROGRAM_ID)).toThrow();
  });
});
