import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../config/index.js';
import { DestinationGuard, isPrivateAddress, nonGlobalReason } from './destination.js';

describe('isPrivateAddress: only global unicast', () => {
  it.each([
    // IPv4 special purpose
    ['loopback', '127.0.0.1'], ['private 10/8', '10.1.2.3'], ['private 172.16/12', '172.31.255.255'], ['private 192.168/16', '192.168.1.1'],
    ['metadata / link-local', '169.254.169.254'], ['carrier-grade NAT', '100.64.0.1'], ['this network', '0.0.0.0'], ['IETF 192.0.0/24', '192.0.0.8'],
    ['documentation', '198.51.100.7'], ['benchmarking', '198.18.0.1'], ['6to4 relay anycast', '192.88.99.1'], ['multicast', '224.0.0.1'],
    ['reserved', '240.0.0.1'], ['broadcast', '255.255.255.255'],
    // IPv6 outside global unicast
    ['unspecified', '::'], ['loopback', '::1'], ['link-local', 'fe80::1'], ['unique-local', 'fc00::1'], ['metadata (AWS IPv6)', 'fd00:ec2::254'],
    ['multicast', 'ff02::1'], ['discard-only', '100::1'], ['site-local (deprecated)', 'fec0::1'], ['site-local upper end', 'feff::1'],
    // IPv4 embedded, decoded
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'], ['IPv4-mapped hex', '::ffff:7f00:1'], ['IPv4-mapped metadata', '::ffff:a9fe:a9fe'],
    ['NAT64 well-known of private', '64:ff9b::10.0.0.1'], ['NAT64 well-known hex of loopback', '64:ff9b::7f00:1'],
    ['6to4 of private', '2002:c0a8:0101::1'], ['6to4 of loopback', '2002:7f00:0001::'], ['6to4 of metadata', '2002:a9fe:a9fe::1'],
    // IPv4 embedded, refused outright
    ['IPv4-compatible of a public address', '::8.8.8.8'], ['IPv4-compatible of loopback', '::127.0.0.1'],
    ['NAT64 local-use prefix', '64:ff9b:1::a00:1'], ['NAT64 local-use of a public address', '64:ff9b:1:0:8:808:800::'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'], ['Teredo of a public server', '2001:0:808:808::1'],
    // Other non-hosts inside 2000::/3
    ['documentation', '2001:db8::1'], ['documentation (RFC 9637)', '3fff::1'], ['IETF protocol block (ORCHIDv2)', '2001:20::1'], ['benchmarking', '2001:2::1'],
  ])('%s %s is refused', (_name, address) => expect(isPrivateAddress(address)).toBe(true));

  it.each([
    '8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '2a00:1450:4001:81d::200e',
    '::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '64:ff9b::808:808', '2002:0808:0808::1',
  ])('%s is allowed (global unicast, or an IPv4 form of one)', (address) => expect(isPrivateAddress(address)).toBe(false));

  it('says which form it decoded', () => {
    expect(nonGlobalReason('2002:c0a8:0101::1')).toMatch(/6to4 form of 192\.168\.1\.1/);
    expect(nonGlobalReason('64:ff9b::a9fe:a9fe')).toMatch(/NAT64 form of 169\.254\.169\.254/);
    expect(nonGlobalReason('::ffff:10.0.0.1')).toMatch(/IPv4-mapped form of 10\.0\.0\.1/);
    expect(nonGlobalReason('fec0::1')).toMatch(/site-local/);
    expect(nonGlobalReason('2001:0:808:808::1')).toMatch(/Teredo/);
    expect(nonGlobalReason('8.8.8.8')).toBeNull();
  });
});

describe('isPrivateAddress (earlier list)', () => {
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
    await expect(lax.check('http://127.0.0.1:9000/x')).resolves.toBeUndefined();
    await expect(lax.check('file:///etc/passwd')).rejects.toThrow(/http or https/);
  });
});

describe('DestinationGuard ports', () => {
  it('allows 443, 80 and 1024-65535 by default, whatever the address policy; a configured list replaces it', async () => {
    const lax = new DestinationGuard({ allowPrivate: true, requireHttps: false, dnsServers: [] });
    for (const url of ['https://127.0.0.1/', 'http://127.0.0.1/', 'http://127.0.0.1:1024/', 'https://127.0.0.1:65535/', 'https://127.0.0.1:443/']) {
      await expect(lax.check(url), url).resolves.toBeUndefined();
    }
    for (const url of ['http://127.0.0.1:22/', 'https://127.0.0.1:25/', 'http://127.0.0.1:1023/', 'https://127.0.0.1:81/', 'http://127.0.0.1:0/']) {
      await expect(lax.check(url), url).rejects.toThrow(/port/);
    }
    const strictPorts = new DestinationGuard({ allowPrivate: true, requireHttps: false, dnsServers: [], allowedPorts: [[443, 443]] });
    await expect(strictPorts.check('https://127.0.0.1/')).resolves.toBeUndefined();
    await expect(strictPorts.check('http://127.0.0.1/')).rejects.toThrow(/80 is not/);
    await expect(strictPorts.check('https://127.0.0.1:8443/')).rejects.toThrow(/8443 is not/);
  });
});

describe('webhook settings', () => {
  it('the retry schedule is a list of delays; anything else fails at start', () => {
    expect(loadConfig({}, { NODE_ENV: 'test' }).webhooks.retryScheduleMs).toEqual([0, 5000, 300000, 1800000, 7200000, 18000000, 36000000, 36000000]);
    expect(() => loadConfig({}, { NODE_ENV: 'test', WEBHOOK_RETRY_SCHEDULE_MS: '0,5s' })).toThrow(ConfigError);
    expect(() => loadConfig({}, { NODE_ENV: 'test', WEBHOOK_RETRY_SCHEDULE_MS: '' })).toThrow(/WEBHOOK_RETRY_SCHEDULE_MS/);
  });

  it('private destinations: auto is off in production only; explicit values win', () => {
    const production = { NODE_ENV: 'production', KEY_HASH_SECRET: 'x'.repeat(40) };
    expect(loadConfig({}, production).webhooks.allowPrivateDestinations).toBe(false);
    expect(loadConfig({}, { ...production, WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: 'true' }).webhooks.allowPrivateDestinations).toBe(true);
    expect(loadConfig({}, { NODE_ENV: 'development', WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: 'false' }).webhooks.allowPrivateDestinations).toBe(false);
  });
});
