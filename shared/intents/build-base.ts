import { NATIVE_MINT } from '../chain/token-list.js';
import { nearestWords, typoBudget } from './fuzzy.js';
import type { Amount, IntentField, TokenRef, TokenResolver } from './intent.types.js';
import { COMMON_WORDS } from './lexicon.js';
import { reject } from './parse-failure.js';
import type { ParseNotes } from './parse-notes.js';
import type { AmountMention, Slots, TokenMention } from './slots.js';

/**
 * The parser's build stage, its shared part: tokens resolved through the registry, the one
 * amount of a command checked, missing fields refused. SwapBuilder and IntentBuilder build on it.
 */
export class BuildBase {
  constructor(readonly tokens: TokenResolver, protected readonly quoteSymbol: string) {}

  /**
   * Resolve a token mention through the registry; an unknown token is refused. A symbol one or
   * two edits from a registry symbol ("HAT", "BONKE") is never corrected into it: value-moving
   * intents are not guessed, so the refusal carries the near symbols as suggestions and the
   * client asks its user (issue 22, item 10).
   */
  protected resolveMention(mention: TokenMention, _notes: ParseNotes): TokenRef {
    if (mention.ref) return mention.ref;
    const word = mention.raw;
    // An ordinary word ("them", "mind") gets no suggestion of a token.
    const budget = COMMON_WORDS.has(word.toLowerCase()) ? 0 : Math.max(typoBudget(word.length), 1);
    const suggestions = nearestWords(word, this.tokens.symbols(), budget).slice(0, 3).map((n) => n.word);
    throw reject(
      'unknown_token',
      suggestions.length
        ? `Unknown token "${word}": did you mean ${suggestions.join(' or ')}? Name the token exactly (symbol or mint address).`
        : `Unknown token "${word}": name a token of this network's registry by symbol or mint address.`,
      { suggestions, word },
    );
  }


  /** The one amount of the command, checked; null when it names none. */
  protected singleAmount(slots: Slots): AmountMention | null {
    if (slots.amounts.length > 1) {
      throw reject('ambiguous_amount', `The command names more than one amount (${slots.amounts.map((a) => `"${a.raw}"`).join(', ')}): name one amount per command.`);
    }
    const mention = slots.amounts[0];
    if (!mention) return null;
    if (mention.problem === 'non_positive') throw reject('non_positive_amount', `The amount "${mention.raw}" must be greater than zero.`);
    if (mention.problem === 'inexact') throw reject('invalid_amount', `The amount "${mention.raw}" has no exact decimal value: write it as a decimal, e.g. "0.33".`);
    if (mention.problem === 'out_of_range') throw reject('invalid_amount', `The amount "${mention.raw}" is over 100% of a balance: name at most 100%.`);
    if (mention.problem === 'foreign_currency') throw reject('invalid_amount', `The amount "${mention.raw}" is in another currency than the US dollar: name it in tokens or in US dollars, e.g. "$30 of WIF".`);
    return mention;
  }

  /** Refuse a command that leaves fields out, naming them and showing a complete example. */
  protected missing(fields: IntentField[], example: string): never {
    throw reject('missing_fields', `The command does not say ${fields.map(describeField).join(' or ')}: say e.g. "${example}".`, { missing: fields });
  }

  protected native(): TokenRef {
    const ref = this.tokens.resolve(NATIVE_MINT);
    if (!ref) throw new Error('native SOL is not in the token registry');
    return ref;
  }

  protected quote(): TokenRef {
    const ref = this.tokens.resolve(this.quoteSymbol);
    if (!ref) throw new Error(`quote token ${this.quoteSymbol} is not in the registry`);
    return ref;
  }

  protected wrapAmount(verb: 'wrap' | 'unwrap', slots: Slots, notes: ParseNotes): Amount {
    for (const t of slots.tokens) {
      const ref = this.resolveMention(t, notes);
      if (ref.mint !== NATIVE_MINT) throw reject('wrong_token', `Only SOL can be ${verb}ped, not ${ref.symbol}.`);
    }
    if (slots.addresses.length) throw reject('not_understood', `${verb} takes no address: say e.g. "${verb} 1 SOL".`);
    const amount = this.singleAmount(slots);
    if (amount) return amount.amount as Amount;
    // "unwrap my wSOL": unwrapping closes the wrapped account, so naming it means all of it.
    if (verb === 'unwrap' && slots.tokens.length > 0) {
      notes.default('amount', 'no amount named: all wrapped SOL assumed');
      return { value: null, unit: 'all' };
    }
    return this.missing(['amount'], `${verb} 1 SOL`);
  }
}


function describeField(field: IntentField): string {
  switch (field) {
    case 'amount': return 'how much';
    case 'inputToken': return 'which token to pay with';
    case 'outputToken': return 'which token to receive';
    case 'token': return 'which token';
    case 'recipient': return 'to which address';
    case 'type': return 'what to do';
    case 'trigger': return 'which price to wait for';
    case 'schedule': return 'how often';
  }
}
