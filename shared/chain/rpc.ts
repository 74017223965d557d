import { AsyncLocalStorage } from 'node:async_hooks';
import { Connection, SolanaJSONRPCError } from '@solana/web3.js';
import type { Config } from '../../config/index.js';
import { AppError, isAppError } from '../errors/app-error.js';
import type { ServiceMetrics } from '../metrics/metrics.js';
import { headersOf, postText } from './http-transport.js';
import type { Network } from './token-list.js';

export interface RpcOptions {
  url: string;
  network: Network;
  timeoutMs: number;
  maxRetries: number;
  metrics?: ServiceMetrics;
  /** Backoff base in ms (doubles per retry, with jitter). */
  backoffMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * What the transport saw during one rpc() call. web3.js rethrows some failures as plain
 * Errors with the cause folded into the message (e.g. getBalance), so the fetch records the
 * real failure here and rpc() answers with it.
 */
interface CallTrace { failure?: AppError }
const trace = new AsyncLocalStorage<CallTrace>();

/** A JSON-RPC error object in a response body, if there is one (single or batch). */
function rpcErrorIn(text: string): { code: number; message: string } | null {
  if (!text.includes('"error"')) return null;
  try {
    const parsed = JSON.parse(text);
    const first = (Array.isArray(parsed) ? parsed : [parsed]).find((r: { error?: unknown }) => r && r.error);
    return first?.error && typeof first.error.code === 'number' ? first.error : null;
  } catch {
    return null;
  }
}

function methodsOf(body: unknown): string[] {
  try {
    const parsed = JSON.parse(String(body));
    return (Array.isArray(parsed) ? parsed : [parsed]).map((r: { method?: string }) => r.method ?? 'unknown');
  } catch {
    return ['unknown'];
  }
}

/**
 * The fetch web3.js's Connection uses: a timeout per attempt, bounded retries with
 * exponential backoff and jitter on transient failures (network errors, 429, 5xx), a counter
 * of calls by method, and failures as AppErrors (timeout → 504, the rest → 502) so they reach
 * the client through the error table. Retrying is safe for every method we call, including
 * sendTransaction: a resent signed transaction lands at most once.
 */
export function rpcFetch(opts: RpcOptions): typeof fetch {
  const backoff = opts.backoffMs ?? 150;
  return async (input, init) => {
    const body = String(init?.body ?? '');
    const methods = methodsOf(body);
    const headers = headersOf(init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const count = (outcome: string) => { for (const method of methods) opts.metrics?.rpcCalls.inc({ network: opts.network, method, outcome }); };
    let lastError: AppError | undefined;
    for (let attempt = 0; attempt <= opts.maxRetries; attempt++) {
      if (attempt > 0) await sleep(backoff * 2 ** (attempt - 1) * (0.5 + Math.random()));
      try {
        const started = performance.now();
        const res = await postText(url, body, headers, opts.timeoutMs);
        const seconds = (performance.now() - started) / 1000;
        for (const method of methods) opts.metrics?.rpcDuration.observe({ network: opts.network, method }, seconds);
        if (res.status === 429 || res.status >= 500) {
          lastError = new AppError('upstream_error', `The Solana RPC (${opts.network}) answered HTTP ${res.status}. Retry later.`, { details: { network: opts.network, httpStatus: res.status, reason: 'rpc_unavailable' } });
          count(`http_${res.status}`);
          continue;
        }
        const ok = res.status >= 200 && res.status < 300;
        const error = ok ? rpcErrorIn(res.text) : null;
        count(!ok ? `http_${res.status}` : error ? 'rpc_error' : 'ok');
        const current = trace.getStore();
        if (current && error) {
          current.failure = new AppError('upstream_error', `The Solana RPC (${opts.network}) refused the request: ${error.message}`, { details: { network: opts.network, rpcCode: error.code } });
        }
        return new Response(res.text, { status: res.status, statusText: res.statusText, headers: res.headers });
      } catch (err) {
        const timedOut = (err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError';
        count(timedOut ? 'timeout' : 'network_error');
        lastError = timedOut
          ? new AppError('timeout', `The Solana RPC (${opts.network}) did not answer within ${opts.timeoutMs} ms. Retry later.`, { details: { network: opts.network, reason: 'rpc_timeout' }, cause: err })
          : new AppError('upstream_error', `The Solana RPC (${opts.network}) is unreachable. Retry later.`, { details: { network: opts.network, reason: 'rpc_unreachable' }, cause: err });
      }
    }
    const current = trace.getStore();
    if (current) current.failure = lastError;
    throw lastError!;
  };
}

/**
 * The reasons rpcFetch gives a failure of the network to a Solana RPC rather than of the
 * request: nothing answered, nothing answered in time, or the RPC answered 429/5xx after the
 * call's own retries. A record job meeting one is retried for a while (RPC_OUTAGE_RETRY_MS).
 */
export const RPC_OUTAGE_REASONS: ReadonlySet<string> = new Set(['rpc_unreachable', 'rpc_timeout', 'rpc_unavailable']);

/** True when an error says a Solana RPC could not be reached (not that it refused the request). */
export function isRpcOutage(err: unknown): boolean {
  return isAppError(err) && RPC_OUTAGE_REASONS.has(String(err.details.reason));
}

/** Map anything a Connection call threw to an AppError (JSON-RPC errors and odd answers are 502). */
export function chainError(err: unknown, network: Network): AppError {
  if (isAppError(err)) return err;
  if (err instanceof SolanaJSONRPCError) {
    return new AppError('upstream_error', `The Solana RPC (${network}) refused the request: ${err.message}`, { details: { network, rpcCode: err.code }, cause: err });
  }
  return new AppError('upstream_error', `The Solana RPC (${network}) answered something unexpected. Retry later.`, { details: { network }, cause: err });
}

/** Run a Connection call, mapping its failure (as the transport saw it) to an AppError. */
export async function rpc<T>(network: Network, call: () => Promise<T>): Promise<T> {
  const current: CallTrace = {};
  try {
    return await trace.run(current, call);
  } catch (err) {
    throw current.failure ?? chainError(err, network);
  }
}

/** One Connection per network: live keys use mainnet, test keys devnet (or the local cluster). */
export class ChainClients {
  private readonly connections: Record<Network, Connection>;

  constructor(readonly urls: Record<Network, string>, timeoutMs: number, maxRetries: number, metrics?: ServiceMetrics) {
    const make = (network: Network) => new Connection(urls[network], {
      commitment: 'confirmed',
      fetch: rpcFetch({ url: urls[network], network, timeoutMs, maxRetries, metrics }),
      disableRetryOnRateLimit: true, // our fetch retries, with a bound
    });
    this.connections = { mainnet: make('mainnet'), devnet: make('devnet') };
  }

  /** The clients for this deployment's settings; devnetUrl overrides an empty SOLANA_DEVNET_RPC_URL (the local cluster's). */
  static fromConfig(config: Config, metrics?: ServiceMetrics, devnetUrl?: string): ChainClients {
    const devnet = config.solana.devnetRpcUrl || devnetUrl || `http://${config.solana.localnetHost}:${config.solana.localnetPort}`;
    return new ChainClients({ mainnet: config.solana.mainnetRpcUrl, devnet }, config.solana.rpcTimeoutMs, config.solana.rpcMaxRetries, metrics);
  }

  connection(network: Network): Connection {
    return this.connections[network];
  }

  /** A /readyz probe: getHealth-style liveness of one network's RPC (getLatestBlockhash answers on every RPC). */
  readiness(network: Network): () => Promise<unknown> {
    return () => this.connections[network].getLatestBlockhash();
  }
}
