import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddressLookupTableProgram,
  Authorized,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  StakeProgram,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import {
  ACCOUNT_SIZE,
  createAssociatedTokenAccountIdempotentInstruction,
  createCloseAccountInstruction,
  createInitializeAccount3Instruction,
  createSyncNativeInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_PROGRAM_ID as TOKEN_PROGRAM,
} from '@solana/spl-token';
import { loadConfig } from '../../config/index.js';
import { ChainClients } from '../../shared/chain/rpc.js';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { DEVNET_TOKENS, NATIVE_MINT } from '../../shared/chain/token-list.js';
import { createOrm, type Orm } from '../../shared/db/orm.js';
import { WalletIndexState } from '../../shared/db/entities/wallet-index-state.entity.js';
import { WalletTransaction } from '../../shared/db/entities/wallet-transaction.entity.js';
import { isAppError } from '../../shared/errors/app-error.js';
import { messageHash } from '../../shared/indexer/transaction-summary.js';
import { WalletIndexer, type IndexPageResult } from '../../shared/indexer/wallet-indexer.js';
import { fundedKeypair, sendConfirmed } from '../localnet/cluster-helpers.js';
import { fileDatabaseUrl } from '../helpers/file-database.js';

const MEMO_PROGRAM = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const FEE = 5000;
const SLOTS_PER_EPOCH = 32;
const token = (symbol: string) => {
  const entry = DEVNET_TOKENS.find((t) => t.symbol === symbol);
  if (!entry) throw new Error(`no ${symbol} in DEVNET_TOKENS`);
  return { mint: new PublicKey(entry.mint), decimals: entry.decimals };
};
const USDC = token('USDC');
const BONK = token('BONK');
const WSOL = new PublicKey(NATIVE_MINT);
const sol = (delta: number | bigint) => ({ mint: NATIVE_MINT, native: true, delta: String(delta), decimals: 9 });
const tokenChange = (t: { mint: PublicKey; decimals: number }, delta: number | bigint) => ({ mint: t.mint.toBase58(), native: false, delta: String(delta), decimals: t.decimals });

let orm: Orm;
let cluster: LocalCluster;
let connection: Connection;
let chain: ChainClients;
let indexer: WalletIndexer;
const wallets: string[] = [];

beforeAll(async () => {
  orm = await createOrm({ ...loadConfig(undefined, { NODE_ENV: 'test' }), databaseUrl: await fileDatabaseUrl() });
  // Slots move only when a test advances them; short epochs let a stake be deactivated.
  cluster = await startLocalCluster({ port: 0, slotMs: 3_600_000, slotsPerEpoch: SLOTS_PER_EPOCH });
  connection = new Connection(cluster.url, 'confirmed');
  chain = new ChainClients({ mainnet: 'http://127.0.0.1:1', devnet: cluster.url }, 5000, 0);
  indexer = new WalletIndexer({ orm, chain });
});

afterAll(async () => {
  const em = orm.em.fork();
  await em.nativeDelete(WalletTransaction, { network: 'devnet', walletAddress: { $in: wallets } });
  await em.nativeDelete(WalletIndexState, { network: 'devnet', walletAddress: { $in: wallets } });
  await cluster.close();
  await orm.close();
});

/** A fresh wallet funded by the faucet (its first transaction), removed from the database at the end. */
async function newWallet(solAmount = 10): Promise<Keypair> {
  const wallet = await fundedKeypair(connection, solAmount);
  wallets.push(wallet.publicKey.toBase58());
  return wallet;
}

async function storedRows(wallet: Keypair): Promise<WalletTransaction[]> {
  return orm.em.fork().find(WalletTransaction, { network: 'devnet', walletAddress: wallet.publicKey.toBase58() }, { orderBy: { slot: 'desc', signature: 'desc' } });
}

async function chainSignatures(wallet: Keypair): Promise<string[]> {
  return (await connection.getSignaturesForAddress(wallet.publicKey, {}, 'confirmed')).map((s) => s.signature);
}

/** The wallet's stored signatures equal its on-chain ones (sorted: many share a slot here). */
async function expectComplete(wallet: Keypair): Promise<void> {
  expect((await storedRows(wallet)).map((r) => r.signature).sort()).toEqual((await chainSignatures(wallet)).sort());
}

/** indexPage until hasMore is false; returns every result. */
async function indexAll(wallet: Keypair, pageSize?: number, using = indexer): Promise<IndexPageResult[]> {
  const results: IndexPageResult[] = [];
  for (let i = 0; i < 100; i++) {
    const result = await using.indexPage({ network: 'devnet', walletAddress: wallet.publicKey.toBase58(), pageSize });
    results.push(result);
    if (!result.hasMore) return results;
  }
  throw new Error('indexing did not finish in 100 pages');
}

/** Transfers of distinct amounts from the wallet, one transaction each. */
async function sendTransfers(wallet: Keypair, count: number): Promise<string[]> {
  const signatures: string[] = [];
  for (let i = 0; i < count; i++) {
    signatures.push(await sendConfirmed(connection, [SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1_000_000 + i })], [wallet]));
  }
  return signatures;
}

const memo = (signer: PublicKey, text: string) => new TransactionInstruction({ programId: MEMO_PROGRAM, keys: [{ pubkey: signer, isSigner: true, isWritable: false }], data: Buffer.from(text) });

describe('WalletIndexer: what each transaction is, for the wallet', () => {
  it('stores each transaction once with its type, exact balance changes, fee and message hash', async () => {
    const wallet = await newWallet(10);
    const me = wallet.publicKey;
    const rent = await connection.getMinimumBalanceForRentExemption(ACCOUNT_SIZE);
    const counterparty = await fundedKeypair(connection, 5);
    cluster.faucet.mintTo(counterparty.publicKey.toBase58(), USDC.mint.toBase58(), 1_000_000_000n);
    cluster.faucet.mintTo(counterparty.publicKey.toBase58(), BONK.mint.toBase58(), 50_000_000n);
    const [myUsdc, myBonk, myWsol] = [USDC, BONK, { mint: WSOL }].map((t) => getAssociatedTokenAddressSync(t.mint, me));
    const [theirUsdc, theirBonk] = [USDC, BONK].map((t) => getAssociatedTokenAddressSync(t.mint, counterparty.publicKey));
    const expected = new Map<string, Partial<WalletTransaction>>();
    const [airdrop] = await chainSignatures(wallet);
    expected.set(airdrop, { type: 'transfer', status: 'success', changes: [sol(10 * LAMPORTS_PER_SOL)], feePayer: cluster.faucetAuthority });

    // SOL out, as the service builds transactions: v0, hashed before signing.
    const { blockhash } = await connection.getLatestBlockhash();
    const v0 = new VersionedTransaction(new TransactionMessage({
      payerKey: me, recentBlockhash: blockhash, instructions: [SystemProgram.transfer({ fromPubkey: me, toPubkey: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL / 2 })],
    }).compileToV0Message());
    const builtHash = messageHash(v0.message.serialize());
    v0.sign([wallet]);
    const solOut = await connection.sendTransaction(v0);
    await connection.confirmTransaction({ signature: solOut, blockhash, lastValidBlockHeight: (await connection.getLatestBlockhash()).lastValidBlockHeight }, 'confirmed');
    expected.set(solOut, { type: 'transfer', changes: [sol(-(LAMPORTS_PER_SOL / 2) - FEE)], messageHash: builtHash, feePayer: me.toBase58(), fee: FEE });

    // USDC in: the sender creates the wallet's token account and pays for it.
    const usdcIn = await sendConfirmed(connection, [
      createAssociatedTokenAccountIdempotentInstruction(counterparty.publicKey, myUsdc, me, USDC.mint),
      createTransferCheckedInstruction(theirUsdc, USDC.mint, myUsdc, counterparty.publicKey, 25_000_000, USDC.decimals),
    ], [counterparty]);
    expected.set(usdcIn, { type: 'transfer', changes: [tokenChange(USDC, 25_000_000)], feePayer: counterparty.publicKey.toBase58() });

    // USDC out, the wallet paying for the recipient's token account: the rent is not a second asset.
    const recipient = Keypair.generate().publicKey;
    const recipientUsdc = getAssociatedTokenAddressSync(USDC.mint, recipient);
    const usdcOut = await sendConfirmed(connection, [
      createAssociatedTokenAccountIdempotentInstruction(me, recipientUsdc, recipient, USDC.mint),
      createTransferCheckedInstruction(myUsdc, USDC.mint, recipientUsdc, me, 5_000_000, USDC.decimals),
    ], [wallet]);
    expected.set(usdcOut, { type: 'transfer', changes: [sol(-rent - FEE), tokenChange(USDC, -5_000_000)] });

    // Wrap: token account, SOL into it, SyncNative.
    const wrap = await sendConfirmed(connection, [
      createAssociatedTokenAccountIdempotentInstruction(me, myWsol, me, WSOL),
      SystemProgram.transfer({ fromPubkey: me, toPubkey: myWsol, lamports: LAMPORTS_PER_SOL }),
      createSyncNativeInstruction(myWsol),
    ], [wallet]);
    expected.set(wrap, { type: 'wrap', changes: [sol(-LAMPORTS_PER_SOL - rent - FEE), { mint: NATIVE_MINT, native: false, delta: String(LAMPORTS_PER_SOL), decimals: 9 }] });

    // Partial unwrap, as the service builds it: wSOL through a temporary account opened and
    // closed in the same transaction. It is an unwrap.
    const temporary = await PublicKey.createWithSeed(me, 'unwrap-0', TOKEN_PROGRAM);
    const partialUnwrap = await sendConfirmed(connection, [
      SystemProgram.createAccountWithSeed({ fromPubkey: me, newAccountPubkey: temporary, basePubkey: me, seed: 'unwrap-0', lamports: rent, space: ACCOUNT_SIZE, programId: TOKEN_PROGRAM }),
      createInitializeAccount3Instruction(temporary, WSOL, me),
      createTransferCheckedInstruction(myWsol, WSOL, temporary, me, 0.4 * LAMPORTS_PER_SOL, 9),
      createCloseAccountInstruction(temporary, me, me),
    ], [wallet]);
    expected.set(partialUnwrap, { type: 'unwrap', changes: [sol(0.4 * LAMPORTS_PER_SOL - FEE), { mint: NATIVE_MINT, native: false, delta: String(-0.4 * LAMPORTS_PER_SOL), decimals: 9 }] });

    // Unwrap: close the wSOL account into the wallet.
    const unwrap = await sendConfirmed(connection, [createCloseAccountInstruction(myWsol, me, me)], [wallet]);
    expected.set(unwrap, { type: 'unwrap', changes: [sol(0.6 * LAMPORTS_PER_SOL + rent - FEE), { mint: NATIVE_MINT, native: false, delta: String(-0.6 * LAMPORTS_PER_SOL), decimals: 9 }] });

    // Swap: USDC for BONK with the counterparty, both signing; the wallet pays both signatures.
    const swap = await sendConfirmed(connection, [
      createAssociatedTokenAccountIdempotentInstruction(counterparty.publicKey, myBonk, me, BONK.mint),
      createTransferCheckedInstruction(myUsdc, USDC.mint, theirUsdc, me, 10_000_000, USDC.decimals),
      createTransferCheckedInstruction(theirBonk, BONK.mint, myBonk, counterparty.publicKey, 30_000_000, BONK.decimals),
    ], [wallet, counterparty]);
    // Changes list SOL first, then mints in order (USDC's 4zMM… before BONK's DezX…).
    expected.set(swap, { type: 'swap', fee: 2 * FEE, changes: [sol(-2 * FEE), tokenChange(USDC, -10_000_000), tokenChange(BONK, 30_000_000)] });

    // SOL for USDC the way DEX routes do it: wrap on the way in, unwrap (close) on the way out.
    // It is a swap, though it wraps and closes a wSOL account.
    const theirWsol = getAssociatedTokenAddressSync(WSOL, counterparty.publicKey);
    const routedSwap = await sendConfirmed(connection, [
      createAssociatedTokenAccountIdempotentInstruction(me, myWsol, me, WSOL),
      SystemProgram.transfer({ fromPubkey: me, toPubkey: myWsol, lamports: 0.3 * LAMPORTS_PER_SOL }),
      createSyncNativeInstruction(myWsol),
      createAssociatedTokenAccountIdempotentInstruction(counterparty.publicKey, theirWsol, counterparty.publicKey, WSOL),
      createTransferCheckedInstruction(myWsol, WSOL, theirWsol, me, 0.3 * LAMPORTS_PER_SOL, 9),
      createTransferCheckedInstruction(theirUsdc, USDC.mint, myUsdc, counterparty.publicKey, 7_000_000, USDC.decimals),
      createCloseAccountInstruction(myWsol, me, me),
    ], [wallet, counterparty]);
    expected.set(routedSwap, { type: 'swap', fee: 2 * FEE, changes: [sol(-0.3 * LAMPORTS_PER_SOL - 2 * FEE), tokenChange(USDC, 7_000_000)] });

    // All the BONK out, closing the emptied account: the rent refunded is not a second asset.
    const bonkOut = await sendConfirmed(connection, [
      createTransferCheckedInstruction(myBonk, BONK.mint, theirBonk, me, 30_000_000, BONK.decimals),
      createCloseAccountInstruction(myBonk, me, me),
    ], [wallet]);
    expected.set(bonkOut, { type: 'transfer', changes: [sol(rent - FEE), tokenChange(BONK, -30_000_000)] });

    // Stake: a seed-derived stake account, initialized and delegated; then deactivated.
    const stakeAccount = await PublicKey.createWithSeed(me, 'stake:0', StakeProgram.programId);
    const stake = await sendConfirmed(connection, [
      ...StakeProgram.createAccountWithSeed({ fromPubkey: me, stakePubkey: stakeAccount, basePubkey: me, seed: 'stake:0', authorized: new Authorized(me, me), lamports: 2 * LAMPORTS_PER_SOL }).instructions,
      ...StakeProgram.delegate({ stakePubkey: stakeAccount, authorizedPubkey: me, votePubkey: new PublicKey(cluster.validatorVoteAccount) }).instructions,
    ], [wallet]);
    expected.set(stake, { type: 'stake', changes: [sol(-2 * LAMPORTS_PER_SOL - FEE)] });
    cluster.advanceSlots(SLOTS_PER_EPOCH);
    const unstake = await sendConfirmed(connection, StakeProgram.deactivate({ stakePubkey: stakeAccount, authorizedPubkey: me }).instructions, [wallet]);
    expected.set(unstake, { type: 'unstake', changes: [sol(-FEE)] });

    // Only a memo: nothing but the fee moved.
    const memoOnly = await sendConfirmed(connection, [memo(me, 'hello')], [wallet]);
    expected.set(memoOnly, { type: 'other', changes: [sol(-FEE)] });

    // Failed (sent without preflight): keeps its type by instruction, only the fee moved.
    const failing = new Transaction({ feePayer: me, ...(await connection.getLatestBlockhash()) })
      .add(SystemProgram.transfer({ fromPubkey: me, toPubkey: Keypair.generate().publicKey, lamports: 500 * LAMPORTS_PER_SOL }));
    failing.sign(wallet);
    const failed = await connection.sendRawTransaction(failing.serialize(), { skipPreflight: true });
    expected.set(failed, { type: 'transfer', status: 'failed', err: { InstructionError: [0, { Custom: 1 }] }, changes: [sol(-FEE)], messageHash: messageHash(failing.serializeMessage()) });

    const onChain = await chainSignatures(wallet);
    expect(onChain.sort()).toEqual([...expected.keys()].sort());

    const first = await indexer.indexPage({ network: 'devnet', walletAddress: me.toBase58() });
    expect(first).toEqual({ stored: expected.size, skippedDuplicates: 0, hasMore: false });
    const rows = await storedRows(wallet);
    expect(rows).toHaveLength(expected.size);
    const bySignature = new Map(rows.map((r) => [r.signature, r]));
    for (const [signature, want] of expected) {
      const row = bySignature.get(signature)!;
      expect(row, `${want.type} ${signature}`).toMatchObject({ status: 'success', err: null, fee: FEE, feePayer: me.toBase58(), ...want });
    }
    // Slot, time and hash come from the chain as it reports them.
    const landed = await connection.getTransaction(stake, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    expect(bySignature.get(stake)).toMatchObject({ slot: landed!.slot, blockTime: new Date(landed!.blockTime! * 1000), messageHash: messageHash(landed!.transaction.message.serialize()) });
    await expectComplete(wallet);
  });

  it('finds the wallet when a v0 transaction loads it from an address lookup table', async () => {
    const wallet = await newWallet(1);
    const sender = await fundedKeypair(connection, 2);
    const [createTable, table] = AddressLookupTableProgram.createLookupTable({ authority: sender.publicKey, payer: sender.publicKey, recentSlot: await connection.getSlot() });
    await sendConfirmed(connection, [createTable, AddressLookupTableProgram.extendLookupTable({ lookupTable: table, authority: sender.publicKey, payer: sender.publicKey, addresses: [wallet.publicKey] })], [sender]);
    cluster.advanceSlots(1);
    const lookupTable = (await connection.getAddressLookupTable(table)).value!;
    const latest = await connection.getLatestBlockhash();
    const tx = new VersionedTransaction(new TransactionMessage({
      payerKey: sender.publicKey, recentBlockhash: latest.blockhash, instructions: [SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: wallet.publicKey, lamports: LAMPORTS_PER_SOL / 4 })],
    }).compileToV0Message([lookupTable]));
    expect(tx.message.addressTableLookups).toHaveLength(1);
    const hash = messageHash(tx.message.serialize());
    tx.sign([sender]);
    const signature = await connection.sendTransaction(tx);
    await connection.confirmTransaction({ signature, ...latest }, 'confirmed');

    await indexAll(wallet);
    const row = (await storedRows(wallet)).find((r) => r.signature === signature);
    expect(row).toMatchObject({ type: 'transfer', feePayer: sender.publicKey.toBase58(), messageHash: hash, changes: [sol(LAMPORTS_PER_SOL / 4)] });
  });

  it('stores nothing twice: indexing again, or from scratch, inserts no row', async () => {
    const wallet = await newWallet(2);
    await sendTransfers(wallet, 3);
    expect(await indexAll(wallet)).toEqual([{ stored: 4, skippedDuplicates: 0, hasMore: false }]);
    expect(await indexer.indexPage({ network: 'devnet', walletAddress: wallet.publicKey.toBase58() })).toEqual({ stored: 0, skippedDuplicates: 0, hasMore: false });

    // Forget the cursors: the whole history is read again and every row is already there.
    await orm.em.fork().nativeDelete(WalletIndexState, { network: 'devnet', walletAddress: wallet.publicKey.toBase58() });
    expect(await indexAll(wallet)).toEqual([{ stored: 0, skippedDuplicates: 4, hasMore: false }]);
    expect(await storedRows(wallet)).toHaveLength(4);
  });

  it('stores only what is new when more transactions arrive', async () => {
    const wallet = await newWallet(2);
    await sendTransfers(wallet, 2);
    await indexAll(wallet);
    const before = new Map((await storedRows(wallet)).map((r) => [r.signature, r.indexedAt.getTime()]));
    const arrived = await sendTransfers(wallet, 2);
    expect(await indexAll(wallet)).toEqual([{ stored: 2, skippedDuplicates: 0, hasMore: false }]);
    await expectComplete(wallet);
    for (const r of await storedRows(wallet)) {
      if (arrived.includes(r.signature)) expect(before.has(r.signature)).toBe(false);
      else expect(r.indexedAt.getTime()).toBe(before.get(r.signature));
    }
  });
});

describe('WalletIndexer: bounded, resumable pages', () => {
  it('indexes ~8 transactions two at a time, each exactly once, none skipped', async () => {
    const wallet = await newWallet(2);
    await sendTransfers(wallet, 7);
    const results = await indexAll(wallet, 2);
    expect(results.map((r) => r.stored)).toEqual([2, 2, 2, 2, 0]);
    expect(results.map((r) => r.hasMore)).toEqual([true, true, true, true, false]);
    await expectComplete(wallet);
    const state = await orm.em.fork().findOneOrFail(WalletIndexState, { network: 'devnet', walletAddress: wallet.publicKey.toBase58() });
    expect(state).toMatchObject({ newestSignature: (await chainSignatures(wallet))[0], backfillDone: true, catchupBefore: null, catchupUntil: null });
  });

  it('stops backfilling older history at maxBackfill stored transactions, and still indexes new ones', async () => {
    const wallet = await newWallet(2);
    await sendTransfers(wallet, 7); // 8 with the airdrop
    const bounded = new WalletIndexer({ orm, chain, maxBackfill: 3 });
    const results = await indexAll(wallet, 2, bounded);
    expect(results.map((r) => r.stored)).toEqual([2, 2, 0]); // newest page, one backfill page, then full
    await sendTransfers(wallet, 1);
    const next = await indexAll(wallet, 2, bounded);
    expect(next.map((r) => r.stored)).toEqual([1]);
    const stored = await orm.em.fork().count(WalletTransaction, { network: 'devnet', walletAddress: wallet.publicKey.toBase58() });
    expect(stored).toBe(5);
  });

  it('catches up on more than a page of new transactions, even while more keep arriving', async () => {
    const wallet = await newWallet(2);
    await sendTransfers(wallet, 2);
    await indexAll(wallet, 2);
    await sendTransfers(wallet, 5);
    const first = await indexer.indexPage({ network: 'devnet', walletAddress: wallet.publicKey.toBase58(), pageSize: 2 });
    expect(first).toEqual({ stored: 2, skippedDuplicates: 0, hasMore: true });
    // A catch-up window is open below the two newest; three more land above them meanwhile.
    await sendTransfers(wallet, 3);
    // This run closes the window; the three newer ones are the next run's (hasMore was false).
    const closing = await indexAll(wallet, 2);
    expect(closing.map((r) => r.stored)).toEqual([2, 1]);
    const next = await indexAll(wallet, 2);
    expect(next.map((r) => r.stored)).toEqual([2, 1]);
    expect([...closing, ...next].every((r) => r.skippedDuplicates === 0)).toBe(true);
    await expectComplete(wallet);
  });

  it('resumes after a crash in the middle of a page: that page is repeated, nothing skipped or doubled', async () => {
    const wallet = await newWallet(2);
    await sendTransfers(wallet, 6);
    // The RPC connection fails on the second transaction of the second page (one at a time).
    let fetches = 0;
    const real = chain.connection('devnet');
    const crashing = new Proxy(real, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop === 'getTransaction') {
          return (...args: unknown[]) => (++fetches === 5 ? Promise.reject(new Error('connection reset')) : value.apply(target, args));
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const crashingIndexer = new WalletIndexer({ orm, chain: { connection: () => crashing }, fetchConcurrency: 1 });
    const walletAddress = wallet.publicKey.toBase58();

    expect(await crashingIndexer.indexPage({ network: 'devnet', walletAddress, pageSize: 3 })).toEqual({ stored: 3, skippedDuplicates: 0, hasMore: true });
    const cursors = await orm.em.fork().findOneOrFail(WalletIndexState, { network: 'devnet', walletAddress });
    const crash = await crashingIndexer.indexPage({ network: 'devnet', walletAddress, pageSize: 3 }).catch((err: unknown) => err);
    expect(isAppError(crash) && crash.code).toBe('upstream_error');
    // Nothing of the failed page was written, and the cursors did not move.
    expect(await storedRows(wallet)).toHaveLength(3);
    expect(await orm.em.fork().findOneOrFail(WalletIndexState, { network: 'devnet', walletAddress })).toEqual(cursors);

    const resumed = await indexAll(wallet, 3);
    expect(resumed.map((r) => r.stored)).toEqual([3, 1]);
    await expectComplete(wallet);
  });

  it('lets concurrent runs on one wallet race without doubling a row', async () => {
    const wallet = await newWallet(2);
    await sendTransfers(wallet, 5);
    const walletAddress = wallet.publicKey.toBase58();
    // Hold every run's first listing until all three have read the cursors (none yet).
    let arrived = 0;
    let release!: () => void;
    const allArrived = new Promise<void>((resolve) => { release = resolve; });
    const real = chain.connection('devnet');
    const barrier = new Proxy(real, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop === 'getSignaturesForAddress') {
          return async (...args: unknown[]) => {
            if (++arrived === 3) release();
            await allArrived;
            return value.apply(target, args);
          };
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const racing = new WalletIndexer({ orm, chain: { connection: () => barrier } });
    const results = await Promise.all([0, 1, 2].map(() => racing.indexPage({ network: 'devnet', walletAddress, pageSize: 2 })));
    // The first to commit moves the cursors; the others drop their page and ask to run again.
    expect(results.filter((r) => r.stored === 2)).toHaveLength(1);
    expect(results.filter((r) => r.stored === 0 && r.skippedDuplicates === 0 && r.hasMore)).toHaveLength(2);
    expect(await storedRows(wallet)).toHaveLength(2);
    await indexAll(wallet, 2);
    await expectComplete(wallet);
  });

  it('refuses a bad wallet address, page size or network with validation_error', async () => {
    const attempts = [
      { network: 'devnet' as const, walletAddress: 'not-a-wallet' },
      { network: 'devnet' as const, walletAddress: Keypair.generate().publicKey.toBase58(), pageSize: 0 },
      { network: 'devnet' as const, walletAddress: Keypair.generate().publicKey.toBase58(), pageSize: 1001 },
      { network: 'testnet' as never, walletAddress: Keypair.generate().publicKey.toBase58() },
    ];
    for (const attempt of attempts) {
      const err = await indexer.indexPage(attempt).catch((e: unknown) => e);
      expect(isAppError(err) && err.code).toBe('validation_error');
    }
  });
});
