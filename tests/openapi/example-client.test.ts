import { readFileSync } from 'node:fs';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferSol } from '../../examples/transfer-sol.js';
import { CLIENT_TYPES_PATH, renderClientTypes } from '../../scripts/openapi-types.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { startHarness, type Harness } from '../helpers/harness.js';

describe('the generated client types', () => {
  it('are current: examples/api-types.ts is what `npm run docs:openapi` writes from today\'s document', async () => {
    expect(readFileSync(CLIENT_TYPES_PATH, 'utf8')).toBe(await renderClientTypes());
  });
});

describe('the example client (examples/transfer-sol.ts)', () => {
  let h: Harness;
  let key: TestKey;
  beforeAll(async () => {
    h = await startHarness({ localnet: true });
    key = await createAccountWithKey(h, { environment: 'test', scopes: ['write:intents', 'write:transactions', 'read:transactions'] });
  });
  afterAll(async () => { await h.close(); });

  it('creates an intent, builds, signs with @solana/web3.js and submits: the service lands the SOL transfer on the local cluster', async () => {
    const wallet = Keypair.generate();
    h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 2n * BigInt(LAMPORTS_PER_SOL));
    const recipient = Keypair.generate().publicKey.toBase58();

    const { intent, build, landed, signature } = await transferSol({
      baseUrl: h.baseUrl, apiKey: key.key, wallet, recipient, amountSol: '0.25',
    });
    expect(landed).toMatchObject({ id: build.id, status: 'confirmed', signature });

    expect(intent).toMatchObject({ type: 'transfer', network: 'devnet', status: 'parsed' });
    expect(build).toMatchObject({ intentId: intent.id, status: 'built', walletAddress: wallet.publicKey.toBase58() });
    const connection = new Connection(h.cluster!.url, 'confirmed');
    expect(await connection.getBalance(new PublicKey(recipient))).toBe(0.25 * LAMPORTS_PER_SOL);
    const onChain = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0, commitment: 'confirmed' });
    expect(onChain?.meta?.err).toBeNull();
    // The service's record of it, read through the checked requester.
    const record = await h.request(`/v1/transactions/${build.id}`, { headers: bearer(key) });
    expect(record.status).toBe(200);
    expect(record.body.data.intentId).toBe(intent.id);
  });
});
