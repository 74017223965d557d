import { Keypair, LAMPORTS_PER_SOL, VersionedTransaction } from '@solana/web3.js';
import type { BenchRow } from './lib.js';
import type { BenchStack } from './stack.js';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The embedded cluster's own slot time, observed: ms per slot over `ms`. */
async function observedSlotMs(stack: BenchStack, ms: number): Promise<number> {
  const from = stack.cluster.ledger.slot;
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, ms));
  return (performance.now() - t0) / Math.max(1, stack.cluster.ledger.slot - from);
}

/**
 * Issue 23: time from POST /v1/transactions/{id}/submit to `confirmed` on the embedded cluster,
 * as a client sees it (`Prefer: wait=30`, so the answer comes when the record is final), for SOL
 * transfers built, signed and submitted one after the other; beside the cluster's own slot time
 * measured in the same run (a transaction can land no sooner than the slot it is sent in).
 */
export async function landingBench(stack: BenchStack): Promise<BenchRow[]> {
  const wallet = Keypair.generate();
  stack.cluster.faucet.airdrop(wallet.publicKey.toBase58(), 1_000n * BigInt(LAMPORTS_PER_SOL));
  const walletAddress = wallet.publicKey.toBase58();
  const n = 60;
  const samples: number[] = [];
  const landed: number[] = [];
  let headers: Record<string, string> = {};
  for (let i = 0; i < n + 5; i++) {
    // Test keys allow 100 requests a day: three per round, a new account every 25 rounds.
    if (i % 25 === 0) headers = { ...(await stack.newAccount('test')), 'Content-Type': 'application/json' };
    const post = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
      const res = await fetch(stack.baseUrl + path, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) });
      const json = (await res.json()) as { data: any };
      if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
      return json.data;
    };
    const intent = await post('/v1/intents', { walletAddress, command: `send 0.001 SOL to ${Keypair.generate().publicKey.toBase58()}` });
    const built = await post('/v1/transactions/build', { intentId: intent.id, walletAddress });
    const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
    tx.sign([wallet]);
    const t0 = performance.now();
    const record = await post(`/v1/transactions/${built.id}/submit`, { transaction: Buffer.from(tx.serialize()).toString('base64') }, { Prefer: 'wait=30' });
    const elapsed = performance.now() - t0;
    if (record.status !== 'confirmed') throw new Error(`submitted transaction ended ${record.status}`);
    if (i >= 5) { samples.push(elapsed); landed.push(record.timeToLandMs); } // 5 warm-up rounds
  }
  const slotMs = await observedSlotMs(stack, 4000);
  samples.sort((a, b) => a - b);
  landed.sort((a, b) => a - b);
  return [
    { section: 'landing', name: 'local cluster slot time (observed)', p50Ms: slotMs, note: 'ms per slot over 4 s' },
    {
      section: 'landing', name: 'POST submit → confirmed (SOL transfer, Prefer: wait)', p50Ms: percentile(samples, 50), p99Ms: percentile(samples, 99),
      note: `${n} sequential; the record's timeToLandMs p50 ${percentile(landed, 50)} ms, p99 ${percentile(landed, 99)} ms`,
    },
  ];
}
