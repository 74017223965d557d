import { EntitySchema } from '@mikro-orm/core';
import type { JobRecordStatus } from './job-record.js';

/**
 * The smallest record that goes through the request-to-job mechanism: the API writes it,
 * the ping worker answers it. It proves queue, worker, Postgres and notification end to end
 * (GET /readyz?deep=1, the job round-trip benchmark).
 */
export class Ping {
  id!: string;
  /** The account whose key created it (null only for rows from before accounts owned pings). */
  accountId: string | null = null;
  status: JobRecordStatus = 'pending';
  result: Record<string, unknown> | null = null;
  error: Record<string, unknown> | null = null;
  attempts = 0;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const PingSchema = new EntitySchema<Ping>({
  class: Ping,
  tableName: 'pings',
  properties: {
    id: { type: 'string', primary: true },
    accountId: { type: 'string', nullable: true },
    status: { type: 'string' },
    result: { type: 'json', nullable: true },
    error: { type: 'json', nullable: true },
    attempts: { type: 'integer' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime', onUpdate: () => new Date() },
  },
});
