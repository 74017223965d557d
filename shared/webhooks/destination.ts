import { lookup as systemLookup, Resolver } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may be sent (SSRF rules, docs/webhooks.md "Safety"): never to loopback,
 * private, carrier-grade NAT, link-local (cloud metadata: 169.254.169.254, fd00:ec2::254),
 * multicast or reserved addresses, unless WEBHOOK_ALLOW_PRIVATE_DESTINATIONS says so (it does
 * in development and test, where the receiver is local). Checked when an endpoint is saved and
 * again on every connection, against the address actually connected to (so a name that
 * resolves differently later, DNS rebinding, is caught too).
 */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) BLOCKED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32], ['100::', 64],
] as const) BLOCKED.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address an IPv6 address embeds (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** True when an IP address is one a webhook may not reach without WEBHOOK_ALLOW_PRIVATE_DESTINATIONS. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    return v4 ? BLOCKED.check(v4, 'ipv4') : BLOCKED.check(address, 'ipv6');
  }
  return true; // not an address at all: refuse
}

/** Why a destination is refused (a validation error's reason). */
export class DestinationRefused extends Error {
  constructor(message: string, readonly address?: string) {
    super(message);
    this.name = 'DestinationRefused';
  }
}

export interface DestinationPolicy {
  allowPrivate: boolean;
  requireHttps: boolean;
  /** DNS servers (ip or ip:port) that resolve hostnames; empty: the system resolver. */
  dnsServers: readonly string[];
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves webhook hostnames and applies the policy to every address found. */
export class DestinationGuard {
  private readonly resolver: Resolver | null;

  constructor(readonly policy: DestinationPolicy) {
    if (policy.dnsServers.length) {
      this.resolver = new Resolver({ timeout: 2000, tries: 2 });
      this.resolver.setServers([...policy.dnsServers]);
    } else {
      this.resolver = null;
    }
  }

  /** Every address a hostname (or IP literal) stands for. */
  async resolve(hostname: string): Promise<ResolvedAddress[]> {
    const host = hostname.replace(/^\[|\]$/g, '');
    const literal = isIP(host);
    if (literal) return [{ address: host, family: literal as 4 | 6 }];
    if (!this.resolver) {
      const found = await systemLookup(host, { all: true, verbatim: true });
      return found.map((f) => ({ address: f.address, family: f.family as 4 | 6 }));
    }
    const [v4, v6] = await Promise.all([
      this.resolver.resolve4(host).catch(() => [] as string[]),
      this.resolver.resolve6(host).catch(() => [] as string[]),
    ]);
    const found = [...v4.map((address) => ({ address, family: 4 as const })), ...v6.map((address) => ({ address, family: 6 as const }))];
    if (!found.length) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  }

  /** Throws DestinationRefused when the URL's scheme is not allowed (no network access). */
  checkScheme(url: URL): void {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new DestinationRefused('must be an http or https URL');
    if (url.protocol !== 'https:' && this.policy.requireHttps) throw new DestinationRefused('must be an https URL');
  }

  /**
   * The addresses a connection to `hostname` may use: all of them when private destinations
   * are allowed; otherwise the hostname's addresses, refused as a whole when any is private
   * (a name that also points inside the network is not a public receiver).
   */
  async allowedAddresses(hostname: string): Promise<ResolvedAddress[]> {
    let found: ResolvedAddress[];
    try {
      found = await this.resolve(hostname);
    } catch (err) {
      throw new DestinationRefused(`host ${hostname} does not resolve (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
    }
    if (this.policy.allowPrivate) return found;
    const bad = found.find((a) => isPrivateAddress(a.address));
    if (bad) throw new DestinationRefused(`resolves to a loopback, private, link-local or metadata address (${bad.address}), which webhooks may not reach`, bad.address);
    return found;
  }

  /** Check a URL before saving an endpoint; throws DestinationRefused with the reason. */
  async check(rawUrl: string): Promise<void> {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      throw new DestinationRefused('must be an absolute http or https URL');
    }
    this.checkScheme(url);
    if (url.username || url.password) throw new DestinationRefused('must not carry credentials (user:password@); send them in the URL path or query instead');
    if (this.policy.allowPrivate) return;
    await this.allowedAddresses(url.hostname);
  }
}
