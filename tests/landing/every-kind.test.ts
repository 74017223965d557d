/**
 * Issue 40 (items 6 and 14): every kind of transaction the service builds, built and submitted
 * through HTTP, signed by a real @solana/web3.js wallet and landed on the local cluster; the
 * record's `actualOutput` and its transaction.confirmed webhook are checked against the balance
 * changes the test reads from the chain itself (getTransaction's pre/post balances), never
 * against the service's own figures. Also: the payer's indexed history calls a swap-and-send a
 * `swap`, with its recipient.
 *
 * Intents are written as records (type + params), as the parser stores them, so the table does
 * not depend on the parser's phrasing (tests/intents covers that).
 */
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, Transaction, VersionedTransaction, sendAndConfirmTransaction, type VersionedTransactionResponse } from '@solana/web3.js';
import { createAssociatedTokenAccountIdempotentInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, rememberPlaintext, type TestKey } from '../helpers/accounts.js';
import { eventually } from '../helpers/eventually.js';
import { WebhookReceiver } from '../webhooks/receiver.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { newId } from '../../shared/db/ids.js';
import { DEVNET_TOKENS, NATIVE_MINT, type TokenListEntry } from '../../shared/chain/token-list.js';
import type { IntentBody, TokenRef } from '../../shared/intents/intent.types.js';

const token = (symbol: string): TokenListEntry => DEVNET_TOKENS.find((t) => t.symbol === symbol)!;
const ref = (symbol: string): TokenRef => {
  const t = token(symbol);
  return { mint: t.mint, symbol: t.symbol, decimals: t.decimals };
};
const SOL: TokenRef = { mint: NATIVE_MINT, symbol: 'SOL', decimals: 9 };
const USDC = token('USDC');
const JITOSOL = token('JitoSOL');
const FEE = token('FEE'); // Token-2022 with a transfer fee

let h: Harness;
let owner: TestKey;
/** A key of another account: it lists the payer's wallet as on-chain history (no build records of its own). */
let stranger: TestKey;
let chain: Connection;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  h = await startHarness({ localnet: true, env: { WEBHOOK_RELAY_INTERVAL_MS: '50', LANDING_REBROADCAST_MS: '500', HISTORY_SWEEP_INTERVAL_MS: '1000' } });
  chain = new Connection(h.cluster!.url, 'confirmed');
  owner = await createAccountWithKey(h, { environment: 'test', tier: 'enterprise', scopes: ['admin'] });
  stranger = await createAccountWithKey(h, { environment: 'test', tier: 'enterprise', scopes: ['admin'] });
  await receiver.start();
  const res = await h.request('/v1/webhooks', { method: 'POST', headers: bearer(owner), json: { url: receiver.url } });
  expect(res.status, res.text).toBe(201);
  rememberPlaintext(res.body.data.secret);
  receiver.secrets.push(res.body.data.secret);
}, 60_000);
afterAll(async () => {
  await h?.close();
  await receiver.stop();
});

function fundedWallet(sol = 10): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), BigInt(sol) * BigInt(LAMPORTS_PER_SOL));
  return wallet;
}

async function intentOf(key: TestKey, wallet: Keypair, body: IntentBody): Promise<string> {
  const em = h.orm.em.fork();
  const intent = Object.assign(new Intent(), {
    id: newId('int'), accountId: key.accountId, apiKeyId: key.keyId, network: 'devnet', walletAddress: wallet.publicKey.toBase58(), command: 'test command',
    status: 'parsed', type: body.type, params: body.params as unknown as Record<string, unknown>, confidence: 1, details: {},
  });
  await em.persistAndFlush(intent);
  return intent.id;
}

/** Build, sign as a wallet app does (keeping a market maker's signature), submit, wait until final. */
async function land(key: TestKey, wallet: Keypair, body: IntentBody): Promise<{ built: any; record: any }> {
  const intentId = await intentOf(key, wallet, body);
  const res = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(key), json: { intentId, walletAddress: wallet.publicKey.toBase58() } });
  expect(res.status, res.text).toBe(200);
  const built = res.body.data;
  expect(built.simulation.success, JSON.stringify(built.simulation)).toBe(true);
  const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
  tx.sign([wallet]);
  const submitted = await h.request(`/v1/transactions/${built.id}/submit`, { method: 'POST', headers: { ...bearer(key), Prefer: 'wait=30' }, json: { transaction: Buffer.from(tx.serialize()).toString('base64') } });
  expect(submitted.status, submitted.text).toBe(200);
  expect(submitted.body.data.status).toBe('confirmed');
  return { built, record: submitted.body.data };
}

// --- What the chain says, read by the test from getTransaction ------------------------------

type Landed = VersionedTransactionResponse & { meta: NonNullable<VersionedTransactionResponse['meta']> };

const keysOf = (tx: Landed): string[] => [
  ...tx.transaction.message.staticAccountKeys.map((k) => k.toBase58()),
  ...(tx.meta.loadedAddresses?.writable ?? []).map((k) => k.toBase58()),
  ...(tx.meta.loadedAddresses?.readonly ?? []).map((k) => k.toBase58()),
];

/** Lamports of an account after minus before. */
function lamportsDelta(tx: Landed, address: string): bigint {
  const i = keysOf(tx).indexOf(address);
  return i < 0 ? 0n : BigInt(tx.meta.postBalances[i]) - BigInt(tx.meta.preBalances[i]);
}

/** Raw token units of `mint` held by `ownerAddress`'s token accounts, after minus before. */
function tokenDelta(tx: Landed, ownerAddress: string, mint: string): bigint {
  const sum = (list: typeof tx.meta.preTokenBalances) => (list ?? []).filter((b) => b.owner === ownerAddress && b.mint === mint).reduce((s, b) => s + BigInt(b.uiTokenAmount.amount), 0n);
  return sum(tx.meta.postTokenBalances) - sum(tx.meta.preTokenBalances);
}

/**
 * SOL that arrived in the wallet (or left it, negative) beside fees and rent: its lamport change,
 * the fee added back (it paid it), plus the rent now sitting in token accounts the transaction
 * opened (the wallet's, or a recipient's it paid for), less the rent it got back from the ones
 * it closed.
 */
function solArrived(tx: Landed, walletAddress: string): bigint {
  const keys = keysOf(tx);
  const pre = new Map((tx.meta.preTokenBalances ?? []).map((b) => [b.accountIndex, b]));
  const post = new Map((tx.meta.postTokenBalances ?? []).map((b) => [b.accountIndex, b]));
  const rentOf = (lamports: number, b: { mint: string; uiTokenAmount: { amount: string } }) => BigInt(lamports) - (b.mint === NATIVE_MINT ? BigInt(b.uiTokenAmount.amount) : 0n);
  let rent = 0n;
  for (const [i, b] of post) if (!pre.has(i)) rent += rentOf(tx.meta.postBalances[i], b);
  for (const [i, b] of pre) if (!post.has(i)) rent -= rentOf(tx.meta.preBalances[i], b);
  const fee = keys[0] === walletAddress ? BigInt(tx.meta.fee) : 0n;
  return lamportsDelta(tx, walletAddress) + fee + rent;
}

async function landedTransaction(signature: string): Promise<Landed> {
  const tx = await chain.getTransaction(signature, { maxSupportedTransactionVersion: 0, commitment: 'confirmed' });
  expect(tx?.meta, `getTransaction ${signature}`).toBeTruthy();
  return tx as Landed;
}

interface Case {
  name: string;
  /** Fund the wallet (and anything else the case needs); returns the intent and, when there is one, the recipient. */
  setup(wallet: Keypair): Promise<{ body: IntentBody; recipient?: PublicKey }>;
  /** The output as the chain shows it. */
  output(tx: Landed, wallet: string, recipient: string | undefined, built: any): bigint;
  /** The input as the chain shows it (null: none). */
  input?(tx: Landed, wallet: string): bigint | null;
}

const amount = (value: string) => ({ value, unit: 'token' as const });
const newRecipient = () => Keypair.generate().publicKey;

const cases: Case[] = [
  {
    name: 'transfer SOL to a new wallet',
    async setup() {
      const recipient = newRecipient();
      return { recipient, body: { type: 'transfer', params: { token: SOL, amount: amount('0.5'), recipient: recipient.toBase58() } } };
    },
    output: (tx, _w, r) => lamportsDelta(tx, r!),
    input: (tx, w) => -solArrived(tx, w),
  },
  {
    name: 'transfer USDC to a new wallet (its token account created)',
    async setup(wallet) {
      h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 40_000_000n);
      const recipient = newRecipient();
      return { recipient, body: { type: 'transfer', params: { token: ref('USDC'), amount: amount('12.5'), recipient: recipient.toBase58() } } };
    },
    output: (tx, _w, r) => tokenDelta(tx, r!, USDC.mint),
    input: (tx, w) => -tokenDelta(tx, w, USDC.mint),
  },
  {
    name: 'transfer a Token-2022 token with a transfer fee: the recipient gets the amount less the fee',
    async setup(wallet) {
      h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), FEE.mint, 50n * 10n ** BigInt(FEE.decimals));
      const recipient = newRecipient();
      return { recipient, body: { type: 'transfer', params: { token: ref('FEE'), amount: amount('10'), recipient: recipient.toBase58() } } };
    },
    output: (tx, _w, r) => tokenDelta(tx, r!, FEE.mint),
    input: (tx, w) => -tokenDelta(tx, w, FEE.mint),
  },
  {
    name: 'swap SOL for USDC',
    async setup() {
      return { body: { type: 'swap', params: { inputToken: SOL, outputToken: ref('USDC'), amount: amount('1.5'), amountSide: 'input', slippageBps: null } } };
    },
    output: (tx, w) => tokenDelta(tx, w, USDC.mint),
    input: (tx, w) => -solArrived(tx, w),
  },
  {
    name: 'swap USDC for SOL',
    async setup(wallet) {
      h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 100_000_000n);
      return { body: { type: 'swap', params: { inputToken: ref('USDC'), outputToken: SOL, amount: amount('40'), amountSide: 'input', slippageBps: null } } };
    },
    output: (tx, w) => solArrived(tx, w),
    input: (tx, w) => -tokenDelta(tx, w, USDC.mint),
  },
  {
    name: 'swap-and-send SOL to USDC for a new wallet: what the recipient received',
    async setup() {
      const recipient = newRecipient();
      return { recipient, body: { type: 'swap', params: { inputToken: SOL, outputToken: ref('USDC'), amount: amount('1'), amountSide: 'input', slippageBps: null, recipient: recipient.toBase58() } } };
    },
    output: (tx, _w, r) => tokenDelta(tx, r!, USDC.mint),
    input: (tx, w) => -solArrived(tx, w),
  },
  {
    name: 'swap-and-send USDC to SOL for a new wallet: the SOL it received',
    async setup(wallet) {
      h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 100_000_000n);
      const recipient = newRecipient();
      return { recipient, body: { type: 'swap', params: { inputToken: ref('USDC'), outputToken: SOL, amount: amount('50'), amountSide: 'input', slippageBps: null, recipient: recipient.toBase58() } } };
    },
    output: (tx, _w, r) => lamportsDelta(tx, r!),
    input: (tx, w) => -tokenDelta(tx, w, USDC.mint),
  },
  {
    name: 'liquid stake 2 SOL with Jito: the JitoSOL that arrived',
    async setup() {
      return { body: { type: 'stake', params: { amount: amount('2'), validator: null, liquidToken: ref('JitoSOL') } } };
    },
    output: (tx, w) => tokenDelta(tx, w, JITOSOL.mint),
    input: (tx, w) => -solArrived(tx, w),
  },
  {
    name: 'liquid unstake all JitoSOL: the SOL that arrived',
    async setup(wallet) {
      h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), JITOSOL.mint, 1_500_000_000n);
      return { body: { type: 'unstake', params: { amount: { value: null, unit: 'all' }, stakeAccount: null, liquidToken: ref('JitoSOL') } } };
    },
    output: (tx, w) => solArrived(tx, w),
    input: (tx, w) => -tokenDelta(tx, w, JITOSOL.mint),
  },
  {
    name: 'native stake 2 SOL: the lamports delegated (the stake account less its rent-exempt reserve)',
    async setup() {
      return { body: { type: 'stake', params: { amount: amount('2'), validator: null, liquidToken: null } } };
    },
    output: (tx, _w, _r, built) => lamportsDelta(tx, built.expectedOutput.breakdown.stakeAccount) - BigInt(built.expectedOutput.rent),
    input: (tx, w) => -(lamportsDelta(tx, w) + BigInt(tx.meta.fee)),
  },
  {
    name: 'wrap 0.5 SOL',
    async setup() {
      return { body: { type: 'wrap', params: { amount: amount('0.5') } } };
    },
    output: (tx, w) => tokenDelta(tx, w, NATIVE_MINT),
  },
  {
    name: 'unwrap part of the wSOL (through a temporary account)',
    async setup(wallet) {
      h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), NATIVE_MINT, 800_000_000n);
      return { body: { type: 'unwrap', params: { amount: amount('0.3') } } };
    },
    output: (tx, w) => solArrived(tx, w),
    input: (tx, w) => -tokenDelta(tx, w, NATIVE_MINT),
  },
  {
    name: 'unwrap all the wSOL (the account closes)',
    async setup(wallet) {
      h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), NATIVE_MINT, 700_000_000n);
      return { body: { type: 'unwrap', params: { amount: { value: null, unit: 'all' } } } };
    },
    output: (tx, w) => solArrived(tx, w),
    input: (tx, w) => -tokenDelta(tx, w, NATIVE_MINT),
  },
  {
    name: 'close_accounts: the lamports reclaimed',
    async setup(wallet) {
      const tx = new Transaction();
      for (const t of ['USDC', 'BONK', 'PYUSD'].map(token)) {
        const mint = new PublicKey(t.mint);
        const program = new PublicKey(t.tokenProgram);
        tx.add(createAssociatedTokenAccountIdempotentInstruction(wallet.publicKey, getAssociatedTokenAddressSync(mint, wallet.publicKey, false, program), wallet.publicKey, mint, program));
      }
      await sendAndConfirmTransaction(chain, tx, [wallet], { commitment: 'confirmed' });
      return { body: { type: 'close_accounts', params: { tokens: null } } };
    },
    output: (tx, w) => lamportsDelta(tx, w) + BigInt(tx.meta.fee),
  },
];

describe('actualOutput is what landed, for every kind (read back from the chain)', () => {
  it.each(cases)('$name', async (c) => {
    const wallet = fundedWallet(10);
    const walletAddress = wallet.publicKey.toBase58();
    const { body, recipient } = await c.setup(wallet);
    // A test key has 100 requests a day: a fresh one per case.
    const key = await addKey(h, owner.accountId, { environment: 'test', scopes: ['admin'] });
    const { built, record } = await land(key, wallet, body);
    const tx = await landedTransaction(record.signature);
    const output = c.output(tx, walletAddress, recipient?.toBase58(), built);
    expect(output, 'the chain shows something arrived').toBeGreaterThan(0n);

    const actual = record.actualOutput;
    expect(actual, JSON.stringify(record)).toBeTruthy();
    expect(actual).toMatchObject({ signature: record.signature, slot: tx.slot, fee: tx.meta.fee, outputAmount: output.toString() });
    if (c.input) expect(actual.inputAmount).toBe(String(c.input(tx, walletAddress)));
    if (recipient) {
      expect(actual.recipient).toMatchObject({ address: recipient.toBase58(), mint: built.expectedOutput.outputToken.mint, delta: output.toString() });
    }
    if (body.type === 'close_accounts') expect(actual.reclaimedLamports).toBe(output.toString());
    // The wallet's own SOL change, as the chain shows it, is in `changes`.
    const sol = actual.changes.find((x: any) => x.native);
    expect(BigInt(sol?.delta ?? '0')).toBe(lamportsDelta(tx, walletAddress));

    // GET answers the same, and the webhook carries it.
    const read = await h.request(`/v1/transactions/${built.id}`, { headers: bearer(key) });
    expect(read.body.data.actualOutput).toEqual(actual);
    const [event] = await receiver.waitFor((r) => r.payload.type === 'transaction.confirmed' && r.payload.data.id === built.id, 'transaction.confirmed');
    expect(event.payload.data.actualOutput).toEqual(actual);
  }, 90_000);
});

describe('settled by the wallet indexer (the client sent it itself)', () => {
  it('a swap-and-send: actualOutput is what the recipient received, read from the indexed history', async () => {
    const key = await addKey(h, owner.accountId, { environment: 'test', scopes: ['admin'] });
    const wallet = fundedWallet(5);
    const walletAddress = wallet.publicKey.toBase58();
    const recipient = newRecipient();
    const intentId = await intentOf(key, wallet, { type: 'swap', params: { inputToken: SOL, outputToken: ref('USDC'), amount: amount('1'), amountSide: 'input', slippageBps: null, recipient: recipient.toBase58() } });
    const res = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(key), json: { intentId, walletAddress } });
    expect(res.status, res.text).toBe(200);
    const built = res.body.data;
    const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
    tx.sign([wallet]);
    const signature = await chain.sendRawTransaction(tx.serialize(), { skipPreflight: true });
    // Listing the wallet indexes it; the indexer settles the record from the history.
    await h.request(`/v1/transactions?walletAddress=${walletAddress}`, { headers: bearer(key) });
    const final = await eventually(async () => (await h.request(`/v1/transactions/${built.id}`, { headers: bearer(key) })).body.data, (r) => r.status !== 'built', 30_000, 500);
    expect(final).toMatchObject({ status: 'confirmed', signature });
    const landed = await landedTransaction(signature);
    const received = tokenDelta(landed, recipient.toBase58(), USDC.mint);
    expect(received).toBeGreaterThan(0n);
    expect(final.actualOutput).toMatchObject({ signature, outputAmount: received.toString(), inputAmount: String(-solArrived(landed, walletAddress)), recipient: { address: recipient.toBase58(), delta: received.toString() } });
    const [event] = await receiver.waitFor((r) => r.payload.type === 'transaction.confirmed' && r.payload.data.id === built.id, 'transaction.confirmed');
    expect(event.payload.data.actualOutput).toEqual(final.actualOutput);
  }, 90_000);
});

describe("the payer's history", () => {
  it('calls a swap-and-send a swap, with its recipient and what the recipient received', async () => {
    const wallet = fundedWallet(5);
    const walletAddress = wallet.publicKey.toBase58();
    const recipient = newRecipient();
    const { record } = await land(owner, wallet, { type: 'swap', params: { inputToken: SOL, outputToken: ref('USDC'), amount: amount('1'), amountSide: 'input', slippageBps: null, recipient: recipient.toBase58() } });
    const tx = await landedTransaction(record.signature);
    const key = await addKey(h, stranger.accountId, { environment: 'test', scopes: ['admin'] });
    // Another account has no build record of it: it sees the wallet's indexed on-chain item.
    const item = await eventually(async () => {
      const res = await h.request(`/v1/transactions?walletAddress=${walletAddress}&limit=100`, { headers: bearer(key) });
      expect(res.status, res.text).toBe(200);
      return res.body.data.find((i: any) => i.signature === record.signature);
    }, (i) => i !== undefined, 30_000, 500);
    expect(item).toMatchObject({
      kind: 'onchain', type: 'swap',
      recipient: { address: recipient.toBase58(), tokenAccount: getAssociatedTokenAddressSync(new PublicKey(USDC.mint), recipient, true).toBase58(), mint: USDC.mint, native: false, delta: tokenDelta(tx, recipient.toBase58(), USDC.mint).toString() },
    });
    // A plain transfer out names its recipient too, and stays a transfer.
    const to = newRecipient();
    const sent = await land(owner, wallet, { type: 'transfer', params: { token: SOL, amount: amount('0.25'), recipient: to.toBase58() } });
    const listed = await eventually(async () => {
      const res = await h.request(`/v1/transactions?walletAddress=${walletAddress}&limit=100`, { headers: bearer(key) });
      return res.body.data.find((i: any) => i.signature === sent.record.signature);
    }, (i) => i !== undefined, 30_000, 500);
    expect(listed).toMatchObject({ type: 'transfer', recipient: { address: to.toBase58(), tokenAccount: null, native: true, delta: String(0.25 * LAMPORTS_PER_SOL) } });
  }, 90_000);
});
