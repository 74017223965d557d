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
  return [requireJson, parse];
}
