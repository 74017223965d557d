import { NATIVE_MINT } from '../chain/token-list.js';
import type { Amount, IntentBody, IntentField, TokenRef } from './intent.types.js';
import { reject } from './parse-failure.js';
import { type ParseNotes, PENALTY, SUPPORTED } from './parse-notes.js';
import type { AddressMention, Slots } from './slots.js';
import { SwapBuilder } from './build-swap.js';
import type { VerbMatch } from './verb-finder.js';

/**
 * The parser's build stage: the intent's type and params from the action verb and the slots
 * (tokens, amounts, addresses) of the command.
 */
export class IntentBuilder extends SwapBuilder {
  build(match: VerbMatch | null, slots: Slots, notes: ParseNotes, slippageBps: number | null): IntentBody {
    if (!match) return this.buildWithoutVerb(slots, notes, slippageBps);
    switch (match.verb) {
      case 'swap':
      case 'buy':
      case 'sell':
        return this.buildSwap(match.verb, slots, notes, slippageBps);
      case 'slang':
        // "fire 2 USDC over to <address>" sends; "yeet 3 SOL into JUP" swaps.
        if (slots.addresses.some((a) => a.valid)) return this.buildTransfer(slots, notes);
        return this.buildSwap('swap', slots, notes, slippageBps);
      case 'transfer':
        // "pay with USDC to receive 10 PYTH", "pay 5 USDC for BONK": no recipient, two tokens, a swap.
        if ((match.word === 'pay' || match.word === 'spend') && slots.addresses.length === 0 && slots.tokens.filter((t) => t.ref).length === 2) {
          return this.buildSwap('swap', slots, notes, slippageBps);
        }
        // "pay <address> 20 USDC using my SOL": the address receives exactly the 20 USDC the SOL buys (issue 35).
        if (slots.addresses.length === 1 && slots.addresses[0].valid && slots.tokens.filter((t) => t.ref).length === 2 && slots.tokens.some((t) => t.ref && t.prep === 'in')) {
          const body = this.buildSwap('buy', { ...slots, addresses: [] }, notes, slippageBps);
          if (body.type === 'swap') return { type: 'swap', params: { ...body.params, recipient: slots.addresses[0].text } };
          return body;
        }
        return this.buildTransfer(slots, notes);
      case 'stake':
        return this.buildStake(slots, notes, slippageBps, match.liquid);
      case 'unstake':
        return this.buildUnstake(slots, notes, slippageBps);
      case 'wrap':
      case 'unwrap':
        return { type: match.verb, params: { amount: this.wrapAmount(match.verb, slots, notes) } };
    }
  }

  /** "1 SOL to USDC", "5 USDC to <address>": no verb, but the shape says which intent. */
  protected buildWithoutVerb(slots: Slots, notes: ParseNotes, slippageBps: number | null): IntentBody {
    const hasAmount = slots.amounts.length > 0;
    // "250 JUP is what I want; pay with USDC", "Want 80 RAY; fund it with USDT", "I'd like ordinary
    // SOL for 1.1 of my wSOL", "30 USDC needed; raise it by selling JUP": a wish with a token to
    // pay with is a buy of the other token.
    const wish = notes.wish || notes.payment;
    if (hasAmount && slots.tokens.length === 2 && !slots.addresses.length && wish
      && slots.tokens.some((t) => t.prep === 'in' || t.prep === 'for') && !slots.tokens.some((t) => t.prep === 'out')) {
      notes.infer('type', PENALTY.wish, 'no action verb: a wish for a token, with a token to pay with, read as a buy');
      return this.buildSwap('buy', slots, notes, slippageBps);
    }
    if (hasAmount && slots.tokens.length >= 1 && slots.addresses.some((a) => a.valid)) {
      notes.infer('type', PENALTY.inferredType);
      return this.buildTransfer(slots, notes);
    }
    if (hasAmount && slots.tokens.length === 2 && slots.tokens.some((t) => t.prep === 'out' || t.prep === 'for')) {
      notes.infer('type', PENALTY.inferredType);
      return this.buildSwap('swap', slots, notes, slippageBps);
    }
    throw reject('not_a_command', `No action found in the command: say what to do, e.g. "swap 1 SOL for USDC" (supported: ${SUPPORTED}).`, { missing: ['type'] });
  }


  protected buildTransfer(slots: Slots, notes: ParseNotes): IntentBody {
    const recipient = this.recipient(slots);
    const refs = new Map<string, TokenRef>();
    for (const t of slots.tokens) {
      // "pay X 25 USDC for lunch": an unknown word after "for" is the reason, not a token.
      if (!t.ref && t.prep === 'for' && !t.emphatic) {
        notes.ignore(`for ${t.raw}`);
        continue;
      }
      const ref = this.resolveMention(t, notes);
      refs.set(ref.mint, ref);
    }
    if (refs.size > 1) {
      throw reject('ambiguous_tokens', `The command names more than one token to send (${[...refs.values()].map((r) => r.symbol).join(', ')}): send one token per command.`);
    }
    const token = [...refs.values()][0];
    const amount = this.singleAmount(slots);
    const missing: IntentField[] = [];
    if (!amount) missing.push('amount');
    if (!token) missing.push('token');
    if (!recipient) missing.push('recipient');
    if (missing.length || !amount || !token || !recipient) {
      return this.missing(missing, 'send 5 USDC to <address>');
    }
    return { type: 'transfer', params: { token, amount: amount.amount as Amount, recipient } };
  }

  /** The one valid address of a transfer; a name or a bad address after "to" is refused, not skipped. */
  protected recipient(slots: Slots): string | null {
    const valid = slots.addresses.filter((a) => a.valid);
    if (valid.length > 1) throw reject('invalid_recipient', `The command names more than one address (${valid.map((a) => a.text).join(', ')}): send to one recipient per command.`);
    if (valid.length === 1) return valid[0].text;
    const invalid = slots.addresses.find((a) => !a.valid);
    if (invalid) throw reject('invalid_recipient', `"${invalid.text}" is not a valid Solana address (base58, 32 bytes): check the recipient.`);
    const named = slots.tokens.find((t) => t.prep === 'out' && (!t.ref || slots.tokens.length > 1));
    if (named) throw reject('invalid_recipient', `"${named.raw}" is not a Solana address: send to a base58 wallet address.`);
    return null;
  }

  /** A validator or stake account: at most one valid address; a name where one belongs is refused. */
  protected accountAddress(slots: Slots, what: string): string | null {
    const all: AddressMention[] = slots.addresses;
    if (all.length > 1) throw reject('invalid_address', `The command names more than one address: name one ${what}.`);
    if (all[0] && !all[0].valid) throw reject('invalid_address', `"${all[0].text}" is not a valid ${what} address (base58, 32 bytes).`);
    const named = slots.tokens.find((t) => !t.ref && (t.prep === 'in' || t.prep === 'out' || t.prep === 'from'));
    if (named) throw reject('invalid_address', `"${named.raw}" is not a ${what} address: name it by its base58 address.`);
    return all[0]?.text ?? null;
  }

  protected buildStake(slots: Slots, notes: ParseNotes, slippageBps: number | null, liquid: boolean): IntentBody {
    // "stake 10 SOL with Jito", "via Marinade": the provider names its liquid staking token.
    const provider = this.liquidProvider(slots);
    if (provider) return this.liquidStake(provider.slots, provider.lst);
    const refs = slots.tokens.filter((t) => t.ref || t.prep === null).map((t) => ({ t, ref: this.resolveMention(t, notes) }));
    const target = refs.find((r) => r.ref.mint !== NATIVE_MINT);
    // "stake 2 SOL for bSOL", "stake 6 SOL into JitoSOL": liquid staking (api-decisions section 4).
    if (target && !liquid && isLiquidStakingToken(target.ref) && target.t.prep !== null) {
      return this.liquidStake({ ...slots, tokens: slots.tokens.filter((t) => t !== target.t) }, target.ref);
    }
    // "liquid stake 3 SOL into JitoSOL" stays the swap the first public dev set expects (d051,
    // d052); "stake 3 SOL into JUP": a swap into that token.
    if (target && (liquid || target.t.prep === 'out' || target.t.prep === 'for')) {
      return this.buildSwap('swap', { ...slots, tokens: slots.tokens.filter((t) => t !== target.t) }, notes, slippageBps, { input: this.native(), output: target.ref });
    }
    if (target) throw reject('wrong_token', `Only SOL can be staked, not ${target.ref.symbol}: to trade it, say "swap".`);
    if (liquid) this.missing(['outputToken'], 'liquid stake 3 SOL into JitoSOL');
    const validator = this.accountAddress(slots, 'validator vote account');
    const amount = this.singleAmount(slots);
    if (!amount) return this.missing(['amount'], 'stake 10 SOL');
    return { type: 'stake', params: { amount: amount.amount as Amount, validator } };
  }

  /** Stake SOL into a liquid staking token: the amount is of SOL, and no validator can be named. */
  private liquidStake(slots: Slots, lst: TokenRef): IntentBody {
    if (slots.addresses.length) throw reject('not_expressible', `Liquid staking into ${lst.symbol} goes through its stake pool, which picks the validators: leave the address out, or stake natively ("stake 10 SOL with <vote account>").`);
    const other = slots.tokens.find((t) => t.ref && t.ref.mint !== NATIVE_MINT);
    if (other) throw reject('ambiguous_tokens', `The command names ${other.raw} besides ${lst.symbol}: only SOL is staked, into one liquid staking token.`);
    const amount = this.singleAmount(slots);
    if (!amount) return this.missing(['amount'], `stake 10 SOL into ${lst.symbol}`);
    return { type: 'stake', params: { amount: amount.amount as Amount, validator: null, liquidToken: lst } };
  }

  /** "with Jito", "via Marinade", "on BlazeStake": the liquid staking token of a provider named, with the slots left. */
  private liquidProvider(slots: Slots): { lst: TokenRef; slots: Slots } | null {
    for (const t of slots.tokens) {
      const symbol = t.prep !== null ? LIQUID_PROVIDERS.get(t.raw.toLowerCase()) : undefined;
      const lst = symbol ? this.tokens.resolve(symbol) : null;
      if (lst) return { lst, slots: { ...slots, tokens: slots.tokens.filter((o) => o !== t) } };
    }
    for (const word of slots.ignored) {
      const symbol = LIQUID_PROVIDERS.get(word.toLowerCase());
      const lst = symbol ? this.tokens.resolve(symbol) : null;
      if (lst) return { lst, slots: { ...slots, ignored: slots.ignored.filter((w) => w !== word) } };
    }
    return null;
  }

  protected buildUnstake(slots: Slots, notes: ParseNotes, _slippageBps: number | null): IntentBody {
    // "unstake my SOL from Marinade": the provider's token is turned back into SOL.
    const provider = this.liquidProvider(slots);
    if (provider) return this.liquidUnstake(provider.slots, provider.lst, notes);
    const refs = slots.tokens.filter((t) => t.ref || t.prep === null).map((t) => ({ t, ref: this.resolveMention(t, notes) }));
    const staked = refs.find((r) => r.ref.mint !== NATIVE_MINT);
    if (staked) {
      // "unstake 3 mSOL", "unstake my JitoSOL": a liquid staking token turned back into SOL.
      if (!/sol$/i.test(staked.ref.symbol)) throw reject('wrong_token', `${staked.ref.symbol} is not staked SOL: to trade it, say "swap".`);
      return this.liquidUnstake({ ...slots, tokens: slots.tokens.filter((t) => t !== staked.t) }, staked.ref, notes);
    }
    const stakeAccount = this.accountAddress(slots, 'stake account');
    let amount: Amount | undefined = this.singleAmount(slots)?.amount ?? undefined;
    // "withdraw my stake", "unstake my SOL": naming what without how much means all of it.
    if (!amount && (slots.mentionsStake || refs.length > 0 || stakeAccount)) {
      amount = { value: null, unit: 'all' };
      notes.default('amount', 'no amount named: the whole stake assumed');
    }
    if (!amount) return this.missing(['amount'], 'unstake 2 SOL');
    return { type: 'unstake', params: { amount, stakeAccount } };
  }

  /** Unstake a liquid staking token: the amount is of the token, all of it when none is named. */
  private liquidUnstake(slots: Slots, lst: TokenRef, notes: ParseNotes): IntentBody {
    if (slots.addresses.length) throw reject('not_expressible', `Unstaking ${lst.symbol} turns it back into SOL in your wallet: leave the address out.`);
    const other = slots.tokens.find((t) => t.ref && t.ref.mint !== NATIVE_MINT && t.ref.mint !== lst.mint);
    if (other) throw reject('ambiguous_tokens', `The command names ${other.raw} besides ${lst.symbol}: unstake one liquid staking token into SOL.`);
    let amount: Amount | undefined = this.singleAmount(slots)?.amount ?? undefined;
    if (!amount) {
      amount = { value: null, unit: 'all' };
      notes.default('amount', `no amount named: all ${lst.symbol} assumed`);
    }
    return { type: 'unstake', params: { amount, stakeAccount: null, liquidToken: lst } };
  }
}

/** Providers of liquid staking by the names people write (issue 35): "Jito" is JitoSOL here, not JTO. */
const LIQUID_PROVIDERS: ReadonlyMap<string, string> = new Map([
  ['jito', 'JitoSOL'], ['marinade', 'mSOL'], ['blaze', 'bSOL'], ['blazestake', 'bSOL'], ['solblaze', 'bSOL'],
]);

/** The liquid staking tokens the build can stake into: SOL → LST through the swap venue. */
const LIQUID_STAKING_SYMBOLS: ReadonlySet<string> = new Set(['JitoSOL', 'mSOL', 'bSOL']);

function isLiquidStakingToken(ref: TokenRef): boolean {
  return LIQUID_STAKING_SYMBOLS.has(ref.symbol);
}
