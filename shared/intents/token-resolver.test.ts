import { describe, expect, it } from 'vitest';
import { DEVNET_TOKENS, MAINNET_TOKENS, NATIVE_MINT } from '../chain/token-list.js';
import { staticTokenResolver } from './token-resolver.js';

describe('staticTokenResolver', () => {
  const mainnet = staticTokenResolver(MAINNET_TOKENS);

  it('resolves symbols case-insensitively, with a leading $, and aliases', () => {
    const sol = { mint: NATIVE_MINT, symbol: 'SOL', decimals: 9 };
    expect(mainnet.resolve('sol')).toEqual(sol);
    expect(mainnet.resolve('$SOL')).toEqual(sol);
    expect(mainnet.resolve('wSOL')).toEqual(sol);
    expect(mainnet.resolve('jitosol')?.symbol).toBe('JitoSOL');
    expect(mainnet.resolve('RNDR')?.symbol).toBe('RENDER');
  });

  it('resolves registry names in several words, without letting a name take a symbol', () => {
    expect(mainnet.resolve('USD Coin')?.symbol).toBe('USDC');
    expect(mainnet.resolve('tether usd')?.symbol).toBe('USDT');
    expect(mainnet.resolve('Jito Staked SOL')?.symbol).toBe('JitoSOL');
    expect(mainnet.resolve('jito')?.symbol).toBe('JTO');
    expect(staticTokenResolver(DEVNET_TOKENS).resolve('usd coin')?.symbol).toBe('USDC');
    expect(staticTokenResolver([
      { symbol: 'AAA', name: 'Alpha', mint: NATIVE_MINT, decimals: 9, tokenProgram: 'x' },
      { symbol: 'ALPHA', name: 'Other', mint: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263', decimals: 5, tokenProgram: 'x' },
    ]).resolve('alpha')?.symbol).toBe('ALPHA');
    expect([...(mainnet.nameStarts?.() ?? [])]).toEqual(expect.arrayContaining(['usd', 'tether', 'jito', 'pyth']));
  });

  it('resolves a known mint and nothing else', () => {
    expect(mainnet.resolve('DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263')?.symbol).toBe('BONK');
    expect(mainnet.resolve('dezxaz8z7pnrnrjz3wxborgixca6xjnb7yab1ppb263')).toBeNull();
    expect(mainnet.resolve('PEPE')).toBeNull();
  });

  it('answers per network', () => {
    const devnet = staticTokenResolver(DEVNET_TOKENS);
    expect(devnet.resolve('USDC')?.mint).toBe('4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU');
    expect(mainnet.resolve('USDC')?.mint).toBe('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
    expect(devnet.symbols()).toContain('FEE');
    expect(mainnet.symbols()).not.toContain('FEE');
  });

  it('hands out copies, so callers cannot change the registry', () => {
    const ref = mainnet.resolve('JUP');
    if (ref) ref.decimals = 0;
    expect(mainnet.resolve('JUP')?.decimals).toBe(6);
  });
});
