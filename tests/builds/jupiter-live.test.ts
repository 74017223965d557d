/**
 * Live keys on today's Jupiter (a stub answering its documented shapes, requiring an
 * `x-api-key`): an ExactIn swap builds through Swap API v2 `GET /swap/v2/build` with the key
 * sent, an ExactOut swap through v1 quote + swap-instructions; a key Jupiter refuses answers
 * 502 upstream_auth naming JUPITER_API_KEY, and /readyz lists jupiter as auth_failed. The local
 * cluster stands in for mainnet's RPC so the swaps simulate.
 */
import { AddressLookupTableProgram, Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, Transaction, VersionedTransaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { startJupiterStub, STUB_POOL, type JupiterStub } from '../stubs/jupiter-stub.js';
import { MAINNET_TOKENS, NATIVE_MINT } from '../../shared/chain/token-list.js';
import { jupiterBudget } from '../../shared/swap/swap-venue.js';
import { jupiterReachable } from '../../api/lib/upstream-probe.js';
import type { UpstreamBudget } from '../../shared/upstream/upstream-budget.js';

const USDC = MAINNET_TOKENS.find((t) => t.symbol === 'USDC')!;
const KEY = 'jup_test_key_1';

let h: Harness;
let stub: JupiterStub;
let live: TestKey;
let budget: UpstreamBudget | undefined;

beforeAll(async () => {
  stub = await startJupiterStub({ tokens: { [NATIVE_MINT]: { price: 150, change24h: 1, volume24h: 1e6, marketCap: 1e9 }, [USDC.mint]: { price: 1, change24h: 0, volume24h: 1e6, marketCap: 1e9 } }, requiredApiKey: KEY });
  h = await startHarness({
    localnet: true,
    localnetAsMainnet: true,
    // DexScreener unreachable: a refused Jupiter key is not hidden by the fallback provider.
    env: { JUPITER_API_URL: stub.url, JUPITER_API_KEY: KEY, DEXSCREENER_API_URL: 'http://127.0.0.1:1', PROVIDER_TIMEOUT_MS: '2000' },
    // /readyz probes Jupiter as api/main.ts wires it (the budget is bound once the harness has its Redis).
    app: { upstreams: { jupiter: () => jupiterReachable(budget!, stub.url, 2000)() } },
  });
  budget = jupiterBudget(h.redis, h.config.redisPrefix, h.config.providers);
  live = await createAccountWithKey(h, { environment: 'live', tier: 'pro', scopes: ['write:intents', 'write:transactions', 'read:prices'] });
});
afterAll(async () => {
  await h?.close();
  await stub?.close();
});
beforeEach(() => {
  stub.options.requiredApiKey = KEY;
  stub.options.swap.addressesByLookupTableAddress = {};
});

function fundedWallet(): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 5n * BigInt(LAMPORTS_PER_SOL));
  return wallet;
}

async function buildCommand(wallet: Keypair, command: string) {
  const intent = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command }, headers: bearer(live) });
  expect(intent.status, intent.text).toBe(201);
  return h.request('/v1/transactions/build', { method: 'POST', json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58() }, headers: bearer(live) });
}

describe('live swaps on Jupiter with an API key', () => {
  it('builds an ExactIn swap through Swap API v2 /build, sending the key and the wallet as taker', async () => {
    const wallet = fundedWallet();
    const before = stub.requests.length;
    const res = await buildCommand(wallet, 'swap 1 SOL for USDC');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.network).toBe('mainnet');
    expect(res.body.data.expectedOutput.breakdown).toMatchObject({ venue: 'jupiter', swapApi: 'swap/v2/build', swapMode: 'ExactIn', inputAmount: '1000000000' });
    expect(res.body.data.expectedOutput.outputAmount).toBe('150000000');
    expect(res.body.data.simulation.success).toBe(true);

    const calls = stub.requests.slice(before).filter((r) => r.path.startsWith('/swap/'));
    expect(calls.map((r) => r.path)).toEqual(['/swap/v2/build']);
    expect(calls[0].headers['x-api-key']).toBe(KEY);
    expect(calls[0].query).toMatchObject({ inputMint: NATIVE_MINT, outputMint: USDC.mint, amount: '1000000000', taker: wallet.publicKey.toBase58() });
    expect(calls[0].query.userPublicKey).toBeUndefined();
  });

  it('builds an ExactOut swap through v1 quote + swap-instructions, which /build lacks', async () => {
    const wallet = fundedWallet();
    const before = stub.requests.length;
    const res = await buildCommand(wallet, 'buy 30 USDC with SOL');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.expectedOutput.breakdown).toMatchObject({ swapApi: 'swap/v1', swapMode: 'ExactOut' });
    expect(res.body.data.expectedOutput.outputAmount).toBe('30000000');
    const calls = stub.requests.slice(before).filter((r) => r.path.startsWith('/swap/'));
    expect(calls.map((r) => r.path)).toEqual(['/swap/v1/quote', '/swap/v1/swap-instructions']);
    expect(calls.every((r) => r.headers['x-api-key'] === KEY)).toBe(true);
  });

  it('a key Jupiter refuses is 502 upstream_auth naming JUPITER_API_KEY, and /readyz says auth_failed', async () => {
    stub.options.requiredApiKey = 'another-key';
    const build = await buildCommand(fundedWallet(), 'swap 0.5 SOL for USDC');
    expect(build.status, build.text).toBe(502);
    expect(build.body.error).toMatchObject({ code: 'upstream_auth', details: { provider: 'jupiter', status: 401, setting: 'JUPITER_API_KEY' } });
    expect(build.body.error.message).toMatch(/^Jupiter refused the API key: set JUPITER_API_KEY/);

    // A price nobody has fetched yet: Jupiter refuses, DexScreener is down.
    const mint = Keypair.generate().publicKey.toBase58();
    const price = await h.request(`/v1/prices/${mint}`, { headers: bearer(live) });
    expect(price.status, price.text).toBe(502);
    expect(price.body.error.code).toBe('upstream_auth');
    expect(price.body.error.message).toMatch(/Jupiter refused the API key: set JUPITER_API_KEY/);

    const ready = await h.request('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toMatchObject({ status: 'degraded', upstreams: { jupiter: 'auth_failed' }, degraded: ['jupiter'] });
  });

  it('/readyz says ok again once Jupiter accepts the key', async () => {
    const wallet = fundedWallet();
    const res = await buildCommand(wallet, 'swap 0.2 SOL for USDC');
    expect(res.status, res.text).toBe(200);
    // The probe result is reused for 5 s (UPSTREAM_PROBE_TTL_MS).
    await new Promise((r) => setTimeout(r, 5_100));
    const ready = await h.request('/readyz');
    expect(ready.body.data.upstreams.jupiter).toBe('ok');
  });
});

/**
 * Issue 34, point 8: Swap API v2 sends each lookup table with its addresses; the service reads
 * every table on chain and compiles against what the chain holds. A table the chain does not
 * hold, or whose entries differ from what the answer claims, fails the build with 502
 * upstream_error (reason lookup_table_missing or lookup_table_mismatch): nothing to sign.
 */
describe('Swap API v2 lookup tables, read on chain', () => {
  let table: PublicKey;
  let entries: PublicKey[];
  beforeAll(async () => {
    const connection = new Connection(h.cluster!.url, 'confirmed');
    const authority = fundedWallet();
    const slot = await connection.getSlot('confirmed');
    const [create, address] = AddressLookupTableProgram.createLookupTable({ authority: authority.publicKey, payer: authority.publicKey, recentSlot: slot });
    // A decoy first: a table answer that swaps entries would point the swap at it.
    entries = [Keypair.generate().publicKey, STUB_POOL.publicKey, new PublicKey(USDC.mint), TOKEN_PROGRAM_ID];
    const extend = AddressLookupTableProgram.extendLookupTable({ lookupTable: address, authority: authority.publicKey, payer: authority.publicKey, addresses: entries });
    await sendAndConfirmTransaction(connection, new Transaction().add(create, extend), [authority], { commitment: 'confirmed' });
    h.cluster!.advanceSlots(1); // entries are usable from the slot after they were added
    table = address;
  });

  it('an honest table (or a prefix of it: tables only grow) compiles against the chain and simulates', async () => {
    for (const claimed of [entries, entries.slice(0, 2)]) {
      stub.options.swap.addressesByLookupTableAddress = { [table.toBase58()]: claimed.map((e) => e.toBase58()) };
      const res = await buildCommand(fundedWallet(), 'swap 0.3 SOL for USDC');
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.expectedOutput.breakdown.swapApi).toBe('swap/v2/build');
      expect(res.body.data.simulation.success).toBe(true);
      const tx = VersionedTransaction.deserialize(Buffer.from(res.body.data.transaction, 'base64'));
      expect(tx.message.addressTableLookups.map((l) => l.accountKey.toBase58())).toEqual([table.toBase58()]);
    }
  });

  it('a tampered table (entries not what the chain holds) is 502 upstream_error lookup_table_mismatch, and no transaction is built', async () => {
    // The answer claims the USDC mint sits where the chain holds the decoy.
    const forged = [entries[2], entries[1], entries[0], entries[3]].map((e) => e.toBase58());
    stub.options.swap.addressesByLookupTableAddress = { [table.toBase58()]: forged };
    const res = await buildCommand(fundedWallet(), 'swap 0.3 SOL for USDC');
    expect(res.status, res.text).toBe(502);
    expect(res.body.error).toMatchObject({ code: 'upstream_error', details: { provider: 'jupiter', lookupTable: table.toBase58(), reason: 'lookup_table_mismatch', index: 0 } });
    expect(JSON.stringify(res.body)).not.toContain('"transaction"');
  });

  it('a table the chain does not hold is 502 upstream_error lookup_table_missing', async () => {
    const invented = Keypair.generate().publicKey.toBase58();
    stub.options.swap.addressesByLookupTableAddress = { [invented]: entries.map((e) => e.toBase58()) };
    const res = await buildCommand(fundedWallet(), 'swap 0.3 SOL for USDC');
    expect(res.status, res.text).toBe(502);
    expect(res.body.error).toMatchObject({ code: 'upstream_error', details: { provider: 'jupiter', lookupTable: invented, reason: 'lookup_table_missing' } });
  });
});
