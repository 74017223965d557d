import { NATIVE_MINT } from '../chain/token-list.js';
import type { Amount, AmountSide, IntentBody, IntentField, TokenRef } from './intent.types.js';
import { reject } from './parse-failure.js';
import { type ParseNotes, PENALTY } from './parse-notes.js';
import type { Slots, TokenMention } from './slots.js';
import { BuildBase } from './build-base.js';

/** The build stage of a trade: which token is paid and which received, and on which side the amount is. */
export class SwapBuilder extends BuildBase {
  protected buildSwap(verb: 'swap' | 'buy' | 'sell', slots: Slots, notes: ParseNotes, slippageBps: number | null, preset?: { input?: TokenRef; output?: TokenRef }): IntentBody {
    // "trade 2 JTO for RAY using Orca": with both sides named, the venue is not a third token.
    const venue = slots.tokens.find((t) => t.venue);
    if (venue && slots.tokens.filter((t) => !t.venue && t.ref).length >= 2) {
      slots = { ...slots, tokens: slots.tokens.filter((t) => t !== venue), venues: [...slots.venues, venue.raw] };
    }
    const roles = new Map<TokenMention, AmountSide>();
    for (const a of slots.amounts) {
      // "100 USDC worth of BONK": buying pays with the USDC, selling or swapping receives it.
      if (a.worthOf && a.token) {
        roles.set(a.token, verb === 'buy' ? 'input' : 'output');
        roles.set(a.worthOf, verb === 'buy' ? 'output' : 'input');
      }
    }
    for (const t of slots.tokens) {
      if (roles.has(t)) continue;
      const prep = t.prep;
      if (prep === 'out') roles.set(t, 'output');
      else if (prep === 'in' || prep === 'from') roles.set(t, 'input');
      // "US$25 is my budget for WIF — take it from my USDT": with the token paid named, "for X" is what is bought.
      else if (prep === 'for') roles.set(t, verb === 'buy' && !(notes.payment && slots.tokens.some((o) => o !== t && o.prep === 'in')) ? 'input' : 'output');
      else roles.set(t, verb === 'buy' ? 'output' : 'input');
    }
    // "swap SOL with USDC": with no "to" side, the token after "with" is the one received.
    if (verb === 'swap' && ![...roles.values()].includes('output')) {
      const withToken = slots.tokens.find((t) => t.prep === 'in');
      if (withToken && slots.tokens.some((t) => t !== withToken && roles.get(t) === 'input')) roles.set(withToken, 'output');
    }
    const written = new Map<AmountSide, string>();
    const recipient = this.swapRecipient(slots, roles, notes);
    let input = preset?.input ?? this.side('input', roles, written, notes);
    let output = preset?.output ?? this.side('output', roles, written, notes);
    // "convert 1 SOL to wSOL" names one mint twice, but means wrapping it.
    const wrapping = input?.mint === NATIVE_MINT && output?.mint === NATIVE_MINT ? wrapDirection(written.get('input'), written.get('output')) : null;
    if (wrapping) {
      notes.infer('type', PENALTY.inferredSide, `SOL and wrapped SOL on the two sides of a trade: read as ${wrapping === 'wrap' ? 'a wrap' : 'an unwrap'}`);
      return { type: wrapping, params: { amount: this.wrapAmount(wrapping, slots, notes) } };
    }
    const amountMention = this.singleAmount(slots);

    const missing: IntentField[] = [];
    if (!amountMention) missing.push('amount');
    if (!input && verb === 'buy' && output && output.mint !== this.quote().mint) {
      input = this.quote();
      notes.default('inputToken', `no token to pay with named: ${input.symbol} assumed`);
    }
    if (!output && verb === 'sell' && input && input.mint !== this.quote().mint) {
      output = this.quote();
      notes.default('outputToken', `no token to receive named: ${output.symbol} assumed`);
    }
    if (!input) missing.push('inputToken');
    if (!output) missing.push('outputToken');
    if (missing.length || !amountMention || !input || !output) {
      this.missing(missing, verb === 'swap' ? 'swap 1 SOL for USDC' : `${verb} 10 JUP`);
    }
    if (input.mint === output.mint) {
      throw reject('same_token', `The command swaps ${input.symbol} for ${output.symbol}, the same token: name two different tokens${input.mint === NATIVE_MINT ? ' (use wrap or unwrap for SOL and wSOL)' : ''}.`);
    }
    const amount = amountMention.amount as Amount;
    let amountSide: AmountSide;
    if (amount.unit === 'usd') amountSide = 'input';
    else if (amountMention.token) amountSide = roles.get(amountMention.token) ?? 'input';
    else if (amountMention.prep) amountSide = amountMention.prep === 'out' || (amountMention.prep === 'for' && verb !== 'buy') ? 'output' : 'input';
    else {
      amountSide = verb === 'buy' ? 'output' : 'input';
      notes.infer('amountSide', PENALTY.inferredSide);
    }
    if (amountSide === 'output' && (amount.unit === 'percent' || amount.unit === 'all')) {
      throw reject('invalid_amount', `"${amountMention.raw}" refers to a balance you hold: put it on the token you pay with, e.g. "swap half my SOL for USDC".`);
    }
    if (recipient) return { type: 'swap', params: { inputToken: input, outputToken: output, amount, amountSide, slippageBps, recipient } };
    return { type: 'swap', params: { inputToken: input, outputToken: output, amount, amountSide, slippageBps } };
  }

  /**
   * Who receives a trade's output (issue 35): the address of "and send it to <address>", or one
   * after "to"/"for" once both tokens are named ("buy 50 USDC of JUP for <address>"). Any other
   * address is an unknown mint, as before; the wallet itself was dropped as context.
   */
  protected swapRecipient(slots: Slots, roles: ReadonlyMap<TokenMention, AmountSide>, notes: ParseNotes): string | null {
    const address = slots.addresses[0];
    if (!address) return null;
    const sides = new Set(roles.values());
    const placed = notes.delivery || ((address.prep === 'out' || address.prep === 'for') && sides.has('input') && sides.has('output'));
    if (placed && slots.addresses.length > 1) throw reject('invalid_recipient', `The command names more than one address (${slots.addresses.map((a) => a.text).join(', ')}): deliver to one recipient per command.`);
    if (placed && !address.valid) throw reject('invalid_recipient', `"${address.text}" is not a valid Solana address (base58, 32 bytes): check the recipient.`);
    if (placed) return address.text;
    throw reject('unknown_token', `"${address.text}" is not a token mint this network's registry knows (to deliver the output elsewhere, say "... and send it to <address>").`);
  }

  /** The one token on side `s` of a trade (null when none), its words noted in `written`. */
  protected side(s: AmountSide, roles: ReadonlyMap<TokenMention, AmountSide>, written: Map<AmountSide, string>, notes: ParseNotes): TokenRef | null {
    const refs = new Map<string, TokenRef>();
    for (const [t, role] of roles) {
      if (role !== s) continue;
      const ref = this.resolveMention(t, notes);
      refs.set(ref.mint, ref);
      written.set(s, t.raw);
    }
    if (refs.size > 1) {
      throw reject('ambiguous_tokens', `The command names more than one token to ${s === 'input' ? 'pay with' : 'receive'} (${[...refs.values()].map((r) => r.symbol).join(', ')}): name one of each.`);
    }
    return [...refs.values()][0] ?? null;
  }
}

/** wrap for SOL -> wSOL, unwrap for wSOL -> SOL, as written; null when both sides read the same. */
function wrapped(raw: string): boolean {
  return /^w(rapped ?)?sol(ana)?$/i.test(raw) || raw === NATIVE_MINT;
}

function wrapDirection(input = '', output = ''): 'wrap' | 'unwrap' | null {
  if (wrapped(input) === wrapped(output)) return null;
  return wrapped(output) ? 'wrap' : 'unwrap';
}
