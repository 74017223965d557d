import { canonicalDecimal, isPositiveDecimal, scaleDecimal } from './decimal.js';
import type { IntentParser } from './intent-parser.js';
import { intentSchemaError } from './intent.schema.js';
import type { Amount, IntentBody, IntentParseReason, ParsedIntent, TokenRef, TokenResolver } from './intent.types.js';
import { isPublicKey, lex, normaliseCommand } from './lexer.js';
import { looksLikeOrder } from './orders.js';
import { ALL_WORDS } from './lexicon.js';
import { extractSlippage } from './slots.js';
import { structuredCommand } from './structured.js';
import { intentParseError } from './parse-failure.js';

/** Settings of the optional model fallback; it is off when `baseUrl` is empty. */
export interface LlmFallbackOptions {
  /** OpenAI-compatible API root, e.g. "https://api.openai.com/v1"; empty turns the fallback off. */
  baseUrl: string;
  model: string;
  /** Bearer token; empty for endpoints without authentication. */
  apiKey?: string;
  /** Whole-request deadline in milliseconds. */
  timeoutMs: number;
}

/** What the model answered: its JSON, or why there is nothing usable. */
export type LlmAnswer = { ok: true; json: unknown } | { ok: false; reason: string };

/** Anything that can read a command into intent JSON; LlmIntentReader is the HTTP one. */
export interface IntentReader {
  read(command: string, symbols: readonly string[]): Promise<LlmAnswer>;
}

/** Confidence of an accepted model answer: usable, but below any complete grammar parse. */
export const LLM_CONFIDENCE = 0.7;

/**
 * Parser failures a model may try to recover. Refusals that protect the user (two actions, a
 * zero amount, a bad address, the same token twice, two amounts) are final, and so is a
 * missing amount: a model must not invent how much to move.
 */
const RECOVERABLE: ReadonlySet<IntentParseReason> = new Set(['not_a_command', 'not_understood', 'unknown_token', 'ambiguous_tokens']);

const SYSTEM_PROMPT = [
  'You turn one Solana wallet command into JSON. Answer with one JSON object and nothing else.',
  'Shape: {"type": T, "params": P}. T is one of swap, transfer, stake, unstake, wrap, unwrap.',
  'swap P: {"inputToken": SYMBOL, "outputToken": SYMBOL, "amount": A, "amountSide": "input"|"output", "slippageBps": integer or null}',
  'transfer P: {"token": SYMBOL, "amount": A, "recipient": BASE58_ADDRESS}',
  'stake P: {"amount": A, "validator": BASE58_ADDRESS or null}; unstake P: {"amount": A, "stakeAccount": BASE58_ADDRESS or null}',
  'wrap P / unwrap P: {"amount": A}',
  'A is {"value": "1.5", "unit": "token"} (plain decimal string), {"value": "50", "unit": "usd"}, {"value": "25", "unit": "percent"} or {"value": null, "unit": "all"}.',
  '"buy X" without a token to pay with pays with USDC; "sell X" without a token to receive receives USDC.',
  'Copy addresses exactly from the command. Never invent an amount, token or address the command does not state.',
  'If the command is not exactly one of these actions, answer {"error": "<why>"}.',
].join('\n');

/** Reads a command through an OpenAI-compatible chat.completions endpoint in JSON mode. */
export class LlmIntentReader implements IntentReader {
  private readonly endpoint: string;

  constructor(private readonly options: LlmFallbackOptions, private readonly fetchImpl: typeof fetch = fetch) {
    this.endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  }

  /** Ask the model; any HTTP error, timeout or non-JSON content comes back as `{ ok: false }`. */
  async read(command: string, symbols: readonly string[]): Promise<LlmAnswer> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (this.options.apiKey) headers.Authorization = `Bearer ${this.options.apiKey}`;
    const body = {
      model: this.options.model,
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: `${SYSTEM_PROMPT}\nKnown token symbols: ${symbols.join(', ')}.` },
        { role: 'user', content: command },
      ],
    };
    let text: string;
    try {
      const res = await this.fetchImpl(this.endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      text = await res.text();
      if (!res.ok) return { ok: false, reason: `model endpoint answered HTTP ${res.status}` };
    } catch (err) {
      const name = (err as Error).name;
      return { ok: false, reason: name === 'TimeoutError' || name === 'AbortError' ? 'model endpoint timed out' : `model endpoint unreachable (${name})` };
    }
    const content = contentOf(text);
    if (content === null) return { ok: false, reason: 'model answer is not a chat completion' };
    try {
      return { ok: true, json: JSON.parse(content) };
    } catch {
      return { ok: false, reason: 'model content is not JSON' };
    }
  }
}

/** `choices[0].message.content` of a chat.completions response body, or null. */
function contentOf(body: string): string | null {
  try {
    const content = (JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content;
    return typeof content === 'string' ? content : null;
  } catch {
    return null;
  }
}

/** The fallback reader for these options, or null when the fallback is off (empty baseUrl). */
export function createLlmIntentReader(options: LlmFallbackOptions, fetchImpl?: typeof fetch): LlmIntentReader | null {
  return options.baseUrl.trim() ? new LlmIntentReader(options, fetchImpl) : null;
}

/**
 * Parse with the grammar, and ask the model only when the grammar is unsure (confidence below
 * `threshold`) or failed for a reason a model may recover. The model's answer must pass the
 * intent schema, its tokens are re-resolved through the registry and its addresses must be
 * valid keys written in the command; otherwise it is rejected and the grammar's own result
 * (or its intent_parse_error) stands.
 */
export async function parseWithFallback(
  parser: IntentParser,
  reader: IntentReader | null,
  command: string,
  options: { threshold: number; minConfidence?: number },
): Promise<ParsedIntent> {
  const outcome = parser.tryParse(command);
  if (outcome.ok && outcome.intent.confidence >= options.threshold) return outcome.intent;
  // An order (or what reads as one) is the grammar's alone: the model knows only immediate intents.
  if (!reader || (!outcome.ok && !RECOVERABLE.has(outcome.failure.reason))
    || (outcome.ok && (outcome.intent.type === 'order' || outcome.intent.type === 'cancel_order'))
    || looksLikeOrder(normaliseCommand(command), parser.tokens)) {
    if (outcome.ok) return atLeast(outcome.intent, options.minConfidence);
    throw intentParseError(outcome.failure);
  }
  const answer = await reader.read(command, parser.tokens.symbols());
  const verdict = answer.ok ? acceptModelIntent(answer.json, parser.tokens, command) : answer;
  if (verdict.ok) {
    return {
      ...verdict.body,
      confidence: LLM_CONFIDENCE,
      details: { path: 'llm', inferred: [], defaulted: [], corrections: [], ignored: [] },
    } as ParsedIntent;
  }
  if (outcome.ok) return atLeast({ ...outcome.intent, details: { ...outcome.intent.details, fallbackRejected: verdict.reason } }, options.minConfidence);
  throw intentParseError(outcome.failure);
}

/**
 * A guess below `minConfidence` is refused rather than turned into a transaction: a command
 * that moves money is better rephrased than misread ("hat" is one letter from HNT). The error
 * says what the grammar made of it, so the caller can confirm by rephrasing.
 */
function atLeast(intent: ParsedIntent, minConfidence = 0): ParsedIntent {
  if (intent.confidence >= minConfidence) return intent;
  const guesses = intent.details.corrections.map((c) => c.to);
  throw intentParseError({
    reason: 'low_confidence',
    message: `Not sure what this command means (confidence ${intent.confidence.toFixed(2)}): it reads as a ${intent.type}${guesses.length ? ` involving ${guesses.join(', ')}` : ''}. Rephrase it with a verb, amounts and token symbols, e.g. "swap 2 SOL for USDC".`,
    ...(guesses.length ? { suggestions: guesses } : {}),
  });
}

type Verdict = { ok: true; body: IntentBody } | { ok: false; reason: string };

/**
 * Hold a model's JSON to the rules the grammar obeys: schema, registry tokens, distinct sides,
 * positive amounts and addresses that are valid keys copied from the command; and ground it:
 * its amount and slippage must be written in the command (checkGrounded).
 */
export function acceptModelIntent(json: unknown, tokens: TokenResolver, command: string): Verdict {
  const schemaError = intentSchemaError(json);
  if (schemaError) return { ok: false, reason: `model answer fails the intent schema: ${schemaError}` };
  const raw = json as { type: IntentBody['type']; params: Record<string, unknown> };
  const text = normaliseCommand(command);
  try {
    const p = raw.params;
    const amount = checkAmount(p.amount as Amount);
    checkGrounded(amount, raw.type === 'swap' ? (p.slippageBps as number | null) : null, command);
    switch (raw.type) {
      case 'swap': {
        const inputToken = resolve(p.inputToken, tokens);
        const outputToken = resolve(p.outputToken, tokens);
        if (inputToken.mint === outputToken.mint) throw new Error('both sides are the same token');
        if (p.amountSide === 'output' && (amount.unit === 'percent' || amount.unit === 'all')) throw new Error('a balance share on the output side');
        return { ok: true, body: { type: 'swap', params: { inputToken, outputToken, amount, amountSide: p.amountSide as 'input' | 'output', slippageBps: p.slippageBps as number | null } } };
      }
      case 'transfer':
        return { ok: true, body: { type: 'transfer', params: { token: resolve(p.token, tokens), amount, recipient: checkAddress(p.recipient as string, text) } } };
      case 'stake':
        return { ok: true, body: { type: 'stake', params: { amount, validator: p.validator === null ? null : checkAddress(p.validator as string, text) } } };
      case 'unstake':
        return { ok: true, body: { type: 'unstake', params: { amount, stakeAccount: p.stakeAccount === null ? null : checkAddress(p.stakeAccount as string, text) } } };
      case 'wrap':
      case 'unwrap':
        return { ok: true, body: { type: raw.type, params: { amount } } };
      case 'close_accounts':
      case 'order':
      case 'cancel_order':
        return { ok: false, reason: `model answer rejected: ${raw.type} is read by the grammar only` };
    }
  } catch (err) {
    return { ok: false, reason: `model answer rejected: ${(err as Error).message}` };
  }
}

function resolve(token: unknown, tokens: TokenResolver): TokenRef {
  const t = token as string | { symbol: string; mint?: string };
  const key = typeof t === 'string' ? t : t.mint ?? t.symbol;
  const ref = tokens.resolve(key);
  if (!ref) throw new Error(`unknown token ${key}`);
  return ref;
}

function checkAmount(amount: Amount): Amount {
  if (amount.value === null) return amount;
  const value = canonicalDecimal(amount.value);
  if (value === null || !isPositiveDecimal(value)) throw new Error(`amount ${amount.value} is not positive`);
  if (amount.unit === 'percent' && Number(value) > 100) throw new Error(`amount ${amount.value}% is over 100%`);
  return { value, unit: amount.unit };
}

/**
 * What the command itself writes: its numbers as the grammar's lexer reads them ("1.5k" is
 * 1500, "twelve" is 12, "2500000 lamports" is also 0.0025 SOL), the slippage it names (those
 * numbers are not amounts), and whether it says "all" or "max".
 */
function written(text: string): { numbers: Set<string>; slippageBps: number | null; saysAll: boolean } {
  const lexemes = lex(text);
  let slippageBps: number | null;
  try {
    slippageBps = extractSlippage(lexemes);
  } catch {
    // A slippage the grammar refuses cannot ground the model's.
    slippageBps = Number.NaN;
  }
  const numbers = new Set<string>();
  lexemes.forEach((l, i) => {
    if (l.kind !== 'number' || l.inexact) return;
    numbers.add(l.value);
    if (l.fraction) numbers.add(scaleDecimal(l.value, 2));
    const next = lexemes[i + 1];
    if (next?.kind === 'word' && /^lamports?$/.test(next.text)) numbers.add(canonicalDecimal(formatLamports(l.value)) ?? l.value);
  });
  const saysAll = lexemes.some((l) => l.kind === 'word' && ALL_WORDS.has(l.text));
  return { numbers, slippageBps, saysAll };
}

/** Whole lamports as SOL ("2500000" → "0.0025"). */
function formatLamports(value: string): string {
  if (value.includes('.')) return value;
  const digits = value.padStart(10, '0');
  return `${digits.slice(0, -9)}.${digits.slice(-9)}`;
}

/**
 * The model's answer must be grounded in the command (issue 22, item 10): its amount is a
 * number the command writes (or "all" when the command says all, max, everything...), and its
 * slippage is the one the command names, or null when it names none. A model may read a
 * command's words; it may not supply how much to move.
 */
function checkGrounded(amount: Amount, slippageBps: number | null, text: string): void {
  // Read as the grammar reads it: a JSON object or function call as its sentence.
  const command = written(normaliseCommand(structuredCommand(text) ?? text));
  if (amount.unit === 'all') {
    if (!command.saysAll) throw new Error('amount "all" but the command says neither all nor max');
  } else if (!command.numbers.has(amount.value)) {
    throw new Error(`amount ${amount.value} does not appear in the command`);
  }
  if (slippageBps !== command.slippageBps) {
    throw new Error(slippageBps === null ? 'the command names a slippage the answer drops' : `slippage ${slippageBps} bps does not appear in the command`);
  }
}

function checkAddress(address: string, command: string): string {
  if (!isPublicKey(address)) throw new Error(`${address} is not a 32-byte base58 key`);
  if (!command.includes(address)) throw new Error(`${address} does not appear in the command`);
  return address;
}
