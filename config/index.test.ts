import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadLauncherConfig, settingsMarkdown } from './index.js';

describe('loadConfig', () => {
  it('gives documented defaults with no environment other than the development mode', () => {
    const c = loadConfig({ NODE_ENV: 'development' });
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/solana_intents');
    expect(c.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(c.solana.devnetRpcUrl).toBe('');
    expect(c.http.bodyLimitBytes).toBe(65536);
    expect(c.jobs.intentDeadlineMs).toBe(5000);
    expect(c.jobs.buildDeadlineMs).toBe(10000);
  });

  it('coerces numbers and booleans from strings', () => {
    const c = loadConfig({ NODE_ENV: 'test', PORT: '8080', TRUST_PROXY: 'yes', LLM_CONFIDENCE_THRESHOLD: '0.4' });
    expect(c.port).toBe(8080);
    expect(c.http.trustProxy).toBe(true);
    expect(c.llm.confidenceThreshold).toBe(0.4);
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'test', PORT: 'eighty', LOG_LEVEL: 'loud', REDIS_URL: 'localhost', BODY_LIMIT_BYTES: '10' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'LOG_LEVEL', 'REDIS_URL', 'BODY_LIMIT_BYTES']) expect(problems).toContain(name);
  });

  it('requires a real key hash secret in production, and never prints secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/KEY_HASH_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', KEY_HASH_SECRET: 'k'.repeat(40) })).not.toThrow();
    try {
      loadConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: 'hunter2-secret' });
    } catch (e) {
      expect(String((e as Error).message)).not.toContain('hunter2');
    }
  });

  it('is frozen', () => {
    const c = loadConfig({ NODE_ENV: 'test' });
    expect(Object.isFrozen(c)).toBe(true);
    expect(Object.isFrozen(c.jobs)).toBe(true);
  });

  it('is production unless development or test is chosen explicitly: the default secret is refused, webhooks strict', () => {
    // No NODE_ENV at all: production, so the public default KEY_HASH_SECRET cannot start a service.
    expect(() => loadConfig({})).toThrow(/KEY_HASH_SECRET.*NODE_ENV=development/);
    const unset = loadConfig({ KEY_HASH_SECRET: 's'.repeat(40) });
    expect(unset.env).toBe('production');
    expect(unset.webhooks.allowPrivateDestinations).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', KEY_HASH_SECRET: 'dev-only-key-hash-secret-change-me' })).toThrow(/KEY_HASH_SECRET/);
    for (const mode of ['development', 'test']) {
      const c = loadConfig({ NODE_ENV: mode });
      expect(c.env).toBe(mode);
      expect(c.webhooks.allowPrivateDestinations).toBe(true);
    }
    // The development launchers (npm start, localnet, faucet) choose development when NODE_ENV is unset, and only then.
    expect(loadLauncherConfig({}).env).toBe('development');
    expect(loadLauncherConfig({ NODE_ENV: 'test' }).env).toBe('test');
    expect(() => loadLauncherConfig({ NODE_ENV: 'production' })).toThrow(/KEY_HASH_SECRET/);
  });

  it('webhook ports: 80, 443 and 1024-65535 by default; a malformed list fails at start', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).webhooks.allowedPorts).toEqual([[80, 80], [443, 443], [1024, 65535]]);
    expect(loadConfig({ NODE_ENV: 'test', WEBHOOK_ALLOWED_PORTS: '443, 8443-8444' }).webhooks.allowedPorts).toEqual([[443, 443], [8443, 8444]]);
    for (const bad of ['', '0', '70000', '443-80', 'https', '1,,x']) {
      expect(() => loadConfig({ NODE_ENV: 'test', WEBHOOK_ALLOWED_PORTS: bad })).toThrow(/WEBHOOK_ALLOWED_PORTS/);
    }
  });

  it('genesis hashes: mainnet-beta\'s by default for mainnet; a malformed list, or mainnet\'s hash for test keys, fails at start', () => {
    const c = loadConfig({ NODE_ENV: 'test' });
    expect(c.solana.mainnetGenesisHashes).toEqual(['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d']);
    expect(c.solana.devnetGenesisHashes).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test', SOLANA_DEVNET_GENESIS_HASH: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG, 4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY' }).solana.devnetGenesisHashes).toHaveLength(2);
    expect(() => loadConfig({ NODE_ENV: 'test', SOLANA_MAINNET_GENESIS_HASH: '' })).toThrow(/SOLANA_MAINNET_GENESIS_HASH/);
    expect(() => loadConfig({ NODE_ENV: 'test', SOLANA_MAINNET_GENESIS_HASH: 'not-a-hash!' })).toThrow(/SOLANA_MAINNET_GENESIS_HASH/);
    expect(() => loadConfig({ NODE_ENV: 'test', SOLANA_DEVNET_GENESIS_HASH: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d' })).toThrow(/SOLANA_DEVNET_GENESIS_HASH.*mainnet/);
  });

  it('README lists every setting exactly as the table says (npm run docs:settings)', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(settingsMarkdown());
  });
});
