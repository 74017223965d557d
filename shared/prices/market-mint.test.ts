import { describe, expect, it } from 'vitest';
import { buildNetworkTokens } from '../chain/token-registry.js';
import { DEVNET_TOKENS, MAINNET_TOKENS, type Network, type TokenListEntry } from '../chain/token-list.js';
import { Token } from '../db/entities/token.entity.js';
import { marketMintOf } from './market-mint.js';

const rows = (network: Network, list: readonly TokenListEntry[]) =>
  list.map((t) => Object.assign(new Token(), { network, mint: t.mint, symbol: t.symbol, name: t.name, decimals: t.decimals, tokenProgram: t.tokenProgram, aliases: t.aliases ?? [], source: 'registry' as const }));
const mainnet = buildNetworkTokens(rows('mainnet', MAINNET_TOKENS));
const devnet = buildNetworkTokens(rows('devnet', DEVNET_TOKENS));

describe('marketMintOf', () => {
  it('prices mainnet mints as themselves, devnet ones by the mainnet mint of the same symbol', () => {
    const anyMint = 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr';
    expect(marketMintOf('mainnet', anyMint, mainnet, mainnet)).toBe(anyMint);
    expect(marketMintOf('devnet', '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU', devnet, mainnet)).toBe('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
    expect(marketMintOf('devnet', 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263', devnet, mainnet)).toBe('DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263');
    expect(marketMintOf('devnet', 'yFDnCw2XawNfoMd72s4dbr411bkKKKJtZ4WdGbbcPrv', devnet, mainnet)).toBeNull();
    expect(marketMintOf('devnet', anyMint, devnet, mainnet)).toBeNull();
  });
});
