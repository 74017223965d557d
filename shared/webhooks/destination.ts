import { lookup as systemLookup, Resolver } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may be sent (SSRF rules, docs/webhooks.md "Safety"): only to global unicast
 * addresses, unless WEBHOOK_ALLOW_PRIVATE_DESTINATIONS says so (it does in development and
 * test, where the receiver is local), and only to the ports of WEBHOOK_ALLOWED_PORTS (443, 80
 * and 1024-65535 by default). Checked when an endpoint is saved and again on every
 * connection, against the address actually connected to (so a name that resolves differently
 * later, DNS rebinding, is caught too).
 *
 * IPv4: everything outside the special-purpose ranges of the IANA registry that are not
 * globally reachable (loopback, private, carrier-grade NAT, link-local with the cloud metadata
 * address 169.254.169.254, documentation, benchmarking, 6to4 relay anycast, multicast,
 * reserved, broadcast).
 * IPv6: only 2000::/3 (global unicast), minus documentation (2001:db8::/32, 3fff::/20) and the
 * IETF protocol block 2001::/23 (Teredo 2001::/32 among it, refused: its embedded addresses
 * are a relay's and a NAT's). Forms that carry an IPv4 address are decoded and that address
 * checked instead: IPv4-mapped (::ffff:a.b.c.d), NAT64 well-known prefix (64:ff9b::/96) and
 * 6to4 (2002:AABB:CCDD::/48). Everything else is refused outright, which covers
 * IPv4-compatible (::a.b.c.d, deprecated), local-use NAT64 (64:ff9b:1::/48), site-local
 * (fec0::/10), unique-local (fc00::/7), link-local (fe80::/10, the metadata fd00:ec2::254
 * included) and multicast.
 */
const BLOCKED_V4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) BLOCKED_V4.addSubnet(net, prefix, 'ipv4');

/** IPv6 global unicast: 2000::/3. */
const GLOBAL_V6 = new BlockList();
GLOBAL_V6.addSubnet('2000::', 3, 'ipv6');
/** Inside 2000::/3 but not a public host: IETF protocol assignments (Teredo, ORCHID, benchmarking...), documentation. */
const BLOCKED_V6 = new BlockList();
for (const [net, prefix] of [['2001::', 23], ['2001:db8::', 32], ['3fff::', 20]] as const) BLOCKED_V6.addSubnet(net, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (dotted IPv4 tails included), or null. */
export function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').filter((x) => x !== '').map((x) => parseInt(x, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const groups = tail === undefined ? left : [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 ? groups : null;
}

const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** Why an address is not one a webhook may reach, or null when it is a global unicast address. */
export function nonGlobalReason(address: string): string | null {
  const family = isIP(address);
  if (family === 4) return BLOCKED_V4.check(address, 'ipv4') ? 'a loopback, private, link-local, metadata, reserved or multicast IPv4 address' : null;
  const g = ipv6Groups(address);
  if (family !== 6 || !g) return 'not an IP address';
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  const embedded = (v4: string, form: string) => {
    const why = nonGlobalReason(v4);
    return why ? `${form} of ${v4}, ${why}` : null;
  };
  // IPv4-mapped ::ffff:a.b.c.d: the IPv4 address itself.
  if (zeros(0, 5) && g[5] === 0xffff) return embedded(v4Of(g[6]!, g[7]!), 'an IPv4-mapped form');
  // NAT64 well-known prefix 64:ff9b::/96: a translator connects to the embedded IPv4 address.
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return embedded(v4Of(g[6]!, g[7]!), 'a NAT64 form');
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'a local-use NAT64 address (64:ff9b:1::/48)';
  // IPv4-compatible ::a.b.c.d (deprecated) and :: / ::1.
  if (zeros(0, 6)) return 'an unspecified, loopback or IPv4-compatible IPv6 address';
  // 6to4 2002:AABB:CCDD::/48: the relay forwards to the embedded IPv4 address.
  if (g[0] === 0x2002) return embedded(v4Of(g[1]!, g[2]!), 'a 6to4 form');
  if ((g[0]! & 0xffc0) === 0xfec0) return 'a site-local IPv6 address (fec0::/10)';
  if (g[0] === 0x2001 && g[1] === 0) return 'a Teredo IPv6 address (2001::/32)';
  if (!GLOBAL_V6.check(address, 'ipv6')) return 'not a global unicast IPv6 address (loopback, unique-local, link-local, multicast or reserved)';
  if (BLOCKED_V6.check(address, 'ipv6')) return 'a documentation or IETF protocol IPv6 address';
  return null;
}

/** True when an IP address is one a webhook may not reach without WEBHOOK_ALLOW_PRIVATE_DESTINATIONS. */
export function isPrivateAddress(address: string): boolean {
  return nonGlobalReason(address) !== null;
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
  /** Ports a webhook URL may name (its scheme's default when it names none); default 80, 443, 1024-65535. */
  allowedPorts?: ReadonlyArray<readonly [number, number]>;
  /** DNS servers (ip or ip:port) that resolve hostnames; empty: the system resolver. */
  dnsServers: readonly string[];
}

/** WEBHOOK_ALLOWED_PORTS' default: 80, 443 and 1024-65535 (no SSH, SMTP, or other privileged service ports). */
export const DEFAULT_ALLOWED_PORTS: ReadonlyArray<readonly [number, number]> = [[80, 80], [443, 443], [1024, 65535]];

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

  /** Throws DestinationRefused when the URL's scheme or port is not allowed (no network access). */
  checkScheme(url: URL): void {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new DestinationRefused('must be an http or https URL');
    if (url.protocol !== 'https:' && this.policy.requireHttps) throw new DestinationRefused('must be an https URL');
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    const allowed = this.policy.allowedPorts ?? DEFAULT_ALLOWED_PORTS;
    if (!allowed.some(([lo, hi]) => port >= lo && port <= hi)) {
      throw new DestinationRefused(`must use port 443, 80 or an allowed port (${allowed.map(([lo, hi]) => (lo === hi ? `${lo}` : `${lo}-${hi}`)).join(', ')}); ${port} is not`);
    }
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
    for (const a of found) {
      const why = nonGlobalReason(a.address);
      if (why) throw new DestinationRefused(`resolves to a loopback, private, link-local or metadata address (${a.address}), which webhooks may not reach: ${why}; only public (global unicast) addresses are`, a.address);
    }
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
