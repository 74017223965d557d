import { describe, expect, it } from 'vitest';
import { isRpcOutage, rpcFetch } from '../chain/rpc.js';
import { isInfrastructureDown } from './infrastructure.js';
import { freePort } from '../../tests/helpers/ports.js';


describe('isInfrastructureDown', () => {
  it('says a refused connection (as Postgres or Redis give it) is our infrastructure down, also when wrapped', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isInfrastructureDown(refused)).toBe(true);
    expect(isInfrastructureDown(new Error('query failed', { cause: refused }))).toBe(true);
  });

  it('says a Solana RPC that refuses the connection is the outage of the RPC, not ours', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const call = rpcFetch({ url, network: 'mainnet', timeoutMs: 2000, maxRetries: 0 });
    const err = await call(url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }) }).then(() => null, (e: unknown) => e);
    // The refusal is in its cause chain, as it is for Postgres...
    let cause: unknown = err;
    const codes: unknown[] = [];
    for (let i = 0; cause && i < 5; i++, cause = (cause as { cause?: unknown }).cause) codes.push((cause as { code?: unknown }).code);
    expect(codes).toContain('ECONNREFUSED');
    // ...but the error is about the RPC: a record job waits for it under RPC_OUTAGE_RETRY_MS.
    expect(err).toMatchObject({ code: 'upstream_error', details: { network: 'mainnet', reason: 'rpc_unreachable' } });
    expect(isInfrastructureDown(err)).toBe(false);
    expect(isRpcOutage(err)).toBe(true);
  });
});
