/**
 * Issue 26, end to end: an agent's MCP client asks build_transaction for "swap 1.5 SOL for
 * USDC" (parse and build in one call) with a test key; a real @solana/web3.js wallet signs
 * the transaction it returns (the service never does) and it lands on the embedded cluster
 * with the expected deltas; get_transaction then shows it confirmed.
 */
import { ACCOUNT_SIZE, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { eventually } from '../helpers/eventually.js';
import { DEVNET_TOKENS } from '../../shared/chain/token-list.js';
import { connectMcp, type McpTestClient } from './mcp-helpers.js';

const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!;

let h: Harness;
let connection: Connection;
let key: TestKey;
let mcp: McpTestClient;
beforeAll(async () => {
  h = await startHarness({ localnet: true });
  connection = new Connection(h.cluster!.url, 'confirmed');
  key = await createAccountWithKey(h, { environment: 'test', tier: 'pro', scopes: ['write:intents', 'write:transactions', 'read:transactions'] });
  mcp = await connectMcp(`${h.baseUrl}/mcp`, key, { modern: true });
});
afterAll(async () => {
  await mcp?.close();
  await h?.close();
});

async function fundedWallet(sol: number): Promise<Keypair> {
  const wallet = Keypair.generate();
  const signature = await connection.requestAirdrop(wallet.publicKey, sol * LAMPORTS_PER_SOL);
  await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) }, 'confirmed');
  return wallet;
}

describe('build_transaction through MCP, signed by the wallet', () => {
  it('builds "swap 1.5 SOL for USDC" from the command; the wallet signs it and it lands with the expected deltas', async () => {
    const wallet = await fundedWallet(5);
    const walletAddress = wallet.publicKey.toBase58();
    const result = await mcp.client.callTool({ name: 'build_transaction', arguments: { walletAddress, command: 'swap 1.5 SOL for USDC' } });
    expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
    const built = result.structuredContent as any;
    expect(built).toMatchObject({ status: 'built', type: 'swap', walletAddress, network: 'devnet', simulation: { success: true } });
    expect(built.expectedOutput.outputToken.mint).toBe(USDC.mint);
    const summary = (result.content as Array<{ text: string }>)[0]!.text;
    expect(summary).toContain(built.id);
    expect(summary).toMatch(/must sign/);
    // Nothing secret came back: the transaction is unsigned by the wallet (its signature slot is empty).
    const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
    const walletIndex = tx.message.staticAccountKeys.findIndex((k) => k.equals(wallet.publicKey));
    expect(walletIndex).toBe(0);
    expect(tx.signatures[0]!.every((b) => b === 0)).toBe(true);

    const before = await connection.getBalance(wallet.publicKey);
    tx.sign([wallet]);
    const signature = await connection.sendTransaction(tx);
    const { value } = await connection.confirmTransaction({ signature, blockhash: tx.message.recentBlockhash, lastValidBlockHeight: built.lastValidBlockHeight }, 'confirmed');
    expect(value.err).toBeNull();

    const usdc = await connection.getTokenAccountBalance(getAssociatedTokenAddressSync(new PublicKey(USDC.mint), wallet.publicKey));
    expect(usdc.value.amount).toBe(built.expectedOutput.outputAmount);
    const rent = await connection.getMinimumBalanceForRentExemption(ACCOUNT_SIZE);
    expect(before - (await connection.getBalance(wallet.publicKey))).toBe(1.5 * LAMPORTS_PER_SOL + built.expectedOutput.fee + rent);

    // The build record follows it on chain: get_transaction shows it confirmed with its signature.
    const settled = await eventually(
      async () => (await mcp.client.callTool({ name: 'get_transaction', arguments: { id: built.id } })).structuredContent as any,
      (record) => record?.status === 'confirmed', 60_000, 500);
    expect(settled).toMatchObject({ id: built.id, status: 'confirmed', signature });
  }, 120_000);

  it('lands through submit_transaction: the wallet signs, the service sends, no RPC of the client\'s own', async () => {
    const wallet = await fundedWallet(3);
    const walletAddress = wallet.publicKey.toBase58();
    const result = await mcp.client.callTool({ name: 'build_transaction', arguments: { walletAddress, command: 'send 0.25 SOL to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' } });
    expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
    const built = result.structuredContent as any;
    const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
    const before = await connection.getBalance(wallet.publicKey);

    // Unsigned bytes are refused as a tool error naming the missing signer; nothing is sent.
    const unsigned = await mcp.client.callTool({ name: 'submit_transaction', arguments: { id: built.id, transaction: built.transaction } });
    expect(unsigned.isError).toBe(true);
    expect(JSON.stringify(unsigned.content)).toContain('not_fully_signed');
    expect(JSON.stringify(unsigned.content)).toContain(walletAddress);

    tx.sign([wallet]);
    const signed = Buffer.from(tx.serialize()).toString('base64');
    const submitted = await mcp.client.callTool({ name: 'submit_transaction', arguments: { id: built.id, transaction: signed } });
    expect(submitted.isError ?? false, JSON.stringify(submitted.content)).toBe(false);
    expect(['submitted', 'confirmed']).toContain((submitted.structuredContent as any).status);

    const settled = await eventually(
      async () => (await mcp.client.callTool({ name: 'get_transaction', arguments: { id: built.id } })).structuredContent as any,
      (record) => record?.status === 'confirmed', 60_000, 300);
    expect(settled.signature).toBeTruthy();
    expect(before - (await connection.getBalance(wallet.publicKey))).toBe(0.25 * LAMPORTS_PER_SOL + built.expectedOutput.fee);
  }, 120_000);

  it('builds from an intent id parse_intent made, and the list shows both builds', async () => {
    const wallet = await fundedWallet(2);
    const walletAddress = wallet.publicKey.toBase58();
    const parsed = await mcp.client.callTool({ name: 'parse_intent', arguments: { walletAddress, command: 'send 0.5 SOL to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' } });
    const intent = parsed.structuredContent as any;
    expect(intent).toMatchObject({ type: 'transfer', status: 'parsed' });
    const built = await mcp.client.callTool({ name: 'build_transaction', arguments: { walletAddress, intentId: intent.id } });
    expect(built.structuredContent).toMatchObject({ intentId: intent.id, status: 'built', type: 'transfer' });
    const list = await mcp.client.callTool({ name: 'list_transactions', arguments: { limit: 10 } });
    const ids = ((list.structuredContent as any).data as Array<{ id: string }>).map((t) => t.id);
    expect(ids).toContain((built.structuredContent as any).id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
