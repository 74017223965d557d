/**
 * Issue 42, token safety through HTTP on the local cluster: tokens made by the faucet with each
 * chosen danger give that finding, its severity and its evidence; a plain listed token has no
 * danger beyond holder concentration; malformed mints are 400 and addresses that are no mint 404.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Connection, Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { LOCAL_TRANSFER_HOOK_PROGRAM } from '../../localnet/universe/new-token.js';

let h: Harness;
let key: TestKey;
let holder: Keypair;
beforeAll(async () => {
  h = await startHarness({ localnet: true });
  key = await createAccountWithKey(h, { environment: 'test', tier: 'pro', scopes: ['read:prices', 'read:portfolio'] });
  holder = Keypair.generate();
  const connection = new Connection(h.cluster!.url, 'confirmed');
  const signature = await connection.requestAirdrop(holder.publicKey, 2 * LAMPORTS_PER_SOL);
  await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) }, 'confirmed');
});
afterAll(async () => {
  await h?.close();
});

/** A token as `npm run faucet -- --new-token … --with <features> --list 1` makes it (the same operator method). */
function faucetToken(features: string[], list = true): string {
  const created = h.cluster!.call('localnet_createToken', [{ symbol: 'RISK', name: 'Risky', features, mintTo: { owner: holder.publicKey.toBase58(), amount: '1000000000' }, ...(list ? { listUsd: 1 } : {}) }]) as { mint: string };
  return created.mint;
}

async function safety(mint: string) {
  const res = await h.request(`/v1/tokens/${mint}/safety`, { headers: bearer(key) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { mint: string; level: string; slot: number; findings: Array<{ code: string; severity: string; message: string; evidence: any }> };
}

const dangers = (report: Awaited<ReturnType<typeof safety>>) => report.findings.filter((f) => f.severity === 'danger').map((f) => f.code).sort();

describe('GET /v1/tokens/{mint}/safety', () => {
  it('a plain listed token: no danger beyond holder concentration, with the venue left out of it', async () => {
    const mint = faucetToken([]);
    const report = await safety(mint);
    expect(report.mint).toBe(mint);
    expect(dangers(report).filter((c) => c !== 'holder_concentration')).toEqual([]);
    expect(report.findings.map((f) => f.code)).not.toContain('mint_authority');
    expect(report.findings.map((f) => f.code)).not.toContain('not_sellable');
    const concentration = report.findings.find((f) => f.code === 'holder_concentration')!;
    // The holder has everything outside the market maker's inventory, which is named as left out.
    expect(concentration.evidence).toMatchObject({ account: mint, field: 'top10Share', value: 1, slot: expect.any(Number) });
    expect(concentration.evidence.top).toEqual([expect.objectContaining({ owner: holder.publicKey.toBase58(), amount: '1000000000' })]);
    expect(concentration.evidence.excluded).toEqual([expect.objectContaining({ owner: h.cluster!.market.address, kind: 'venue' })]);
    expect(report.findings.find((f) => f.code === 'metadata_mutable')).toMatchObject({ severity: 'info', evidence: { value: false } });
  });

  it.each([
    ['freeze-authority', 'freeze_authority', 'danger', 'freezeAuthority'],
    ['mint-authority', 'mint_authority', 'warning', 'mintAuthority'],
    ['permanent-delegate', 'permanent_delegate', 'danger', 'extensions.permanentDelegate.delegate'],
    ['default-frozen', 'default_frozen', 'danger', 'extensions.defaultAccountState.state'],
    ['non-transferable', 'non_transferable', 'danger', 'extensions.nonTransferable'],
    ['mutable-metadata', 'metadata_mutable', 'warning', 'isMutable'],
  ])('--with %s gives %s (%s) with its evidence', async (feature, code, severity, field) => {
    const mint = faucetToken([feature]);
    const report = await safety(mint);
    const finding = report.findings.find((f) => f.code === code);
    expect(finding, JSON.stringify(report.findings)).toMatchObject({ severity, evidence: { field, slot: report.slot } });
    expect(finding!.message.length).toBeGreaterThan(10);
    if (severity === 'danger') expect(report.level).toBe('danger');
    if (code === 'freeze_authority' || code === 'mint_authority' || code === 'permanent_delegate') expect(finding!.evidence.value).toBe(h.cluster!.faucetAuthority);
  });

  it('--with transfer-fee=250 names the bps, the maximum and who may change it', async () => {
    const mint = faucetToken(['transfer-fee=250']);
    const report = await safety(mint);
    const fee = report.findings.find((f) => f.code === 'transfer_fee');
    expect(fee).toMatchObject({ severity: 'warning', evidence: { field: 'extensions.transferFeeConfig', value: 250, basisPoints: 250, maximumFee: '18446744073709551615', authority: h.cluster!.faucetAuthority, pending: null } });
    const heavy = await safety(faucetToken(['transfer-fee=5000']));
    expect(heavy.findings.find((f) => f.code === 'transfer_fee')).toMatchObject({ severity: 'danger', evidence: { basisPoints: 5000 } });
  });

  it('--with transfer-hook names the program, and the test sale through the venue fails: not_sellable', async () => {
    const report = await safety(faucetToken(['transfer-hook']));
    expect(report.findings.find((f) => f.code === 'transfer_hook')).toMatchObject({ severity: 'danger', evidence: { value: LOCAL_TRANSFER_HOOK_PROGRAM } });
    expect(report.findings.find((f) => f.code === 'not_sellable')).toMatchObject({ severity: 'danger', evidence: { field: 'saleSimulation', amount: '1000000' } });
  });

  it('a token the venue does not trade: low_liquidity and not_sellable, no route', async () => {
    const report = await safety(faucetToken([], false));
    expect(dangers(report)).toEqual(['holder_concentration', 'low_liquidity', 'not_sellable']);
  });

  it('the faucet CLI makes a token with dangers and lists it', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/faucet.ts', '--url', h.cluster!.url, '--to', holder.publicKey.toBase58(), '--new-token', 'CLI', '--name', 'Cli token', '--amount', '5', '--with', 'freeze-authority,transfer-fee=100', '--list', '0.5']);
    const mint = /Mint: (\w+)/.exec(stdout)![1];
    expect(stdout).toContain('listed on the local market at $0.5');
    const report = await safety(mint);
    expect(dangers(report)).toEqual(['freeze_authority', 'holder_concentration']);
    expect(report.findings.find((f) => f.code === 'transfer_fee')!.evidence.basisPoints).toBe(100);
  });

  it('the second read is the cached report (same checkedAt and slot)', async () => {
    const mint = faucetToken(['freeze-authority']);
    const first = await safety(mint);
    const second = await safety(mint);
    expect(second).toEqual(first);
  });

  it('400 for a malformed mint, 404 for an address that is no mint', async () => {
    const bad = await h.request('/v1/tokens/not-a-mint/safety', { headers: bearer(key) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_error');
    const wallet = await h.request(`/v1/tokens/${holder.publicKey.toBase58()}/safety`, { headers: bearer(key) });
    expect(wallet.status, JSON.stringify(wallet.body)).toBe(404);
    expect(wallet.body.error.code).toBe('not_found');
    const nothing = await h.request(`/v1/tokens/${Keypair.generate().publicKey.toBase58()}/safety`, { headers: bearer(key) });
    expect(nothing.status).toBe(404);
  });

  it('the portfolio marks each token with the level of its cached report (null while none is)', async () => {
    const checked = faucetToken(['freeze-authority']);
    await safety(checked);
    const unchecked = faucetToken(['permanent-delegate']);
    const res = await h.request(`/v1/portfolio?walletAddress=${holder.publicKey.toBase58()}`, { headers: bearer(key) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byMint = new Map((res.body.data.tokens as Array<{ mint: string; safety: string | null }>).map((t) => [t.mint, t.safety]));
    expect(byMint.get(checked)).toBe('danger');
    expect(byMint.get(unchecked)).toBeNull();
  });

  it('needs read:prices', async () => {
    const other = await createAccountWithKey(h, { environment: 'test', scopes: ['read:portfolio'] });
    const res = await h.request(`/v1/tokens/${faucetToken([])}/safety`, { headers: bearer(other) });
    expect(res.status).toBe(403);
  });
});
