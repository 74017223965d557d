import type { Redis } from 'ioredis';
import type { Explanation } from './explain.js';

/** How long a transaction to explain, and its explanation, are kept in Redis. */
export const EXPLAIN_TTL_MS = 60_000;

export interface ExplainInput { transaction: string; walletAddress: string }
export type ExplainOutcome = { explanation: Explanation } | { error: { code: string; message: string } };

/** The explain job's input and outcome, by id (the job's payload carries the id only). */
export class ExplainStore {
  constructor(private readonly redis: Redis, private readonly prefix: string) {}

  private key(kind: 'in' | 'out', id: string) {
    return `${this.prefix}:explain:${kind}:${id}`;
  }

  async putInput(id: string, input: ExplainInput): Promise<void> {
    await this.redis.set(this.key('in', id), JSON.stringify(input), 'PX', EXPLAIN_TTL_MS);
  }

  async input(id: string): Promise<ExplainInput | null> {
    const text = await this.redis.get(this.key('in', id));
    return text === null ? null : (JSON.parse(text) as ExplainInput);
  }

  async putOutcome(id: string, outcome: ExplainOutcome): Promise<void> {
    await this.redis.set(this.key('out', id), JSON.stringify(outcome), 'PX', EXPLAIN_TTL_MS);
  }

  async outcome(id: string): Promise<ExplainOutcome | null> {
    const text = await this.redis.get(this.key('out', id));
    return text === null ? null : (JSON.parse(text) as ExplainOutcome);
  }
}
