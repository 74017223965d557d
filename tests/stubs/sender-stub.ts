import bs58 from 'bs58';
import { startStubServer, type StubServer } from './stub-server.js';

/**
 * A Helius Sender stub (POST https://sender.helius-rpc.com/fast in its documented shape): a
 * JSON-RPC `sendTransaction` with `[base64 transaction, { encoding: 'base64', skipPreflight:
 * true, maxRetries: 0 }]`, answered `{ jsonrpc, id, result: <signature> }`. It keeps what it
 * received and does not forward it anywhere: the test network's RPC is the path that lands it.
 * A request breaking the documented shape gets the JSON-RPC invalid-params error.
 */
export async function startSenderStub(): Promise<StubServer> {
  return startStubServer((req) => {
    const body = req.body as { jsonrpc?: string; id?: unknown; method?: string; params?: [string, { encoding?: string; skipPreflight?: boolean; maxRetries?: number }] } | undefined;
    const [tx, options] = body?.params ?? [];
    if (req.method !== 'POST' || body?.jsonrpc !== '2.0' || body.method !== 'sendTransaction' || typeof tx !== 'string'
      || options?.encoding !== 'base64' || options.skipPreflight !== true || options.maxRetries !== 0) {
      return { status: 200, json: { jsonrpc: '2.0', id: body?.id ?? null, error: { code: -32602, message: 'invalid params' } } };
    }
    const bytes = Buffer.from(tx, 'base64');
    // The first signature follows the one-byte signature count.
    return { status: 200, json: { jsonrpc: '2.0', id: body.id, result: bs58.encode(bytes.subarray(1, 65)) } };
  });
}
