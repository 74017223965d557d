import { EntitySchema } from '@mikro-orm/core';
import type { Network } from '../../chain/token-list.js';

/** pending → running → parsed | failed (a command not understood fails with intent_parse_error). */
export type IntentStatus = 'pending' | 'running' | 'parsed' | 'failed';

/**
 * A natural-language command and what it was understood as (api-decisions section 4). The
 * parse details say which fields were inferred, defaulted or corrected, and by which path.
 */
export class Intent {
  id!: string;
  accountId!: string;
  apiKeyId!: string;
  network!: Network;
  walletAddress!: string;
  command!: string;
  status: IntentStatus = 'pending';
  type: string | null = null;
  params: Record<string, unknown> | null = null;
  confidence: number | null = null;
  details: Record<string, unknown> | null = null;
  error: Record<string, unknown> | null = null;
  attempts = 0;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const IntentSchema = new EntitySchema<Intent>({
  class: Intent,
  tableName: 'intents',
  properties: {
    id: { type: 'string', primary: true },
    accountId: { type: 'string' },
    apiKeyId: { type: 'string' },
    network: { type: 'string' },
    walletAddress: { type: 'string' },
    command: { type: 'text' },
    status: { type: 'string' },
    type: { type: 'string', nullable: true },
    params: { type: 'json', nullable: true },
    confidence: { type: 'double', nullable: true },
    details: { type: 'json', nullable: true },
    error: { type: 'json', nullable: true },
    attempts: { type: 'integer' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
