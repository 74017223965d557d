/**
 * Key scopes (interface spec, Authentication) and the one rule about them: `admin` grants
 * every scope. Which scope each endpoint needs is api-decisions section 2; routes name theirs
 * with requireScope().
 */
export const SCOPES = ['read:portfolio', 'read:transactions', 'write:intents', 'write:transactions', 'read:prices', 'admin'] as const;

export type Scope = (typeof SCOPES)[number];

/** True when a key holding `held` may use an endpoint that needs `required`. */
export function grantsScope(held: readonly string[], required: Scope): boolean {
  return held.includes('admin') || held.includes(required);
}

/** The scopes in `requested` that a key holding `held` could not grant (empty: none). */
export function scopesBeyond(held: readonly string[], requested: readonly string[]): string[] {
  return requested.filter((s) => !grantsScope(held, s as Scope));
}
