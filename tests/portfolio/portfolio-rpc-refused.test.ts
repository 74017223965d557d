import { Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { freePort } from '../helpers/ports.js';

/**
 * A Solana RPC that refuses connections (ECONNREFUSED on a real loopback port, as a down
 * provider does) is the provider's outage, not ours: the portfolio answers 502 upstream_error,
 * not 503 (our Postgres or Redis down) and not 202 after the deadline. The harness's usual dead
 * RPC, port 1, is refused by fetch itself as a "bad port" and never reaches a connect, so the
 * other portfolio tests do not walk this path.
 */
let h: Harness;
let key: TestKey;


beforeAll(async () => {
  const url = `http://127.0.0.1:${await freePort()}`;
  h = await startHarness({ env: { SOLANA_DEVNET_RPC_URL: url, SOLANA_MAINNET_RPC_URL: url } });
  key = await createAccountWithKey(h, { environment: 'test', scopes: ['read:portfolio'] });
});
afterAll(async () => { await h?.close(); });

describe('the portfolio while the Solana RPC refuses connections', () => {
  it('answers 502 upstream_error naming the network (not 503, nor 202 past the deadline)', async () => {
    const res = await h.request(`/v1/portfolio?walletAddress=${Keypair.generate().publicKey.toBase58()}`, { headers: bearer(key) });
    expect(res.status, res.text).toBe(502);
    expect(res.body.error).toMatchObject({ code: 'upstream_error', details: { network: 'devnet', reason: 'rpc_unreachable' } });
  });
});
