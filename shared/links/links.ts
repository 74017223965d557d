/**
 * Payable links (docs/links.md): how a link is addressed (Solana Pay and Actions URLs, its QR
 * code), whether it can still be paid, and how a payer's chosen amount enters the parsed intent.
 */
import QRCode from 'qrcode';
import type { Network } from '../chain/token-list.js';
import type { PaymentLink } from '../db/entities/payment-link.entity.js';
import { canonicalDecimal } from '../intents/decimal.js';
import { formatUnits } from '../transactions/amounts.js';

/** A link as its owner sees it: `active`, or why it can no longer be paid. */
export type LinkState = 'active' | 'revoked' | 'expired' | 'used_up';

/** CAIP-2 ids of the Solana networks (X-Blockchain-Ids): mainnet-beta, and devnet for test keys' links. */
export const BLOCKCHAIN_IDS: Record<Network, string> = {
  mainnet: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
};

/** The Actions spec version these endpoints follow (X-Action-Version). */
export const ACTION_VERSION = '2.4';

/** The Solana Pay wallet URL of a transaction request: `solana:` + the percent-encoded https URL. */
export function solanaPayUrl(payUrl: string): string {
  return `solana:${encodeURIComponent(payUrl)}`;
}

/** The public URLs of a link on `base` (an origin without trailing slash). */
export function linkUrls(base: string, id: string): { payUrl: string; actionUrl: string; solanaPayUrl: string; qrUrl: string; blinkUrl: string } {
  const payUrl = `${base}/pay/${id}`;
  const actionUrl = `${base}/v1/links/${id}/action`;
  return { payUrl, actionUrl, solanaPayUrl: solanaPayUrl(payUrl), qrUrl: `${base}/pay/${id}/qr.svg`, blinkUrl: `solana-action:${encodeURIComponent(actionUrl)}` };
}

/** The link's state at `now`: revoked first, then expired, then used up (paid maxUses times). */
export function linkState(link: Pick<PaymentLink, 'status' | 'expiresAt' | 'maxUses' | 'paid'>, now: number): LinkState {
  if (link.status === 'revoked') return 'revoked';
  if (link.expiresAt && link.expiresAt.getTime() <= now) return 'expired';
  if (link.maxUses !== null && Number(link.paid) >= link.maxUses) return 'used_up';
  return 'active';
}

/** What a payer reads when a link cannot be paid any more (the 410's message). */
export const GONE_MESSAGES: Record<Exclude<LinkState, 'active'>, string> = {
  revoked: 'This payment link was revoked by its owner.',
  expired: 'This payment link has expired.',
  used_up: 'This payment link has been paid as many times as it allows.',
};

/** The link record as the API answers it (GET /v1/links/{id}). */
export function renderLink(link: PaymentLink, base: string, now: number) {
  const urls = linkUrls(base, link.id);
  return {
    id: link.id,
    network: link.network,
    status: linkState(link, now),
    command: link.command,
    type: link.type,
    params: link.params,
    title: link.title,
    description: link.description,
    icon: link.icon,
    label: link.label,
    amount: link.amountMin !== null && link.amountMax !== null ? { min: link.amountMin, max: link.amountMax } : null,
    maxUses: link.maxUses,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    actionUrl: urls.actionUrl,
    solanaPayUrl: urls.solanaPayUrl,
    qrUrl: urls.qrUrl,
    views: Number(link.views),
    builds: Number(link.builds),
    paid: Number(link.paid),
    volumeUsd: Number(link.volumeUsd),
    createdAt: link.createdAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
  };
}
export type RenderedLink = ReturnType<typeof renderLink>;

/** An SVG QR code of the link's Solana Pay URL (qrcode: byte mode, error correction M). */
export async function linkQrSvg(base: string, id: string): Promise<string> {
  return QRCode.toString(linkUrls(base, id).solanaPayUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The token the payer's amount is counted in, for the intent types a link can carry. */
export function amountSymbolOf(type: string, params: Record<string, unknown>): string {
  const p = params as { token?: { symbol: string }; inputToken?: { symbol: string }; outputToken?: { symbol: string }; amountSide?: string };
  if (type === 'transfer') return p.token?.symbol ?? 'tokens';
  if (type === 'swap') return (p.amountSide === 'output' ? p.outputToken?.symbol : p.inputToken?.symbol) ?? 'tokens';
  return 'SOL';
}

/**
 * Compare two plain non-negative decimal strings exactly (no floating point): -1, 0 or 1.
 */
export function compareDecimals(a: string, b: string): number {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const width = Math.max(af.length, bf.length);
  const x = BigInt(ai + af.padEnd(width, '0'));
  const y = BigInt(bi + bf.padEnd(width, '0'));
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A payer's amount as a canonical decimal, or null when it is not a positive plain number. */
export function payerAmount(raw: unknown): string | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,20}(\.\d{1,18})?$/.test(text)) return null;
  const canonical = canonicalDecimal(text);
  return canonical && compareDecimals(canonical, '0') > 0 ? canonical : null;
}

/** The link's params with the payer's amount (whole tokens) in place of the placeholder parsed at creation. */
export function withAmount(params: Record<string, unknown>, amount: string): Record<string, unknown> {
  return { ...params, amount: { value: amount, unit: 'token' } };
}

/**
 * The command parsed at creation for a link whose payer chooses the amount: the command names
 * none ("send USDC to <merchant>"), so the minimum is read in after the verb ("send 1 USDC to
 * <merchant>") and replaced by the payer's amount at each build.
 */
export function commandWithAmount(command: string, amount: string): string {
  const trimmed = command.trim();
  const space = trimmed.search(/\s/);
  return space < 0 ? `${trimmed} ${amount}` : `${trimmed.slice(0, space)} ${amount}${trimmed.slice(space)}`;
}

/** A placeholder payer for the creation-time parse (the System Program's id: no wallet signs as it). */
export const PLACEHOLDER_PAYER = '11111111111111111111111111111111';

/** An address as wallets abbreviate it: its first and last four characters. */
export function shortAddress(address: string): string {
  return address.length > 10 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address;
}

interface Ref { symbol?: string; decimals?: number }
interface Described {
  outputUiAmount?: string; outputToken?: Ref | null;
  breakdown?: { inputToken?: Ref | null; inputAmount?: string | null; recipient?: { address?: string } | null } | null;
}

/**
 * What a built transaction does, in the words a wallet shows ("Send 2 USDC to 7xKq…3Fd"),
 * derived from the build's expectedOutput (the builder's reading of the transaction it built),
 * never from the owner's text: the owner's title goes beside it, never instead of it.
 */
export function describeBuild(type: string, expectedOutput: Record<string, unknown> | null, params: Record<string, unknown>): string {
  const e = (expectedOutput ?? {}) as Described;
  const out = `${e.outputUiAmount ?? '?'} ${e.outputToken?.symbol ?? ''}`.trim();
  const inToken = e.breakdown?.inputToken;
  const input = inToken && e.breakdown?.inputAmount && inToken.decimals !== undefined ? `${formatUnits(BigInt(e.breakdown.inputAmount), inToken.decimals)} ${inToken.symbol ?? ''}`.trim() : null;
  const recipient = (params as { recipient?: unknown }).recipient;
  switch (type) {
    case 'transfer': return `Send ${out} to ${typeof recipient === 'string' ? shortAddress(recipient) : '?'}`;
    case 'swap': {
      const to = e.breakdown?.recipient?.address ?? (typeof recipient === 'string' ? recipient : null);
      return `Swap ${input ?? '?'} for ${out}${to ? `, sent to ${shortAddress(to)}` : ''}`;
    }
    case 'stake': return `Stake ${input ?? out}${e.outputToken?.symbol && e.outputToken.symbol !== 'SOL' ? ` for ${out}` : ''}`;
    case 'unstake': return `Unstake: receive ${out}`;
    case 'wrap': return `Wrap ${input ?? out}`;
    case 'unwrap': return `Unwrap ${input ?? out}`;
    default: return type.replace(/_/g, ' ');
  }
}

/** What a link does before any build (its Action's description): from its parsed params and range. */
export function describeLink(link: Pick<PaymentLink, 'type' | 'params' | 'amountMin' | 'amountMax'>): string {
  const p = link.params as { amount?: { value: string | null; unit: string }; token?: Ref; inputToken?: Ref; outputToken?: Ref; recipient?: string | null; amountSide?: string };
  const symbol = amountSymbolOf(link.type, link.params);
  const amount = link.amountMin !== null && link.amountMax !== null
    ? `${link.amountMin}-${link.amountMax} ${symbol}`
    : p.amount?.unit === 'usd' ? `$${p.amount.value} of ${symbol}` : `${p.amount?.value ?? '?'} ${symbol}`;
  switch (link.type) {
    case 'transfer': return `Send ${amount} to ${p.recipient ? shortAddress(p.recipient) : '?'}`;
    case 'swap': return p.amountSide === 'output'
      ? `Swap ${p.inputToken?.symbol ?? '?'} for ${amount}${p.recipient ? `, sent to ${shortAddress(p.recipient)}` : ''}`
      : `Swap ${amount} for ${p.outputToken?.symbol ?? '?'}${p.recipient ? `, sent to ${shortAddress(p.recipient)}` : ''}`;
    case 'stake': return `Stake ${amount}`;
    case 'unstake': return `Unstake ${amount}`;
    case 'wrap': return `Wrap ${amount}`;
    case 'unwrap': return `Unwrap ${amount}`;
    default: return link.type.replace(/_/g, ' ');
  }
}
