import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { OperationSpec } from '../openapi/operation.js';

/** The OpenAPI declarations of these routes (api/openapi/document.ts). */
export const docsOperations: OperationSpec[] = [
  {
    method: 'get', path: '/v1/openapi.json', operationId: 'getOpenApiDocument', tag: 'Operations', scope: 'public',
    summary: 'This OpenAPI 3.1 document',
    description: 'Machine-readable description of every operation, for client generators and tool-calling agents. The reference page at /docs renders it.',
    responses: {
      200: {
        description: 'The OpenAPI document.',
        schema: { type: 'object', properties: { openapi: { type: 'string' }, info: { type: 'object' }, paths: { type: 'object' } }, required: ['openapi', 'info', 'paths'] },
        headers: ['Cache-Control'],
      },
    },
  },
];

/**
 * Swagger UI from the swagger-ui-dist package (pinned exactly in package.json), served from
 * node_modules: no CDN, no fonts, no telemetry. Only these files are served.
 */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/**
 * The page's own script, a file rather than inline so the CSP needs no 'unsafe-inline' for
 * scripts. validatorUrl null: Swagger UI would otherwise send the document to an outside
 * validator. docExpansion 'list' puts every operation's method, path and summary on the page.
 */
const INIT_SCRIPT = `window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({
    url: '/v1/openapi.json',
    dom_id: '#swagger-ui',
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    deepLinking: true,
    validatorUrl: null,
    displayOperationId: true,
    tryItOutEnabled: false,
    withCredentials: false,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Solana Intent Service API reference</title>
  <link rel="icon" type="image/png" href="/docs/favicon-32x32.png">
  <link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
  <noscript>The reference needs JavaScript; the raw document is at <a href="/v1/openapi.json">/v1/openapi.json</a>.</noscript>
  <div id="swagger-ui"></div>
  <script src="/docs/swagger-ui-bundle.js"></script>
  <script src="/docs/init.js"></script>
</body>
</html>
`;

/**
 * Scripts only from this origin, no inline script; Swagger UI sets inline styles, so styles
 * allow them. Images from here or data: URIs; fetches only to this origin (the document).
 */
export const DOCS_CSP = [
  "default-src 'none'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:", "connect-src 'self'",
  "font-src 'none'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'",
].join('; ');

function pageHeaders(ctx: Context, contentType: string, cacheControl: string): void {
  ctx.set('Content-Security-Policy', DOCS_CSP);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('Cache-Control', cacheControl);
  ctx.type = contentType;
}

/**
 * GET /v1/openapi.json (no key): the OpenAPI document. GET /docs: the reference page that
 * renders it, with its assets under /docs/.
 */
export function docsRoutes(document: object): Router {
  const router = new Router();
  const json = JSON.stringify(document);
  const dist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const assets = new Map(Object.entries(ASSETS).map(([name, type]) => [name, { type, body: readFileSync(join(dist, name)) }]));

  router.get('/v1/openapi.json', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'application/json';
    ctx.body = json;
  });

  router.get('/docs', (ctx) => {
    pageHeaders(ctx, 'text/html; charset=utf-8', 'no-cache');
    ctx.body = PAGE;
  });

  router.get('/docs/init.js', (ctx) => {
    pageHeaders(ctx, 'text/javascript; charset=utf-8', 'no-cache');
    ctx.body = INIT_SCRIPT;
  });

  router.get('/docs/:asset', (ctx, next) => {
    const asset = assets.get(ctx.params.asset!);
    if (!asset) return next();
    pageHeaders(ctx, asset.type, 'public, max-age=3600');
    ctx.body = asset.body;
  });

  return router;
}
