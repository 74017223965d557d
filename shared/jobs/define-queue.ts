import { Ajv, type ValidateFunction } from 'ajv';
import { Queue, type JobsOptions, type ConnectionOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Config } from '../../config/index.js';

/** Names of every queue; start-up fails if one has no processor or two. */
export const QUEUE_NAMES = ['ping', 'intents', 'builds', 'prices', 'wallet-index', 'analytics'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

const ajv = new Ajv({ allErrors: true });

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

/** Options every job gets: bounded retries with exponential backoff and jitter, bounded retention. */
export function sharedJobOptions(jobs: Config['jobs']): JobsOptions {
  return {
    attempts: jobs.attempts,
    backoff: { type: 'exponential', delay: jobs.backoffMs, jitter: 0.5 },
    removeOnComplete: { count: jobs.keepCompleted },
    removeOnFail: { count: jobs.keepFailed },
  };
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
      queue = new Queue(name, { connection: this.connection as ConnectionOptions, prefix: this.prefix });
      queue.on('error', () => undefined); // surfaced to callers through rejected promises
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Validate and enqueue a payload; jobId makes a repeated enqueue of one record a no-op. */
  async enqueue<P>(def: QueueDefinition<P>, payload: P, opts: JobsOptions & { jobId?: string } = {}): Promise<string | undefined> {
    def.assertPayload(payload);
    const adding = this.get(def.name).add(def.jobName, payload, { ...sharedJobOptions(this.jobs), ...def.options, ...opts });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error(`enqueue on ${def.name} timed out after ${this.timeoutMs} ms`), { code: 'ETIMEDOUT' })), this.timeoutMs);
    });
    try {
      const job = await Promise.race([adding, timeout]);
      return job.id;
    } finally {
      clearTimeout(timer);
      adding.catch(() => undefined); // a late rejection after the timeout is already answered
    }
  }

  all(): Queue[] {
    return QUEUE_NAMES.map((n) => this.get(n));
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
  }
}
