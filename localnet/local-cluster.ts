/**
 * The embedded local Solana cluster: LiteSVM behind a JSON-RPC endpoint on loopback (HTTP on
 * `port`, WebSocket subscriptions on `port + 1` as a validator does, or on `wsPort`), seeded
 * like mainnet, with slots advancing on a timer; with `dataDir`, its accounts outlive a restart. @solana/web3.js's Connection uses it as a real validator.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LiteSVM } from 'litesvm';
import { LocalFaucet, faucetAuthorityKeypair } from './faucet.js';
import { seedGenesis } from './genesis.js';
import { LocalLedger } from './ledger.js';
import { handleMarketRequest, isMarketPath } from './market/market-http.js';
import { MarketMaker, type MarketOptions } from './market/market-maker.js';
import { LocalTokensApi } from './market/tokens-api.js';
import { universeMarketTokens } from './universe/market-listing.js';
import { seedUniverse } from './universe/seed.js';
import { callMethod, type RpcContext } from './rpc-methods.js';
import { createRpcRequestHandler, type ClusterLogger } from './rpc-server.js';
import { createSubscriptionServer } from './rpc-subscriptions.js';
import { loadSnapshot, removeSnapshot, saveSnapshot } from './snapshot.js';

/** How to run the local cluster. */
export interface LocalClusterOptions {
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** JSON-RPC HTTP port; WebSocket subscriptions use port + 1 unless `wsPort` is set. 0 picks a free pair. Default 8899. */
  port?: number;
  /** WebSocket subscriptions port (LOCALNET_WS_PORT). Default: the RPC port + 1. */
  wsPort?: number;
  /**
   * A folder to keep the chain's accounts in across restarts (LOCALNET_DATA_DIR): loaded at
   * start, saved on close (localnet/snapshot.ts). Unset: every start is a fresh chain.
   */
  dataDir?: string;
  /** With `dataDir`: forget the saved state and start afresh (`npm run localnet -- --reset`). */
  reset?: boolean;
  /** Slot time in ms: a new block, blockhash and clock every period. Default 400. */
  slotMs?: number;
  /** Slots per epoch (no warm-up). Default 432,000 as on mainnet; lower it to see stakes activate. */
  slotsPerEpoch?: number;
  logger?: ClusterLogger;
  /** The swap venue served on the same port (quote validity, clock). */
  market?: MarketOptions;
  /**
   * Create the token universe (localnet/universe: 500+ tokens with on-chain metadata, traded
   * by the market and listed by its Tokens API). Default true.
   */
  universe?: boolean;
}

/** A running local cluster. */
export interface LocalCluster {
  /** JSON-RPC URL for `new Connection(url)`. */
  url: string;
  /** WebSocket URL (web3.js derives the same one from `url`). */
  wsUrl: string;
  faucet: LocalFaucet;
  /** The mint authority of every seeded mint and the faucet's paying account. */
  faucetAuthority: string;
  /** Vote account of the cluster's validator, for DelegateStake. */
  validatorVoteAccount: string;
  validatorIdentity: string;
  ledger: LocalLedger;
  /**
   * The house market maker of the swap venue, served at `url` in Jupiter's shapes
   * (/swap/v1/quote, /swap/v1/swap-instructions, /swap/v1/cosign, /price/v3, Tokens API v2:
   * /tokens/v2/search, /tokens/v2/tag, /tokens/v2/{toporganicscore|toptraded|toptrending}/{interval}):
   * point a Jupiter-shaped API base setting at `url`.
   */
  market: MarketMaker;
  /**
   * The underlying LiteSVM, for in-process benchmarks: for example
   * `svm.simulateTransaction(getTransactionDecoder().decode(wireBytes))` (@solana/kit).
   */
  svm: LiteSVM;
  /** Produce a block `count` slots ahead now (blockhashes older than 150 blocks expire). */
  advanceSlots(count?: number): void;
  /**
   * Lose the transactions sent from now on whose fee payer `filter` picks (null: lose none):
   * sendTransaction still answers their signature, as a real node does for a packet its
   * leader drops, and they never land. For tests of senders that must rebroadcast.
   */
  dropTransactions(filter: ((feePayer: string, signature: string) => boolean) | null): void;
  /**
   * Answer a JSON-RPC method in-process, through the same code as the HTTP endpoint minus HTTP
   * and JSON: e.g. `call('simulateTransaction', [base64, { encoding: 'base64' }])` to compare
   * with the RPC round trip. Throws JsonRpcError where the endpoint answers an error.
   */
  call(method: string, params?: unknown[]): unknown;
  close(): Promise<void>;
}

const NO_LOGGER: ClusterLogger = { info: () => {}, warn: () => {} };
/** Attempts at finding a free port pair (RPC port and the next one) when the port is 0. */
const PORT_PAIR_ATTEMPTS = 20;

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * A port the cluster cannot listen on: one line naming the address and the setting that
 * chooses it (the launchers print only this message, never a stack trace).
 */
export class LocalClusterPortError extends Error {
  constructor(readonly setting: 'LOCALNET_PORT' | 'LOCALNET_WS_PORT', host: string, port: number, cause: Error) {
    const why = (cause as NodeJS.ErrnoException).code === 'EADDRINUSE' ? 'is in use' : `cannot be listened on (${cause.message})`;
    const what = setting === 'LOCALNET_PORT' ? 'JSON-RPC port' : 'WebSocket port';
    super(`local cluster: ${host}:${port} ${why}; choose another ${what} with ${setting}${setting === 'LOCALNET_PORT' ? ' (the WebSocket port follows at +1 unless LOCALNET_WS_PORT is set)' : ''}, or stop what holds it`, { cause });
    this.name = 'LocalClusterPortError';
  }
}

/** Bind the RPC server and the WebSocket server: port and wsPort (default port + 1). */
async function bindPortPair(rpc: Server, ws: Server, host: string, port: number, wsPort?: number): Promise<{ rpcPort: number; wsPort: number }> {
  for (let attempt = 0; ; attempt++) {
    let rpcPort: number;
    try {
      rpcPort = await listen(rpc, port, host);
    } catch (err) {
      throw new LocalClusterPortError('LOCALNET_PORT', host, port, err as Error);
    }
    const wanted = wsPort ?? rpcPort + 1;
    try {
      return { rpcPort, wsPort: await listen(ws, wanted, host) };
    } catch (err) {
      await closeServer(rpc);
      if (port !== 0 || wsPort !== undefined || attempt + 1 >= PORT_PAIR_ATTEMPTS) throw new LocalClusterPortError('LOCALNET_WS_PORT', host, wanted, err as Error);
    }
  }
}

/** Start a seeded local cluster and its JSON-RPC endpoint. */
export async function startLocalCluster(options: LocalClusterOptions = {}): Promise<LocalCluster> {
  const host = options.host ?? '127.0.0.1';
  const slotMs = options.slotMs ?? 400;
  const logger = options.logger ?? NO_LOGGER;
  if (!Number.isInteger(slotMs) || slotMs < 1) throw new RangeError(`slotMs must be a positive integer, got ${slotMs}`);

  const ledger = new LocalLedger({ slotsPerEpoch: options.slotsPerEpoch });
  const authority = faucetAuthorityKeypair();
  const validator = seedGenesis(ledger, authority);
  const faucet = new LocalFaucet(ledger, authority);
  const ctx: RpcContext = { ledger, faucet, validator };

  // The maker co-signs blockhashes up to about 12 s old, whatever the slot time.
  const market = new MarketMaker(ledger, faucet, { maxBlockhashAgeBlocks: Math.ceil(12_000 / slotMs), ...options.market });
  ctx.lister = { address: market.address, list: (token) => market.list(token) };
  const universe = options.universe === false ? [] : seedUniverse(ledger, authority);
  if (options.dataDir && options.reset && removeSnapshot(options.dataDir)) logger.info({ dataDir: options.dataDir }, 'local cluster: saved state removed, starting afresh');
  const restored = options.dataDir ? loadSnapshot(ledger, options.dataDir) : null;
  if (restored) logger.info({ dataDir: options.dataDir, accounts: restored.accounts, slot: restored.slot, savedAt: restored.savedAt }, 'local cluster: state restored');
  market.addTokens(universeMarketTokens(universe));
  const tokensApi = new LocalTokensApi(market, universe, () => ledger.slot);
  const rpcHandler = createRpcRequestHandler(ctx, logger);
  const rpcServer = createServer((req, res) => {
    if (isMarketPath(req.url)) void handleMarketRequest(market, req, res, () => ledger.slot, tokensApi);
    else rpcHandler(req, res);
  });
  const wsServer = createServer((_req, res) => res.writeHead(426, { 'Content-Type': 'text/plain' }).end('WebSocket endpoint: upgrade required'));
  const subscriptions = createSubscriptionServer(ledger, logger);
  // Upgrades are accepted on both ports: port + 1 is where web3.js looks, the RPC port suits proxies.
  subscriptions.attach(wsServer);
  subscriptions.attach(rpcServer);
  for (const server of [rpcServer, wsServer]) server.on('clientError', (_err, socket) => socket.destroy());
  let port: number;
  let wsPort: number;
  try {
    ({ rpcPort: port, wsPort } = await bindPortPair(rpcServer, wsServer, host, options.port ?? 8899, options.wsPort));
  } catch (err) {
    subscriptions.close();
    throw err;
  }

  const timer = setInterval(() => {
    try {
      ledger.advanceSlots(1);
    } catch (err) {
      logger.warn({ err }, 'local cluster: failed to advance the slot');
    }
  }, slotMs);
  timer.unref();

  const urlHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${urlHost}:${port}`;
  tokensApi.baseUrl = url;
  const wsUrl = `ws://${urlHost}:${wsPort}`;
  logger.info({ url, wsUrl, faucet: authority.publicKey.toBase58(), voteAccount: validator.voteAccount, marketMaker: market.address }, 'local cluster started');

  let closing: Promise<void> | undefined;
  return {
    url,
    wsUrl,
    faucet,
    faucetAuthority: authority.publicKey.toBase58(),
    validatorVoteAccount: validator.voteAccount,
    validatorIdentity: validator.identity,
    ledger,
    market,
    svm: ledger.svm,
    advanceSlots: (count = 1) => void ledger.advanceSlots(count),
    dropTransactions: (filter) => {
      ledger.dropFilter = filter ? (tx) => filter(tx.message.staticAccounts[0], tx.signature) : null;
    },
    call: (method, params = []) => callMethod(method, params, ctx),
    close() {
      closing ??= (async () => {
        clearInterval(timer);
        if (options.dataDir) {
          try {
            const saved = saveSnapshot(ledger, options.dataDir);
            logger.info({ dataDir: options.dataDir, accounts: saved, slot: ledger.slot }, 'local cluster: state saved');
          } catch (err) {
            logger.warn({ err, dataDir: options.dataDir }, 'local cluster: could not save its state');
          }
        }
        subscriptions.close();
        await Promise.all([closeServer(rpcServer), closeServer(wsServer)]);
      })();
      return closing;
    },
  };
}
