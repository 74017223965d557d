import { EntitySchema } from '@mikro-orm/core';
import type { Network } from '../../chain/token-list.js';

/**
 * A token of a network's registry: seeded from shared/chain/token-list.ts (source
 * `registry`), learned on demand from a mint account on chain (source `chain`), or listed by
 * the token catalogue's sync from Tokens API v2 (source `catalogue`). `version` and
 * `updatedAt` are set by a trigger on every write (Migration20261220000001_token_catalogue).
 */
export class Token {
  network!: Network;
  mint!: string;
  symbol: string | null = null;
  name: string | null = null;
  decimals!: number;
  tokenProgram!: string;
  aliases: string[] = [];
  source: 'registry' | 'chain' | 'catalogue' = 'registry';
  createdAt: Date = new Date();
  logoUri: string | null = null;
  verified = false;
  organicScore: number | null = null;
  liquidityUsd: number | null = null;
  holderCount: string | null = null;
  tags: string[] = [];
  updatedAt: Date = new Date();
  version: string = '0';
}

export const TokenSchema = new EntitySchema<Token>({
  class: Token,
  tableName: 'tokens',
  properties: {
    network: { type: 'string', primary: true },
    mint: { type: 'string', primary: true },
    symbol: { type: 'string', nullable: true },
    name: { type: 'string', nullable: true },
    decimals: { type: 'integer' },
    tokenProgram: { type: 'string' },
    aliases: { type: 'string[]' },
    source: { type: 'string' },
    createdAt: { type: 'datetime' },
    logoUri: { type: 'text', nullable: true },
    verified: { type: 'boolean' },
    organicScore: { type: 'double', nullable: true },
    liquidityUsd: { type: 'double', nullable: true },
    holderCount: { type: 'bigint', nullable: true },
    tags: { type: 'string[]' },
    updatedAt: { type: 'datetime' },
    version: { type: 'bigint' },
  },
});
