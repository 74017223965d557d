/**
 * JSON-RPC 2.0 over HTTP for the local cluster: single requests and batches, notifications,
 * the spec's error codes for malformed input, a request body limit, and no input that can
 * crash the process (every failure becomes a JSON-RPC error).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { JsonRpcError, RPC_ERROR } from './rpc-error.js';
import { callMethod, type RpcContext } from './rpc-methods.js';

/** Largest accepted request body: 50 KiB, the limit of a real Agave RPC node (MAX_REQUEST_BODY_SIZE). */
export const MAX_REQUEST_BODY_BYTES = 50 * 1024;
/** Past this many bytes an oversize body is no longer drained; the connection is cut instead. */
const MAX_DRAINED_BODY_BYTES = 16 * 1024 * 1024;

/** Where the cluster logs; pino and console both fit. */
export interface ClusterLogger {
  info(...args: any[]): void;
  warn(...args: any[]): void;
}

type JsonRpcId = string | number | null;

interface JsonRpcResponse {
  jsonrpc: '2.0';
  id: JsonRpcId;
  result?: unknown;
  error?: ReturnType<JsonRpcError['toJSON']>;
}

function errorResponse(id: JsonRpcId, error: JsonRpcError): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error: error.toJSON() };
}

function isValidId(id: unknown): id is JsonRpcId {
  return id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
}

/** Answer one request object; undefined for a notification (no `id` member). */
function handleRequest(request: unknown, ctx: RpcContext, logger: ClusterLogger): JsonRpcResponse | undefined {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return errorResponse(null, new JsonRpcError(RPC_ERROR.invalidRequest, 'Invalid request'));
  }
  const { jsonrpc, method, params, id } = request as Record<string, unknown>;
  const isNotification = !('id' in request);
  if (jsonrpc !== '2.0' || typeof method !== 'string' || (!isNotification && !isValidId(id))) {
    return errorResponse(isValidId(id) ? id : null, new JsonRpcError(RPC_ERROR.invalidRequest, 'Invalid request'));
  }
  let response: JsonRpcResponse;
  try {
    if (params !== undefined && !Array.isArray(params)) throw new JsonRpcError(RPC_ERROR.invalidParams, 'Invalid params: Solana RPC parameters are positional, send an array');
    response = { jsonrpc: '2.0', id: id as JsonRpcId, result: callMethod(method, params ?? [], ctx) };
  } catch (err) {
    if (err instanceof JsonRpcError) {
      response = errorResponse(id as JsonRpcId, err);
    } else {
      logger.warn({ err, method }, 'local cluster: internal error answering a JSON-RPC request');
      response = errorResponse(id as JsonRpcId, new JsonRpcError(RPC_ERROR.internalError, 'Internal error'));
    }
  }
  return isNotification ? undefined : response;
}

/** Answer a parsed body: one request or a batch; undefined when nothing is to be answered. */
function handleBody(body: unknown, ctx: RpcContext, logger: ClusterLogger): JsonRpcResponse | JsonRpcResponse[] | undefined {
  if (!Array.isArray(body)) return handleRequest(body, ctx, logger);
  if (body.length === 0) return errorResponse(null, new JsonRpcError(RPC_ERROR.invalidRequest, 'Invalid request: empty batch'));
  const responses = body.map((r) => handleRequest(r, ctx, logger)).filter((r): r is JsonRpcResponse => r !== undefined);
  return responses.length > 0 ? responses : undefined;
}

// u64 values are converted to numbers where built; this keeps a stray bigint from failing a response.
function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? Number(v) : v));
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = body === undefined ? '' : toJson(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), 'Access-Control-Allow-Origin': '*' });
  res.end(text);
}

/** The HTTP request handler: POST JSON-RPC at any path, GET /health, CORS preflight. */
export function createRpcRequestHandler(ctx: RpcContext, logger: ClusterLogger): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(200, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type' }).end();
      return;
    }
    if (req.method !== 'POST') {
      req.resume();
      send(res, 405, errorResponse(null, new JsonRpcError(RPC_ERROR.invalidRequest, 'Used HTTP Method is not allowed. POST or OPTIONS is required')));
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= MAX_REQUEST_BODY_BYTES) chunks.push(chunk);
      else if (received > MAX_DRAINED_BODY_BYTES) req.destroy();
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      // An oversize body is read to its end (and dropped) so the client gets the 413 answer
      // instead of a connection reset while it is still sending.
      if (received > MAX_REQUEST_BODY_BYTES) {
        send(res, 413, errorResponse(null, new JsonRpcError(RPC_ERROR.invalidRequest, `Request body too large: ${received} bytes, the limit is ${MAX_REQUEST_BODY_BYTES} bytes`)));
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        send(res, 200, errorResponse(null, new JsonRpcError(RPC_ERROR.parseError, 'Parse error')));
        return;
      }
      try {
        send(res, 200, handleBody(body, ctx, logger));
      } catch (err) {
        logger.warn({ err }, 'local cluster: failed to answer a JSON-RPC request');
        send(res, 500, errorResponse(null, new JsonRpcError(RPC_ERROR.internalError, 'Internal error')));
      }
    });
  };
}
