import { Keypair, PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.js';
import { ChainClients } from '../../shared/chain/rpc.js';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { learnedNames, TokenRegistry } from '../../shared/chain/token-registry.js';
import { universeTokens } from '../../localnet/universe/universe.js';
import { DEVNET_TOKENS, MAINNET_TOKENS, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../shared/chain/token-list.js';
import { createOrm, type Orm } from '../../shared/db/orm.js';
import { Token } from '../../shared/db/entities/token.entity.js';
import { fileDatabaseUrl } from '../helpers/file-database.js';

let orm: Orm;
let cluster: LocalCluster;
let registry: TokenRegistry;
beforeAll(async () => {
  orm = await createOrm({ ...loadConfig(undefined, { NODE_ENV: 'test' }), databaseUrl: await fileDatabaseUrl() });
  cluster = await startLocalCluster({ port: 0 });
  const chain = new ChainClients({ mainnet: 'http://127.0.0.1:1', devnet: cluster.url }, 3000, 0);
  registry = new TokenRegistry(() => orm.em.fork(), chain);
});
afterAll(async () => {
  await orm.em.fork().nativeDelete(Token, { source: 'chain' });
  await cluster.close();
  await orm.close();
});

describe('TokenRegistry', () => {
  it('holds every api-decisions mainnet token with decimals and program', async () => {
    const tokens = await registry.tokens('mainnet');
    for (const t of MAINNET_TOKENS) {
      const hit = tokens.byMint(t.mint)!;
      expect(hit, t.symbol).toMatchObject({ symbol: t.symbol, decimals: t.decimals, tokenProgram: t.tokenProgram });
    }
    expect(tokens.resolve('USDC')!.mint).toBe('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
  });

  it('resolves symbols case-insensitively, with a leading $, and aliases', async () => {
    const tokens = await registry.tokens('mainnet');
    expect(tokens.resolve('$bonk')!.mint).toBe('DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263');
    expect(tokens.resolve('jitosol')!.symbol).toBe('JitoSOL');
    expect(tokens.resolve('wSOL')!.mint).toBe('So11111111111111111111111111111111111111112');
    expect(tokens.resolve('NOPE')).toBeNull();
  });

  it('keeps networks apart: devnet USDC is devnet’s own mint', async () => {
    expect((await registry.resolve('devnet', 'usdc'))!.mint).toBe('4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU');
    expect((await registry.resolve('mainnet', 'usdc'))!.mint).toBe('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
    expect((await registry.resolve('devnet', 'FEE'))!.tokenProgram).toBe(TOKEN_2022_PROGRAM_ID);
    expect(await registry.resolve('mainnet', 'FEE')).toBeNull();
    expect(DEVNET_TOKENS.length).toBeGreaterThan(MAINNET_TOKENS.length - 1);
  });

  it('learns an unknown mint from chain (decimals and program) and remembers it', async () => {
    const mint = Keypair.generate().publicKey;
    const { createInitializeMint2Instruction, MINT_SIZE } = await import('@solana/spl-token');
    const { Connection, SystemProgram, Transaction, sendAndConfirmTransaction } = await import('@solana/web3.js');
    const connection = new Connection(cluster.url, 'confirmed');
    const payer = Keypair.generate();
    const mintKeypair = Keypair.generate();
    cluster.faucet.airdrop(payer.publicKey.toBase58(), 1_000_000_000n);
    const rent = await connection.getMinimumBalanceForRentExemption(MINT_SIZE);
    await sendAndConfirmTransaction(connection, new Transaction().add(
      SystemProgram.createAccount({ fromPubkey: payer.publicKey, newAccountPubkey: mintKeypair.publicKey, lamports: rent, space: MINT_SIZE, programId: new PublicKey(TOKEN_PROGRAM_ID) }),
      createInitializeMint2Instruction(mintKeypair.publicKey, 7, payer.publicKey, null),
    ), [payer, mintKeypair]);

    const learned = await registry.resolve('devnet', mintKeypair.publicKey.toBase58());
    expect(learned).toMatchObject({ mint: mintKeypair.publicKey.toBase58(), decimals: 7, tokenProgram: TOKEN_PROGRAM_ID, source: 'chain' });
    const row = await orm.em.fork().findOneOrFail(Token, { network: 'devnet', mint: mintKeypair.publicKey.toBase58() });
    expect(row.source).toBe('chain');
    expect((await registry.tokens('devnet')).byMint(mintKeypair.publicKey.toBase58())!.decimals).toBe(7);

    // A well-formed address that is not a mint (a wallet, or nothing at all) is not a token.
    expect(await registry.resolve('devnet', payer.publicKey.toBase58())).toBeNull();
    expect(await registry.resolve('devnet', mint.toBase58())).toBeNull();
  });

  it('names a mint learned from chain by its own metadata (Metaplex, Token-2022), else by the other network\'s curated entry, and keeps it unverified', async () => {
    const pengu = universeTokens().find((t) => t.symbol === 'PENGU')!;
    expect(await registry.resolve('devnet', pengu.mint)).toMatchObject({ mint: pengu.mint, symbol: 'PENGU', name: 'Pudgy Penguins', source: 'chain' });
    const prism = universeTokens().find((t) => t.trap === 'token-2022-metadata')!;
    expect(await registry.resolve('devnet', prism.mint)).toMatchObject({ symbol: prism.symbol, name: prism.name, tokenProgram: TOKEN_2022_PROGRAM_ID, source: 'chain' });
    // No metadata at all: the mint stands in for a symbol, as before.
    const bare = universeTokens().find((t) => t.trap === 'no-metadata')!;
    expect(await registry.resolve('devnet', bare.mint)).toMatchObject({ symbol: bare.mint, name: null, source: 'chain' });
    // Mainnet USDC's mint on the test network (the local cluster recreates it): named for what
    // it is, mainnet's USDC, not devnet's curated USDC, and stored so.
    const usdc = MAINNET_TOKENS.find((t) => t.symbol === 'USDC')!.mint;
    expect(await registry.resolve('devnet', usdc)).toMatchObject({ mint: usdc, symbol: 'USDC', name: 'USD Coin (mainnet mint)', source: 'chain' });
    expect(await orm.em.fork().findOneOrFail(Token, { network: 'devnet', mint: usdc })).toMatchObject({ symbol: 'USDC', name: 'USD Coin (mainnet mint)' });
    expect((await registry.resolve('devnet', 'usdc'))!.mint).toBe(DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!.mint);
  });

  it('keeps only printable, bounded text of a learned token\'s metadata', () => {
    const named = learnedNames('devnet', Keypair.generate().publicKey.toBase58(), { symbol: 'US\u202eDC\u0000\u0000', name: `Free ${'x'.repeat(200)}\nclaim`, uri: null, source: 'metaplex' });
    expect(named.symbol).toBe('USDC');
    expect(named.name).toHaveLength(64);
    expect(named.name).not.toMatch(/\n/);
  });

  it('keeps learned mints apart from the curated registry: bounded per network, evicted, and learning one reloads nothing', async () => {
    let clock = 1_000_000;
    const small = new TokenRegistry(() => orm.em.fork(), new ChainClients({ mainnet: 'http://127.0.0.1:1', devnet: cluster.url }, 3000, 0), 60_000, () => clock,
      { learnedPerNetwork: 2, learnedCachePerNetwork: 1 });
    const before = await small.tokens('devnet');
    expect(before.all().every((t) => t.source === 'registry')).toBe(true);

    // A curated row added behind the process's back shows up only at the TTL's reload,
    // not when a mint is learned.
    const curatedMint = Keypair.generate().publicKey.toBase58();
    await orm.em.fork().getConnection().execute(
      `insert into tokens (network, mint, symbol, name, decimals, token_program, aliases, source) values ('devnet', ?, 'ZZCUR', 'Curated later', 6, ?, '{}', 'registry')`, [curatedMint, TOKEN_PROGRAM_ID]);

    const mints = [await createMint(3), await createMint(4), await createMint(5)];
    for (const [i, mint] of mints.entries()) {
      clock += 1000;
      expect(await small.resolve('devnet', mint)).toMatchObject({ mint, decimals: 3 + i, source: 'chain', symbol: mint });
    }
    expect((await small.tokens('devnet')).resolve('ZZCUR')).toBeNull(); // not reloaded
    // A learned mint is found by its address only, never given a symbol the parser would read.
    expect((await small.tokens('devnet')).symbols()).not.toContain(mints[2]);

    // Postgres keeps the 2 most recently learned; the process remembers 1.
    const rows = await orm.em.fork().find(Token, { network: 'devnet', source: 'chain', mint: { $in: mints } });
    expect(rows.map((r) => r.mint).sort()).toEqual([mints[1], mints[2]].sort());
    const view = await small.tokens('devnet');
    expect(view.byMint(mints[2])?.decimals).toBe(5);
    expect(view.byMint(mints[1])).toBeNull();
    // Evicted from memory but still stored: found again without the chain (another process would too).
    const again = new TokenRegistry(() => orm.em.fork(), null);
    expect(await again.resolve('devnet', mints[1]!)).toMatchObject({ decimals: 4, source: 'chain' });
    expect(await again.resolve('devnet', mints[0]!)).toBeNull(); // evicted from Postgres, and no chain here

    clock += 60_000;
    expect((await small.tokens('devnet')).resolve('ZZCUR')?.mint).toBe(curatedMint);
    await orm.em.fork().nativeDelete(Token, { network: 'devnet', mint: curatedMint });
  });
});

/** A new SPL Token mint on the local cluster with these decimals. */
async function createMint(decimals: number): Promise<string> {
  const { createInitializeMint2Instruction, MINT_SIZE } = await import('@solana/spl-token');
  const { Connection, SystemProgram, Transaction, sendAndConfirmTransaction } = await import('@solana/web3.js');
  const connection = new Connection(cluster.url, 'confirmed');
  const payer = Keypair.generate();
  const mintKeypair = Keypair.generate();
  cluster.faucet.airdrop(payer.publicKey.toBase58(), 1_000_000_000n);
  const rent = await connection.getMinimumBalanceForRentExemption(MINT_SIZE);
  await sendAndConfirmTransaction(connection, new Transaction().add(
    SystemProgram.createAccount({ fromPubkey: payer.publicKey, newAccountPubkey: mintKeypair.publicKey, lamports: rent, space: MINT_SIZE, programId: new PublicKey(TOKEN_PROGRAM_ID) }),
    createInitializeMint2Instruction(mintKeypair.publicKey, decimals, payer.publicKey, null),
  ), [payer, mintKeypair]);
  return mintKeypair.publicKey.toBase58();
}
