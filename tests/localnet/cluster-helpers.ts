/**
 * Helpers for the local cluster's integration tests: funded wallets and confirmed sends, all
 * through @solana/web3.js's Connection as the service itself talks to a cluster.
 */
import { Connection, Keypair, LAMPORTS_PER_SOL, Transaction, sendAndConfirmTransaction, type TransactionInstruction } from '@solana/web3.js';

/** A new keypair holding `sol` SOL, from requestAirdrop confirmed with confirmTransaction. */
export async function fundedKeypair(connection: Connection, sol = 10): Promise<Keypair> {
  const keypair = Keypair.generate();
  const signature = await connection.requestAirdrop(keypair.publicKey, sol * LAMPORTS_PER_SOL);
  const blockhash = await connection.getLatestBlockhash();
  const { value } = await connection.confirmTransaction({ signature, ...blockhash }, 'confirmed');
  if (value.err) throw new Error(`airdrop failed: ${JSON.stringify(value.err)}`);
  return keypair;
}

/** Send instructions as one legacy transaction and wait until it is confirmed; returns the signature. */
export function sendConfirmed(connection: Connection, instructions: TransactionInstruction[], signers: Keypair[]): Promise<string> {
  return sendAndConfirmTransaction(connection, new Transaction().add(...instructions), signers, { commitment: 'confirmed' });
}

/** A raw JSON-RPC call through the Connection's own client, for methods and errors web3.js does not wrap. */
export function rpcRequest(connection: Connection, method: string, params: unknown[]): Promise<{ result?: any; error?: { code: number; message: string; data?: any } }> {
  return (connection as any)._rpcRequest(method, params);
}
