import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, SYSVAR_CLOCK_PUBKEY, SYSVAR_RENT_PUBKEY, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMultipleAccounts, simulateTransaction } from '../../shared/chain/raw-rpc.js';
import { ChainClients, rpc } from '../../shared/chain/rpc.js';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';

/**
 * The builder's two hot reads skip web3.js's response validation (shared/chain/raw-rpc.ts):
 * they must answer exactly what web3.js answers for a real RPC, and refuse what it would.
 */
let cluster: LocalCluster;
let chain: ChainClients;
beforeAll(async () => {
  cluster = await startLocalCluster({ port: 0 });
  chain = new ChainClients({ mainnet: 'http://127.0.0.1:1', devnet: cluster.url }, 5000, 0);
});
afterAll(async () => { await cluster.close(); });

describe('raw JSON-RPC reads', () => {
  it('getMultipleAccounts answers what getMultipleAccountsInfo answers: accounts, sysvars, a missing one', async () => {
    const wallet = Keypair.generate();
    cluster.faucet.airdrop(wallet.publicKey.toBase58(), 3n * BigInt(LAMPORTS_PER_SOL));
    const addresses = [wallet.publicKey, SYSVAR_RENT_PUBKEY, SYSVAR_CLOCK_PUBKEY, Keypair.generate().publicKey, SystemProgram.programId];
    const connection = chain.connection('devnet');
    const [ours, theirs] = await Promise.all([getMultipleAccounts(connection, addresses, 'confirmed'), connection.getMultipleAccountsInfo(addresses, 'confirmed')]);
    expect(ours.map((a) => a && { ...a, owner: a.owner.toBase58(), data: a.data.toString('hex') }))
      .toEqual(theirs.map((a) => a && { data: a.data.toString('hex'), executable: a.executable, lamports: a.lamports, owner: a.owner.toBase58(), rentEpoch: a.rentEpoch }));
    expect(ours[0]?.lamports).toBe(3 * LAMPORTS_PER_SOL);
    expect(ours[3]).toBeNull();
  });

  it('simulateTransaction answers what web3.js answers, for a success and a failure', async () => {
    const wallet = Keypair.generate();
    cluster.faucet.airdrop(wallet.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
    const connection = chain.connection('devnet');
    const { blockhash } = await connection.getLatestBlockhash();
    const transfer = (lamports: number) => new VersionedTransaction(new TransactionMessage({
      payerKey: wallet.publicKey, recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: Keypair.generate().publicKey, lamports })],
    }).compileToV0Message());
    const config = { sigVerify: false, replaceRecentBlockhash: false, commitment: 'confirmed' as const };
    for (const lamports of [LAMPORTS_PER_SOL / 10, 5 * LAMPORTS_PER_SOL]) {
      const tx = transfer(lamports);
      const [ours, { value: theirs }] = await Promise.all([simulateTransaction(connection, tx, config), connection.simulateTransaction(tx, config)]);
      expect(ours).toEqual({ err: theirs.err, logs: theirs.logs, unitsConsumed: theirs.unitsConsumed });
    }
  });

  it('refuses a malformed answer: rpc() makes it upstream_error, never a crash or a wrong account', async () => {
    const answers = [
      { value: 'nonsense' },
      { value: [{ data: 'not-a-pair', lamports: 1, owner: SystemProgram.programId.toBase58(), executable: false }] },
      { value: [{ data: ['', 'base64'], lamports: '1', owner: SystemProgram.programId.toBase58(), executable: false }] },
      { value: [] },
    ];
    for (const result of answers) {
      const server = createServer((req, res) => {
        req.resume();
        req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: 1, result })));
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const fake = new ChainClients({ mainnet: 'http://127.0.0.1:1', devnet: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }, 2000, 0);
      const err = await rpc('devnet', () => getMultipleAccounts(fake.connection('devnet'), [new PublicKey(SystemProgram.programId)], 'confirmed')).catch((e) => e);
      server.closeAllConnections();
      server.close();
      expect(err, JSON.stringify(result)).toMatchObject({ code: 'upstream_error' });
    }
  });
});
