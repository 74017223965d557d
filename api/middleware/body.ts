import type { Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { AppError } from '../../shared/errors/app-error.js';

/**
 * JSON bodies only, up to a size limit: a body in any other media type is 415, an oversize
 * one 413, malformed JSON 400 (mapped in errors.ts). A POST without a body reads as `{}`.
 */
export function jsonBody(limitBytes: number): Middleware[] {
  const requireJson: Middleware = async (ctx, next) => {
    const transferEncoding = ctx.get('Transfer-Encoding');
    // Node decodes chunked only; any other transfer coding (gzip, chunked) would reach the
    // JSON parser still encoded, or leave it waiting.
    if (transferEncoding && transferEncoding.trim().toLowerCase() !== 'chunked') {
      throw new AppError('validation_error', 'The request uses a Transfer-Encoding other than chunked; send chunked or a Content-Length (use Content-Encoding to compress).', { details: { field: 'Transfer-Encoding', reason: 'only chunked is supported' } });
    }
    const hasBody = ctx.request.length > 0 || transferEncoding !== '';
    if (hasBody && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) && !ctx.is('application/json')) {
      throw new AppError('unsupported_media_type', 'Send the body as application/json (Content-Type: application/json).', {
        details: { contentType: ctx.get('Content-Type') || null },
      });
    }
    if (ctx.request.length > limitBytes) {
      throw new AppError('payload_too_large', `The body is larger than ${limitBytes} bytes.`, { details: { limitBytes } });
    }
    await next();
  };
  const parse = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: limitBytes,
    multipart: false,
    urlencoded: false,
    text: false,
    patchKoa: true,
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
  });
  // Whatever the parser refuses is the client's body: a 4xx, never a 500 (e.g. a __proto__ key
  // refused by the JSON parser, or a Content-Encoding the body is not actually in).
  const parseOrRefuse: Middleware = async (ctx, next) => {
    let parsed = false;
    try {
      await parse(ctx, async () => { parsed = true; });
    } catch (err) {
      const e = err as { status?: number; type?: string; message?: string };
      if (e.status === 413 || e.type === 'entity.too.large') throw err;
      if (e.status === 415 || e.type === 'encoding.unsupported') {
        throw new AppError('unsupported_media_type', 'Send the body as UTF-8 application/json, uncompressed or gzip/deflate.', { details: { contentEncoding: ctx.get('Content-Encoding') || null } });
      }
      throw new AppError('validation_error', 'The request body could not be read as JSON.', { details: { field: 'body', reason: e.message ? `unreadable body: ${e.message}` : 'unreadable body' }, cause: err });
    }
    if (parsed) await next();
  };
  return [requireJson, parseOrRefuse, rejectNul];
}

/** How deep a JSON body may nest (objects and arrays); no route's body is deeper than 4. */
export const MAX_JSON_DEPTH = 64;

type BodyFault = { field: string; reason: string; message: string };

/**
 * A UTF-16 surrogate not paired with its other half: `"\ud800"` is valid JSON but not Unicode
 * text, and Postgres (UTF-8) would store it as U+FFFD, so the record would differ from what the
 * answer echoed. Such strings are refused rather than silently changed.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;
const LONE_SURROGATE_ALL = /\p{Surrogate}/gu;

function loneSurrogate(path: string): BodyFault {
  const field = path || 'body';
  return { field, reason: 'must be valid Unicode text (no unpaired UTF-16 surrogates)', message: `Invalid ${field}: it holds an unpaired UTF-16 surrogate (\\uD800-\\uDFFF escape without its pair); send valid Unicode text.` };
}

/**
 * The first problem in a parsed JSON value that no schema could catch: a string or key holding
 * U+0000, or nesting deeper than MAX_JSON_DEPTH. Walked with an explicit stack, so a body of
 * thousands of `[` cannot overflow the call stack (it did: a 500 on every route).
 */
function bodyFault(root: unknown): BodyFault | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: root, path: '', depth: 0 }];
  const nul = (path: string): BodyFault => {
    const field = path || 'body';
    return { field, reason: 'must not contain NUL (U+0000) characters', message: `Invalid ${field}: must not contain NUL (U+0000) characters.` };
  };
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return nul(path);
      if (LONE_SURROGATE.test(value)) return loneSurrogate(path);
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) {
      return { field: path || 'body', reason: `must not nest deeper than ${MAX_JSON_DEPTH} levels`, message: `The request body nests deeper than ${MAX_JSON_DEPTH} levels of objects and arrays; flatten it.` };
    }
    const join = (k: string | number) => (path ? `${path}.${k}` : String(k));
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: join(i), depth: depth + 1 });
    } else {
      const entries = Object.entries(value);
      for (const [k] of entries) {
        if (k.includes('\u0000')) return nul(join(k.split('\u0000').join('')));
        if (LONE_SURROGATE.test(k)) return loneSurrogate(join(k.replace(LONE_SURROGATE_ALL, '?')));
      }
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], path: join(entries[i][0]), depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Refuse U+0000 anywhere in the path, query or body: Postgres cannot store it in text or
 * jsonb, so letting it through would turn bad input into a 500 deep in a handler or a job.
 * Refuse bodies nested deeper than MAX_JSON_DEPTH too (400, not a stack overflow).
 */
const rejectNul: Middleware = async (ctx, next) => {
  if (ctx.path.includes('\u0000') || /%00/.test(ctx.querystring)) {
    throw new AppError('validation_error', 'The URL contains a NUL character.', { details: { field: ctx.path.includes('\u0000') ? 'path' : 'query', reason: 'must not contain NUL (U+0000) characters' } });
  }
  const fault = bodyFault(ctx.request.body);
  if (fault) throw new AppError('validation_error', fault.message, { details: { field: fault.field, reason: fault.reason } });
  await next();
};
