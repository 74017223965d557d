import { getTransactionDecoder } from '@solana/kit';
import { Connection, Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { startLocalCluster } from '../localnet/index.js';
import { timeSequential, type BenchRow } from './lib.js';

/**
 * Issue 3: simulateTransaction of a signed SOL transfer through the local cluster's JSON-RPC
 * endpoint (HTTP + JSON + web3.js Connection) against LiteSVM called in-process on the same
 * wire bytes, and the endpoint's own in-process dispatch (no HTTP) between the two.
 */
export async function chainBench(): Promise<BenchRow[]> {
  const cluster = await startLocalCluster({ port: 0 });
  try {
    const connection = new Connection(cluster.url, 'confirmed');
    const payer = Keypair.generate();
    cluster.faucet.airdrop(payer.publicKey.toBase58(), 10_000_000_000n);
    const { blockhash } = await connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: new PublicKey(Keypair.generate().publicKey), lamports: 1_000_000 })],
    }).compileToV0Message();
    const tx = new VersionedTransaction(message);
    tx.sign([payer]);
    const wire = tx.serialize();
    const base64 = Buffer.from(wire).toString('base64');
    const decoded = getTransactionDecoder().decode(wire);

    const viaRpc = await timeSequential(500, async () => {
      const r = await connection.simulateTransaction(tx, { sigVerify: false, replaceRecentBlockhash: true });
      if (r.value.err) throw new Error(`simulation failed: ${JSON.stringify(r.value.err)}`);
    });
    const viaDispatch = await timeSequential(500, async () => {
      cluster.call('simulateTransaction', [base64, { encoding: 'base64', sigVerify: false, replaceRecentBlockhash: true }]);
    });
    const inProcess = await timeSequential(500, async () => {
      cluster.svm.simulateTransaction(decoded);
    });
    return [
      { section: 'chain', name: 'simulate SOL transfer, LiteSVM in-process', rps: inProcess.opsPerS, p50Ms: inProcess.p50Ms, p99Ms: inProcess.p99Ms },
      { section: 'chain', name: 'simulate SOL transfer, RPC dispatch in-process', rps: viaDispatch.opsPerS, p50Ms: viaDispatch.p50Ms, p99Ms: viaDispatch.p99Ms },
      { section: 'chain', name: 'simulate SOL transfer, JSON-RPC over HTTP', rps: viaRpc.opsPerS, p50Ms: viaRpc.p50Ms, p99Ms: viaRpc.p99Ms, note: `p50 ${(viaRpc.p50Ms / inProcess.p50Ms).toFixed(1)}x in-process` },
    ];
  } finally {
    await cluster.close();
  }
}
