import { MAINNET_BETA_GENESIS_HASH, type Config } from '../../config/index.js';
import { AppError, isAppError } from '../errors/app-error.js';
import type { Logger } from '../logging/logger.js';
import type { ServiceMetrics } from '../metrics/metrics.js';
import { ChainClients, isRpcOutage, rpc } from './rpc.js';
import { NETWORKS, type Network } from './token-list.js';

/** The published genesis hashes of the public clusters (getGenesisHash answers one of them). */
export const PUBLISHED_GENESIS_HASHES = {
  'mainnet-beta': MAINNET_BETA_GENESIS_HASH,
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
} as const;

/** What a network's RPC must answer: one of `accept` (null: any), never one of `refuse`. */
export interface GenesisExpectation {
  accept: string[] | null;
  refuse: string[];
  /** The setting that names the RPC, for messages. */
  urlSetting: string;
}

/**
 * What each network's RPC must be (docs/deployment.md, "Cluster identity"): mainnet's, the
 * hashes of SOLANA_MAINNET_GENESIS_HASH (default mainnet-beta's); test keys', the hashes of
 * SOLANA_DEVNET_GENESIS_HASH, or by default devnet's when SOLANA_DEVNET_RPC_URL is set and any
 * cluster but mainnet when it is empty (the embedded local cluster). Test keys' RPC is never
 * allowed to be mainnet.
 */
export function genesisExpectations(config: Config): Record<Network, GenesisExpectation> {
  const { mainnetGenesisHashes, devnetGenesisHashes, devnetRpcUrl } = config.solana;
  const devnetAccept = devnetGenesisHashes.length ? devnetGenesisHashes : devnetRpcUrl ? [PUBLISHED_GENESIS_HASHES.devnet] : null;
  return {
    mainnet: { accept: mainnetGenesisHashes, refuse: [], urlSetting: 'SOLANA_MAINNET_RPC_URL' },
    devnet: { accept: devnetAccept, refuse: [MAINNET_BETA_GENESIS_HASH], urlSetting: 'SOLANA_DEVNET_RPC_URL' },
  };
}

/** Why a network is not ready. */
export type UnreadyReason = 'wrong_cluster' | 'genesis_hash_unanswered' | 'rpc_unreachable' | 'rpc_timeout' | 'rpc_unavailable' | 'not_checked';

export type IdentityState =
  | { status: 'verified'; genesisHash: string; checkedAt: number }
  | { status: 'unready'; reason: UnreadyReason; message: string; genesisHash?: string; checkedAt: number; error?: AppError };

/** How /readyz shows one network. */
export interface NetworkReadiness {
  status: 'ready' | 'unready';
  reason?: UnreadyReason;
  message?: string;
  genesisHash?: string;
  expectedGenesisHashes?: string[];
}

/** A network not yet verified is asked again when a build or submit meets it, at most this often. */
const ON_DEMAND_MIN_GAP_MS = 1000;

/**
 * The identity of each network's RPC: the genesis hash it answers, against the hashes its
 * network accepts. Until a network is verified, nothing is built for it or sent to it: the API
 * refuses its builds and submits (503 service_unavailable, reason wrong_cluster or
 * genesis_hash_unanswered), the builds worker refuses its builds, and the landing loops do not
 * claim its records. A network whose RPC cannot be reached is unready too; its builds fail as
 * through any RPC outage (retried for RPC_OUTAGE_RETRY_MS, then upstream_error or timeout), its
 * submits are accepted and wait unsent. Once verified, a network stays verified through an
 * outage (the same RPC, not answering); only another genesis hash makes it unready again.
 */
export class ClusterIdentity {
  private readonly states = new Map<Network, IdentityState>();
  private readonly inFlight = new Map<Network, Promise<IdentityState>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly chain: Pick<ChainClients, 'connection'>,
    readonly expectations: Record<Network, GenesisExpectation>,
    private readonly options: { recheckMs: number; logger?: Logger; now?: () => number },
  ) {}

  /** One per configuration in a process (API routes, /readyz and workers share it), started. */
  static forConfig(config: Config, logger?: Logger, metrics?: ServiceMetrics): ClusterIdentity {
    let identity = byConfig.get(config);
    if (!identity) {
      identity = new ClusterIdentity(ChainClients.fromConfig(config, metrics), genesisExpectations(config), { recheckMs: config.solana.identityRecheckMs, logger });
      byConfig.set(config, identity);
      identity.start();
    }
    return identity;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Check every network now and every recheckMs (the timer does not keep the process alive). */
  start(): this {
    if (this.timer) return this;
    for (const network of NETWORKS) void this.check(network);
    this.timer = setInterval(() => { for (const network of NETWORKS) void this.check(network); }, this.options.recheckMs);
    this.timer.unref();
    return this;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  state(network: Network): IdentityState {
    return this.states.get(network) ?? { status: 'unready', reason: 'not_checked', message: `The ${network} RPC has not been asked its genesis hash yet.`, checkedAt: 0 };
  }

  verified(network: Network): boolean {
    return this.states.get(network)?.status === 'verified';
  }

  /** Ask the network's RPC its genesis hash (concurrent calls share one request). */
  check(network: Network): Promise<IdentityState> {
    const running = this.inFlight.get(network);
    if (running) return running;
    const done = this.ask(network).then((state) => {
      this.record(network, state);
      return this.state(network);
    }).finally(() => this.inFlight.delete(network));
    this.inFlight.set(network, done);
    return done;
  }

  private async ask(network: Network): Promise<IdentityState> {
    const expected = this.expectations[network];
    const checkedAt = this.now();
    let genesisHash: string;
    try {
      genesisHash = await rpc(network, () => this.chain.connection(network).getGenesisHash());
    } catch (err) {
      const error = isAppError(err) ? err : new AppError('upstream_error', `The Solana RPC (${network}) answered something unexpected.`, { details: { network } });
      if (isRpcOutage(error)) {
        return { status: 'unready', reason: error.details.reason as UnreadyReason, message: `The ${network} RPC (${expected.urlSetting}) cannot be reached to check its genesis hash: ${error.message}`, checkedAt, error };
      }
      return { status: 'unready', reason: 'genesis_hash_unanswered', message: `The ${network} RPC (${expected.urlSetting}) did not answer getGenesisHash (${error.message}); which cluster it is cannot be checked.`, checkedAt };
    }
    const refused = expected.refuse.includes(genesisHash);
    if (refused || (expected.accept !== null && !expected.accept.includes(genesisHash))) {
      const want = expected.accept === null ? `any cluster but ${clusterName(expected.refuse[0])}` : expected.accept.map((h) => `${h}${clusterName(h) === h ? '' : ` (${clusterName(h)})`}`).join(' or ');
      return { status: 'unready', reason: 'wrong_cluster', genesisHash, checkedAt, message: `The ${network} RPC (${expected.urlSetting}) is ${clusterName(genesisHash) === genesisHash ? 'another cluster' : clusterName(genesisHash)}: its genesis hash is ${genesisHash}, expected ${want}.` };
    }
    return { status: 'verified', genesisHash, checkedAt };
  }

  private record(network: Network, next: IdentityState): void {
    const before = this.states.get(network);
    // A verified RPC that does not answer for a while is an outage, not another cluster.
    if (before?.status === 'verified' && next.status === 'unready' && next.reason !== 'wrong_cluster') {
      this.states.set(network, { ...before, checkedAt: next.checkedAt });
      return;
    }
    this.states.set(network, next);
    const changed = before?.status !== next.status || (before.status === 'unready' && next.status === 'unready' && before.reason !== next.reason);
    if (!changed) return;
    const log = this.options.logger;
    if (next.status === 'verified') log?.info({ network, genesisHash: next.genesisHash }, `${network} RPC verified: genesis hash ${next.genesisHash}`);
    else if (next.reason === 'wrong_cluster' || next.reason === 'genesis_hash_unanswered') log?.error({ network, reason: next.reason, genesisHash: next.genesisHash }, `${next.message} Nothing is built for or sent to ${network} until this is corrected.`);
    else log?.warn({ network, reason: next.reason }, next.message);
  }

  /**
   * Let a build or submit for the network through, or refuse it: 503 service_unavailable when
   * the RPC is another cluster or does not say which it is. With `outage: 'pass'` (the API) a
   * network whose RPC cannot be reached passes (the worker's own check holds the build; a
   * submit waits unsent); with `outage: 'throw'` (the workers) the RPC's outage error is thrown,
   * so the build is retried as through any outage.
   */
  async admit(network: Network, options: { outage: 'pass' | 'throw' }): Promise<void> {
    let state = this.state(network);
    if (state.status !== 'verified') {
      const stale = this.now() - state.checkedAt >= ON_DEMAND_MIN_GAP_MS;
      if (state.reason === 'not_checked') state = await this.check(network);
      else if (options.outage === 'pass' && isOutageReason(state.reason)) {
        if (stale) void this.check(network);
      } else if (stale) state = await this.check(network);
    }
    if (state.status === 'verified') return;
    if (isOutageReason(state.reason)) {
      if (options.outage === 'pass') return;
      throw state.error ?? new AppError('upstream_error', state.message, { details: { network, reason: state.reason } });
    }
    const expected = this.expectations[network];
    throw new AppError('service_unavailable', `${capitalised(network)} is unavailable on this service: ${state.message} Nothing is built for or sent to it until an operator corrects the setting.`, {
      details: {
        network, reason: state.reason,
        ...(state.genesisHash ? { genesisHash: state.genesisHash } : {}),
        ...(expected.accept ? { expectedGenesisHashes: expected.accept } : {}),
      },
    });
  }

  /** /readyz: each network, ready or not with the reason (a network never checked is checked first). */
  async readiness(): Promise<Record<Network, NetworkReadiness>> {
    await Promise.all(NETWORKS.map((n) => (this.states.has(n) ? undefined : this.check(n))));
    const report = {} as Record<Network, NetworkReadiness>;
    for (const network of NETWORKS) {
      const state = this.state(network);
      const accept = this.expectations[network].accept;
      report[network] = state.status === 'verified'
        ? { status: 'ready', genesisHash: state.genesisHash }
        : { status: 'unready', reason: state.reason, message: state.message, ...(state.genesisHash ? { genesisHash: state.genesisHash } : {}), ...(accept ? { expectedGenesisHashes: accept } : {}) };
    }
    return report;
  }
}

const byConfig = new WeakMap<Config, ClusterIdentity>();

function isOutageReason(reason: UnreadyReason): boolean {
  return reason === 'rpc_unreachable' || reason === 'rpc_timeout' || reason === 'rpc_unavailable' || reason === 'not_checked';
}

function clusterName(hash: string | undefined): string {
  const entry = Object.entries(PUBLISHED_GENESIS_HASHES).find(([, h]) => h === hash);
  return entry ? entry[0] : String(hash);
}

function capitalised(network: Network): string {
  return network[0].toUpperCase() + network.slice(1);
}
