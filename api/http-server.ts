import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type Koa from 'koa';
import type { Logger } from '../shared/logging/logger.js';

/** Headers every answer carries, Koa's and the raw ones below alike. */
export const SECURITY_HEADERS = { 'X-Content-Type-Options': 'nosniff' } as const;

/** An HTTP server for the API, with a graceful drain for shutdown. */
export interface ApiServer {
  server: Server;
  /**
   * Stop taking connections and let in-flight requests finish: every answer from now on says
   * `Connection: close`, and each keep-alive connection is closed as soon as it is idle, so
   * clients holding connections open cannot keep the process alive. Resolves once every
   * connection is gone.
   */
  drain(): Promise<void>;
}

/** What Node's parser refused, as a status, error code and reason a client can act on. */
function describeClientError(err: NodeJS.ErrnoException): { status: number; reason: string; code: 'validation_error' | 'headers_too_large' | 'request_timeout'; message: string } {
  // llhttp names this one differently across Node versions; its message is stable.
  if (/Transfer-Encoding can't be present with Content-Length/i.test(err.message)) {
    return { status: 400, code: 'validation_error', reason: 'Transfer-Encoding and Content-Length must not both be sent', message: 'The request has both Transfer-Encoding and Content-Length; send one of them.' };
  }
  if (err.code === 'HPE_UNEXPECTED_CONTENT_LENGTH') {
    return { status: 400, code: 'validation_error', reason: 'Content-Length sent twice, or with Transfer-Encoding', message: 'The request has more than one Content-Length, or one with Transfer-Encoding; send exactly one.' };
  }
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, code: 'headers_too_large', reason: 'request line and headers too large', message: 'The URL and headers together are larger than the service accepts (16 KiB); shorten the URL or the headers.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'HPE_HEADER_TIMEOUT':
      return { status: 408, code: 'request_timeout', reason: 'request not received in time', message: 'The request was not received in time; send it again.' };
    case 'HPE_INVALID_TRANSFER_ENCODING':
      return { status: 400, code: 'validation_error', reason: 'unsupported Transfer-Encoding', message: 'The request has a Transfer-Encoding the service does not accept; send chunked or a Content-Length.' };
    case 'HPE_INVALID_CONTENT_LENGTH':
      return { status: 400, code: 'validation_error', reason: 'invalid Content-Length', message: 'The request has an invalid Content-Length header.' };
    case 'HPE_INVALID_HEADER_TOKEN':
    case 'HPE_INVALID_HEADER_VALUE':
      return { status: 400, code: 'validation_error', reason: 'malformed header', message: 'A request header is malformed (invalid characters in its name or value).' };
    default:
      return { status: 400, code: 'validation_error', reason: 'malformed HTTP request', message: 'The request is not valid HTTP/1.1.' };
  }
}

const REASON: Record<number, string> = { 400: 'Bad Request', 405: 'Method Not Allowed', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/** Write a complete error answer on a raw socket and close it. */
function endWithEnvelope(socket: Socket, status: number, code: string, message: string, details: Record<string, unknown>, extraHeaders = ''): string {
  const requestId = `req_${randomUUID().replace(/-/g, '')}`;
  const body = JSON.stringify({ error: { code, message, details }, meta: { requestId, timestamp: new Date().toISOString() } });
  socket.end(
    `HTTP/1.1 ${status} ${REASON[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\n` +
      `X-Content-Type-Options: ${SECURITY_HEADERS['X-Content-Type-Options']}\r\n` +
      extraHeaders +
      'Connection: close\r\n\r\n' +
      body,
  );
  return requestId;
}

/**
 * Answer what Node's HTTP parser refuses (oversized URL or headers, Transfer-Encoding with
 * Content-Length, bad header bytes) in the error envelope instead of Node's bare status line.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Socket, logger: Logger): void {
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, code, reason, message } = describeClientError(err);
  const details = code === 'validation_error' ? { field: 'request', reason } : { reason };
  const requestId = endWithEnvelope(socket, status, code, message, details);
  logger.debug({ requestId, code: err.code, status }, 'malformed HTTP request refused');
}

/** The API's HTTP server (not yet listening): Koa's handler, envelope answers for parser errors, and drain(). */
export function createApiServer(app: Koa, logger: Logger): ApiServer {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  const server = createServer();
  const handler = app.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.once('finish', () => {
      inFlight.delete(res);
      // The connection goes back to idle once this answer is written: close it now rather
      // than when the client's keep-alive would have sent another request.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
    res.once('close', () => inFlight.delete(res));
    void handler(req, res);
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => answerClientError(err, socket, logger));
  // CONNECT never reaches the request handler (Node would drop the connection without a word).
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    socket.on('error', () => socket.destroy());
    endWithEnvelope(socket, 405, 'method_not_allowed', 'CONNECT is not supported: this is not a proxy.', {}, '');
  });

  return {
    server,
    drain() {
      return new Promise<void>((resolve) => {
        if (draining) { server.once('close', () => resolve()); return; }
        draining = true;
        for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    },
  };
}
