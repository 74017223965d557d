/**
 * Issue 22, items 1 and 10 (build side), through HTTP with a test key on the embedded local
 * cluster: an amount no instruction can carry is refused (400 validation_error
 * amount_out_of_range) and never becomes a build record; a stake of 2^53 + 1 lamports builds
 * and lands with exactly that many lamports; transfers to a program, a mint or a token account
 * where a wallet is expected are refused with a reason.
 */
import { Connection, Keypair, PublicKey, StakeProgram, VersionedTransaction } from '@solana/web3.js';
import { createMint, getAssociatedTokenAddressSync, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import type { Address, Lamports } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { newId } from '../../shared/db/ids.js';
import { DEVNET_TOKENS } from '../../shared/chain/token-list.js';
import { decodeMoves } from '../../shared/transactions/amount-check.js';

const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!;
const BONK = DEVNET_TOKENS.find((t) => t.symbol === 'BONK')!;
const LAMPORTS_PER_SOL = 1_000_000_000n;

let h: Harness;
let connection: Connection;
let key: TestKey;
beforeAll(async () => {
  h = await startHarness({ localnet: true });
  connection = new Connection(h.cluster!.url, 'confirmed');
  key = await createAccountWithKey(h, { environment: 'test', scopes: ['write:intents', 'write:transactions', 'read:transactions'] });
});
afterAll(async () => {
  await h?.close();
});

function fundedWallet(sol = 10n): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), sol * LAMPORTS_PER_SOL);
  return wallet;
}

const postIntent = (wallet: Keypair, command: string) =>
  h.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command }, headers: bearer(key) });
const postBuild = (wallet: Keypair, intentId: string) =>
  h.request('/v1/transactions/build', { method: 'POST', json: { intentId, walletAddress: wallet.publicKey.toBase58() }, headers: bearer(key) });

async function buildCommand(wallet: Keypair, command: string) {
  const intent = await postIntent(wallet, command);
  expect(intent.status, JSON.stringify(intent.body)).toBe(201);
  return postBuild(wallet, intent.body.data.id);
}

const records = () => h.orm.em.fork().count(TransactionRecord, { accountId: key.accountId });

describe('amounts above u64 are refused, never wrapped', () => {
  it('refuses the 2^64 + 5 raw USDC transfer of the issue with 400 amount_out_of_range, and no build record exists', async () => {
    const wallet = fundedWallet();
    h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 10_000_000n);
    const before = await records();
    const res = await postIntent(wallet, `send 18446744073709.551621 USDC to ${Keypair.generate().publicKey.toBase58()}`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', details: { field: 'amount', reason: 'amount_out_of_range' } });
    expect(res.body.error.message).toContain('18446744073709.551615 USDC');
    // The intent is failed, not parsed: nothing can be built from it, and no build record was written.
    const stored = await h.orm.em.fork().find(Intent, { accountId: key.accountId, walletAddress: wallet.publicKey.toBase58() });
    expect(stored.map((i) => [i.status, i.type])).toEqual([['failed', null]]);
    expect((await postBuild(wallet, stored[0].id)).status).toBe(409);
    expect(await records()).toBe(before);
    const list = await h.request(`/v1/transactions?walletAddress=${wallet.publicKey.toBase58()}`, { headers: bearer(key) });
    expect(list.body.data.filter((t: { id: string }) => t.id.startsWith('tx_'))).toEqual([]);
  });

  it('refuses at build time, before any record, an intent stored with such an amount (an intent parsed before the check)', async () => {
    const wallet = fundedWallet();
    const intent = Object.assign(new Intent(), {
      id: newId('int'), accountId: key.accountId, apiKeyId: key.keyId, network: 'devnet', walletAddress: wallet.publicKey.toBase58(),
      command: 'send lots of SOL', status: 'parsed', type: 'transfer', confidence: 0.98,
      params: { token: { mint: 'So11111111111111111111111111111111111111112', symbol: 'SOL', decimals: 9 }, amount: { value: '18446744074', unit: 'token' }, recipient: Keypair.generate().publicKey.toBase58() },
    });
    await h.orm.em.fork().persistAndFlush(intent);
    const before = await records();
    const res = await postBuild(wallet, intent.id);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', details: { field: 'amount', reason: 'amount_out_of_range' } });
    expect(await records()).toBe(before);
  });

  it.each([
    ['a stake', 'stake 18446744074 SOL'],
    ['a wrap', 'wrap 99999999999 SOL'],
    ['a swap', 'swap 99999999999999999999 BONK for USDC'],
    ['a SOL transfer', 'send 18446744073.709551616 SOL to RECIPIENT'],
  ])('refuses %s above u64 with 400, not a 500 after retries', async (_name, command) => {
    const wallet = fundedWallet();
    const res = await postIntent(wallet, command.replace('RECIPIENT', Keypair.generate().publicKey.toBase58()));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.details).toEqual({ field: 'amount', reason: 'amount_out_of_range' });
  });

  it('refuses a USD amount that comes to more than u64 at build time, before any instruction', async () => {
    const wallet = fundedWallet();
    // BONK is priced by the local market: $1e16 of it is far more than 2^64 raw units.
    const res = await buildCommand(wallet, 'swap $10000000000000000 of BONK for USDC');
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.details).toEqual({ field: 'amount', reason: 'amount_out_of_range' });
    expect(BONK.decimals).toBe(5);
  });
});

describe('bigint end to end', () => {
  it('builds and lands a stake of 2^53 + 1 lamports with exactly that many lamports', async () => {
    const lamports = 2n ** 53n + 1n; // 9007199.254740993 SOL: Number() would make it 2^53
    const wallet = Keypair.generate();
    // More than the faucet holds: the wallet is written into the local ledger as genesis writes accounts.
    h.cluster!.svm.setAccount({
      address: wallet.publicKey.toBase58() as Address, programAddress: '11111111111111111111111111111111' as Address,
      lamports: (lamports + 10n * LAMPORTS_PER_SOL) as Lamports, data: new Uint8Array(0), executable: false, space: 0n,
    });
    const res = await buildCommand(wallet, 'stake 9007199.254740993 SOL');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.simulation.success, JSON.stringify(data.simulation)).toBe(true);
    expect(data.expectedOutput.breakdown.inputAmount).toBe(lamports.toString());

    // What the wallet signs carries the same lamports, to the unit.
    const tx = VersionedTransaction.deserialize(Buffer.from(data.transaction, 'base64'));
    const keys = tx.message.staticAccountKeys;
    const instructions = tx.message.compiledInstructions.map((ix) => ({
      programId: keys[ix.programIdIndex],
      keys: ix.accountKeyIndexes.map((i) => ({ pubkey: keys[i], isSigner: false, isWritable: false })),
      data: Buffer.from(ix.data),
    }));
    const created = decodeMoves(instructions as never).filter((m) => m.kind === 'system_create');
    expect(created.map((m) => 'lamports' in m && m.lamports)).toEqual([lamports]);
    const stakeAccount = new PublicKey(data.expectedOutput.breakdown.stakeAccount);
    const reserve = BigInt(data.expectedOutput.rent);
    expect(BigInt(data.expectedOutput.outputAmount)).toBe(lamports - reserve);

    tx.sign([wallet]);
    const signature = await connection.sendTransaction(tx);
    const { value } = await connection.confirmTransaction({ signature, blockhash: data.blockhash, lastValidBlockHeight: data.lastValidBlockHeight }, 'confirmed');
    expect(value.err).toBeNull();
    const account = h.cluster!.svm.getAccount(stakeAccount.toBase58() as Address);
    expect(account?.exists && BigInt(account.lamports)).toBe(lamports);
    expect(account?.exists && account.programAddress).toBe(StakeProgram.programId.toBase58());
  });
});

describe('transfers to something that is not a wallet are refused with a reason', () => {
  const refused = async (command: string, reason: string) => {
    const wallet = fundedWallet();
    h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 10_000_000n);
    const before = await records();
    const res = await buildCommand(wallet, command);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', details: { field: 'recipient', reason } });
    // A refused build is a failed record with its reason, like every refused build.
    expect(await records()).toBe(before + 1);
    const row = await h.orm.em.fork().findOneOrFail(TransactionRecord, { accountId: key.accountId }, { orderBy: { createdAt: 'desc' } });
    expect(row).toMatchObject({ status: 'failed', error: { code: 'validation_error', details: { reason } } });
    return res.body.error.message as string;
  };

  it('refuses SOL and tokens sent to a program (an executable account)', async () => {
    expect(await refused(`send 1 SOL to ${TOKEN_PROGRAM_ID.toBase58()}`, 'recipient_is_program')).toMatch(/program/);
    await refused(`send 1 USDC to ${TOKEN_PROGRAM_ID.toBase58()}`, 'recipient_is_program');
  });

  it('refuses SOL and tokens sent to a mint', async () => {
    // A mint the registry does not know, so the command reads as a transfer to that address.
    const payer = fundedWallet();
    const mint = await createMint(connection, payer, payer.publicKey, null, 6);
    await refused(`send 1 SOL to ${mint.toBase58()}`, 'recipient_is_mint');
    await refused(`send 1 USDC to ${mint.toBase58()}`, 'recipient_is_mint');
  });

  it("refuses SOL sent to a token account, naming the owner's wallet; tokens to a token account of their own mint still arrive", async () => {
    const owner = fundedWallet();
    const { tokenAccount } = h.cluster!.faucet.mintTo(owner.publicKey.toBase58(), USDC.mint, 1_000_000n);
    const message = await refused(`send 1 SOL to ${tokenAccount}`, 'recipient_is_token_account');
    expect(message).toContain(owner.publicKey.toBase58());
    await refused(`send 1 BONK to ${tokenAccount}`, 'token_account_of_other_mint');

    const wallet = fundedWallet();
    h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 5_000_000n);
    const ok = await buildCommand(wallet, `send 2 USDC to ${tokenAccount}`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.simulation.success).toBe(true);
    expect(getAssociatedTokenAddressSync(new PublicKey(USDC.mint), owner.publicKey).toBase58()).toBe(tokenAccount);
  });
});
