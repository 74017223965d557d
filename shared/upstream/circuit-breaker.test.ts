import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { isOutage, ProviderBreakers } from './circuit-breaker.js';
import { AppError } from '../errors/app-error.js';
import type { PriceProvider, PriceQuote } from '../prices/price-provider.js';
import { loadConfig } from '../../config/index.js';

const redis = new Redis(loadConfig().redisUrl, { maxRetriesPerRequest: 1 });
const prefix = `sistest:breaker:${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

/** A provider whose next answers the test decides: an outage, or an empty map. */
function scripted(name: string) {
  const state = { down: true, calls: 0 };
  const provider: PriceProvider = {
    name,
    async getPrices(): Promise<Map<string, PriceQuote>> {
      state.calls++;
      if (state.down) throw new AppError('upstream_error', `${name} could not be reached; try again shortly.`, { details: { provider: name, reason: 'connect ECONNREFUSED' } });
      return new Map();
    },
  };
  return { state, provider };
}

describe('ProviderBreakers', () => {
  it('opens after two outages in a row, refuses at once without calling the provider, tries again after the cooldown, and closes on an answer', async () => {
    const breakers = new ProviderBreakers(redis, prefix, { cooldownMs: 300 });
    const other = new ProviderBreakers(redis, prefix, { cooldownMs: 300 }); // another process
    const { state, provider } = scripted('alpha');
    const guarded = breakers.guard(provider);
    await expect(guarded.getPrices(['m'])).rejects.toMatchObject({ code: 'upstream_error' });
    expect(await breakers.open(['alpha'])).toEqual([]);
    await expect(guarded.getPrices(['m'])).rejects.toMatchObject({ code: 'upstream_error' });
    const [open] = await other.open(['alpha', 'beta']);
    expect(open).toMatchObject({ provider: 'alpha', reason: expect.stringContaining('could not be reached') });

    // Open: another process's call fails at once, naming the breaker, and the provider is not called.
    const calls = state.calls;
    await expect(other.guard(provider).getPrices(['m'])).rejects.toMatchObject({ details: { reason: 'provider_down', provider: 'alpha' } });
    expect(state.calls).toBe(calls);

    // After the cooldown one call goes through; the provider answers, so the breaker closes.
    await new Promise((r) => setTimeout(r, 350));
    state.down = false;
    await expect(guarded.getPrices(['m'])).resolves.toEqual(new Map());
    expect(state.calls).toBe(calls + 1);
    expect(await breakers.open(['alpha'])).toEqual([]);
    // Closed and counted from zero: one more outage does not open it.
    state.down = true;
    await expect(guarded.getPrices(['m'])).rejects.toMatchObject({ code: 'upstream_error' });
    expect(await breakers.open(['alpha'])).toEqual([]);
  });

  it('counts outages only: a 429, a 4xx answer, implausible figures or our own budget do not open it', () => {
    expect(isOutage(new AppError('timeout', 't', { details: { provider: 'x' } }))).toBe(true);
    expect(isOutage(new AppError('upstream_error', 'e', { details: { provider: 'x', status: 502 } }))).toBe(true);
    expect(isOutage(new AppError('upstream_error', 'e', { details: { provider: 'x', reason: 'ECONNRESET' } }))).toBe(true);
    expect(isOutage(new AppError('upstream_error', 'e', { details: { provider: 'x', status: 429 } }))).toBe(false);
    expect(isOutage(new AppError('upstream_error', 'e', { details: { provider: 'x', status: 400 } }))).toBe(false);
    expect(isOutage(new AppError('upstream_error', 'e', { details: { provider: 'x', mints: ['m'] } }))).toBe(false);
    expect(isOutage(new AppError('service_unavailable', 'e', { details: { reason: 'upstream_budget' } }))).toBe(false);
    expect(isOutage(new Error('boom'))).toBe(false);
  });
});
