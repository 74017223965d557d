import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../config/index.js';
import { DestinationGuard, isPrivateAddress } from './destination.js';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00:ec2::254', 'fc00::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '64:ff9b::10.0.0.1',
  ])('%s is refused', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])('%s is allowed', (address) => expect(isPrivateAddress(address)).toBe(false));
});

describe('DestinationGuard', () => {
  const strict = new DestinationGuard({ allowPrivate: false, requireHttps: true, dnsServers: [] });
  const lax = new DestinationGuard({ allowPrivate: true, requireHttps: false, dnsServers: [] });

  it('refuses private literals and http when strict, allows both when lax', async () => {
    await expect(strict.check('https://127.0.0.1/x')).rejects.toThrow(/127\.0\.0\.1/);
    await expect(strict.check('https://[::ffff:169.254.169.254]/')).rejects.toThrow(/metadata/);
    await expect(strict.check('http://8.8.8.8/')).rejects.toThrow(/https/);
    await expect(strict.check('https://8.8.8.8/hooks')).resolves.toBeUndefined();
    await expect(lax.check('http://127.0.0.1:9/x')).resolves.toBeUndefined();
    await expect(lax.check('file:///etc/passwd')).rejects.toThrow(/http or https/);
  });
});

describe('webhook settings', () => {
  it('the retry schedule is a list of delays; anything else fails at start', () => {
    expect(loadConfig({}, {}).webhooks.retryScheduleMs).toEqual([0, 5000, 300000, 1800000, 7200000, 18000000, 36000000, 36000000]);
    expect(() => loadConfig({}, { WEBHOOK_RETRY_SCHEDULE_MS: '0,5s' })).toThrow(ConfigError);
    expect(() => loadConfig({}, { WEBHOOK_RETRY_SCHEDULE_MS: '' })).toThrow(/WEBHOOK_RETRY_SCHEDULE_MS/);
  });

  it('private destinations: auto is off in production only; explicit values win', () => {
    const production = { NODE_ENV: 'production', KEY_HASH_SECRET: 'x'.repeat(40) };
    expect(loadConfig({}, production).webhooks.allowPrivateDestinations).toBe(false);
    expect(loadConfig({}, { ...production, WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: 'true' }).webhooks.allowPrivateDestinations).toBe(true);
    expect(loadConfig({}, { NODE_ENV: 'development', WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: 'false' }).webhooks.allowPrivateDestinations).toBe(false);
  });
});
