import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { capExpiry, createApiKey, descendantKeyIds, findApiKey, keyOwnerOf, listApiKeys, renderApiKey, revokeApiKeyTree, rotateApiKey } from '../../shared/accounts/api-keys.js';
import { readAccountMetrics, type MetricsReport } from '../../shared/analytics/account-metrics.js';
import { readRollupWatermark } from '../../shared/analytics/hourly-rollup.js';
import { GRANULARITIES, parseMetricsRange, type Granularity } from '../../shared/analytics/time-buckets.js';
import type { ApiKeyEnvironment } from '../../shared/auth/api-key.js';
import { apiKeyStatus, isUsable } from '../../shared/auth/key-status.js';
import { SCOPES, grantsScope, type Scope } from '../../shared/auth/scopes.js';
import { Account } from '../../shared/db/entities/account.entity.js';
import { ApiKey } from '../../shared/db/entities/api-key.entity.js';
import { AppError, isAppError, validationError } from '../../shared/errors/app-error.js';
import { TEST_KEY_REQUESTS_PER_DAY, TIER_LIMITS } from '../../shared/ratelimit/tier-limits.js';
import type { AppDeps } from '../deps.js';
import { announceRevocation, announceRotation, assertMayIssue } from '../lib/key-admin.js';
import { toAppError } from '../middleware/errors.js';
import { validate } from '../middleware/validate.js';
import { createKeySchema } from '../routes/keys.schema.js';
import { createLinkSchema } from '../routes/links.schema.js';
import { createPaymentLink, publicBaseOf, revokePaymentLink, type NewLink } from '../routes/links.routes.js';
import { PaymentLink } from '../../shared/db/entities/payment-link.entity.js';
import { linkQrSvg, renderLink } from '../../shared/links/links.js';
import { linksPage, type LinksPageModel } from './links-views.js';
import { dashboardAsset } from './assets.js';
import type { Html } from './html.js';
import { FailureThrottle } from '../../shared/auth/failure-throttle.js';
import { clientAddress } from '../middleware/client-address.js';
import { DashboardSessionStore, randomToken, sameToken, type DashboardSession } from './session-store.js';
import { keysPage, messagePage, revokePage, signInPage, usagePage, type IssuedKeyNotice, type KeysPageModel, type Viewer } from './views.js';

const SESSION_COOKIE = 'sis_dashboard';
/** Before sign-in there is no session: the sign-in form's CSRF token is a double-submit cookie. */
const SIGN_IN_COOKIE = 'sis_dashboard_signin';
const KEY_ID = /^key_[0-9A-Za-z]{22}$/;
/** The one answer to every failed sign-in. */
const SIGN_IN_REFUSED = 'That key cannot sign in. Use an active admin API key of your account (service_live_… or service_test_…), copied whole.';
const PAGE_SIZE = 20;
/** How long a one-time form token (create, rotate) is remembered as used. */
const FORM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Every dashboard answer: scripts and styles only from this origin (no inline script, no
 * inline style), no framing, no other host contacted, forms post only here.
 */
const CSP = [
  "default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "connect-src 'self'",
  "font-src 'none'", "form-action 'self'", "frame-ancestors 'none'", "base-uri 'none'",
].join('; ');

const PERIODS = [
  { value: '24h', label: 'Last 24 hours', ms: 24 * 3_600_000 },
  { value: '7d', label: 'Last 7 days', ms: 7 * 86_400_000 },
  { value: '30d', label: 'Last 30 days', ms: 30 * 86_400_000 },
  { value: '90d', label: 'Last 90 days', ms: 90 * 86_400_000 },
  { value: '365d', label: 'Last 12 months', ms: 365 * 86_400_000 },
] as const;

/** A signed-in request: its session, and the key and account it was started with (reloaded). */
interface SignedIn {
  id: string;
  session: DashboardSession;
  key: ApiKey;
  account: Account;
  viewer: Viewer;
}

type Form = Record<string, string | string[] | undefined>;
const field = (form: Form, name: string): string => {
  const v = form[name];
  return typeof v === 'string' ? v : Array.isArray(v) ? v[0] ?? '' : '';
};
const list = (form: Form, name: string): string[] => {
  const v = form[name];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
};

/**
 * The developer dashboard at /dashboard (issue 17): server-rendered pages over the same key
 * services (shared/accounts/api-keys.ts) and analytics reads as /v1, with sessions in Redis.
 * A terminal middleware for every /dashboard path: its errors are pages, never the JSON envelope.
 */
export function dashboardRoutes(deps: AppDeps): Middleware {
  const now = deps.now ?? Date.now;
  const store = new DashboardSessionStore(deps.redis, {
    prefix: deps.config.redisPrefix, idleMs: deps.config.dashboard.sessionIdleMs, maxMs: deps.config.dashboard.sessionMaxMs,
  });
  const router = new Router({ prefix: '/dashboard' });
  // The very schema of POST /v1/keys, compiled once.
  const checkNewKey = validate(createKeySchema);
  const checkNewLink = validate(createLinkSchema);
  const parseForm = koaBody({
    json: false, text: false, multipart: false, urlencoded: true, formLimit: '16kb', patchKoa: true, parsedMethods: [HttpMethodEnum.POST],
  });

  // Cookies are Secure whenever the deployment is production (TLS usually ends at a proxy, so
  // the socket says nothing), or the request came over TLS. A Secure cookie is named __Host-…
  // (the browser then insists on Secure, Path=/ and no Domain: no subdomain can set or shadow
  // it); over plain http in development it keeps its plain name and the /dashboard path.
  const production = deps.config.env === 'production';
  const secureCookies = (ctx: Context) => production || ctx.secure;
  const cookieName = (ctx: Context, base: string) => (secureCookies(ctx) ? `__Host-${base}` : base);
  const getCookie = (ctx: Context, base: string) => ctx.cookies.get(cookieName(ctx, base));
  const setCookie = (ctx: Context, base: string, value: string) => {
    const secure = secureCookies(ctx);
    // The cookies module refuses a Secure cookie on a plain socket unless told the request is secure.
    if (secure) (ctx.cookies as unknown as { secure: boolean }).secure = true;
    ctx.cookies.set(cookieName(ctx, base), value, { httpOnly: true, sameSite: 'strict', secure, path: secure ? '/' : '/dashboard', overwrite: true });
  };
  const page = (ctx: Context, status: number, body: Html) => {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = body.value;
  };
  const seeOther = (ctx: Context, location: string) => {
    ctx.status = 303;
    ctx.set('Location', location);
    ctx.body = '';
  };

  // Signed-in dashboard requests per key and minute (requireSession).
  const pageThrottle = new FailureThrottle(deps.redis, { prefix: deps.config.redisPrefix, name: 'dashboard-requests', limit: 1, windowMs: 60_000 });

  /** The session of this request, if its key may still be used; otherwise it ends here. */
  async function signedIn(ctx: Context): Promise<SignedIn | { ended: 'revoked' | 'expired' } | null> {
    const id = getCookie(ctx, SESSION_COOKIE);
    const session = await store.touch(id, now());
    if (!id || !session) return null;
    const em = deps.orm.em.fork();
    const key = await em.findOne(ApiKey, { id: session.keyId });
    const account = key ? await em.findOne(Account, { id: key.accountId }) : null;
    const status = key ? apiKeyStatus(key, now()) : 'revoked';
    if (!key || !account || !isUsable(status)) {
      // The key was revoked or expired since sign-in: the session ends at once.
      await store.destroy(id);
      setCookie(ctx, SESSION_COOKIE, '');
      return { ended: status === 'expired' ? 'expired' : 'revoked' };
    }
    return { id, session, key, account, viewer: { accountName: account.name, environment: key.environment, keyName: key.name, csrf: session.csrf } };
  }

  /**
   * Pages behind sign-in: anyone else goes to the sign-in page (told why, when the session just
   * ended). Each request counts against the signed-in key's dashboard allowance: the tier's
   * requests per minute, in a fixed window of its own (so an API client spending the account's
   * limit never locks its owner out of the dashboard, where the owner would go to act on it);
   * past it, 429 with Retry-After and nothing done.
   */
  async function requireSession(ctx: Context): Promise<SignedIn | null> {
    const s = await signedIn(ctx);
    if (s && 'id' in s) {
      const allowance = TIER_LIMITS[s.account.tier].requestsPerMinute;
      const state = await pageThrottle.reserve(`${s.key.id}:${allowance}`, allowance);
      if (!state.blocked) return s;
      ctx.set('Retry-After', String(state.retryAfterSeconds));
      page(ctx, 429, messagePage(s.viewer, 'Too many requests', `The dashboard allows ${allowance} requests a minute for your plan. Nothing was changed; try again in ${state.retryAfterSeconds} seconds.`));
      return null;
    }
    seeOther(ctx, s ? `/dashboard/sign-in?ended=${s.ended}` : '/dashboard/sign-in');
    return null;
  }

  /** Parse a POSTed form (urlencoded only) and check its CSRF token against `expected`. */
  async function readForm(ctx: Context, expected: string | undefined): Promise<Form | null> {
    if (!ctx.is('application/x-www-form-urlencoded')) {
      throw new AppError('unsupported_media_type', 'The dashboard accepts its own forms only (application/x-www-form-urlencoded).');
    }
    await parseForm(ctx, async () => undefined);
    const form = (ctx.request.body ?? {}) as Form;
    for (const value of Object.values(form)) {
      for (const v of Array.isArray(value) ? value : [value]) {
        if (typeof v === 'string' && v.includes('\u0000')) throw validationError('form', 'must not contain NUL (U+0000) characters', 'A field contains a NUL character; remove it and submit again.');
      }
    }
    if (!sameToken(field(form, 'csrf'), expected)) {
      page(ctx, 403, messagePage(null, 'Form expired', 'This form is missing its security token or it has expired (it must come from a dashboard page you opened). Reload the page and try again.'));
      return null;
    }
    return form;
  }

  const issuer = (s: SignedIn) => ({ environment: s.key.environment, scopes: s.key.scopes, keyStatus: apiKeyStatus(s.key, now()) === 'expiring' ? 'expiring' as const : 'active' as const });
  const grantable = (s: SignedIn) => SCOPES.filter((scope) => grantsScope(s.key.scopes, scope));

  async function renderKeys(ctx: Context, s: SignedIn, status: number, extra: Partial<KeysPageModel> = {}, after: string | null = null): Promise<void> {
    const at = now();
    const listing = await listApiKeys(deps.orm.em.fork(), keyOwnerOf(s.session), PAGE_SIZE, after);
    const last = listing.items.at(-1);
    page(ctx, status, keysPage({
      viewer: s.viewer,
      keys: listing.items.map((k) => renderApiKey(k, at)),
      grantable: grantable(s),
      environments: s.key.environment === 'live' ? ['live', 'test'] : ['test'],
      formToken: randomToken(),
      rotateToken: randomToken(),
      nextAfter: listing.hasMore && last ? last.id : null,
      firstPage: after === null,
      ...extra,
    }));
  }

  // ---- sign-in and sign-out ----

  router.get('/', async (ctx) => {
    const s = await signedIn(ctx);
    seeOther(ctx, s && 'id' in s ? '/dashboard/keys' : '/dashboard/sign-in');
  });

  const ENDED: Record<string, string> = {
    revoked: 'Your session ended: the key you signed in with was revoked. Sign in with another admin key.',
    expired: 'Your session ended: the key you signed in with has expired. Sign in with another admin key.',
  };
  router.get('/sign-in', async (ctx) => {
    const csrf = randomToken();
    setCookie(ctx, SIGN_IN_COOKIE, csrf);
    const ended = typeof ctx.query.ended === 'string' ? ENDED[ctx.query.ended] ?? null : null;
    page(ctx, 200, signInPage(csrf, ended, ctx.query.ended === 'signed_out' ? 'You are signed out.' : null));
  });

  // Failed sign-ins per client address (DASHBOARD_SIGN_IN_FAILURES_PER_IP), in Redis.
  const signInThrottle = new FailureThrottle(deps.redis, {
    prefix: deps.config.redisPrefix, name: 'dashboard-sign-in', limit: deps.config.dashboard.signInFailuresPerIp, windowMs: deps.config.dashboard.signInWindowMs,
  });
  router.post('/sign-in', async (ctx) => {
    const form = await readForm(ctx, getCookie(ctx, SIGN_IN_COOKIE));
    if (!form) return;
    const refuse = (status: number, message: string) => {
      const csrf = randomToken();
      setCookie(ctx, SIGN_IN_COOKIE, csrf);
      page(ctx, status, signInPage(csrf, message));
    };
    const tooMany = (retryAfterSeconds: number) => {
      ctx.set('Retry-After', String(retryAfterSeconds));
      refuse(429, `Too many failed sign-ins from your address. Try again in ${retryAfterSeconds < 120 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`}.`);
    };
    // Throttled before the key is even looked at: a guesser learns nothing and costs nothing.
    const throttled = await signInThrottle.check(clientAddress(ctx));
    if (throttled.blocked) return tooMany(throttled.retryAfterSeconds);
    const presented = field(form, 'key').trim();
    if (!presented) return refuse(400, 'Enter an API key.');
    let auth;
    try {
      auth = await deps.keys.verify(`Bearer ${presented}`, clientAddress(ctx));
    } catch (err) {
      if (isAppError(err) && err.status === 429) return tooMany(Number(err.headers['Retry-After'] ?? 60));
      if (!isAppError(err) || err.code !== 'unauthorized') throw err;
      auth = null;
    }
    // One answer for every failure (unknown, mistyped, revoked, expired, or not admin): the page
    // does not tell a guesser which keys exist or what they may do.
    if (!auth || !grantsScope(auth.scopes, 'admin')) {
      await signInThrottle.fail(clientAddress(ctx));
      return refuse(401, SIGN_IN_REFUSED);
    }
    // A new session id at every sign-in (never reuse one the browser already had).
    await store.destroy(getCookie(ctx, SESSION_COOKIE));
    const { id } = await store.create({ keyId: auth.keyId, accountId: auth.accountId, environment: auth.environment }, now());
    setCookie(ctx, SESSION_COOKIE, id);
    setCookie(ctx, SIGN_IN_COOKIE, '');
    ctx.state.log?.info({ keyId: auth.keyId, accountId: auth.accountId }, 'dashboard sign-in');
    seeOther(ctx, '/dashboard/keys');
  });

  router.post('/sign-out', async (ctx) => {
    const s = await signedIn(ctx);
    if (!s || !('id' in s)) return seeOther(ctx, '/dashboard/sign-in');
    if (!(await readForm(ctx, s.session.csrf))) return;
    await store.destroy(s.id);
    setCookie(ctx, SESSION_COOKIE, '');
    seeOther(ctx, '/dashboard/sign-in?ended=signed_out');
  });

  // ---- keys ----

  const NOTICES: Record<string, string> = {
    revoked: 'Key revoked: it no longer authenticates requests.',
    revoked_cascade: 'Key revoked, with every key it created: none of them authenticates requests any more.',
  };
  router.get('/keys', async (ctx) => {
    const s = await requireSession(ctx);
    if (!s) return;
    const after = typeof ctx.query.after === 'string' && KEY_ID.test(ctx.query.after) ? ctx.query.after : null;
    const notice = typeof ctx.query.notice === 'string' ? NOTICES[ctx.query.notice] : undefined;
    await renderKeys(ctx, s, 200, notice ? { notice } : {}, after);
  });

  router.post('/keys', async (ctx) => {
    const s = await requireSession(ctx);
    if (!s) return;
    const form = await readForm(ctx, s.session.csrf);
    if (!form) return;
    const draft = { name: field(form, 'name'), scopes: list(form, 'scopes'), environment: field(form, 'environment') || s.key.environment, expiresAt: field(form, 'expiresAt') };
    if (!(await store.claimFormToken(s.id, field(form, 'form'), FORM_TOKEN_TTL_MS))) {
      return renderKeys(ctx, s, 409, { error: 'This form was already submitted, so no second key was made. A key\'s secret is shown only once: if you did not copy it, revoke that key and create another.' });
    }
    try {
      const at = now();
      const expiresAt = draft.expiresAt ? (/^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(draft.expiresAt) ? `${draft.expiresAt}:00Z` : `${draft.expiresAt}Z`) : undefined;
      const body = { name: draft.name, scopes: draft.scopes, environment: draft.environment, ...(expiresAt ? { expiresAt } : {}) };
      ctx.request.body = body;
      await checkNewKey(ctx, async () => undefined);
      if (expiresAt && Date.parse(expiresAt) <= at) throw validationError('expiresAt', 'must be in the future');
      const environment = body.environment as ApiKeyEnvironment;
      assertMayIssue(issuer(s), environment, body.scopes);
      // As POST /v1/keys: the signed-in key re-checked and API_KEYS_MAX counted in the transaction.
      const issued = await createApiKey(deps.orm.em.fork(), deps.config.keys.hashSecret, {
        accountId: s.account.id, name: body.name, environment, scopes: body.scopes as Scope[], expiresAt: capExpiry(expiresAt ? new Date(expiresAt) : null, s.key.expiresAt), createdByKeyId: s.key.id,
      }, at, deps.config.keys.maxPerAccount);
      await deps.keys.remember(issued.record.keyHash);
      ctx.state.log?.info({ keyId: issued.record.id, accountId: s.account.id }, 'dashboard created a key');
      await renderKeys(ctx, s, 201, { issued: { view: renderApiKey(issued.record, at), plaintext: issued.plaintext } });
    } catch (err) {
      const e = toAppError(err);
      if (e.status >= 500) throw err;
      await renderKeys(ctx, s, e.status, { error: readable(e), draft });
    }
  });

  router.get('/keys/:keyId/revoke', async (ctx) => {
    const s = await requireSession(ctx);
    if (!s) return;
    const em = deps.orm.em.fork();
    const key = await findApiKey(em, keyOwnerOf(s.session), keyIdOf(ctx));
    // The keys it created, transitively, that are still usable: what "revoke with them" would revoke.
    const ids = await descendantKeyIds(em, keyOwnerOf(s.session), key.id);
    const at = now();
    const created = ids.length ? (await em.find(ApiKey, { id: { $in: ids } })).filter((k) => isUsable(apiKeyStatus(k, at))).length : 0;
    page(ctx, 200, revokePage(s.viewer, renderApiKey(key, at), created));
  });

  router.post('/keys/:keyId/revoke', async (ctx) => {
    const s = await requireSession(ctx);
    if (!s) return;
    const form = await readForm(ctx, s.session.csrf);
    if (!form) return;
    const cascade = field(form, 'cascade') === 'true';
    const { key, revokedIds } = await revokeApiKeyTree(deps.orm.em.fork(), keyOwnerOf(s.session), keyIdOf(ctx), now(), cascade);
    for (const id of new Set([key.id, ...revokedIds])) await announceRevocation(deps, id);
    ctx.state.log?.info({ keyId: key.id, accountId: s.account.id, cascade, revoked: revokedIds.length }, 'dashboard revoked a key');
    if (key.id === s.key.id || revokedIds.includes(s.key.id)) {
      await store.destroy(s.id);
      setCookie(ctx, SESSION_COOKIE, '');
      return seeOther(ctx, '/dashboard/sign-in?ended=revoked');
    }
    seeOther(ctx, cascade ? '/dashboard/keys?notice=revoked_cascade' : '/dashboard/keys?notice=revoked');
  });

  router.post('/keys/:keyId/rotate', async (ctx) => {
    const s = await requireSession(ctx);
    if (!s) return;
    const form = await readForm(ctx, s.session.csrf);
    if (!form) return;
    if (!(await store.claimFormToken(s.id, field(form, 'form'), FORM_TOKEN_TTL_MS))) {
      return renderKeys(ctx, s, 409, { error: 'This form was already submitted, so the key was rotated only once. A key\'s secret is shown only once: if you did not copy it, rotate the new key or revoke it.' });
    }
    try {
      const at = now();
      const { old, issued } = await rotateApiKey(deps.orm.em.fork(), deps.config.keys.hashSecret, keyOwnerOf(s.session), keyIdOf(ctx), at, s.key.id,
        (environment, scopes) => assertMayIssue(issuer(s), environment, scopes), s.key.expiresAt, deps.config.keys.maxPerAccount);
      await deps.keys.remember(issued.record.keyHash);
      announceRotation(deps, old.id, ctx.state.log);
      ctx.state.log?.info({ keyId: old.id, newKeyId: issued.record.id, accountId: s.account.id }, 'dashboard rotated a key');
      const notice: IssuedKeyNotice = { view: renderApiKey(issued.record, at), plaintext: issued.plaintext, rotatedFrom: renderApiKey(old, at) };
      await renderKeys(ctx, s, 201, { issued: notice });
    } catch (err) {
      const e = toAppError(err);
      if (e.status >= 500 || e.code === 'not_found') throw err;
      await renderKeys(ctx, s, e.status, { error: readable(e) });
    }
  });

  // ---- usage ----

  router.get('/usage', async (ctx) => {
    const s = await requireSession(ctx);
    if (!s) return;
    const period = PERIODS.find((p) => p.value === ctx.query.period) ?? PERIODS[0];
    const granularity = (GRANULARITIES as readonly string[]).includes(String(ctx.query.granularity))
      ? ctx.query.granularity as Granularity
      : period.ms <= 7 * 86_400_000 ? 'hour' : 'day';
    const at = now();
    const endMs = Math.ceil((at + 1) / 3_600_000) * 3_600_000;
    let report: MetricsReport | null = null;
    let error: string | undefined;
    try {
      const range = parseMetricsRange({ startDate: new Date(endMs - period.ms).toISOString(), endDate: new Date(endMs).toISOString(), granularity });
      report = await readAccountMetrics(deps.orm, { accountId: s.account.id, network: s.key.environment === 'live' ? 'mainnet' : 'devnet' }, range);
    } catch (err) {
      const e = toAppError(err);
      if (e.code !== 'validation_error') throw err;
      error = `${period.label} by ${granularity} is too many points: ${e.message.replace(/^Invalid endDate: /, '')}`;
    }
    const tier = s.account.tier;
    const quota = await deps.limiter.checkTransactionQuota(s.account.id, tier);
    const watermark = await readRollupWatermark(deps.orm);
    page(ctx, 200, usagePage({
      viewer: s.viewer, report, period: period.value, granularity, error,
      periods: PERIODS, granularities: GRANULARITIES,
      limits: {
        tier, requestsPerMinute: TIER_LIMITS[tier].requestsPerMinute,
        quotaLimit: quota.limit, quotaUsed: quota.used, quotaRemaining: quota.remaining, quotaResetAt: new Date(quota.resetAt * 1000).toISOString(),
        testKeyDaily: s.key.environment === 'test' ? TEST_KEY_REQUESTS_PER_DAY : null,
      },
      lag: { watermark: watermark?.toISOString() ?? null, intervalMs: deps.config.analytics.rollupIntervalMs, behindMs: watermark ? at - watermark.getTime() : null },
    }));
  });

  // ---- payment links (docs/links.md) ----

  const LINK_ID = /^lnk_[0-9A-Za-z]{22}$/;
  const LINK_NOTICES: Record<string, string> = { created: 'Link created: show its QR code or share its Action URL.', revoked: 'Link revoked: wallets now get 410 Gone.' };
  const linkOwnerOf = (s: SignedIn) => ({ accountId: s.account.id, keyId: s.key.id, network: s.key.environment === 'live' ? 'mainnet' as const : 'devnet' as const });
  async function renderLinks(ctx: Context, s: SignedIn, status: number, extra: Partial<LinksPageModel> = {}, after: string | null = null): Promise<void> {
    const owner = linkOwnerOf(s);
    const rows = await deps.orm.em.fork().find(PaymentLink, { accountId: owner.accountId, network: owner.network, ...(after ? { id: { $lt: after } } : {}) }, { orderBy: { id: 'desc' }, limit: PAGE_SIZE + 1, disableIdentityMap: true });
    const shown = rows.slice(0, PAGE_SIZE);
    const base = publicBaseOf(deps);
    const links = await Promise.all(shown.map(async (l) => ({
      link: renderLink(l, base, now()),
      qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(await linkQrSvg(base, l.id)).toString('base64')}`,
    })));
    page(ctx, status, linksPage({ viewer: s.viewer, links, nextAfter: rows.length > PAGE_SIZE ? shown.at(-1)!.id : null, firstPage: after === null, ...extra }));
  }
  router.get('/links', async (ctx) => {
    const s = await requireSession(ctx);
    if (!s) return;
    const after = typeof ctx.query.after === 'string' && LINK_ID.test(ctx.query.after) ? ctx.query.after : null;
    const notice = typeof ctx.query.notice === 'string' ? LINK_NOTICES[ctx.query.notice] : undefined;
    await renderLinks(ctx, s, 200, notice ? { notice } : {}, after);
  });
  router.post('/links', async (ctx) => {
    const s = await requireSession(ctx);
    if (!s) return;
    const form = await readForm(ctx, s.session.csrf);
    if (!form) return;
    const draft = { command: field(form, 'command'), title: field(form, 'title'), description: field(form, 'description'), amountMin: field(form, 'amountMin').trim(), amountMax: field(form, 'amountMax').trim(), maxUses: field(form, 'maxUses').trim() };
    try {
      const body = {
        command: draft.command, title: draft.title,
        ...(draft.description ? { description: draft.description } : {}),
        ...(draft.amountMin || draft.amountMax ? { amount: { min: draft.amountMin, max: draft.amountMax } } : {}),
        ...(draft.maxUses ? { maxUses: /^\d{1,7}$/.test(draft.maxUses) ? Number(draft.maxUses) : draft.maxUses } : {}),
      };
      // The very schema of POST /v1/links, then the same creation.
      ctx.request.body = body;
      await checkNewLink(ctx, async () => undefined);
      await createPaymentLink(deps, linkOwnerOf(s), body as NewLink);
      seeOther(ctx, '/dashboard/links?notice=created');
    } catch (err) {
      const e = toAppError(err);
      if (e.status >= 500) throw err;
      await renderLinks(ctx, s, e.status, { error: e.message, draft });
    }
  });
  router.post('/links/:id/revoke', async (ctx) => {
    const s = await requireSession(ctx);
    if (!s) return;
    const form = await readForm(ctx, s.session.csrf);
    if (!form) return;
    const id = ctx.params.id ?? '';
    if (!LINK_ID.test(id) || !(await revokePaymentLink(deps, linkOwnerOf(s), id, now()))) throw new AppError('not_found', `No link ${id} in this account.`);
    seeOther(ctx, '/dashboard/links?notice=revoked');
  });

  // ---- assets ----

  router.get('/assets/:name', async (ctx) => {
    const asset = dashboardAsset(ctx.params.name!);
    if (!asset) throw new AppError('not_found', 'No such file.');
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.set('ETag', asset.etag);
    ctx.type = asset.type;
    if (ctx.get('If-None-Match') === asset.etag) {
      ctx.status = 304;
      return;
    }
    ctx.body = asset.body;
  });

  const routes = router.routes();
  return async (ctx) => {
    ctx.set('Content-Security-Policy', CSP);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    // Pages may show a key (its plaintext once, its prefix always): never stored by any cache.
    ctx.set('Cache-Control', 'no-store');
    try {
      await routes(ctx as Parameters<typeof routes>[0], async () => undefined);
      if (ctx.status === 404 && ctx.body === undefined) {
        const allowed = router.stack.some((layer) => layer.match(ctx.path));
        if (allowed) throw new AppError('method_not_allowed', `${ctx.method} is not allowed here.`);
        throw new AppError('not_found', 'There is no such page in the dashboard.');
      }
    } catch (err) {
      const e = toAppError(err);
      if (e.status >= 500) ctx.state.log?.error({ err, code: e.code }, 'dashboard request failed');
      for (const [name, value] of Object.entries(e.headers)) ctx.set(name, value);
      const title = e.status === 404 ? 'Not found' : e.status === 503 ? 'Service unavailable' : e.status >= 500 ? 'Something went wrong' : 'That did not work';
      page(ctx, e.status, messagePage(null, title, readable(e)));
    }
  };
}

function keyIdOf(ctx: Context): string {
  const id = (ctx as unknown as { params: { keyId?: string } }).params.keyId ?? '';
  if (!KEY_ID.test(id)) throw new AppError('not_found', `No key ${id} in this account.`);
  return id;
}

/** An AppError as a sentence for a page (the API's message, with the field for validation errors). */
function readable(e: AppError): string {
  if (e.code === 'not_found') return e.message.replace(/ List your keys with GET \/v1\/keys\./, '');
  if (e.code === 'service_unavailable') return 'The service cannot reach its database or cache right now. Retry in a few seconds.';
  if (e.status >= 500) return 'Something went wrong on our side. Retry later.';
  if (e.code === 'validation_error') {
    const f = String(e.details.field ?? '');
    const names: Record<string, string> = { name: 'Name', scopes: 'Scopes', expiresAt: 'Expiry', environment: 'Environment' };
    const base = f.split('.')[0]!;
    if (base === 'scopes' && /fewer than 1/.test(String(e.details.reason))) return 'Scopes: choose at least one scope.';
    if (base === 'name' && /fewer than 1/.test(String(e.details.reason))) return 'Name: enter a name for the key.';
    if (names[base]) return `${names[base]}: ${String(e.details.reason ?? e.message)}.`;
  }
  return e.message;
}
