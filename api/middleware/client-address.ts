import type { Context } from 'koa';
import type { Config } from '../../config/index.js';

/**
 * The client address every throttle keys on (the failing-key throttle, the dashboard's sign-in
 * and rate limits, /mcp, public pages): the one place that decides it. Use clientAddress(ctx);
 * never read X-Forwarded-For yourself.
 *
 * With TRUST_PROXY_HOPS = 0 it is the socket's peer. With N > 0 proxies in front, each appends
 * the address it received the request from to X-Forwarded-For, so the last N entries were
 * written by proxies we trust and the N-th from the right is the client as the outermost proxy
 * saw it. Anything to its left was written by the client and is ignored: a client can neither
 * rotate it to escape a throttle nor write a victim's address into it to lock the victim out.
 */
export function resolveClientAddress(forwardedFor: string | undefined, peer: string | undefined, hops: number): string {
  if (hops > 0 && forwardedFor) {
    const entries = forwardedFor.split(',').map((v) => v.trim()).filter(Boolean);
    // Fewer entries than hops: the request did not pass every proxy; the leftmost is the
    // nearest thing to the client that a proxy wrote.
    const chosen = entries.length ? entries[Math.max(0, entries.length - hops)] : undefined;
    if (chosen) return chosen;
  }
  return peer ?? '';
}

/**
 * Koa's options that make ctx.ip exactly resolveClientAddress's answer: `proxy` trusts the
 * X-Forwarded-* headers and `maxIpsCount` keeps only the last `hops` entries of X-Forwarded-For,
 * whose first is then ctx.ip. Every Koa app of the API is built with them.
 */
export function proxyOptions(http: Config['http']): { proxy: boolean; maxIpsCount: number } {
  return { proxy: http.trustProxyHops > 0, maxIpsCount: Math.max(1, http.trustProxyHops) };
}

/** The caller's address (see resolveClientAddress): what throttles key on. */
export function clientAddress(ctx: Context): string {
  return ctx.ip;
}
