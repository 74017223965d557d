import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, settingsMarkdown } from './index.js';

describe('loadConfig', () => {
  it('gives documented defaults with no environment', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/solana_intents');
    expect(c.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(c.solana.devnetRpcUrl).toBe('');
    expect(c.http.bodyLimitBytes).toBe(65536);
    expect(c.jobs.intentDeadlineMs).toBe(5000);
    expect(c.jobs.buildDeadlineMs).toBe(10000);
  });

  it('coerces numbers and booleans from strings', () => {
    const c = loadConfig({ PORT: '8080', TRUST_PROXY: 'yes', LLM_CONFIDENCE_THRESHOLD: '0.4' });
    expect(c.port).toBe(8080);
    expect(c.http.trustProxy).toBe(true);
    expect(c.llm.confidenceThreshold).toBe(0.4);
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', REDIS_URL: 'localhost', BODY_LIMIT_BYTES: '10' });
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
      loadConfig({ ADMIN_PASSWORD: 'hunter2-secret' });
    } catch (e) {
      expect(String((e as Error).message)).not.toContain('hunter2');
    }
  });

  it('is frozen', () => {
    const c = loadConfig({});
    expect(Object.isFrozen(c)).toBe(true);
    expect(Object.isFrozen(c.jobs)).toBe(true);
  });

  it('README lists every setting exactly as the table says (npm run docs:settings)', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(settingsMarkdown());
  });
});
