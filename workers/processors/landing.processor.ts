import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Job } from 'bullmq';
import { PublicKey, VersionedMessage, type Connection, type SignatureStatus } from '@solana/web3.js';
import { ClusterIdentity } from '../../shared/chain/cluster-identity.js';
import { NETWORKS, type Network } from '../../shared/chain/token-list.js';
import { settleSubmittedTransaction, type LandingOutcome } from '../../shared/history/settlement.js';
import { landingQueue } from '../../shared/jobs/landing.js';
import { publishRecordDone } from '../../shared/jobs/record-notifier.js';
import { actualOutputOf, type ActualOutput } from '../../shared/landing/actual-output.js';
import { sendPaths } from '../../shared/landing/senders.js';
import { messageHash, summarizeForWallet, walletKeys, type LandedTransaction } from '../../shared/indexer/transaction-summary.js';
import { splitWireTransaction } from '../../shared/landing/signed-transaction.js';
import { decodeSimulationError } from '../../shared/transactions/simulation-error.js';
import type { WorkerDeps } from '../deps.js';

/** The second read before `expired`: pages of the wallet's finalized history, and how many at most. */
const HISTORY_PAGE = 1000;
const HISTORY_PAGES = 5;
/** Block times drift from this server's clock: the history read reaches this far before the build. */
const HISTORY_MARGIN_MS = 5 * 60_000;
/** How often the loop asks for the signature's status between two broadcasts (at most). */
const STATUS_POLL_MS = 400;
/** Loops of each worker process (deps), stopped on shutdown. */
const shutdowns = new WeakMap<WorkerDeps, AbortController>();

/**
 * Stop this process's landing loops (graceful shutdown): each releases its lease at once, so
 * the sweep (requeueOrphanedLandings) starts it again on a live worker.
 */
export function stopLandingLoops(deps: WorkerDeps): void {
  shutdowns.get(deps)?.abort();
}

interface ClaimedLanding {
  id: string;
  network: Network;
  signature: string;
  signed: Buffer;
  lastValidBlockHeight: number;
  walletAddress: string;
  type: string;
  expectedOutput: Record<string, unknown> | null;
  createdAt: Date;
}

const sleep = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  if (signal.aborted) return resolve();
  const timer = setTimeout(done, ms);
  function done() { clearTimeout(timer); signal.removeEventListener('abort', done); resolve(); }
  signal.addEventListener('abort', done, { once: true });
});

/**
 * The landing loop of one submitted transaction (docs/transactions.md, "Submit and land"):
 * send the identical signed bytes (maxRetries 0, no preflight) every LANDING_REBROADCAST_MS,
 * watching the signature in between, until it is confirmed, failed on chain (with the decoded
 * error), or the finalized block height is past lastValidBlockHeight without it (expired: only
 * then). Never re-signs, never rebuilds. The loop's state is the record in Postgres: a lease
 * (owner, until) renewed every round makes sure two workers never run one loop at once, and
 * lets another worker take over LANDING_LEASE_MS after a crash.
 */
export function landingProcessor(deps: WorkerDeps) {
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const { rebroadcastMs, leaseMs, extraSenderUrl, accountConcurrency: accountCap, expiryMarginBlocks } = deps.config.landing;
  /** Slots of each network in this process: a flood on one network never holds the other's. */
  const slotsPerNetwork = Math.max(1, Math.floor(deps.config.landing.concurrency / 2));
  const running = new Map<Network, number>(NETWORKS.map((n) => [n, 0]));
  /**
   * Only a network whose RPC is verified to be its cluster is sent to (docs/deployment.md,
   * "Cluster identity"): the records of another stay `submitted`, unsent, until it is (the
   * sweep queues them again); a network not verified is asked again here, at most once a second.
   */
  const identity = ClusterIdentity.forConfig(deps.config, deps.logger, deps.metrics);
  const sendable = (n: Network) => {
    if (identity.verified(n)) return true;
    void identity.admit(n, { outage: 'pass' }).catch(() => undefined);
    return false;
  };
  const freeNetworks = () => NETWORKS.filter((n) => running.get(n)! < slotsPerNetwork && sendable(n));
  const shutdown = new AbortController();
  shutdowns.set(deps, shutdown);
  const log = deps.logger.child({ queue: 'landing' });
  const table = () => {
    const schema = deps.orm.config.get('schema');
    return schema && schema !== 'public' ? `"${schema}"."transactions"` : '"transactions"';
  };
  const execute = <T>(sql: string, params: unknown[]) => deps.orm.em.fork().getConnection().execute<T[]>(sql, params, 'all');

  /**
   * Take the lease of the next landing to run (docs/transactions.md, "Fair landing"): the
   * oldest signed (submitted_at) `submitted` record of a network with a free slot in this
   * process, with no live lease, whose account runs fewer than LANDING_ACCOUNT_CONCURRENCY loops
   * (any worker). SKIP LOCKED: two workers claiming at once take two records. The cap is read
   * inside the claim, so concurrent claims of one account may overshoot it by the number of
   * claims running at that instant (a few), never by a flood.
   */
  async function claimNext(networks: Network[]): Promise<ClaimedLanding | null> {
    if (!networks.length) return null;
    const t = table();
    const rows = await execute<{ id: string; network: Network; signature: string; signed_transaction: string; last_valid_block_height: string; wallet_address: string; type: string; expected_output: Record<string, unknown> | null; account_id: string; created_at: string | Date }>(`
      update ${t} set landing_owner = ?, landing_lease_until = now() + ? * interval '1 millisecond', updated_at = now()
       where id = (
         select c.id from ${t} as c
          where c.status = 'submitted' and c.network = any(?::text[])
            and (c.landing_lease_until is null or c.landing_lease_until < now())
            and (select count(*) from ${t} as l
                  where l.account_id = c.account_id and l.status = 'submitted' and l.landing_lease_until >= now()) < ?
          order by c.submitted_at, c.id
          limit 1
          for update skip locked)
         and status = 'submitted' and (landing_lease_until is null or landing_lease_until < now())
      returning id, network, signature, signed_transaction, last_valid_block_height, wallet_address, type, expected_output, account_id, created_at`,
    [owner, leaseMs, `{${networks.join(',')}}`, accountCap]);
    if (!rows.length) return null;
    const r = rows[0];
    return {
      id: r.id, network: r.network, signature: r.signature, signed: Buffer.from(r.signed_transaction, 'base64'),
      lastValidBlockHeight: Number(r.last_valid_block_height), walletAddress: r.wallet_address, type: r.type, expectedOutput: r.expected_output, createdAt: new Date(r.created_at),
    };
  }

  /** Renew the lease and count `broadcasts` sends; false once the lease is not ours or the record is final. */
  async function renew(id: string, broadcasts: number): Promise<boolean> {
    const rows = await execute<{ id: string }>(`
      update ${table()} set landing_lease_until = now() + ? * interval '1 millisecond', broadcasts = broadcasts + ?, updated_at = now()
       where id = ? and status = 'submitted' and landing_owner = ?
      returning id`, [leaseMs, broadcasts, id, owner]);
    return rows.length > 0;
  }

  async function release(id: string): Promise<void> {
    await execute(`update ${table()} set landing_lease_until = null where id = ? and landing_owner = ? and status = 'submitted'`, [id, owner]).catch(() => undefined);
  }

  /** The on-chain error of a failed transaction, decoded as a build's simulation error is. */
  async function chainFailure(connection: Connection, landing: ClaimedLanding, err: unknown): Promise<Record<string, unknown>> {
    const tx = await connection.getTransaction(landing.signature, { maxSupportedTransactionVersion: 0, commitment: 'confirmed' }).catch(() => null);
    const wire = splitWireTransaction(landing.signed);
    const message = wire ? VersionedMessage.deserialize(wire.message) : null;
    const programOf = (i: number) => {
      const ix = message?.compiledInstructions[i];
      return ix ? message!.staticAccountKeys[ix.programIdIndex]?.toBase58() : undefined;
    };
    return decodeSimulationError(err, tx?.meta?.logMessages ?? [], programOf) as unknown as Record<string, unknown>;
  }

  async function settle(landing: ClaimedLanding, outcome: LandingOutcome): Promise<string> {
    const moved = await settleSubmittedTransaction(deps.orm, landing.id, outcome);
    if (moved) deps.metrics.landings.inc({ network: landing.network, status: outcome.status });
    await publishRecordDone(deps.redis, deps.config.redisPrefix, landing.id).catch(() => undefined);
    log.info({ id: landing.id, status: outcome.status, moved }, 'landing loop ended');
    return outcome.status;
  }

  /**
   * What the landed transaction did for the wallet (the record's actualOutput): read at the
   * commitment it was seen at. Null when the node cannot answer it yet: the wallet indexer fills
   * it in when it settles or revisits the record (shared/history/settlement.ts).
   */
  async function actualOutput(connection: Connection, landing: ClaimedLanding, signature: string): Promise<ActualOutput | null> {
    const tx = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0, commitment: 'confirmed' }).catch(() => null);
    if (!tx?.meta) return null;
    try {
      const summary = summarizeForWallet(tx as LandedTransaction, walletKeys(landing.walletAddress));
      return actualOutputOf({
        type: landing.type, expectedOutput: landing.expectedOutput, signature, slot: tx.slot,
        fee: summary.fee, walletPaidFee: summary.feePayer === landing.walletAddress, changes: summary.changes, recipient: summary.recipient,
      });
    } catch (err) {
      log.warn({ id: landing.id, err: (err as Error).message }, 'landed transaction not read');
      return null;
    }
  }

  async function landedOutcome(connection: Connection, landing: ClaimedLanding, status: SignatureStatus, signature = landing.signature): Promise<LandingOutcome> {
    const landedAt = new Date();
    if (status.err) return { status: 'failed', slot: status.slot, landedAt, signature, error: await chainFailure(connection, landing, status.err) };
    return { status: 'confirmed', slot: status.slot, landedAt, signature, actualOutput: await actualOutput(connection, landing, signature) };
  }

  /**
   * The transaction of the record's message in the wallet's finalized history, found by the
   * build's nonce memo and checked against the message hash (the memo alone could be copied),
   * as a landing outcome; null when the history since the build shows none; undefined when the
   * history could not be read whole (the RPC failed): the caller asks again later.
   */
  async function landedUnderAnySignature(connection: Connection, landing: ClaimedLanding): Promise<LandingOutcome | null | undefined> {
    const nonce = (landing.expectedOutput?.breakdown as { nonce?: unknown } | undefined)?.nonce;
    const wire = splitWireTransaction(landing.signed);
    if (typeof nonce !== 'string' || !nonce || !wire) return null; // a build from before nonce memos: nothing to look for
    const wanted = messageHash(wire.message);
    const wallet = new PublicKey(landing.walletAddress);
    // Anything that landed did so after the build was made (less the margin of block times).
    const notBefore = Math.floor((landing.createdAt.getTime() - HISTORY_MARGIN_MS) / 1000);
    let before: string | undefined;
    for (let page = 0; page < HISTORY_PAGES; page++) {
      const entries = await connection.getSignaturesForAddress(wallet, { before, limit: HISTORY_PAGE }, 'finalized').catch(() => undefined);
      if (!entries) return undefined;
      for (const entry of entries) {
        if (!entry.memo?.includes(`sis:${nonce}`)) continue;
        const tx = await connection.getTransaction(entry.signature, { maxSupportedTransactionVersion: 0, commitment: 'finalized' }).catch(() => undefined);
        if (tx === undefined) return undefined;
        if (!tx?.meta || messageHash(tx.transaction.message.serialize()) !== wanted) continue;
        const status = { slot: tx.slot, confirmations: null, err: tx.meta.err, confirmationStatus: 'finalized' } as SignatureStatus;
        log.info({ id: landing.id, submitted: landing.signature, landed: entry.signature }, 'message landed under another signature');
        return landedOutcome(connection, landing, status, entry.signature);
      }
      const last = entries.at(-1);
      if (entries.length < HISTORY_PAGE || !last || (last.blockTime != null && last.blockTime < notBefore)) return null;
      before = last.signature;
    }
    // A history busier than HISTORY_PAGES pages since the build: not proven either way.
    log.warn({ id: landing.id }, 'wallet history too long to prove the transaction never landed');
    return undefined;
  }

  const isLanded = (s: SignatureStatus | null | undefined): s is SignatureStatus =>
    !!s && (s.confirmationStatus === 'confirmed' || s.confirmationStatus === 'finalized' || (s.confirmationStatus === undefined && s.confirmations === null));

  /**
   * The record's end once its blockhash is past and nothing proved it landed: `expired`, with
   * the error saying whether the wallet's history proved it (unverified: it could not be read
   * whole, or the RPC did not answer, by the margin's end; the indexer corrects it if it landed).
   */
  function expiredOutcome(landing: ClaimedLanding, height: number, unverified: boolean): LandingOutcome {
    return {
      status: 'expired',
      error: {
        code: 'blockhash_expired',
        message: unverified
          ? `The blockhash expired (finalized block height ${height}, past ${landing.lastValidBlockHeight} plus the ${expiryMarginBlocks}-block margin) and the wallet's history could not be read far enough to prove the transaction never landed; if it did, the record is corrected when the wallet is indexed.`
          : `The blockhash expired (finalized block height ${height}, past ${landing.lastValidBlockHeight}) and the transaction did not land under any signature.`,
        details: { unverified, lastValidBlockHeight: landing.lastValidBlockHeight, blockHeight: height },
      },
    };
  }

  async function run(landing: ClaimedLanding): Promise<string> {
    const connection = deps.chain.connection(landing.network);
    const paths = sendPaths(landing.network, connection, extraSenderUrl, deps.config.providers.timeoutMs);
    const signal = shutdown.signal;
    /** Once the finalized height is past lastValidBlockHeight the bytes can no longer land: nothing is sent again. */
    let pastBlockhash = false;
    for (;;) {
      if (signal.aborted) {
        await release(landing.id);
        return 'released';
      }
      // The network's RPC turned out to be another cluster: stop sending, leave the record submitted.
      if (!identity.verified(landing.network)) {
        log.warn({ id: landing.id, network: landing.network }, 'landing paused: the network\'s RPC is not verified to be its cluster');
        await release(landing.id);
        return 'released';
      }
      // One round: renew the lease (counting the broadcast), send through every path, then
      // watch the signature until the next round is due. Past the blockhash: renew and watch only.
      if (!(await renew(landing.id, pastBlockhash ? 0 : 1))) return 'lost';
      if (!pastBlockhash) {
        await Promise.all(paths.map((path) => path.send(landing.signed).then(
          () => deps.metrics.landingSends.inc({ network: landing.network, path: path.name, outcome: 'accepted' }),
          (err: Error) => {
            deps.metrics.landingSends.inc({ network: landing.network, path: path.name, outcome: 'rejected' });
            log.debug({ id: landing.id, path: path.name, err: err.message }, 'send rejected');
          },
        )));
      }
      const roundEnds = Date.now() + rebroadcastMs;
      while (!signal.aborted) {
        const status = await connection.getSignatureStatuses([landing.signature]).then((r) => r.value[0], () => undefined);
        if (isLanded(status)) return settle(landing, await landedOutcome(connection, landing, status));
        const left = roundEnds - Date.now();
        if (left <= 0) break;
        await sleep(Math.min(STATUS_POLL_MS, left), signal);
      }
      // Expired once the finalized block height is past lastValidBlockHeight and the signature
      // is still unknown, looked up in the whole history, and the second read found nothing;
      // past the margin, also when those reads could not decide (unverified).
      // The tip past lastValidBlockHeight: the bytes can no longer land, so they are not sent
      // again; the verdict waits for the finalized height (a fork could still roll the tip back).
      if (!pastBlockhash) {
        const tip = await connection.getBlockHeight('confirmed').catch(() => null);
        if (tip === null || tip <= landing.lastValidBlockHeight) continue;
        pastBlockhash = true;
      }
      const height = await connection.getBlockHeight('finalized').catch(() => null);
      if (height !== null && height > landing.lastValidBlockHeight) {
        const pastMargin = height > landing.lastValidBlockHeight + expiryMarginBlocks;
        const final = await connection.getSignatureStatuses([landing.signature], { searchTransactionHistory: true }).then((r) => r.value[0], () => undefined);
        if (final) return settle(landing, await landedOutcome(connection, landing, final));
        if (final === undefined) {
          // The RPC did not answer: ask again next round, until the margin is spent.
          if (pastMargin) return settle(landing, expiredOutcome(landing, height, true));
          continue;
        }
        // A second read, at finalized, before saying expired: the same message may have landed
        // under another signature (a co-signer or wallet that signs again), or this node may
        // lag. The build's nonce memo finds it in the wallet's history.
        const other = await landedUnderAnySignature(connection, landing);
        if (other) return settle(landing, other);
        if (other === null) return settle(landing, expiredOutcome(landing, height, false));
        // Not read whole (the RPC failed, or a history busier than the pages read since the
        // build): ask again next round, until the margin is spent.
        if (pastMargin) return settle(landing, expiredOutcome(landing, height, true));
      }
    }
  }

  /**
   * A landing job is a turn, not a record: it runs the oldest claimable landing (claimNext),
   * then the next one, while there is one, so a finished loop hands its slot straight on. Its
   * own record is among the candidates; when the record is not claimable now (its account at
   * its cap, its network's slots full, or another worker's lease still live), the job ends and
   * the record waits: a running loop of its network takes it on when it ends, or the sweep
   * (requeueOrphanedLandings) queues it again. A job never holds a slot while it waits.
   */
  return async (job: Job): Promise<string> => {
    landingQueue.assertPayload(job.data);
    let last = 'idle';
    while (!shutdown.signal.aborted) {
      // Hold a slot of every network with room during the claim's await, so concurrent jobs
      // never overfill a network; keep only the claimed record's.
      const networks = freeNetworks();
      for (const n of networks) running.set(n, running.get(n)! + 1);
      let claimed: ClaimedLanding | null = null;
      try {
        claimed = await claimNext(networks);
      } finally {
        for (const n of networks) if (n !== claimed?.network) running.set(n, running.get(n)! - 1);
      }
      if (!claimed) return last;
      try {
        last = await run(claimed);
      } finally {
        running.set(claimed.network, running.get(claimed.network)! - 1);
      }
    }
    return last;
  };
}

/**
 * Submitted records with no live loop that could run now (their job lost with Redis, released
 * by a worker that shut down, or left waiting while their account was at its cap): enqueue a
 * landing job for them again, oldest signed first. jobId = record id, so a job still queued or
 * running is not doubled; the lease guards the rest. Records of an account at its cap are left
 * alone: the account's running loops take them on as they end.
 */
export async function requeueOrphanedLandings(deps: WorkerDeps, limit = 100): Promise<number> {
  const schema = deps.orm.config.get('schema');
  const table = schema && schema !== 'public' ? `"${schema}"."transactions"` : '"transactions"';
  const rows = await deps.orm.em.fork().getConnection().execute<Array<{ id: string }>>(`
    select c.id from ${table} as c
     where c.status = 'submitted' and (c.landing_lease_until is null or c.landing_lease_until < now())
       and (select count(*) from ${table} as l
             where l.account_id = c.account_id and l.status = 'submitted' and l.landing_lease_until >= now()) < ?
     order by c.submitted_at asc limit ?`, [deps.config.landing.accountConcurrency, limit], 'all');
  for (const { id } of rows) await deps.queues.enqueue(landingQueue, { transactionId: id }, { jobId: id });
  return rows.length;
}
