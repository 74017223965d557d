import type { Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { AppError } from '../../shared/errors/app-error.js';

/**
 * JSON bodies only, up to a size limit: a body in any other media type is 415, an oversize
 * one 413, malformed JSON 400 (mapped in errors.ts). A POST without a body reads as `{}`.
 */
export function jsonBody(limitBytes: number): Middleware[] {
  const requireJson: Middleware = async (ctx, next) => {
    const hasBody = ctx.request.length > 0 || ctx.get('Transfer-Encoding') !== '';
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

/** The path of the first string holding U+0000 in a parsed JSON value, or null. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = nulPath(value[i], `${path}.${i}`);
      if (hit) return hit;
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) return `${path}.${k.split('\u0000').join('')}`;
      const hit = nulPath(v, `${path}.${k}`);
      if (hit) return hit;
    }
  }
  return null;
}

/**
 * Refuse U+0000 anywhere in the path, query or body: Postgres cannot store it in text or
 * jsonb, so letting it through would turn bad input into a 500 deep in a handler or a job.
 */
const rejectNul: Middleware = async (ctx, next) => {
  if (ctx.path.includes('\u0000') || /%00/.test(ctx.querystring)) {
    throw new AppError('validation_error', 'The URL contains a NUL character.', { details: { field: ctx.path.includes('\u0000') ? 'path' : 'query', reason: 'must not contain NUL (U+0000) characters' } });
  }
  const hit = nulPath(ctx.request.body, 'body');
  if (hit) {
    const field = hit.replace(/^body\.?/, '') || 'body';
    throw new AppError('validation_error', `Invalid ${field}: must not contain NUL (U+0000) characters.`, { details: { field, reason: 'must not contain NUL (U+0000) characters' } });
  }
  await next();
};
