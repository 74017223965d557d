import pg from 'pg';
import type { Logger } from '../logging/logger.js';

/** Longest close() waits for the session to end. */
const CLOSE_WAIT_MS = 1000;

export interface PgListener {
  /** True while the LISTEN session is up. */
  readonly listening: boolean;
  /** Stop listening and close the session (no reconnect after). */
  close(): Promise<void>;
}

export interface PgListenerOptions {
  databaseUrl: string;
  channel: string;
  /** Called for each notification on the channel, with its payload. */
  onNotify: (payload: string) => void;
  /**
   * Called each time the session is (re)established: notifications sent while it was down
   * are gone, so the caller catches up (e.g. runs the pass it would have run).
   */
  onListening?: () => void;
  logger: Logger;
  /** Bound on connecting (ms). */
  connectTimeoutMs: number;
  /** Longest wait between reconnection attempts (ms); they start at 250 ms and double. */
  maxBackoffMs?: number;
}

/**
 * LISTEN on a Postgres channel over a session of its own (LISTEN belongs to one session, so it
 * cannot use the ORM's pool), reconnecting with backoff whenever the session fails or ends (a
 * Postgres restart, a terminated backend). Never throws and never crashes the process: a
 * listener that cannot connect only means its caller falls back to polling.
 */
export function listenToPostgres(options: PgListenerOptions): PgListener {
  const log = options.logger.child({ component: 'pg-listener', channel: options.channel });
  const maxBackoffMs = options.maxBackoffMs ?? 5000;
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || timer) return;
    const delay = Math.min(250 * 2 ** Math.min(failures, 10), maxBackoffMs);
    timer = setTimeout(() => { timer = undefined; void connect(); }, delay);
  };

  /** Drop a session (failed, ended or being replaced) and try again later. */
  const lost = (session: pg.Client, err?: Error) => {
    if (client !== session) return; // already handled
    client = null;
    const wasListening = listening;
    listening = false;
    failures++;
    session.removeAllListeners('notification');
    session.end().catch(() => undefined);
    if (closed) return;
    // One warning per outage, not one per attempt.
    if (wasListening || failures === 1) log.warn({ err: err?.message }, 'LISTEN session lost; reconnecting (polling meanwhile)');
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    // keepAlive: a session that only listens sends nothing, so without TCP keepalives a silently
    // dropped connection (a failover, a NAT timeout) would look alive forever.
    const session = new pg.Client({
      connectionString: options.databaseUrl, connectionTimeoutMillis: options.connectTimeoutMs, keepAlive: true, keepAliveInitialDelayMillis: 10_000,
      application_name: `solana-intent-service:listen:${options.channel}`,
    });
    client = session;
    // Attached before connecting: an 'error' with no listener would crash the process.
    session.on('error', (err) => lost(session, err));
    session.on('end', () => lost(session));
    session.on('notification', (msg) => {
      if (msg.channel === options.channel) guarded(() => options.onNotify(msg.payload ?? ''));
    });
    try {
      await session.connect();
      await session.query(`listen "${options.channel.replace(/"/g, '""')}"`);
    } catch (err) {
      lost(session, err as Error);
      return;
    }
    if (client !== session || closed) return;
    listening = true;
    if (failures > 0) log.info({ afterFailures: failures }, 'LISTEN session back');
    failures = 0;
    if (options.onListening) guarded(options.onListening);
  }

  /** A callback that throws is logged, never left to crash the process. */
  const guarded = (callback: () => void) => {
    try {
      callback();
    } catch (err) {
      log.error({ err }, 'LISTEN callback failed');
    }
  };

  void connect();

  return {
    get listening() { return listening; },
    async close() {
      closed = true;
      clearTimeout(timer);
      const session = client;
      client = null;
      listening = false;
      if (session) {
        session.removeAllListeners('notification');
        // Bounded: on a half-open connection end() can wait for minutes, and a worker's
        // shutdown waits for this before it drains its jobs.
        let bound: NodeJS.Timeout | undefined;
        await Promise.race([session.end().catch(() => undefined), new Promise((r) => { bound = setTimeout(r, CLOSE_WAIT_MS); })]);
        clearTimeout(bound);
      }
    },
  };
}
