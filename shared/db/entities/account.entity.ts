import { EntitySchema } from '@mikro-orm/core';

export type Tier = 'free' | 'pro' | 'enterprise';
export const TIERS: readonly Tier[] = ['free', 'pro', 'enterprise'];

/** A customer account: owns keys and every resource; its tier sets its limits. */
export class Account {
  id!: string;
  name!: string;
  tier: Tier = 'free';
  createdAt: Date = new Date();
}

export const AccountSchema = new EntitySchema<Account>({
  class: Account,
  tableName: 'accounts',
  properties: {
    id: { type: 'string', primary: true },
    name: { type: 'string' },
    tier: { type: 'string' },
    createdAt: { type: 'datetime' },
  },
});
