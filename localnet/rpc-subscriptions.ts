/**
 * The WebSocket side of the local cluster's RPC, the part web3.js needs: confirmTransaction
 * subscribes with signatureSubscribe before it polls statuses, so without it confirmations
 * wait for blockhash expiry. Also slotSubscribe. Other subscriptions answer "Method not found".
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket, type RawData } from 'ws';
import type { Commitment, LandedTransaction, LocalLedger } from './ledger.js';
import { JsonRpcError, RPC_ERROR, invalidParams } from './rpc-error.js';
import { commitmentOption, configParam, integerParam, signatureParam } from './rpc-params.js';
import { MAX_REQUEST_BODY_BYTES, type ClusterLogger } from './rpc-server.js';

type Subscription = { kind: 'signature'; socket: WebSocket; signature: string; commitment: Commitment } | { kind: 'slot'; socket: WebSocket };

/** A running subscription endpoint. */
export interface SubscriptionServer {
  /** Accept WebSocket upgrades arriving on this HTTP server. */
  attach(server: Server): void;
  close(): void;
}

/** Start serving signature and slot subscriptions for a ledger. */
export function createSubscriptionServer(ledger: LocalLedger, logger: ClusterLogger): SubscriptionServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_REQUEST_BODY_BYTES });
  const subscriptions = new Map<number, Subscription>();
  let nextId = 0;

  const notify = (socket: WebSocket, method: string, subscription: number, result: unknown) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription } }));
  };

  // A signature subscription fires once, when the transaction reaches its commitment.
  const checkSignature = (id: number, tx: LandedTransaction | undefined) => {
    const sub = subscriptions.get(id);
    if (sub?.kind !== 'signature' || !tx || !ledger.reached(tx, sub.commitment)) return;
    subscriptions.delete(id);
    notify(sub.socket, 'signatureNotification', id, { context: { slot: ledger.slot }, value: { err: tx.result.err?.json ?? null } });
  };

  const stopListening = ledger.listen({
    onTransaction: (tx) => {
      for (const [id, sub] of subscriptions) if (sub.kind === 'signature' && sub.signature === tx.signature) checkSignature(id, tx);
    },
    onSlot: (block) => {
      for (const [id, sub] of subscriptions) {
        if (sub.kind === 'slot') notify(sub.socket, 'slotNotification', id, { parent: block.slot - 1, root: ledger.block('finalized').slot, slot: block.slot });
        else checkSignature(id, ledger.transaction(sub.signature));
      }
    },
  });

  const call = (socket: WebSocket, method: string, params: unknown[]): unknown => {
    switch (method) {
      case 'signatureSubscribe': {
        const signature = signatureParam(params[0]);
        const id = nextId++;
        subscriptions.set(id, { kind: 'signature', socket, signature, commitment: commitmentOption(configParam(params[1])) });
        // Checked after the reply is sent, so the client knows the id before any notification.
        setImmediate(() => checkSignature(id, ledger.transaction(signature)));
        return id;
      }
      case 'slotSubscribe': {
        const id = nextId++;
        subscriptions.set(id, { kind: 'slot', socket });
        return id;
      }
      case 'signatureUnsubscribe':
      case 'slotUnsubscribe': {
        const id = integerParam(params[0], 'subscription id');
        const sub = subscriptions.get(id);
        if (!sub || sub.socket !== socket || sub.kind !== method.replace('Unsubscribe', '')) throw invalidParams('Invalid subscription id.');
        subscriptions.delete(id);
        return true;
      }
      default:
        throw new JsonRpcError(RPC_ERROR.methodNotFound, 'Method not found');
    }
  };

  const onMessage = (socket: WebSocket, raw: RawData) => {
    let request: unknown;
    try {
      request = JSON.parse(raw.toString());
    } catch {
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: null, error: new JsonRpcError(RPC_ERROR.parseError, 'Parse error').toJSON() }));
      return;
    }
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: null, error: new JsonRpcError(RPC_ERROR.invalidRequest, 'Invalid request').toJSON() }));
      return;
    }
    const { method, params, id } = request as Record<string, unknown>;
    // Notifications (web3.js sends a periodic "ping") get no answer.
    if (!('id' in request)) return;
    const replyId = typeof id === 'string' || typeof id === 'number' ? id : null;
    try {
      if (typeof method !== 'string') throw new JsonRpcError(RPC_ERROR.invalidRequest, 'Invalid request');
      const result = call(socket, method, Array.isArray(params) ? params : []);
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: replyId, result }));
    } catch (err) {
      const error = err instanceof JsonRpcError ? err : new JsonRpcError(RPC_ERROR.internalError, 'Internal error');
      if (!(err instanceof JsonRpcError)) logger.warn({ err, method }, 'local cluster: internal error answering a subscription request');
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: replyId, error: error.toJSON() }));
    }
  };

  wss.on('connection', (socket: WebSocket) => {
    socket.on('message', (raw) => onMessage(socket, raw));
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      for (const [id, sub] of subscriptions) if (sub.socket === socket) subscriptions.delete(id);
    });
  });

  return {
    attach(server) {
      server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        socket.on('error', () => socket.destroy());
        wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
      });
    },
    close() {
      stopListening();
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
