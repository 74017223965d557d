/**
 * JSON-RPC errors of the local cluster, with the codes and messages a real Solana RPC node
 * answers, so client code sees the same failures locally as against a validator. These are
 * protocol errors of a stand-in node, not the service's API errors (those are AppError).
 */

/** Error codes of the JSON-RPC 2.0 spec and of Solana's RPC server. */
export const RPC_ERROR = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  sendTransactionPreflightFailure: -32002,
  transactionSignatureVerificationFailure: -32003,
  unsupportedTransactionVersion: -32015,
  minContextSlotNotReached: -32016,
} as const;

/** An error answered as `{ code, message, data? }` in a JSON-RPC response. */
export class JsonRpcError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'JsonRpcError';
    this.code = code;
    this.data = data;
  }

  /** The `error` member of a JSON-RPC response. */
  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, data: this.data };
  }
}

/** -32602 with the real node's "Invalid params: " prefix. */
export function invalidParams(reason: string): JsonRpcError {
  return new JsonRpcError(RPC_ERROR.invalidParams, `Invalid params: ${reason}`);
}
