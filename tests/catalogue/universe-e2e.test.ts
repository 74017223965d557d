/**
 * Issue 33's done-when, through HTTP with a test key on the local cluster whose market serves
 * Tokens API v2 (the test network's catalogue synced from it, as `npm start` does):
 * - "swap 20 USDC for <a verified catalogue token outside the curated list>" parses to its mint,
 *   builds, is signed by a web3.js wallet and lands through submit; the wallet receives exactly
 *   expectedOutput.outputAmount;
 * - each trap gets its rule, and the same command with the chosen mint builds;
 * - a symbol the synced catalogue lacks is searched for once, on demand.
 * (The portfolio naming of catalogue and faucet-made tokens: tests/portfolio/token-names.test.ts.)
 */
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Connection, Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncCatalogue } from '../../shared/catalogue/catalogue-sync.js';
import { JupiterTokensClient } from '../../shared/catalogue/jupiter-tokens-client.js';
import { Token } from '../../shared/db/entities/token.entity.js';
import { universeTokens } from '../../localnet/universe/universe.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { startHarness, type Harness } from '../helpers/harness.js';

const USDC = '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU';
let h: Harness;
let key: TestKey;
let chain: Connection;
const trap = (name: string) => universeTokens().filter((t) => t.trap === name);

beforeAll(async () => {
  h = await startHarness({ localnet: true });
  chain = new Connection(h.cluster!.url, 'confirmed');
  await syncCatalogue(h.orm, 'devnet', new JupiterTokensClient({ baseUrl: h.cluster!.url, timeoutMs: 5000, name: 'localnet' }));
  await h.worker.catalogue?.refresh();
  key = await createAccountWithKey(h, { environment: 'test', scopes: ['write:intents', 'write:transactions', 'read:transactions'] });
}, 120_000);
afterAll(async () => {
  await h?.close();
});

function fundedWallet(): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 2_000_000_000n);
  h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), USDC, 100_000_000n);
  return wallet;
}

const parse = (wallet: Keypair, command: string) =>
  h.request('/v1/intents', { method: 'POST', headers: bearer(key), json: { walletAddress: wallet.publicKey.toBase58(), command } });

async function build(wallet: Keypair, command: string): Promise<any> {
  const intent = await parse(wallet, command);
  expect(intent.status, intent.text).toBe(201);
  const built = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(key), json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58() } });
  expect(built.status, built.text).toBe(200);
  return { intent: intent.body.data, built: built.body.data };
}

describe('a verified catalogue token outside the curated list, end to end', () => {
  it('"swap 20 USDC for PENGU" parses to its mint, builds, lands through submit, and the wallet receives exactly the expected output', async () => {
    const pengu = universeTokens().find((t) => t.symbol === 'PENGU')!;
    const wallet = fundedWallet();
    const { intent, built } = await build(wallet, 'swap 20 USDC for PENGU');
    expect(intent.params.outputToken).toMatchObject({ mint: pengu.mint, symbol: 'PENGU', name: 'Pudgy Penguins', verified: true });
    expect(built.expectedOutput.warnings).toEqual([]);
    const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
    tx.sign([wallet]);
    const submitted = await h.request(`/v1/transactions/${built.id}/submit`, { method: 'POST', headers: { ...bearer(key), Prefer: 'wait=30' }, json: { transaction: Buffer.from(tx.serialize()).toString('base64') } });
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.data.status).toBe('confirmed');
    const account = getAssociatedTokenAddressSync(new PublicKey(pengu.mint), wallet.publicKey, false, new PublicKey(pengu.tokenProgram));
    expect((await chain.getTokenAccountBalance(account)).value.amount).toBe(built.expectedOutput.outputAmount);
  });
});

describe('the traps, through HTTP', () => {
  it('two verified tokens share a symbol: 422 ambiguous_token with candidates, best first; the chosen mint then builds', async () => {
    const wallet = fundedWallet();
    const res = await parse(wallet, 'swap 5 USDC for $MAX');
    expect(res.status, res.text).toBe(422);
    expect(res.body.error.details.reason).toBe('ambiguous_token');
    const candidates = res.body.error.details.candidates as Array<{ mint: string; name: string; verified: boolean; organicScore: number; liquidity: number }>;
    expect(candidates.map((c) => c.mint).sort()).toEqual(trap('verified-shared-symbol').map((t) => t.mint).sort());
    expect(candidates.every((c) => c.verified && typeof c.name === 'string' && typeof c.organicScore === 'number')).toBe(true);
    expect(candidates[0]!.organicScore).toBeGreaterThanOrEqual(candidates[1]!.organicScore); // best first: organic score, then liquidity
    const { intent, built } = await build(wallet, `swap 5 USDC for ${candidates[1]!.mint}`);
    expect(intent.params.outputToken.mint).toBe(candidates[1]!.mint);
    expect(built.simulation.success).toBe(true);
  });

  it('a verified token with unverified copies of its symbol: the verified one', async () => {
    const { intent } = await build(fundedWallet(), 'swap 5 USDC for TRUMP');
    expect(intent.params.outputToken).toMatchObject({ mint: trap('verified-with-copies')[0]!.mint, verified: true });
  });

  it('an unverified "USDC": the curated USDC', async () => {
    const res = await parse(fundedWallet(), 'swap 0.1 SOL for USDC');
    expect(res.body.data.params.outputToken).toMatchObject({ mint: USDC, verified: true });
  });

  it('a symbol only unverified tokens carry, missing from the synced catalogue: searched once, then 422 unverified_token with candidates', async () => {
    const res = await parse(fundedWallet(), 'swap 5 USDC for MOONDOG');
    expect(res.status, res.text).toBe(422);
    expect(res.body.error.details.reason).toBe('unverified_token');
    const mints = (res.body.error.details.candidates as Array<{ mint: string; verified: boolean }>).map((c) => c.mint);
    expect(mints.sort()).toEqual(trap('unverified-only').map((t) => t.mint).sort());
    // The search stored what it found: the catalogue now lists them (unverified).
    expect(await h.orm.em.fork().count(Token, { network: 'devnet', mint: { $in: mints }, verified: false })).toBe(mints.length);
  });

  it('the Token-2022 token with the metadata extension and the token with no metadata, by mint: resolved, unverified, and built with a warning', async () => {
    for (const t of [...trap('token-2022-metadata'), ...trap('no-metadata')]) {
      const { intent, built } = await build(fundedWallet(), `swap 2 USDC for ${t.mint}`);
      expect(intent.params.outputToken.mint, t.trap).toBe(t.mint);
      // The unverified_token warning; the token's safety findings (tests/safety) may stand beside it:
      // its test sale is tried from whichever wallet holds it by then.
      if (t.trap === 'no-metadata') expect(built.expectedOutput.warnings.filter((w: { code: string }) => w.code === 'unverified_token').map((w: { mint: string }) => w.mint)).toEqual([t.mint]);
    }
  });

  it('a word no token carries anywhere stays unknown_token, and asking again costs no second search', async () => {
    const first = await parse(fundedWallet(), 'swap 5 USDC for ZZNOTATOKEN');
    expect(first.status).toBe(422);
    expect(first.body.error.details.reason).toBe('unknown_token');
    expect(await h.redis.exists(`${h.config.redisPrefix}:tokens:search:devnet:zznotatoken`)).toBe(1);
  });
});
