/**
 * What a transaction does to the signing wallet (api-decisions section 10, docs/safety.md),
 * from the accounts before it (getMultipleAccounts) and after it (the simulation's `accounts`):
 * SOL (signed lamports), tokens (raw signed amounts, net of Token-2022 fees as the balances
 * are), rent created and reclaimed, fees, and every change of owner, close authority or
 * delegate on an account the wallet holds; plus a one-sentence summary.
 */
import { PublicKey, type AccountInfo } from '@solana/web3.js';
import { unpackAccount, type Account } from '@solana/spl-token';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../chain/token-list.js';
import { formatUnits } from './amounts.js';

export interface AuthorityChange {
  account: string;
  kind: 'owner' | 'close' | 'delegate';
  from: string | null;
  to: string | null;
  /** The delegated raw amount (delegate changes), else null. */
  amount: string | null;
  mint: string;
}

export interface WalletChanges {
  sol: { lamports: string };
  tokens: { mint: string; symbol: string | null; amount: string }[];
  rent: { createdLamports: string; reclaimedLamports: string };
  fees: { lamports: string };
  authority: AuthorityChange[];
  summary: string;
}

export interface AccountStates {
  address: string;
  before: AccountInfo<Buffer> | null;
  after: AccountInfo<Buffer> | null;
}

/** A token's symbol and decimals, when known (for the summary). */
export type TokenNamer = (mint: string) => { symbol: string | null; decimals: number | null };

function tokenOf(address: string, info: AccountInfo<Buffer> | null): Account | null {
  if (!info || info.lamports === 0) return null;
  const owner = info.owner.toBase58();
  if (owner !== TOKEN_PROGRAM_ID && owner !== TOKEN_2022_PROGRAM_ID) return null;
  try {
    return unpackAccount(new PublicKey(address), info, info.owner);
  } catch {
    return null;
  }
}

const keyOrNull = (k: PublicKey | null | undefined) => (k ? k.toBase58() : null);
const signed = (n: bigint) => (n > 0n ? `+${n}` : `${n}`);

/**
 * The wallet's changes. `solAdjustment` is added to the SOL delta (the build simulates at the
 * largest compute limit, so its fee is larger than the final one); `feeLamports` is the fee of the
 * transaction as signed.
 */
export function walletChanges(wallet: string, states: readonly AccountStates[], feeLamports: bigint, nameOf: TokenNamer, solAdjustment = 0n): WalletChanges {
  let sol = 0n;
  let created = 0n;
  let reclaimed = 0n;
  const tokens = new Map<string, bigint>();
  const authority: AuthorityChange[] = [];
  for (const { address, before, after } of states) {
    const pre = BigInt(before?.lamports ?? 0);
    const post = BigInt(after?.lamports ?? 0);
    if (address === wallet) {
      sol += post - pre;
      continue;
    }
    const tokenBefore = tokenOf(address, before);
    const tokenAfter = tokenOf(address, after);
    const held = tokenBefore?.owner.toBase58() === wallet || tokenAfter?.owner.toBase58() === wallet;
    if (pre === 0n && post > 0n && (held || !tokenAfter)) created += post;
    if (!held) continue;
    if (pre > 0n && post === 0n) reclaimed += pre;
    const mint = (tokenAfter ?? tokenBefore)!.mint.toBase58();
    // Tokens still the wallet's count; an account handed to another owner is gone from it.
    const amountBefore = tokenBefore?.owner.toBase58() === wallet ? tokenBefore.amount : 0n;
    const amountAfter = tokenAfter?.owner.toBase58() === wallet ? tokenAfter.amount : 0n;
    if (amountAfter !== amountBefore) tokens.set(mint, (tokens.get(mint) ?? 0n) + amountAfter - amountBefore);
    if (tokenBefore && tokenAfter && tokenBefore.owner.toBase58() === wallet) {
      if (!tokenBefore.owner.equals(tokenAfter.owner)) authority.push({ account: address, kind: 'owner', from: wallet, to: tokenAfter.owner.toBase58(), amount: tokenAfter.amount.toString(), mint });
      if (keyOrNull(tokenBefore.closeAuthority) !== keyOrNull(tokenAfter.closeAuthority)) authority.push({ account: address, kind: 'close', from: keyOrNull(tokenBefore.closeAuthority), to: keyOrNull(tokenAfter.closeAuthority), amount: null, mint });
      if (keyOrNull(tokenBefore.delegate) !== keyOrNull(tokenAfter.delegate) || tokenBefore.delegatedAmount !== tokenAfter.delegatedAmount) {
        authority.push({ account: address, kind: 'delegate', from: keyOrNull(tokenBefore.delegate), to: keyOrNull(tokenAfter.delegate), amount: tokenAfter.delegate ? tokenAfter.delegatedAmount.toString() : null, mint });
      }
    }
  }
  sol += solAdjustment;
  const tokenList = [...tokens].filter(([, n]) => n !== 0n).map(([mint, amount]) => ({ mint, symbol: nameOf(mint).symbol, amount: signed(amount) }));
  return {
    sol: { lamports: signed(sol) },
    tokens: tokenList,
    rent: { createdLamports: created.toString(), reclaimedLamports: reclaimed.toString() },
    fees: { lamports: feeLamports.toString() },
    authority,
    summary: summaryOf(sol, tokenList, authority, nameOf),
  };
}

function summaryOf(sol: bigint, tokens: WalletChanges['tokens'], authority: AuthorityChange[], nameOf: TokenNamer): string {
  const amount = (raw: bigint, mint: string) => {
    const { symbol, decimals } = nameOf(mint);
    const text = decimals === null ? `${raw < 0n ? -raw : raw} raw units` : formatUnits(raw < 0n ? -raw : raw, decimals);
    return `${text} ${symbol ? JSON.stringify(symbol) : mint}`;
  };
  const parts: string[] = [];
  const out = tokens.filter((t) => BigInt(t.amount) < 0n).map((t) => amount(BigInt(t.amount), t.mint));
  const inn = tokens.filter((t) => BigInt(t.amount) > 0n).map((t) => amount(BigInt(t.amount), t.mint));
  parts.push(`The wallet ${sol < 0n ? `pays ${formatUnits(-sol, 9)} SOL (fees and rent included)` : `gains ${formatUnits(sol, 9)} SOL`}`);
  if (out.length) parts.push(`sends ${out.join(', ')}`);
  if (inn.length) parts.push(`receives ${inn.join(', ')}`);
  for (const a of authority) {
    if (a.kind === 'owner') parts.push(`HANDS its token account ${a.account} to ${a.to}`);
    else if (a.kind === 'delegate') parts.push(a.to ? `lets ${a.to} spend ${a.amount === '18446744073709551615' ? 'ALL' : a.amount} of ${a.account}` : `revokes the delegate of ${a.account}`);
    else parts.push(`makes ${a.to ?? 'no one'} the close authority of ${a.account}`);
  }
  return `${parts.join('; ')}.`;
}
