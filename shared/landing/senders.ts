/**
 * The paths a submitted transaction's signed bytes are sent through (docs/transactions.md,
 * "Senders"). Each send is fire-and-forget as far as landing goes (maxRetries 0, no preflight:
 * the landing loop rebroadcasts and watches the signature itself); its outcome is counted per
 * path. The same signed bytes are safe to send through several paths: a signature lands once.
 */
import type { Connection } from '@solana/web3.js';
import type { Network } from '../chain/token-list.js';

export interface SendPath {
  /** The metrics label: `rpc` or `extra`. */
  readonly name: string;
  send(bytes: Buffer): Promise<void>;
}

/** The network's RPC sendTransaction (the test network's is the embedded cluster). */
export function rpcSendPath(connection: Connection): SendPath {
  return {
    name: 'rpc',
    async send(bytes) {
      await connection.sendRawTransaction(bytes, { skipPreflight: true, maxRetries: 0 });
    },
  };
}

/**
 * A JSON-RPC `sendTransaction` endpoint beside the RPC, such as Helius Sender
 * (`https://sender.helius-rpc.com/fast`: base64 encoding, skipPreflight true, maxRetries 0, as
 * its documentation requires). Any answer carrying `error` counts as rejected.
 */
export function jsonRpcSendPath(url: string, timeoutMs: number): SendPath {
  return {
    name: 'extra',
    async send(bytes) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [bytes.toString('base64'), { encoding: 'base64', skipPreflight: true, maxRetries: 0 }] }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await res.json().catch(() => null)) as { result?: unknown; error?: { message?: string } } | null;
      if (!res.ok || !answer || answer.error || typeof answer.result !== 'string') {
        throw new Error(`extra sender answered ${res.status}: ${answer?.error?.message ?? 'no signature'}`);
      }
    },
  };
}

/** The paths of a network: the RPC, plus the extra sender for live keys (mainnet) when configured. */
export function sendPaths(network: Network, connection: Connection, extraSenderUrl: string, timeoutMs: number): SendPath[] {
  const paths = [rpcSendPath(connection)];
  if (network === 'mainnet' && extraSenderUrl) paths.push(jsonRpcSendPath(extraSenderUrl, timeoutMs));
  return paths;
}
