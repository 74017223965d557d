import { EntitySchema } from '@mikro-orm/core';

/**
 * One authenticated API request, for usage analytics (rolled up by the analytics workers).
 * Written in batches by shared/usage/usage-recorder.ts, never on the request path.
 */
export class UsageEvent {
  id!: string;
  accountId!: string;
  keyId!: string;
  method!: string;
  /** Route template (`/v1/keys/:keyId`), never the raw path. */
  route!: string;
  status!: number;
  latencyMs!: number;
  createdAt!: Date;
  /** `rest`, or `mcp` for the REST call an MCP tool call made. */
  via!: 'rest' | 'mcp';
}

export const UsageEventSchema = new EntitySchema<UsageEvent>({
  class: UsageEvent,
  tableName: 'usage_events',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    accountId: { type: 'string' },
    keyId: { type: 'string' },
    method: { type: 'string' },
    route: { type: 'string' },
    status: { type: 'smallint' },
    latencyMs: { type: 'integer' },
    createdAt: { type: 'datetime' },
    via: { type: 'string' },
  },
});
