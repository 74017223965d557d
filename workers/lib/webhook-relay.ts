import { performance } from 'node:perf_hooks';
import { WebhookEndpoint } from '../../shared/db/entities/webhook-endpoint.entity.js';
import { listenToPostgres } from '../../shared/db/pg-listener.js';
import { newId } from '../../shared/db/ids.js';
import { enqueueWebhookAttempt } from '../../shared/jobs/webhooks.js';
import { webhookTable } from '../../shared/webhooks/events.js';
import type { WorkerDeps } from '../deps.js';
import { scanExpiringKeys } from './key-expiry-scan.js';

/** Events one relay batch takes from the outbox, shared fairly among the accounts waiting; the rest wait for the next batch. */
const RELAY_BATCH = 200;
/** Accounts one batch serves (those with the oldest waiting events first). */
const RELAY_ACCOUNTS = 200;
/**
 * Most delivery rows one INSERT writes (9 parameters each): a batch's fan-out (events ×
 * endpoints) is written in statements of at most this many rows, so no statement grows with
 * the number of endpoints or events.
 */
export const RELAY_ROWS_PER_STATEMENT = 500;
/**
 * Deliveries enqueued at once (Redis round trips in flight). Each BullMQ add costs about 0.3 ms
 * of CPU before its command is sent, all in one piece for a chunk: 100 at once held the worker's
 * event loop 33-50 ms during a burst of events (docs/performance.md "Stalls").
 */
const ENQUEUE_CHUNK = 20;
/** Overdue deliveries one pass enqueues again. */
const REENQUEUE_BATCH = 500;
/**
 * How much earlier than an endpoint's registration an event may be stamped and still go to it.
 * The two times come from different processes' clocks (the API registers endpoints, workers
 * stamp most events): a worker clock running behind must not cost a new endpoint its first
 * events. A second more of events is the cheaper mistake (receivers de-duplicate anyway).
 */
const ENDPOINT_CLOCK_TOLERANCE_MS = 1000;

interface PendingEvent {
  id: string;
  account_id: string;
  network: string;
  type: string;
  endpoint_id: string | null;
  exclude_endpoint_id: string | null;
  created_at: Date;
}

/** What one relay pass did, with the sizes that bound its memory and statements. */
export interface RelayPassReport {
  events: number;
  deliveries: number;
  reenqueued: number;
  /** Batches (transactions) the pass ran. */
  batches: number;
  /** Largest number of delivery rows one INSERT statement carried. */
  maxRowsPerStatement: number;
  /** Largest number of deliveries one batch held in memory. */
  maxDeliveriesPerBatch: number;
  /** Largest number of events one batch took from one account. */
  maxEventsPerAccount: number;
}

export interface WebhookRelay {
  /** One pass: outbox events → delivery rows → jobs; then overdue deliveries → jobs again. */
  runOnce(): Promise<RelayPassReport>;
  close(): Promise<void>;
}

/**
 * The outbox relay (and the key.expiring scan) (docs/webhooks.md "Delivery"). Each pass, in one Postgres transaction,
 * takes unrelayed events (FOR UPDATE SKIP LOCKED: several worker processes share the work),
 * writes a delivery row per subscribed, enabled endpoint that existed when the event happened
 * and marks the events relayed; after the commit it enqueues each new delivery's first attempt. A delivery whose attempt was
 * never enqueued (Redis down) or whose job was lost is found again by its next_attempt_at
 * and enqueued once it is WEBHOOK_REENQUEUE_AFTER_MS overdue. Needs no Redis to make
 * progress on the Postgres side: nothing is lost while Redis is down. A pass runs every
 * WEBHOOK_RELAY_INTERVAL_MS and as soon as Postgres notifies that events were written.
 */
export function webhookRelay(deps: WorkerDeps, options: { onPass?: (report: RelayPassReport) => void } = {}): WebhookRelay {
  const now = deps.now ?? Date.now;
  const log = deps.logger.child({ component: 'webhook-relay' });
  const settings = deps.config.webhooks;

  interface BatchOutcome { events: number; created: string[]; maxRowsPerStatement: number; maxEventsPerAccount: number }

  async function relayEvents(): Promise<BatchOutcome> {
    const em = deps.orm.em.fork();
    return em.transactional(async (tx) => {
      const table = webhookTable(tx, 'webhook_events');
      // Fair share: the accounts with waiting events, oldest first, each get an equal part of
      // the batch, so one account's backlog (a flood of events) cannot hold back another's.
      const waiting = await tx.execute<Array<{ account_id: string }>>(`
        select account_id from ${table} where relayed_at is null
         group by account_id order by min(created_at) limit ${RELAY_ACCOUNTS}`, [], 'all');
      if (!waiting.length) return { events: 0, created: [], maxRowsPerStatement: 0, maxEventsPerAccount: 0 };
      const share = Math.max(1, Math.floor(RELAY_BATCH / waiting.length));
      const events = await tx.execute<PendingEvent[]>(`
        select e.id, e.account_id, e.network, e.type, e.endpoint_id, e.exclude_endpoint_id, e.created_at
          from (values ${waiting.map(() => '(?)').join(', ')}) as a(account_id)
          cross join lateral (
            select w.id, w.account_id, w.network, w.type, w.endpoint_id, w.exclude_endpoint_id, w.created_at from ${table} w
             where w.relayed_at is null and w.account_id = a.account_id
             order by w.created_at, w.id limit ${share} for update skip locked) e`, waiting.map((a) => a.account_id), 'all');
      if (!events.length) return { events: 0, created: [], maxRowsPerStatement: 0, maxEventsPerAccount: 0 };
      const perAccount = new Map<string, number>();
      for (const e of events) perAccount.set(e.account_id, (perAccount.get(e.account_id) ?? 0) + 1);
      const owners = [...perAccount.keys()];
      const endpoints = await tx.find(WebhookEndpoint, { accountId: { $in: owners }, enabled: true }, { fields: ['id', 'accountId', 'network', 'events', 'createdAt'] });
      const at = new Date(now());
      const created: string[] = [];
      let chunk: unknown[][] = [];
      let maxRowsPerStatement = 0;
      const write = async () => {
        if (!chunk.length) return;
        maxRowsPerStatement = Math.max(maxRowsPerStatement, chunk.length);
        const placeholders = chunk.map(() => "(?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?)").join(', ');
        const inserted = await tx.execute<Array<{ id: string }>>(`
          insert into ${webhookTable(tx, 'webhook_deliveries')} (id, event_id, endpoint_id, account_id, network, event_type, status, attempts, next_attempt_at, created_at, updated_at)
          values ${placeholders} on conflict (event_id, endpoint_id) do nothing returning id`, chunk.flat(), 'all');
        for (const r of inserted) created.push(r.id);
        chunk = [];
      };
      for (const event of events) {
        // An event goes to the endpoints that existed when it happened (as Stripe does), not to
        // one registered between the event and this pass (a backlog after an outage can be hours
        // old); an event addressed to one endpoint (a test ping) goes to it regardless.
        const targets = endpoints.filter((ep) => ep.accountId === event.account_id && ep.network === event.network
          && (event.endpoint_id ? ep.id === event.endpoint_id
            : ep.events.includes(event.type) && ep.id !== event.exclude_endpoint_id
              && ep.createdAt.getTime() - ENDPOINT_CLOCK_TOLERANCE_MS <= new Date(event.created_at).getTime()));
        for (const ep of targets) {
          chunk.push([newId('whd', at.getTime()), event.id, ep.id, event.account_id, event.network, event.type, at, at, at]);
          if (chunk.length >= RELAY_ROWS_PER_STATEMENT) await write();
        }
      }
      await write();
      await tx.execute(`update ${table} set relayed_at = ? where id in (${events.map(() => '?').join(', ')})`, [at, ...events.map((e) => e.id)], 'run');
      return { events: events.length, created, maxRowsPerStatement, maxEventsPerAccount: Math.max(...perAccount.values()) };
    });
  }

  async function reenqueueOverdue(): Promise<number> {
    const em = deps.orm.em.fork();
    const overdue = await em.execute<Array<{ id: string; attempts: number }>>(`
      select id, attempts from ${webhookTable(em, 'webhook_deliveries')}
       where status = 'pending' and next_attempt_at <= ? order by next_attempt_at limit ${REENQUEUE_BATCH}`,
    [new Date(now() - settings.reenqueueAfterMs)], 'all');
    // jobId = delivery and attempt: an attempt still queued or running is not enqueued twice.
    for (let i = 0; i < overdue.length; i += ENQUEUE_CHUNK) {
      await Promise.all(overdue.slice(i, i + ENQUEUE_CHUNK).map((d) => enqueueWebhookAttempt(deps.queues, d.id, d.attempts)));
    }
    return overdue.length;
  }

  let current: Promise<unknown> | null = null;
  let closed = false;

  /** Most outbox batches one pass takes: a backlog drains within a few passes, without starving the rest. */
  const MAX_BATCHES_PER_PASS = 10;

  /** When overdue deliveries were last looked for (monotonic ms). */
  let reenqueuedAt = -Infinity;

  /**
   * `reenqueue`: look for overdue deliveries too (the poll and runOnce do; a notification's pass
   * does only when the last look is a poll period old, so passes back to back cannot starve it).
   */
  async function pass(reenqueue: boolean): Promise<RelayPassReport> {
    let events = 0;
    let enqueued = 0;
    let batches = 0;
    let maxRowsPerStatement = 0;
    let maxDeliveriesPerBatch = 0;
    let maxEventsPerAccount = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_PASS; batch++) {
      const relayed = await relayEvents();
      if (relayed.events) batches += 1;
      events += relayed.events;
      maxRowsPerStatement = Math.max(maxRowsPerStatement, relayed.maxRowsPerStatement);
      maxDeliveriesPerBatch = Math.max(maxDeliveriesPerBatch, relayed.created.length);
      maxEventsPerAccount = Math.max(maxEventsPerAccount, relayed.maxEventsPerAccount);
      try {
        for (let i = 0; i < relayed.created.length; i += ENQUEUE_CHUNK) {
          await Promise.all(relayed.created.slice(i, i + ENQUEUE_CHUNK).map((id) => enqueueWebhookAttempt(deps.queues, id, 0)));
        }
        enqueued += relayed.created.length;
      } catch (err) {
        log.warn({ err: (err as Error).message, deliveries: relayed.created.length }, 'webhook deliveries not enqueued yet; they will be once Redis answers');
        break;
      }
      if (relayed.events === 0) break;
    }
    // Not on every notification: during a delivery backlog each look re-adds up to 500 jobs
    // (no-ops by job id, but each a Redis round trip), and notifications can come back to back.
    let reenqueued = 0;
    if (reenqueue || performance.now() - reenqueuedAt >= settings.relayIntervalMs) {
      reenqueuedAt = performance.now();
      reenqueued = await reenqueueOverdue();
    }
    const report = { events, deliveries: enqueued, reenqueued, batches, maxRowsPerStatement, maxDeliveriesPerBatch, maxEventsPerAccount };
    options.onPass?.(report);
    return report;
  }

  /** Another pass is wanted once the running one ends (news arrived during it). */
  let again = false;
  /** Make a pass the running one; when it ends, run the one asked for meanwhile. */
  const track = <T>(work: Promise<T>): Promise<T> => {
    current = work.catch(() => undefined).finally(() => {
      current = null;
      if (again && !closed) {
        again = false;
        run();
      }
    });
    return work;
  };
  const run = (reenqueue = false): void => void track(pass(reenqueue).catch((err: Error) => log.warn({ err: err.message }, 'webhook relay pass failed')));

  // Passes never overlap within a process; a tick that finds one running is skipped.
  const timer = setInterval(() => {
    if (closed || current) return;
    run(true);
  }, settings.relayIntervalMs);

  // And at once when an event is written: the outbox's trigger notifies `webhook_events` on
  // commit (migration 20261206000001), so an event waits milliseconds, not up to a poll period.
  // The poll stays: it covers the listener's reconnections and the overdue deliveries.
  const schema = deps.config.databaseSchema || 'public';
  const news = () => {
    if (closed) return;
    if (current) again = true;
    else run();
  };
  const listener = listenToPostgres({
    // LISTEN is session state: through a transaction-mode pooler it would listen on a server
    // connection the pooler hands to someone else, so it takes the direct URL.
    databaseUrl: deps.config.databaseUrlDirect || deps.config.databaseUrl,
    channel: 'webhook_events',
    onNotify: (payload) => { if (payload === schema) news(); },
    onListening: news,
    logger: log,
    connectTimeoutMs: deps.config.dependencyTimeoutMs,
  });

  // The key.expiring scan rides along: at start, then every WEBHOOK_EXPIRY_SCAN_INTERVAL_MS.
  const scan = () => {
    if (!closed) scanExpiringKeys(deps).catch((err: Error) => log.warn({ err: err.message }, 'key expiry scan failed'));
  };
  const scanTimer = setInterval(scan, settings.expiryScanIntervalMs);
  setImmediate(scan);

  return {
    async runOnce() {
      while (current) await current;
      return track(pass(true));
    },
    async close() {
      closed = true;
      clearInterval(timer);
      clearInterval(scanTimer);
      await listener.close();
      while (current) await current;
    },
  };
}
