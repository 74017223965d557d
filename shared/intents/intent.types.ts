/**
 * The intent record's `type` and `params` (api-decisions section 4) and the parse details the
 * worker stores beside them.
 */

/** The actions a command can ask for. */
export type IntentType = 'swap' | 'transfer' | 'stake' | 'unstake' | 'wrap' | 'unwrap' | 'close_accounts' | 'order' | 'cancel_order';

export const INTENT_TYPES: readonly IntentType[] = ['swap', 'transfer', 'stake', 'unstake', 'wrap', 'unwrap', 'close_accounts', 'order', 'cancel_order'];

/** Intent types that are understood but never built by POST /v1/transactions/build (orders, api-decisions section 9). */
export const ORDER_INTENT_TYPES: readonly IntentType[] = ['order', 'cancel_order'];

/** A token resolved from the registry of the intent's network. */
export interface TokenRef {
  mint: string;
  symbol: string;
  decimals: number;
  /** The token's name, whether the catalogue lists it as verified, and its logo (set on stored intents). */
  name?: string;
  verified?: boolean;
  logoURI?: string | null;
}

/**
 * The registry the parser resolves symbols and mints through. `resolve` is case-insensitive for
 * symbols and aliases, accepts a leading `$`, and answers a mint address it knows.
 */
export interface TokenResolver {
  resolve(symbolOrMint: string): TokenRef | null;
  /** Every primary symbol, for typo correction and suggestions. */
  symbols(): string[];
  /**
   * First words (lower case) of the names written in several words ("usd" of "USD Coin"), so
   * the parser tries a multi-word name only where one can start. Without it, everywhere.
   */
  nameStarts?(): ReadonlySet<string>;
}

/**
 * An amount: whole-token units as a canonical plain decimal string ("1.5", "1000"), US dollars,
 * a percentage of the wallet's balance ("50" for half), or the whole balance (value null).
 */
export type Amount =
  | { value: string; unit: 'token' | 'usd' | 'percent' }
  | { value: null; unit: 'all' };

export type AmountSide = 'input' | 'output';

export interface SwapParams {
  inputToken: TokenRef;
  outputToken: TokenRef;
  amount: Amount;
  amountSide: AmountSide;
  slippageBps: number | null;
  /** Who receives the output, in the same transaction; null or absent: the wallet itself. */
  recipient?: string | null;
}

export interface TransferParams {
  token: TokenRef;
  amount: Amount;
  recipient: string;
}

export interface StakeParams {
  amount: Amount;
  validator: string | null;
  /** The liquid staking token for SOL → LST ("stake 10 SOL with Jito"); null or absent: native staking. */
  liquidToken?: TokenRef | null;
}

export interface UnstakeParams {
  amount: Amount;
  stakeAccount: string | null;
  /** The liquid staking token to turn back into SOL ("unstake my JitoSOL"); null or absent: native. */
  liquidToken?: TokenRef | null;
}

export interface WrapParams {
  amount: Amount;
}

export interface CloseAccountsParams {
  /** The tokens whose empty accounts to close, or null: every empty token account of the wallet. */
  tokens: TokenRef[] | null;
}

/** What an order is, for people (api-decisions section 9). */
export type OrderKind = 'limit_buy' | 'limit_sell' | 'stop_loss' | 'take_profit' | 'breakout_buy' | 'dca';

export type ScheduleUnit = 'minute' | 'hour' | 'day' | 'week' | 'month';

/**
 * The price an order waits for: a US-dollar level, or a signed change (percent) from the price
 * when the order opens. `token` is the token whose USD price is watched.
 */
export type OrderTrigger =
  | { token: TokenRef; condition: 'below' | 'above'; priceUsd: string; changePercent?: undefined }
  | { token: TokenRef; condition: 'below' | 'above'; changePercent: string; priceUsd?: undefined };

/** Every `every`, `cycles` times (null: until cancelled); the order's amount is per cycle. */
export interface OrderSchedule {
  every: { value: string; unit: ScheduleUnit };
  cycles: number | null;
}

/** An order: the swap's fields and exactly one of trigger and schedule (the other null). */
export interface OrderParams extends Omit<SwapParams, 'recipient'> {
  kind: OrderKind;
  trigger: OrderTrigger | null;
  schedule: OrderSchedule | null;
  /** ISO 8601, or null: the default lifetime (30 days for a trigger order; a schedule runs its cycles). */
  expiresAt: string | null;
}

/** A cancel: one order by id, or every open order of a token (token null: every open order). */
export type CancelOrderParams = { orderId: string; token: null } | { orderId: null; token: TokenRef | null };

/** `type` and `params` together, discriminated on `type`. */
export type IntentBody =
  | { type: 'swap'; params: SwapParams }
  | { type: 'transfer'; params: TransferParams }
  | { type: 'stake'; params: StakeParams }
  | { type: 'unstake'; params: UnstakeParams }
  | { type: 'wrap'; params: WrapParams }
  | { type: 'unwrap'; params: WrapParams }
  | { type: 'close_accounts'; params: CloseAccountsParams }
  | { type: 'order'; params: OrderParams }
  | { type: 'cancel_order'; params: CancelOrderParams };

/** A word the parser read as something else: a typo fixed or a near token matched. */
export interface ParseCorrection {
  /** The word as written (after Unicode normalisation). */
  from: string;
  /** What it was read as: a registry symbol or a verb. */
  to: string;
  kind: 'token' | 'verb';
}

/** How a parse was reached, stored with the record so a low confidence can be explained. */
export interface ParseDetails {
  /** 'grammar' for the rule-based parser, 'llm' when the fallback model's answer was accepted. */
  path: 'grammar' | 'llm';
  /** Fields the command implies without naming them (e.g. `type` from "1 SOL to USDC"). */
  inferred: string[];
  /** Fields filled with a default (e.g. `outputToken` USDC for "sell 2 SOL"). */
  defaulted: string[];
  corrections: ParseCorrection[];
  /** Words that were not understood and were skipped. */
  ignored: string[];
  /**
   * Every guess the parse needed, in words (a verb typo read as a verb, a default, a skipped word,
   * a sentence read as context, a type inferred): each one lowered the confidence. Empty when the
   * command said everything. Absent on records parsed before it existed and on the LLM path.
   */
  assumptions?: string[];
  /** Why the fallback model's answer was not taken, when one was asked and this grammar parse stood. */
  fallbackRejected?: string;
}

/** A parsed command: the record's type, params and confidence (0..1), plus how it was parsed. */
export type ParsedIntent = IntentBody & { confidence: number; details: ParseDetails };

/** Machine-readable reasons of an intent_parse_error (details.reason). */
export type IntentParseReason =
  | 'empty_command'
  | 'not_a_command'
  | 'question'
  | 'unsupported_action'
  | 'multiple_actions'
  | 'missing_fields'
  | 'unknown_token'
  | 'ambiguous_tokens'
  | 'same_token'
  | 'wrong_token'
  | 'ambiguous_amount'
  | 'invalid_amount'
  | 'non_positive_amount'
  | 'invalid_recipient'
  | 'invalid_address'
  | 'invalid_slippage'
  | 'unsupported_chain'
  | 'other_wallet'
  | 'not_expressible'
  | 'low_confidence'
  | 'not_understood'
  | 'ambiguous_token'
  | 'unverified_token'
  // Orders (api-decisions section 9, docs/intents.md "Orders").
  | 'missing_trigger'
  | 'other_currency'
  | 'contradictory_condition'
  | 'multiple_orders'
  | 'trigger_and_schedule'
  | 'single_cycle'
  | 'no_interval'
  | 'invalid_schedule'
  | 'invalid_trigger'
  | 'invalid_expiry'
  | 'trailing_stop'
  | 'event_condition';

/** Fields a command may leave out; details.missing names them. */
export type IntentField = 'type' | 'amount' | 'inputToken' | 'outputToken' | 'token' | 'recipient' | 'trigger' | 'schedule';

/** Why a command was refused: the details of intent_parse_error, plus a message for people. */
export interface IntentParseFailure {
  reason: IntentParseReason;
  message: string;
  missing?: IntentField[];
  suggestions?: string[];
  /** ambiguous_token / unverified_token: the tokens the word may mean, best first (at most 5). */
  candidates?: { mint: string; symbol: string; name: string; verified: boolean; organicScore: number | null; liquidity: number | null }[];
  /** unknown_token: the word that named no token (for the worker's on-demand catalogue search; not in the error's details). */
  word?: string;
}

/** Outcome of the non-throwing parse path. */
export type ParseOutcome = { ok: true; intent: ParsedIntent } | { ok: false; failure: IntentParseFailure };
