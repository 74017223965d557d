import { performance } from 'node:perf_hooks';
import { Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { ChainClients } from '../shared/chain/rpc.js';
import { startLocalCluster } from '../localnet/index.js';
import { WalletIndexState } from '../shared/db/entities/wallet-index-state.entity.js';
import { WalletTransaction } from '../shared/db/entities/wallet-transaction.entity.js';
import type { Orm } from '../shared/db/orm.js';
import { WalletIndexer } from '../shared/indexer/wallet-indexer.js';
import type { BenchRow } from './lib.js';

export interface IndexingMeasurement {
  transactions: number;
  pages: number;
  seconds: number;
  /** Transactions fetched, summarized and stored per second. */
  perSecond: number;
}

/**
 * Indexing throughput: a wallet with `transactions` faucet transfers on a fresh embedded local
 * cluster (over its JSON-RPC on loopback), indexed from scratch page by page until done, into
 * the migrated database behind `orm`. The wallet's rows are deleted afterwards.
 */
export async function measureIndexing(options: { orm: Orm; transactions?: number; pageSize?: number; fetchConcurrency?: number }): Promise<IndexingMeasurement> {
  const count = options.transactions ?? 1000;
  const cluster = await startLocalCluster({ port: 0, slotMs: 3_600_000 });
  const wallet = Keypair.generate().publicKey.toBase58();
  try {
    // Distinct amounts: the same transfer twice in one slot would be one transaction.
    for (let i = 0; i < count; i++) cluster.faucet.airdrop(wallet, BigInt(LAMPORTS_PER_SOL + i));
    const chain = new ChainClients({ mainnet: 'http://127.0.0.1:1', devnet: cluster.url }, 10_000, 0);
    const indexer = new WalletIndexer({ orm: options.orm, chain, fetchConcurrency: options.fetchConcurrency });
    let pages = 0;
    let stored = 0;
    const start = performance.now();
    for (let more = true; more; pages++) {
      const result = await indexer.indexPage({ network: 'devnet', walletAddress: wallet, pageSize: options.pageSize });
      stored += result.stored;
      more = result.hasMore;
    }
    const seconds = (performance.now() - start) / 1000;
    if (stored !== count) throw new Error(`indexed ${stored} of ${count} transactions`);
    return { transactions: stored, pages, seconds, perSecond: stored / seconds };
  } finally {
    const em = options.orm.em.fork();
    await em.nativeDelete(WalletTransaction, { network: 'devnet', walletAddress: wallet });
    await em.nativeDelete(WalletIndexState, { network: 'devnet', walletAddress: wallet });
    await cluster.close();
  }
}

/** Rows for `npm run bench`: indexing at the default page size and at the largest. */
export async function indexerBench(stack: { orm: Orm }): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const pageSize of [100, 1000]) {
    const m = await measureIndexing({ orm: stack.orm, transactions: 1000, pageSize });
    rows.push({ section: 'indexer', name: `index 1000 txs, page ${pageSize}`, rps: m.perSecond, note: `tx/s, ${m.pages} pages, ${m.seconds.toFixed(2)} s` });
  }
  return rows;
}
