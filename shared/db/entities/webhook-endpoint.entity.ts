import { ArrayType, EntitySchema } from '@mikro-orm/core';
import type { Network } from '../../chain/token-list.js';

/**
 * A webhook endpoint of an account, on one network (a live key's are mainnet's, a test key's
 * devnet's). Secrets are stored encrypted (shared/webhooks/secret-box.ts) and never rendered
 * after creation or rotation.
 */
export class WebhookEndpoint {
  id!: string;
  accountId!: string;
  network!: Network;
  url!: string;
  description = '';
  events!: string[];
  enabled = true;
  /** Why the service disabled it (`gone`: the receiver answered 410; `failing`: 5 days of failures); null when a client did, or it is enabled. */
  disabledReason: string | null = null;
  disabledAt: Date | null = null;
  secret!: string;
  previousSecret: string | null = null;
  previousSecretExpiresAt: Date | null = null;
  /** Start of the current run of failed attempts; null after a success. */
  failingSince: Date | null = null;
  createdByKeyId: string | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const WebhookEndpointSchema = new EntitySchema<WebhookEndpoint>({
  class: WebhookEndpoint,
  tableName: 'webhook_endpoints',
  properties: {
    id: { type: 'string', primary: true },
    accountId: { type: 'string', fieldName: 'account_id' },
    network: { type: 'string' },
    url: { type: 'string' },
    description: { type: 'string' },
    events: { type: ArrayType, columnType: 'text[]' },
    enabled: { type: 'boolean' },
    disabledReason: { type: 'string', nullable: true },
    disabledAt: { type: 'datetime', nullable: true },
    secret: { type: 'string', hidden: true },
    previousSecret: { type: 'string', nullable: true, hidden: true },
    previousSecretExpiresAt: { type: 'datetime', nullable: true },
    failingSince: { type: 'datetime', nullable: true },
    createdByKeyId: { type: 'string', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
