import { Keypair, PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.js';
import { ChainClients } from '../../shared/chain/rpc.js';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { TokenRegistry } from '../../shared/chain/token-registry.js';
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
});
