import type { Context, Middleware } from 'koa';
import type { AuthContext } from '../../shared/auth/key-verifier.js';
import { grantsScope, type Scope } from '../../shared/auth/scopes.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { AppDeps } from '../deps.js';
import { clientAddress } from './client-address.js';

export type { AuthContext };

/**
 * Authenticate every /v1 request from `Authorization: Bearer <key>` and put the caller on
 * ctx.state.auth. Any failure is 401 unauthorized with details.reason (see key-verifier.ts); a
 * client address that sent too many failing keys gets 429 before any database lookup.
 */
export function authenticate(deps: Pick<AppDeps, 'keys'>): Middleware {
  return async (ctx, next) => {
    ctx.state.auth = await deps.keys.verify(ctx.get('Authorization') || undefined, clientAddress(ctx));
    await next();
  };
}

/** The authenticated caller; throws if the route is not behind authenticate(). */
export function authOf(ctx: Context): AuthContext {
  const auth = ctx.state.auth as AuthContext | undefined;
  if (!auth) throw new Error(`${ctx.method} ${ctx.path} reached a handler without authentication`);
  return auth;
}

/** The 403 insufficient_scope refusal naming `scope` (the routes' and the MCP tools' one answer). */
export function insufficientScope(scope: Scope): AppError {
  return new AppError('insufficient_scope', `This key lacks the scope ${scope}. Use a key that has it, or create one with an admin key.`, { details: { requiredScope: scope } });
}

/** 403 insufficient_scope unless the caller's key holds `scope` (or admin). */
export function requireScope(scope: Scope): Middleware {
  return async (ctx, next) => {
    if (!grantsScope(authOf(ctx).scopes, scope)) throw insufficientScope(scope);
    await next();
  };
}
