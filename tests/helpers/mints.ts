import { Connection, Keypair, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { MINT_SIZE, TOKEN_PROGRAM_ID, createInitializeMint2Instruction } from '@solana/spl-token';
import type { LocalCluster } from '../../localnet/index.js';

/**
 * A new SPL mint on the local cluster, which no token registry has seen: created and
 * initialized through the cluster's own JSON-RPC (not a proxy in front of it), paid for by a
 * fresh airdropped payer. Its mint address.
 */
export async function freshMint(cluster: LocalCluster, decimals: number): Promise<string> {
  const connection = new Connection(cluster.url, 'confirmed');
  const payer = Keypair.generate();
  const mint = Keypair.generate();
  cluster.faucet.airdrop(payer.publicKey.toBase58(), 1_000_000_000n);
  await sendAndConfirmTransaction(connection, new Transaction().add(
    SystemProgram.createAccount({ fromPubkey: payer.publicKey, newAccountPubkey: mint.publicKey, lamports: await connection.getMinimumBalanceForRentExemption(MINT_SIZE), space: MINT_SIZE, programId: TOKEN_PROGRAM_ID }),
    createInitializeMint2Instruction(mint.publicKey, decimals, payer.publicKey, null),
  ), [payer, mint]);
  return mint.publicKey.toBase58();
}
