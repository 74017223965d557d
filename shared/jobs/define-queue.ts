import { Ajv, type ValidateFunction } from 'ajv';
import { Queue, type JobsOptions, type ConnectionOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Config } from '../../config/index.js';

/** Names of every queue; start-up fails if one has no processor or two. */
export const QUEUE_NAMES = ['ping', 'intents', 'builds', 'prices', 'wallet-index', 'analytics', 'webhooks', 'landing', 'links', 'tokens', 'orders'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

const ajv = new Ajv({ allErrors: true });

/**
 * The account a record job works for, carried in its payload so the worker tier can cap how
 * many jobs of one account run at once (workers/lib/account-fairness.ts). Optional: jobs
 * queued before it existed run without the cap.
 */
export const accountIdProperty = { type: 'string', pattern: '^acc_[0-9A-Za-z]{22}$' } as const;

/**
 * A job contract, imported by both tiers so producer and consumer cannot drift: the queue's
 * name, the JSON Schema of its payload (ids only: the row carries the truth, and no secret
 * ever rides in a job), and its default options.
 */
export interface QueueDefinition<P> {
  readonly name: QueueName;
  readonly payloadSchema: object;
  /** Throws when a payload breaks the contract (producer side and consumer side). */
  assertPayload(payload: unknown): asserts payload is P;
  /** Default options beyond the shared ones (attempts, backoff, retention). */
  readonly options: JobsOptions;
  /**
   * The BullMQ job name (default: the queue's name). A queue carrying several kinds of job has
   * one definition per kind, each with its own job name and payload; its processor dispatches
   * on job.name.
   */
  readonly jobName: string;
}

export function defineQueue<P>(name: QueueName, payloadSchema: object, options: JobsOptions = {}, jobName: string = name): QueueDefinition<P> {
  const validate: ValidateFunction = ajv.compile(payloadSchema);
  return {
    name,
    payloadSchema,
    options,
    jobName,
    assertPayload(payload: unknown): asserts payload is P {
      if (!validate(payload)) throw new Error(`Invalid ${jobName === name ? name : `${name}/${jobName}`} job payload: ${ajv.errorsText(validate.errors)}`);
    },
  };
}

/**
 * The BullMQ key prefix of a queue: `<prefix>:{<queue>}`, so its keys read
 * `sis:{intents}:intents:wait`. BullMQ's Lua scripts touch many keys of one queue at once; on a
 * Redis Cluster they must share a slot, which the hash tag `{<queue>}` gives them, while
 * different queues land in different slots and spread over the shards (BullMQ's "Redis
 * Cluster" pattern: one bracketed prefix per queue). The same names on a single Redis, so
 * nothing differs between the two. Every queue's keys still start with `<prefix>:` (ACL key
 * patterns, scans). Decided once: keys under the earlier `<prefix>:<queue>:` are not read any
 * more (docs/deployment.md, "One-time key change").
 */
export function queuePrefix(prefix: string, queue: string): string {
  return `${prefix}:{${queue}}`;
}

/** Options every job gets: bounded retries with exponential backoff and jitter, bounded retention. */
export function sharedJobOptions(jobs: Config['jobs']): JobsOptions {
  return {
    attempts: jobs.attempts,
    backoff: { type: 'exponential', delay: jobs.backoffMs, jitter: 0.5 },
    removeOnComplete: { count: jobs.keepCompleted },
    removeOnFail: { count: jobs.keepFailed },
  };
}

/** `work`'s outcome, or `late()`'s once `ms` passed first (its timer cleared either way). */
async function within<T, L>(work: Promise<T>, ms: number, late: () => L): Promise<T | L> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<L>((resolve, reject) => {
    timer = setTimeout(() => { try { resolve(late()); } catch (err) { reject(err); } }, ms);
  });
  try {
    return await Promise.race([work, bound]);
  } finally {
    clearTimeout(timer);
  }
}

/** The producer side: one BullMQ Queue per name over a fail-fast connection. */
export class QueueSet {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
    private readonly jobs: Config['jobs'],
    /** Bound on one enqueue: BullMQ waits for a connection to become ready, which a dead Redis never does. */
    private readonly timeoutMs: number,
  ) {}

  /** The BullMQ Queue for a name (created on first use). */
  get(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      const created = new Queue(name, { connection: this.connection as ConnectionOptions, prefix: queuePrefix(this.prefix, name) });
      created.on('error', () => undefined); // surfaced to callers through rejected promises
      this.queues.set(name, created);
      // BullMQ keeps the outcome of a queue's start-up (its first command, an INFO) for the
      // queue's life: one that timed out because Redis was slow or away at that moment fails
      // every later add with the same error. Forget such a queue: the next use makes a new one.
      created.waitUntilReady().catch(() => {
        if (this.queues.get(name) === created) this.queues.delete(name);
        created.close().catch(() => undefined);
      });
      queue = created;
    }
    return queue;
  }

  /** Validate and enqueue a payload; jobId makes a repeated enqueue of one record a no-op. */
  async enqueue<P>(def: QueueDefinition<P>, payload: P, opts: JobsOptions & { jobId?: string } = {}): Promise<string | undefined> {
    def.assertPayload(payload);
    const adding = this.get(def.name).add(def.jobName, payload, { ...sharedJobOptions(this.jobs), ...def.options, ...opts });
    adding.catch(() => undefined); // a late rejection after the timeout is already answered
    const job = await within(adding, this.timeoutMs, () => { throw Object.assign(new Error(`enqueue on ${def.name} timed out after ${this.timeoutMs} ms`), { code: 'ETIMEDOUT' }); });
    return job.id;
  }

  /**
   * Start every queue now and wait (at most timeoutMs) for each to be ready, so that no request
   * pays a queue's start-up round trip. Best effort: a queue not ready by then starts on first use.
   */
  async warm(timeoutMs: number): Promise<void> {
    await within(Promise.allSettled(QUEUE_NAMES.map((n) => this.get(n).waitUntilReady())), timeoutMs, () => undefined);
  }

  all(): Queue[] {
    return QUEUE_NAMES.map((n) => this.get(n));
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
  }
}
