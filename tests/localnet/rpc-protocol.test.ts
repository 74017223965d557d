import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Connection, Keypair } from '@solana/web3.js';
import { MAX_REQUEST_BODY_BYTES, startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { rpcRequest } from './cluster-helpers.js';

/**
 * Malformed input gets the JSON-RPC error shapes a real node answers with, and never takes the
 * endpoint down. Requests web3.js can express go through its Connection; bodies it cannot send
 * (non-JSON, oversize, hand-built batches) go through fetch.
 */
describe('local cluster: JSON-RPC protocol errors', () => {
  let cluster: LocalCluster;
  let connection: Connection;

  const post = async (body: string) => {
    const res = await fetch(cluster.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const text = await res.text();
    return { status: res.status, body: text === '' ? undefined : JSON.parse(text) };
  };

  beforeAll(async () => {
    cluster = await startLocalCluster({ port: 0 });
    connection = new Connection(cluster.url, 'confirmed');
  });

  afterAll(async () => {
    await cluster.close();
  });

  it('answers an unknown method with -32601', async () => {
    const { error } = await rpcRequest(connection, 'getEverything', []);
    expect(error).toEqual({ code: -32601, message: 'Method not found' });
  });

  it('answers a malformed base58 address with -32602 naming the problem', async () => {
    const { error } = await rpcRequest(connection, 'getBalance', ['not-base58-0OIl']);
    expect(error?.code).toBe(-32602);
    expect(error?.message).toMatch(/^Invalid params: address is not valid base58: invalid character "-" at index 3/);
  });

  it('answers an address of the wrong length with -32602 WrongSize', async () => {
    const { error } = await rpcRequest(connection, 'getAccountInfo', ['3yZe7d', { encoding: 'base64' }]);
    expect(error?.code).toBe(-32602);
    expect(error?.message).toContain('WrongSize');
    expect(error?.message).toContain('an address has 32');
  });

  it('answers an undeserializable transaction with -32602', async () => {
    for (const wire of [randomBytes(40), Buffer.from([1, 2, 3]), Buffer.alloc(0)]) {
      const { error } = await rpcRequest(connection, 'sendTransaction', [wire.toString('base64'), { encoding: 'base64' }]);
      expect(error?.code).toBe(-32602);
      expect(error?.message).toContain('VersionedTransaction');
    }
    const { error } = await rpcRequest(connection, 'simulateTransaction', ['@@@', { encoding: 'base64' }]);
    expect(error?.code).toBe(-32602);
    const tooLarge = await rpcRequest(connection, 'sendTransaction', [randomBytes(1300).toString('base64'), { encoding: 'base64' }]);
    expect(tooLarge.error?.message).toContain('too large: 1300 bytes (max: 1232 bytes)');
  });

  it('answers -32016 when minContextSlot is ahead of the node', async () => {
    const slot = await connection.getSlot();
    const { error } = await rpcRequest(connection, 'getBalance', [Keypair.generate().publicKey.toBase58(), { minContextSlot: slot + 1_000_000 }]);
    expect(error).toMatchObject({ code: -32016, message: 'Minimum context slot has not been reached' });
  });

  it('answers batches with one response per request', async () => {
    const owner = Keypair.generate().publicKey.toBase58();
    const responses = await (connection as any)._rpcBatchRequest([
      { methodName: 'getBalance', args: [owner] },
      { methodName: 'getBalance', args: ['xyz'] },
      { methodName: 'noSuchMethod', args: [] },
    ]);
    expect(responses).toHaveLength(3);
    expect(responses[0].result.value).toBe(0);
    expect(responses[1].error.code).toBe(-32602);
    expect(responses[2].error.code).toBe(-32601);

    const mixed = await post(JSON.stringify([{ jsonrpc: '2.0', id: 7, method: 'getHealth' }, 42, { jsonrpc: '2.0', method: 'getHealth' }]));
    // The notification (no id) gets no response; the non-object is an invalid request.
    expect(mixed.body).toEqual([
      { jsonrpc: '2.0', id: 7, result: 'ok' },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } },
    ]);
    expect((await post('[]')).body.error.code).toBe(-32600);
  });

  it('answers a body that is not JSON with -32700 and an invalid request with -32600', async () => {
    expect(await post('{"jsonrpc": "2.0", "method": ')).toEqual({ status: 200, body: { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } } });
    expect((await post(JSON.stringify({ jsonrpc: '1.0', id: 1, method: 'getSlot' }))).body).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32600, message: 'Invalid request' } });
    expect((await post(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'getSlot', params: { commitment: 'confirmed' } }))).body.error.code).toBe(-32602);
  });

  it('refuses an oversize body with HTTP 413 and a JSON-RPC error', async () => {
    const padding = 'x'.repeat(MAX_REQUEST_BODY_BYTES + 1024);
    const res = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth', params: [padding] }));
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe(-32600);
    expect(res.body.error.message).toContain(`the limit is ${MAX_REQUEST_BODY_BYTES} bytes`);
  });

  it('answers other HTTP methods with 405 and GET /health with ok', async () => {
    const res = await fetch(cluster.url, { method: 'PUT', body: 'x' });
    expect(res.status).toBe(405);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(-32600);
    expect(await (await fetch(`${cluster.url}/health`)).text()).toBe('ok');
  });

  it('keeps answering after all of the above', async () => {
    expect(await connection.getSlot()).toBeGreaterThan(0);
    expect((await rpcRequest(connection, 'getHealth', [])).result).toBe('ok');
    expect(await connection.getGenesisHash()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  });
});
