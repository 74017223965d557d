import Koa from 'koa';
import Router from '@koa/router';
import compose from 'koa-compose';
import type { AppDeps } from './deps.js';
import { queueBoard } from './admin/queue-board.js';
import { SECURITY_HEADERS } from './http-server.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { authenticate } from './middleware/auth.js';
import { proxyOptions } from './middleware/client-address.js';
import { jsonBody } from './middleware/body.js';
import { errorEnvelope } from './middleware/errors.js';
import { httpMetrics } from './middleware/http-metrics.js';
import { shedLoad } from './middleware/overload.js';
import { rateLimit } from './middleware/rate-limit.js';
import { requestId } from './middleware/request-id.js';
import { recordUsage } from './middleware/usage.js';
import { analyticsRoutes } from './routes/analytics.routes.js';
import { healthRoutes, type ReadinessCheck } from './routes/health.routes.js';
import { buildRoutes } from './routes/builds.routes.js';
import { docsRoutes } from './routes/docs.routes.js';
import { buildOpenApiDocument } from './openapi/document.js';
import { intentRoutes } from './routes/intents.routes.js';
import { keysRoutes } from './routes/keys.routes.js';
import { linkActionRoutes } from './routes/link-actions.routes.js';
import { linkRoutes } from './routes/links.routes.js';
import { orderRoutes } from './routes/orders.routes.js';
import { mcpEndpoint } from './mcp/endpoint.js';
import { pingRoutes } from './routes/ping.routes.js';
import { portfolioRoutes } from './routes/portfolio.routes.js';
import { pricesRoutes } from './routes/prices.routes.js';
import { tokensRoutes } from './routes/tokens.routes.js';
import { submitRoutes } from './routes/submit.routes.js';
import { transactionRoutes } from './routes/transactions.routes.js';
import { webhooksRoutes } from './routes/webhooks.routes.js';
import { RequestContext } from '@mikro-orm/core';

export interface BuildAppOptions {
  /**
   * Upstream probes (each network's Solana RPC, price and swap providers): reported by /readyz
   * and /metrics as ok or degraded, never in /readyz's status code.
   */
  upstreams?: Record<string, ReadinessCheck>;
}

/** Built once per process: the routes' declarations do not change at run time. */
const openApiDocument = buildOpenApiDocument();

/** The Koa application with every route and middleware. Never listens: api/main.ts does. */
export function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Koa {
  const app = new Koa(proxyOptions(deps.config.http));
  app.silent = true; // errors are logged by errorEnvelope with the request id

  // With OPS_PORT, /readyz and /metrics are served by buildOpsApp on that port only.
  const operationsHere = !deps.config.http.opsPort;
  const routers: Router[] = [healthRoutes(deps, options.upstreams, { operations: operationsHere }), pingRoutes(deps), keysRoutes(deps), intentRoutes(deps), buildRoutes(deps), submitRoutes(deps), pricesRoutes(deps), tokensRoutes(deps), portfolioRoutes(deps), transactionRoutes(deps), analyticsRoutes(deps), webhooksRoutes(deps), docsRoutes(openApiDocument)];
  // Payable links: the owner's /v1/links, and the public Solana Pay and Actions endpoints (docs/links.md).
  routers.push(linkActionRoutes(deps), linkRoutes(deps), orderRoutes(deps));

  app.use((ctx, next) => { ctx.set(SECURITY_HEADERS); return next(); });
  app.use(requestId(deps.logger));
  app.use(httpMetrics(deps.metrics));
  app.use(errorEnvelope());
  // HSTS on the browser-facing pages (dashboard, API reference) in production: once a browser
  // has seen them over https it never again sends their cookies or forms over plain http.
  if (deps.config.env === 'production') {
    app.use((ctx, next) => {
      if (/^\/(dashboard|docs)(\/|$)/i.test(ctx.path)) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      return next();
    });
  }
  // The queue board is an operator's page: on OPS_PORT when it is set (buildOpsApp), never
  // here then; without OPS_PORT only outside production (npm start), behind ADMIN_USER/PASSWORD.
  const board = queueBoardHere(deps, 'public');
  if (board) app.use(board);
  // The developer dashboard: HTML pages with their own sessions, forms and error pages, ahead
  // of the JSON-only body parser and the /v1 gate.
  const dashboard = dashboardRoutes(deps);
  app.use((ctx, next) => (/^\/dashboard(\/|$)/i.test(ctx.path) ? dashboard(ctx, next) : next()));
  // The MCP endpoint (docs/agents.md): its own gate (Host/Origin, key, JSON-RPC body), then
  // each tool call is dispatched back into this app's /v1 routes below.
  app.use(mcpEndpoint(deps, app));
  // Every /v1 request: shed when overloaded, then authenticate, record usage, rate-limit, in that order and before the
  // body is read, so that every authenticated answer (400s, 404s and 429s included) carries
  // the X-RateLimit-* headers and is counted. Scopes are per route (requireScope).
  // An overloaded process sheds first, before spending a Redis or Postgres call on the request.
  const v1 = compose([shedLoad(deps, deps.config.http.overloadMaxDelayMs), authenticate(deps), recordUsage(deps.usage, deps.now ?? Date.now), rateLimit(deps)]);
  // The router matches paths case-insensitively, so the gate must too (/V1/keys is /v1/keys).
  // The OpenAPI document is public (no key), like the /docs page that renders it.
  // So is a payable link's Action (/v1/links/{id}/action): the link id is the capability.
  const isV1 = (path: string) => /^\/v1(\/|$)/i.test(path) && !/^\/v1\/openapi\.json$/i.test(path) && !/^\/v1\/links\/[^/]+\/action\/?$/i.test(path);
  app.use((ctx, next) => (isV1(ctx.path) ? v1(ctx, next) : next()));
  for (const mw of jsonBody(deps.config.http.bodyLimitBytes)) app.use(mw);
  // A MikroORM context per /v1 request: entities loaded by one request never leak into
  // another. Operations routes use no ORM context (they fork where they need one).
  app.use((ctx, next) => (isV1(ctx.path) ? RequestContext.create(deps.orm.em, next) : next()));
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}

/**
 * The queue board (/admin/queues) for an app, or null where it must not be: it needs
 * ADMIN_USER and ADMIN_PASSWORD; with OPS_PORT it is on the operations app only; without it, on
 * the public app unless in production (docs/deployment.md, "The queue board").
 */
function queueBoardHere(deps: AppDeps, app: 'public' | 'operations') {
  const { opsPort, adminUser, adminPassword } = deps.config.http;
  const here = app === 'operations' ? opsPort > 0 : !opsPort && deps.config.env !== 'production';
  return here ? queueBoard(deps.queues.all(), adminUser, adminPassword) : null;
}

/**
 * The internal operations app of OPS_PORT: /healthz, /readyz and /metrics, the same handlers
 * the public app serves when OPS_PORT is not set, and the queue board (/admin/queues). Never listens: api/main.ts does.
 */
export function buildOpsApp(deps: AppDeps, options: BuildAppOptions = {}): Koa {
  const app = new Koa(proxyOptions(deps.config.http));
  app.silent = true;
  app.use((ctx, next) => { ctx.set(SECURITY_HEADERS); return next(); });
  app.use(requestId(deps.logger));
  app.use(errorEnvelope());
  const board = queueBoardHere(deps, 'operations');
  if (board) app.use(board);
  const router = healthRoutes(deps, options.upstreams, { operations: true });
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
