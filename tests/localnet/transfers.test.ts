import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ComputeBudgetProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  type ParsedAccountData,
  type TokenBalance,
} from '@solana/web3.js';
import {
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createCloseAccountInstruction,
  createSyncNativeInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { DEVNET_TOKENS, NATIVE_MINT } from '../../shared/chain/token-list.js';
import { fundedKeypair, rpcRequest, sendConfirmed } from './cluster-helpers.js';

const token = (symbol: string) => {
  const entry = DEVNET_TOKENS.find((t) => t.symbol === symbol);
  if (!entry) throw new Error(`no ${symbol} in DEVNET_TOKENS`);
  return entry;
};

describe('local cluster: transfers through @solana/web3.js', () => {
  let cluster: LocalCluster;
  let connection: Connection;

  beforeAll(async () => {
    cluster = await startLocalCluster({ port: 0 });
    connection = new Connection(cluster.url, 'confirmed');
  });

  afterAll(async () => {
    await cluster.close();
  });

  it('serves every seeded mint at its registry address, in each account encoding web3.js asks for', async () => {
    const mints = DEVNET_TOKENS.filter((t) => t.mint !== NATIVE_MINT);
    const infos = await connection.getMultipleAccountsInfo(mints.map((t) => new PublicKey(t.mint)));
    infos.forEach((info, i) => {
      expect(info?.owner.toBase58()).toBe(mints[i].tokenProgram);
      expect(info?.data[44]).toBe(mints[i].decimals);
    });
    const parsed = await connection.getMultipleParsedAccounts([new PublicKey(token('JUP').mint), new PublicKey(NATIVE_MINT)]);
    expect(parsed.value.map((a) => (a?.data as ParsedAccountData).parsed.info.decimals)).toEqual([6, 9]);
    expect((parsed.value[0]?.data as ParsedAccountData).parsed.info.mintAuthority).toBe(cluster.faucetAuthority);
    expect((await connection.getTokenSupply(new PublicKey(token('PYUSD').mint))).value).toEqual({ amount: '0', decimals: 6, uiAmount: 0, uiAmountString: '0' });
    const base58 = await rpcRequest(connection, 'getAccountInfo', [token('BONK').mint, { encoding: 'base58' }]);
    expect(base58.result.value.data[1]).toBe('base58');
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280);
  });

  it('airdrops SOL with requestAirdrop', async () => {
    const wallet = await fundedKeypair(connection, 3);
    expect(await connection.getBalance(wallet.publicKey)).toBe(3 * LAMPORTS_PER_SOL);
  });

  it('confirms a signed SOL transfer with confirmTransaction and charges 5000 lamports per signature', async () => {
    const sender = await fundedKeypair(connection, 2);
    const recipient = Keypair.generate().publicKey;
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    const tx = new Transaction({ feePayer: sender.publicKey, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: recipient, lamports: 1_000_000 }),
    );
    tx.sign(sender);
    const signature = await connection.sendRawTransaction(tx.serialize());
    const confirmation = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, 'confirmed');

    expect(confirmation.value.err).toBeNull();
    expect(await connection.getBalance(recipient)).toBe(1_000_000);
    expect(await connection.getBalance(sender.publicKey)).toBe(2 * LAMPORTS_PER_SOL - 1_000_000 - 5000);
    const landed = await connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    expect(landed?.meta?.fee).toBe(5000);
    expect(landed?.version).toBe('legacy');
    expect(landed!.meta!.preBalances[0] - landed!.meta!.postBalances[0]).toBe(1_005_000);
  });

  it('mints through the faucet and moves SPL tokens with transferChecked', async () => {
    const usdc = token('USDC');
    const mint = new PublicKey(usdc.mint);
    const sender = await fundedKeypair(connection);
    const recipient = Keypair.generate().publicKey;
    const { tokenAccount } = cluster.faucet.mintTo(sender.publicKey.toBase58(), usdc.mint, 100_000_000n);
    const senderAta = getAssociatedTokenAddressSync(mint, sender.publicKey);
    expect(tokenAccount).toBe(senderAta.toBase58());
    const recipientAta = getAssociatedTokenAddressSync(mint, recipient);

    const signature = await sendConfirmed(
      connection,
      [
        createAssociatedTokenAccountIdempotentInstruction(sender.publicKey, recipientAta, recipient, mint),
        createTransferCheckedInstruction(senderAta, mint, recipientAta, sender.publicKey, 25_000_000n, usdc.decimals),
      ],
      [sender],
    );

    expect((await connection.getTokenAccountBalance(recipientAta)).value).toEqual({ amount: '25000000', decimals: 6, uiAmount: 25, uiAmountString: '25' });
    expect((await connection.getTokenAccountBalance(senderAta)).value.uiAmountString).toBe('75');
    const parsed = await connection.getParsedTokenAccountsByOwner(recipient, { mint });
    expect(parsed.value).toHaveLength(1);
    expect(parsed.value[0].pubkey.toBase58()).toBe(recipientAta.toBase58());
    const info = (parsed.value[0].account.data as ParsedAccountData).parsed.info;
    expect(info).toMatchObject({ mint: usdc.mint, owner: recipient.toBase58(), state: 'initialized', tokenAmount: { amount: '25000000' } });
    const byProgram = await connection.getParsedTokenAccountsByOwner(recipient, { programId: TOKEN_PROGRAM_ID });
    expect(byProgram.value.map((a) => a.pubkey.toBase58())).toEqual([recipientAta.toBase58()]);

    const tx = await connection.getParsedTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    const keys = tx!.transaction.message.accountKeys.map((k) => k.pubkey.toBase58());
    const balanceOf = (balances: TokenBalance[] | null | undefined, account: PublicKey) => balances?.find((b) => keys[b.accountIndex] === account.toBase58());
    expect(balanceOf(tx!.meta!.preTokenBalances, senderAta)).toMatchObject({ mint: usdc.mint, owner: sender.publicKey.toBase58(), uiTokenAmount: { amount: '100000000', decimals: 6 } });
    expect(balanceOf(tx!.meta!.postTokenBalances, senderAta)?.uiTokenAmount.amount).toBe('75000000');
    expect(balanceOf(tx!.meta!.preTokenBalances, recipientAta)).toBeUndefined();
    expect(balanceOf(tx!.meta!.postTokenBalances, recipientAta)).toMatchObject({ owner: recipient.toBase58(), programId: TOKEN_PROGRAM_ID.toBase58(), uiTokenAmount: { uiAmount: 25 } });
    const instructions = tx!.transaction.message.instructions as Array<{ program?: string; parsed?: any }>;
    expect(instructions[0]).toMatchObject({ program: 'spl-associated-token-account', parsed: { type: 'createIdempotent' } });
    expect(instructions[1]).toMatchObject({ program: 'spl-token', parsed: { type: 'transferChecked', info: { tokenAmount: { amount: '25000000' } } } });
    expect(tx!.meta!.innerInstructions!.length).toBeGreaterThan(0);
  });

  it('withholds the 1% Token-2022 transfer fee of the FEE mint', async () => {
    const fee = token('FEE');
    const mint = new PublicKey(fee.mint);
    const sender = await fundedKeypair(connection);
    const recipient = Keypair.generate().publicKey;
    cluster.faucet.mintTo(sender.publicKey.toBase58(), fee.mint, 10_000_000n);
    const senderAta = getAssociatedTokenAddressSync(mint, sender.publicKey, false, TOKEN_2022_PROGRAM_ID);
    const recipientAta = getAssociatedTokenAddressSync(mint, recipient, false, TOKEN_2022_PROGRAM_ID);

    await sendConfirmed(
      connection,
      [
        createAssociatedTokenAccountIdempotentInstruction(sender.publicKey, recipientAta, recipient, mint, TOKEN_2022_PROGRAM_ID),
        createTransferCheckedInstruction(senderAta, mint, recipientAta, sender.publicKey, 2_000_000n, fee.decimals, [], TOKEN_2022_PROGRAM_ID),
      ],
      [sender],
    );

    // 1% of 2,000,000 is withheld in the recipient's account.
    expect((await connection.getTokenAccountBalance(recipientAta)).value.amount).toBe('1980000');
    expect((await connection.getTokenAccountBalance(senderAta)).value.amount).toBe('8000000');
    const account = await connection.getParsedAccountInfo(recipientAta);
    const data = account.value!.data as ParsedAccountData;
    expect(data.program).toBe('spl-token-2022');
    expect(data.parsed.info.extensions).toContainEqual({ extension: 'transferFeeAmount', state: { withheldAmount: 20000 } });
    const mintInfo = (await connection.getParsedAccountInfo(mint)).value!.data as ParsedAccountData;
    expect(mintInfo.parsed.info.extensions[0]).toMatchObject({ extension: 'transferFeeConfig', state: { newerTransferFee: { transferFeeBasisPoints: 100, maximumFee: 1_000_000_000 } } });
  });

  it('wraps SOL with SyncNative and unwraps it with CloseAccount on the native mint', async () => {
    const wallet = await fundedKeypair(connection, 5);
    const wsolAta = getAssociatedTokenAddressSync(new PublicKey(NATIVE_MINT), wallet.publicKey);
    await sendConfirmed(
      connection,
      [
        createAssociatedTokenAccountIdempotentInstruction(wallet.publicKey, wsolAta, wallet.publicKey, new PublicKey(NATIVE_MINT)),
        SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: wsolAta, lamports: LAMPORTS_PER_SOL }),
        createSyncNativeInstruction(wsolAta),
      ],
      [wallet],
    );
    expect((await connection.getTokenAccountBalance(wsolAta)).value.uiAmount).toBe(1);
    const parsed = (await connection.getParsedAccountInfo(wsolAta)).value!.data as ParsedAccountData;
    expect(parsed.parsed.info.isNative).toBe(true);

    const before = await connection.getBalance(wallet.publicKey);
    const wrappedLamports = await connection.getBalance(wsolAta);
    await sendConfirmed(connection, [createCloseAccountInstruction(wsolAta, wallet.publicKey, wallet.publicKey)], [wallet]);
    expect(await connection.getAccountInfo(wsolAta)).toBeNull();
    expect(await connection.getBalance(wallet.publicKey)).toBe(before + wrappedLamports - 5000);
  });

  it('charges the priority fee and reports it in getRecentPrioritizationFees and getFeeForMessage', async () => {
    const payer = await fundedKeypair(connection, 1);
    const instructions = [
      ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 5_000 }),
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1_000_000 }),
    ];
    const { blockhash } = await connection.getLatestBlockhash();
    const message = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(...instructions).compileMessage();
    // 5,000 per signature + ceil(5,000 micro-lamports x 10,000 units / 10^6) = 5,050.
    expect((await connection.getFeeForMessage(message, 'confirmed')).value).toBe(5050);

    // A block of its own: the airdrop (price 0) in the same block would make the block minimum 0.
    cluster.advanceSlots(1);
    const signature = await sendConfirmed(connection, instructions, [payer]);
    const landed = await connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    expect(landed?.meta?.fee).toBe(5050);
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL - 1_000_000 - 5050);
    const fees = await connection.getRecentPrioritizationFees({ lockedWritableAccounts: [payer.publicKey] });
    expect(fees.find((f) => f.slot === landed!.slot)?.prioritizationFee).toBe(5000);
  });

  it('funds token accounts over HTTP with the operator method localnet_mintTo', async () => {
    const owner = Keypair.generate().publicKey;
    const bonk = token('BONK');
    const { result, error } = await rpcRequest(connection, 'localnet_mintTo', [owner.toBase58(), bonk.mint, '12345']);
    expect(error).toBeUndefined();
    expect((await connection.getTokenAccountBalance(new PublicKey(result.tokenAccount))).value).toMatchObject({ amount: '12345', decimals: 5, uiAmountString: '0.12345' });
  });
});
