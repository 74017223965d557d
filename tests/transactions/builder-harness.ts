/**
 * What the transaction builder's integration tests share: a local cluster, ChainClients whose
 * devnet is that cluster, the real token registry (the test database), a builder, and helpers
 * to sign, send and inspect what it built.
 */
import { Keypair, PublicKey, VersionedTransaction, type Connection } from '@solana/web3.js';
import { getAssociatedTokenAddressSync, unpackAccount } from '@solana/spl-token';
import { loadConfig } from '../../config/index.js';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { ChainClients } from '../../shared/chain/rpc.js';
import { TokenRegistry } from '../../shared/chain/token-registry.js';
import { DEVNET_TOKENS, NATIVE_MINT } from '../../shared/chain/token-list.js';
import { createOrm, type Orm } from '../../shared/db/orm.js';
import type { IntentBody, TokenRef } from '../../shared/intents/intent.types.js';
import type { JupiterSwapClient } from '../../shared/swap/jupiter-swap-client.js';
import { SwapClient } from '../../shared/swap/swap-venue.js';
import type { SwapVenues } from '../../shared/swap/swap-venue.js';
import { TransactionBuilder, type BuildResult, type TransactionBuilderSettings, type UsdPriceSource } from '../../shared/transactions/index.js';
import { fileDatabaseUrl } from '../helpers/file-database.js';

export const LAMPORTS = 1_000_000_000n;

/** A registry token of the devnet list as an intent carries it. */
export function devnetToken(symbol: string): TokenRef & { tokenProgram: string } {
  const entry = DEVNET_TOKENS.find((t) => t.symbol === symbol);
  if (!entry) throw new Error(`no ${symbol} in DEVNET_TOKENS`);
  return { mint: entry.mint, symbol: entry.symbol, decimals: entry.decimals, tokenProgram: entry.tokenProgram };
}

export const SOL_REF: TokenRef = { mint: NATIVE_MINT, symbol: 'SOL', decimals: 9 };

/** USD prices by mint, changeable per test. */
export class FakePrices implements UsdPriceSource {
  readonly prices = new Map<string, number>();

  async usdPrice(_network: string, mint: string): Promise<number | null> {
    return this.prices.get(mint) ?? null;
  }
}

export interface BuilderHarness {
  cluster: LocalCluster;
  chain: ChainClients;
  connection: Connection;
  registry: TokenRegistry;
  prices: FakePrices;
  builder: TransactionBuilder;
  /** A builder over other options (e.g. another Jupiter client or a dead RPC). */
  makeBuilder(overrides?: { chain?: ChainClients; jupiter?: JupiterSwapClient | SwapClient | null; settings?: Partial<TransactionBuilderSettings>; now?: () => number }): TransactionBuilder;
  /** Build a devnet intent for a wallet. */
  build(wallet: Keypair | PublicKey, intent: IntentBody, simulate?: boolean): Promise<BuildResult>;
  close(): Promise<void>;
}

/** Start a cluster, the registry over the test database, and a builder. */
export async function startBuilderHarness(options: { slotsPerEpoch?: number; jupiter?: JupiterSwapClient | SwapClient | null } = {}): Promise<BuilderHarness> {
  const orm: Orm = await createOrm({ ...loadConfig(undefined, { NODE_ENV: 'test' }), databaseUrl: await fileDatabaseUrl() });
  const cluster = await startLocalCluster({ port: 0, slotsPerEpoch: options.slotsPerEpoch });
  // Mainnet points at a closed port: nothing here may reach it.
  const chain = new ChainClients({ mainnet: 'http://127.0.0.1:1', devnet: cluster.url }, 5_000, 0);
  const registry = new TokenRegistry(() => orm.em.fork(), chain);
  const prices = new FakePrices();
  const makeBuilder: BuilderHarness['makeBuilder'] = (overrides = {}) =>
    new TransactionBuilder({
      chain: overrides.chain ?? chain,
      registry,
      prices,
      swapVenues: venuesOf(overrides.jupiter === undefined ? (options.jupiter ?? null) : overrides.jupiter),
      settings: {
        defaultSlippageBps: 50,
        defaultValidatorVoteAccount: cluster.validatorVoteAccount,
        priorityFeePercentile: 75,
        priorityFeeCacheMs: 5_000,
        computeUnitMarginPct: 10,
        ...overrides.settings,
      },
      now: overrides.now,
    });
  const builder = makeBuilder();
  return {
    cluster,
    chain,
    connection: chain.connection('devnet'),
    registry,
    prices,
    builder,
    makeBuilder,
    build: (wallet, intent, simulate = true) =>
      builder.build({ network: 'devnet', walletAddress: (wallet instanceof Keypair ? wallet.publicKey : wallet).toBase58(), intent, simulate }),
    async close() {
      await cluster.close();
      await orm.close();
    },
  };
}

/**
 * A Jupiter client (a stub, or the local cluster's market) as the swap venue of both networks:
 * a SwapClient as it is (v2 for ExactIn, v1 for ExactOut), a bare v1 client for every swap.
 */
function venuesOf(given: JupiterSwapClient | SwapClient | null): SwapVenues {
  if (!given) return {};
  const client = given instanceof SwapClient ? given : new SwapClient(given, null);
  return { devnet: { name: client.v1.name, client }, mainnet: { name: client.v1.name, client } };
}

/** A new wallet holding `lamports` from the faucet. */
export function fundedWallet(cluster: LocalCluster, lamports: bigint): Keypair {
  const wallet = Keypair.generate();
  cluster.faucet.airdrop(wallet.publicKey.toBase58(), lamports);
  return wallet;
}

/** What landing a built transaction did. */
export interface Landed {
  signature: string;
  computeUnits: number;
  fee: number;
  err: unknown;
}

/** Deserialize a built transaction, sign it, send it, wait for confirmation and read it back. */
export async function signAndSend(connection: Connection, result: BuildResult, signers: Keypair[]): Promise<Landed> {
  const tx = VersionedTransaction.deserialize(Buffer.from(result.transaction, 'base64'));
  tx.sign(signers);
  const signature = await connection.sendRawTransaction(tx.serialize());
  const confirmation = await connection.confirmTransaction({ signature, blockhash: result.blockhash, lastValidBlockHeight: result.lastValidBlockHeight }, 'confirmed');
  const landed = await connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
  if (!landed?.meta) throw new Error(`transaction ${signature} not found after confirmation`);
  return { signature, computeUnits: landed.meta.computeUnitsConsumed ?? -1, fee: landed.meta.fee, err: confirmation.value.err };
}

/** Raw balance of an owner's associated token account (0 when it does not exist). */
export async function tokenBalance(connection: Connection, owner: PublicKey, token: { mint: string; tokenProgram: string }): Promise<bigint> {
  const program = new PublicKey(token.tokenProgram);
  const address = getAssociatedTokenAddressSync(new PublicKey(token.mint), owner, true, program);
  const info = await connection.getAccountInfo(address);
  return info ? unpackAccount(address, info, program).amount : 0n;
}

/** Lamports of an account as a bigint. */
export async function lamportsOf(connection: Connection, address: PublicKey): Promise<bigint> {
  return BigInt(await connection.getBalance(address));
}
