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
    const refs = slots.tokens.filter((t) => t.ref || t.prep === null).map((t) => ({ t, ref: this.resolveMention(t, notes) }));
    const target = refs.find((r) => r.ref.mint !== NATIVE_MINT);
    // "stake 3 SOL into JitoSOL", "liquid stake 10 SOL for mSOL": a swap into a staking token.
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

  protected buildUnstake(slots: Slots, notes: ParseNotes, slippageBps: number | null): IntentBody {
    const refs = slots.tokens.filter((t) => t.ref || t.prep === null).map((t) => ({ t, ref: this.resolveMention(t, notes) }));
    const staked = refs.find((r) => r.ref.mint !== NATIVE_MINT);
    if (staked) {
      // "unstake 2 mSOL": leaving a liquid staking token is a swap back to SOL.
      if (!/sol$/i.test(staked.ref.symbol)) throw reject('wrong_token', `${staked.ref.symbol} is not staked SOL: to trade it, say "swap".`);
      notes.infer('outputToken', 0);
      return this.buildSwap('swap', { ...slots, tokens: slots.tokens.filter((t) => t !== staked.t) }, notes, slippageBps, { input: staked.ref, output: this.native() });
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
}
