/**
 * Issue 40, point 11: close_accounts is bounded and leaves confidential-transfer accounts alone.
 * - A Token-2022 account configured for confidential transfers (ConfidentialTransferAccount
 *   extension) is never closed: CloseAccount would fail while its encrypted balances exist.
 * - A wallet with many empty accounts of tokens nobody knows: only the tokens of the accounts
 *   the transaction closes are looked up (each lookup of an unknown mint is a chain read and a
 *   learned-token row), not every one the wallet holds.
 * Intents are written as records, as the parser stores them; builds go through HTTP on the
 * local cluster.
 */
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { ACCOUNT_SIZE, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, createAssociatedTokenAccountIdempotentInstruction, createInitializeAccount3Instruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import type { Address, Lamports } from '@solana/kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { Token } from '../../shared/db/entities/token.entity.js';
import { newId } from '../../shared/db/ids.js';
import { DEVNET_TOKENS } from '../../shared/chain/token-list.js';
import type { IntentBody } from '../../shared/intents/intent.types.js';

let h: Harness;
let key: TestKey;
let chain: Connection;

beforeAll(async () => {
  h = await startHarness({ localnet: true });
  chain = new Connection(h.cluster!.url, 'confirmed');
  key = await createAccountWithKey(h, { environment: 'test', tier: 'enterprise', scopes: ['admin'] });
}, 60_000);
beforeEach(async () => {
  key = await addKey(h, key.accountId, { environment: 'test', scopes: ['admin'] });
});
afterAll(async () => {
  await h?.close();
});

function fundedWallet(sol = 10): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), BigInt(sol) * BigInt(LAMPORTS_PER_SOL));
  return wallet;
}

async function buildRaw(wallet: Keypair, body: IntentBody) {
  const em = h.orm.em.fork();
  const intent = Object.assign(new Intent(), {
    id: newId('int'), accountId: key.accountId, apiKeyId: key.keyId, network: 'devnet', walletAddress: wallet.publicKey.toBase58(), command: 'close my empty token accounts',
    status: 'parsed', type: body.type, params: body.params as unknown as Record<string, unknown>, confidence: 1, details: {},
  });
  await em.persistAndFlush(intent);
  return h.request('/v1/transactions/build', { method: 'POST', headers: bearer(key), json: { intentId: intent.id, walletAddress: wallet.publicKey.toBase58() } });
}

const CONFIDENTIAL_TRANSFER_ACCOUNT = 5;
const CONFIDENTIAL_TRANSFER_ACCOUNT_LEN = 295;

describe('close_accounts', () => {
  it('leaves an empty Token-2022 account configured for confidential transfers alone (422 when it is the only one)', async () => {
    const wallet = fundedWallet(2);
    const pyusd = DEVNET_TOKENS.find((t) => t.symbol === 'PYUSD')!;
    const mint = new PublicKey(pyusd.mint);
    const ata = getAssociatedTokenAddressSync(mint, wallet.publicKey, false, TOKEN_2022_PROGRAM_ID);
    await sendAndConfirmTransaction(chain, new Transaction().add(createAssociatedTokenAccountIdempotentInstruction(wallet.publicKey, ata, wallet.publicKey, mint, TOKEN_2022_PROGRAM_ID)), [wallet], { commitment: 'confirmed' });
    // The account as a wallet's ConfigureAccount leaves it: a ConfidentialTransferAccount
    // extension (zero encrypted balances) after its other extensions.
    const info = (await chain.getAccountInfo(ata))!;
    const tlv = Buffer.alloc(4 + CONFIDENTIAL_TRANSFER_ACCOUNT_LEN);
    tlv.writeUInt16LE(CONFIDENTIAL_TRANSFER_ACCOUNT, 0);
    tlv.writeUInt16LE(CONFIDENTIAL_TRANSFER_ACCOUNT_LEN, 2);
    tlv[4] = 1; // approved
    const data = new Uint8Array(Buffer.concat([info.data, tlv]));
    h.cluster!.svm.setAccount({
      address: ata.toBase58() as Address, programAddress: TOKEN_2022_PROGRAM_ID.toBase58() as Address,
      lamports: h.cluster!.svm.minimumBalanceForRentExemption(BigInt(data.length)) as Lamports, data, executable: false, space: BigInt(data.length),
    });

    const res = await buildRaw(wallet, { type: 'close_accounts', params: { tokens: null } } as IntentBody);
    expect(res.status, res.text).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'nothing_to_do', details: { reason: 'no_empty_accounts', skipped: { confidential_transfer: 1 } } });
    expect(res.body.error.message).toMatch(/confidential transfers/);
    expect(await chain.getAccountInfo(ata)).not.toBeNull();
  });

  it('60 empty accounts of unknown tokens: only the tokens of the accounts it closes are looked up', async () => {
    const wallet = fundedWallet(5);
    const mints: string[] = [];
    for (let i = 0; i < 60; i++) mints.push((h.cluster!.call('localnet_createToken', [{ symbol: `SPAM${i}`, name: `Spam ${i}`, decimals: 6 }]) as { mint: string }).mint);
    const rent = await chain.getMinimumBalanceForRentExemption(ACCOUNT_SIZE);
    for (let i = 0; i < mints.length; i += 3) {
      const accounts = mints.slice(i, i + 3).map((m) => ({ keypair: Keypair.generate(), mint: new PublicKey(m) }));
      const tx = new Transaction();
      for (const a of accounts) {
        tx.add(SystemProgram.createAccount({ fromPubkey: wallet.publicKey, newAccountPubkey: a.keypair.publicKey, lamports: rent, space: ACCOUNT_SIZE, programId: TOKEN_PROGRAM_ID }), createInitializeAccount3Instruction(a.keypair.publicKey, a.mint, wallet.publicKey));
      }
      await sendAndConfirmTransaction(chain, tx, [wallet, ...accounts.map((a) => a.keypair)], { commitment: 'confirmed' });
    }
    const res = await buildRaw(wallet, { type: 'close_accounts', params: { tokens: null } } as IntentBody);
    expect(res.status, res.text).toBe(200);
    const { closedAccounts, remainingAccounts } = res.body.data.expectedOutput.breakdown;
    expect(closedAccounts.length + remainingAccounts).toBe(60);
    expect(remainingAccounts).toBeGreaterThan(0);
    // Every closed account is named (its token was read), and no other mint was.
    expect(closedAccounts.every((c: { symbol: string | null }) => /^SPAM\d+$/.test(c.symbol ?? ''))).toBe(true);
    const learned = await h.orm.em.fork().find(Token, { network: 'devnet', mint: { $in: mints } });
    expect(learned.map((t) => t.mint).sort()).toEqual(closedAccounts.map((c: { mint: string }) => c.mint).sort());
  }, 90_000);
});
