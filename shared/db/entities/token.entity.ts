import { EntitySchema } from '@mikro-orm/core';
import type { Network } from '../../chain/token-list.js';

/**
 * A token of a network's registry: seeded from shared/chain/token-list.ts (source
 * `registry`), or learned on demand from a mint account on chain (source `chain`).
 */
export class Token {
  network!: Network;
  mint!: string;
  symbol: string | null = null;
  name: string | null = null;
  decimals!: number;
  tokenProgram!: string;
  aliases: string[] = [];
  source: 'registry' | 'chain' = 'registry';
  createdAt: Date = new Date();
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
  },
});
