import { EntitySchema } from '@mikro-orm/core';
import type { Network } from '../../chain/token-list.js';

/** active until revoked (DELETE /v1/links/{id}); expired and used up are read from expiresAt and maxUses. */
export type PaymentLinkStatus = 'active' | 'revoked';

/**
 * A payable link (docs/links.md): a command without a payer, parsed once at creation, that any
 * wallet can pay through Solana Pay (`/pay/{id}`) or Solana Actions (`/v1/links/{id}/action`).
 * The id is the capability: the public endpoints need no API key.
 */
export class PaymentLink {
  id!: string;
  accountId!: string;
  apiKeyId!: string;
  network!: Network;
  /** The intent the command was parsed into at creation (its wallet is a placeholder). */
  intentId!: string;
  command!: string;
  /** The intent's type and params; a payer's build copies them with its wallet (and chosen amount). */
  type!: string;
  params!: Record<string, unknown>;
  title!: string;
  description: string | null = null;
  icon: string | null = null;
  label: string | null = null;
  /** The payer chooses the amount between these (plain decimal strings, whole tokens); null: the command's amount. */
  amountMin: string | null = null;
  amountMax: string | null = null;
  status: PaymentLinkStatus = 'active';
  maxUses: number | null = null;
  expiresAt: Date | null = null;
  views = 0;
  builds = 0;
  paid = 0;
  volumeUsd = 0;
  revokedAt: Date | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const PaymentLinkSchema = new EntitySchema<PaymentLink>({
  class: PaymentLink,
  tableName: 'payment_links',
  properties: {
    id: { type: 'string', primary: true },
    accountId: { type: 'string' },
    apiKeyId: { type: 'string' },
    network: { type: 'string' },
    intentId: { type: 'string' },
    command: { type: 'text' },
    type: { type: 'string' },
    params: { type: 'json' },
    title: { type: 'text' },
    description: { type: 'text', nullable: true },
    icon: { type: 'text', nullable: true },
    label: { type: 'text', nullable: true },
    amountMin: { type: 'string', nullable: true },
    amountMax: { type: 'string', nullable: true },
    status: { type: 'string' },
    maxUses: { type: 'integer', nullable: true },
    expiresAt: { type: 'datetime', nullable: true },
    views: { type: 'integer' },
    builds: { type: 'integer' },
    paid: { type: 'integer' },
    volumeUsd: { type: 'double' },
    revokedAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
