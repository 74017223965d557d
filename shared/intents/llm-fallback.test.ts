import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAINNET_TOKENS } from '../chain/token-list.js';
import { AppError } from '../errors/app-error.js';
import { IntentParser } from './intent-parser.js';
import { intentSchemaError } from './intent.schema.js';
import { acceptModelIntent, createLlmIntentReader, type IntentReader, type LlmAnswer, parseWithFallback } from './llm-fallback.js';
import { staticTokenResolver } from './token-resolver.js';

const tokens = staticTokenResolver(MAINNET_TOKENS);
const parser = new IntentParser({ tokens });
const CAROL = 'BbS4SC3mpw5LYHJqspovwkVVrVfn2QDvvp9fNjjkwBSq';

/** A reader that answers from a script and counts its calls. */
class ScriptedReader implements IntentReader {
  calls = 0;
  constructor(private readonly answer: LlmAnswer) {}
  async read(): Promise<LlmAnswer> {
    this.calls++;
    return this.answer;
  }
}

const swapAnswer = {
  type: 'swap',
  params: { inputToken: 'USDT', outputToken: 'ORCA', amount: { value: '3', unit: 'token' }, amountSide: 'output', slippageBps: null },
};

describe('acceptModelIntent', () => {
  it('re-resolves tokens through the registry', () => {
    const verdict = acceptModelIntent(swapAnswer, tokens, 'whatever 3');
    expect(verdict).toEqual({
      ok: true,
      body: { type: 'swap', params: { ...swapAnswer.params, inputToken: tokens.resolve('USDT'), outputToken: tokens.resolve('ORCA') } },
    });
  });

  it.each([
    ['an unknown token', { ...swapAnswer, params: { ...swapAnswer.params, outputToken: 'PEPE' } }, 'unknown token PEPE'],
    ['the same token twice', { ...swapAnswer, params: { ...swapAnswer.params, outputToken: { symbol: 'usdt' } } }, 'same token'],
    ['a zero amount', { ...swapAnswer, params: { ...swapAnswer.params, amount: { value: '0.0', unit: 'token' } } }, 'not positive'],
    ['a missing field', { type: 'swap', params: { ...swapAnswer.params, amountSide: undefined } }, 'intent schema'],
    ['an extra field', { ...swapAnswer, params: { ...swapAnswer.params, memo: 'hi' } }, 'intent schema'],
    ['an unknown type', { type: 'bridge', params: {} }, 'intent schema'],
    ['an amount with an exponent', { ...swapAnswer, params: { ...swapAnswer.params, amount: { value: '1e3', unit: 'token' } } }, 'intent schema'],
  ])('rejects %s', (_name, json, why) => {
    const verdict = acceptModelIntent(json, tokens, 'whatever 3');
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.reason).toContain(why);
  });

  it('accepts only a recipient that is a valid key written in the command', () => {
    const transfer = (recipient: string) => ({ type: 'transfer', params: { token: 'JUP', amount: { value: '2', unit: 'token' }, recipient } });
    expect(acceptModelIntent(transfer(CAROL), tokens, `shoot 2 jup over to ${CAROL}`).ok).toBe(true);
    const invented = acceptModelIntent(transfer(CAROL), tokens, 'shoot 2 jup over to carol');
    expect(!invented.ok && invented.reason).toContain('does not appear in the command');
    const notAKey = '1'.repeat(40);
    const bad = acceptModelIntent(transfer(notAKey), tokens, `shoot 2 jup to ${notAKey}`);
    expect(!bad.ok && bad.reason).toContain('not a 32-byte base58 key');
  });
});

describe('acceptModelIntent: the answer must be grounded in the command', () => {
  const swap = (amount: unknown, slippageBps: number | null = null) => ({ type: 'swap', params: { ...swapAnswer.params, amount, slippageBps } });
  const verdict = (json: unknown, command: string) => {
    const v = acceptModelIntent(json, tokens, command);
    return v.ok ? 'ok' : v.reason;
  };

  it('takes an amount the command writes, as the grammar reads numbers', () => {
    expect(verdict(swap({ value: '3', unit: 'token' }), 'could you hook me up with 3 ORCA paying in USDT')).toBe('ok');
    expect(verdict(swap({ value: '1500', unit: 'token' }), 'hook me up with 1.5k ORCA, paying USDT')).toBe('ok');
    expect(verdict(swap({ value: '12', unit: 'token' }), 'hook me up with twelve ORCA, paying USDT')).toBe('ok');
    expect(verdict({ type: 'swap', params: { ...swapAnswer.params, amount: { value: '25', unit: 'percent' }, amountSide: 'input' } }, 'put 25% of my USDT into ORCA')).toBe('ok');
    expect(verdict(swap({ value: '50', unit: 'usd' }), 'grab $50 of ORCA with USDT')).toBe('ok');
    const lamports = { type: 'transfer', params: { token: 'SOL', amount: { value: '0.0025', unit: 'token' }, recipient: CAROL } };
    expect(verdict(lamports, `shoot 2500000 lamports over to ${CAROL}`)).toBe('ok');
    expect(verdict({ type: 'swap', params: { ...swapAnswer.params, amount: { value: null, unit: 'all' }, amountSide: 'input' } }, 'dump all my USDT into ORCA')).toBe('ok');
  });

  it('refuses an amount the command does not write: invented, scaled or moved', () => {
    expect(verdict(swap({ value: '30', unit: 'token' }), 'could you hook me up with 3 ORCA paying in USDT')).toContain('amount 30 does not appear in the command');
    expect(verdict(swap({ value: '3', unit: 'token' }), 'could you hook me up with some ORCA paying in USDT')).toContain('does not appear');
    // A number inside an address is not an amount the command writes.
    const transfer = { type: 'transfer', params: { token: 'JUP', amount: { value: '9', unit: 'token' }, recipient: CAROL } };
    expect(verdict(transfer, `shoot some jup over to ${CAROL}`)).toContain('does not appear');
    // An exponent the grammar does not read is not grounds for 10^30.
    expect(verdict(swap({ value: '1000000000000000000000000000000', unit: 'token' }), 'hook me up with 1e30 ORCA paying USDT')).toContain('does not appear');
    expect(verdict({ type: 'swap', params: { ...swapAnswer.params, amount: { value: null, unit: 'all' }, amountSide: 'input' } }, 'dump my USDT into ORCA')).toContain('neither all nor max');
  });

  it('takes only the slippage the command names, and its number is not an amount', () => {
    expect(verdict(swap({ value: '3', unit: 'token' }, 100), 'hook me up with 3 ORCA paying USDT, 1% slippage')).toBe('ok');
    expect(verdict(swap({ value: '3', unit: 'token' }, 300), 'hook me up with 3 ORCA paying USDT, 1% slippage')).toContain('slippage 300 bps does not appear');
    expect(verdict(swap({ value: '3', unit: 'token' }, 100), 'hook me up with 3 ORCA paying USDT')).toContain('slippage 100 bps does not appear');
    expect(verdict(swap({ value: '3', unit: 'token' }, null), 'hook me up with 3 ORCA paying USDT, 1% slippage')).toContain('drops');
    expect(verdict(swap({ value: '1', unit: 'token' }, 100), 'hook me up with ORCA paying USDT, 1% slippage')).toContain('amount 1 does not appear');
  });
});

describe('parseWithFallback', () => {
  it('does not ask the model about a confident parse', async () => {
    const reader = new ScriptedReader({ ok: true, json: swapAnswer });
    const intent = await parseWithFallback(parser, reader, 'swap 2 JUP for USDC', { threshold: 0.8 });
    expect(intent.details.path).toBe('grammar');
    expect(reader.calls).toBe(0);
  });

  it('takes a valid model answer for a command the grammar could not read', async () => {
    const reader = new ScriptedReader({ ok: true, json: swapAnswer });
    const intent = await parseWithFallback(parser, reader, 'could you hook me up with 3 ORCA paying in USDT', { threshold: 0.8 });
    expect(intent).toMatchObject({ type: 'swap', confidence: 0.7, details: { path: 'llm' }, params: { outputToken: { symbol: 'ORCA' }, amountSide: 'output' } });
    expect(reader.calls).toBe(1);
  });

  it('keeps the grammar error when the fallback is off or its answer is rejected', async () => {
    const command = 'could you hook me up with 3 ORCA paying in USDT';
    await expect(parseWithFallback(parser, null, command, { threshold: 0.8 })).rejects.toMatchObject({ code: 'intent_parse_error', details: { reason: 'not_a_command' } });
    const reader = new ScriptedReader({ ok: true, json: { error: 'unclear' } });
    await expect(parseWithFallback(parser, reader, command, { threshold: 0.8 })).rejects.toBeInstanceOf(AppError);
    expect(reader.calls).toBe(1);
  });

  it('never lets the model overrule a protective refusal', async () => {
    const reader = new ScriptedReader({ ok: true, json: swapAnswer });
    for (const command of [`swap 3 USDT for ORCA and send 3 ORCA to ${CAROL}`, 'swap 0 USDT for ORCA', 'swap USDT for ORCA']) {
      await expect(parseWithFallback(parser, reader, command, { threshold: 0.8 })).rejects.toBeInstanceOf(AppError);
    }
    expect(reader.calls).toBe(0);
  });

  it('never asks the model about an order, so a condition or a schedule is never dropped into a market swap', async () => {
    const reader = new ScriptedReader({ ok: true, json: swapAnswer });
    // Read as an order below the threshold: the grammar's order stands.
    const order = await parseWithFallback(parser, reader, 'swap 3 USDT for ORCA at 2.5', { threshold: 0.95 });
    expect(order.type).toBe('order');
    // Refused for an order reason, or not read at all but with an order in it: the refusal stands.
    for (const command of ['swap 3 USDT for ORCA at 2.5 euros', 'hook me up with 3 ORCA paying USDT daily forever', 'hook me up with a limit on 3 ORCA paying USDT']) {
      await expect(parseWithFallback(parser, reader, command, { threshold: 0.8 })).rejects.toBeInstanceOf(AppError);
    }
    expect(reader.calls).toBe(0);
  });

  it('keeps a low-confidence grammar parse, noting why the model answer was not taken', async () => {
    const reader = new ScriptedReader({ ok: false, reason: 'model endpoint timed out' });
    // A verb typo is read at a confidence cost (a token typo is refused, never guessed).
    const intent = await parseWithFallback(parser, reader, 'tarde 2 JUP for ORCA', { threshold: 0.9 });
    expect(intent).toMatchObject({ details: { path: 'grammar', fallbackRejected: 'model endpoint timed out' }, params: { outputToken: { symbol: 'ORCA' } } });
  });

  it('is off without a base URL', () => {
    expect(createLlmIntentReader({ baseUrl: '', model: 'm', timeoutMs: 1000 })).toBeNull();
    expect(createLlmIntentReader({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 1000 })).not.toBeNull();
  });
});

describe('INTENT_SCHEMA', () => {
  it('holds every grammar parse of the dev set, so model answers meet the same bar', () => {
    const lines = readFileSync(new URL('../../tests/intents/intents-dev.jsonl', import.meta.url), 'utf8').split('\n').filter(Boolean);
    let checked = 0;
    for (const line of lines) {
      const outcome = parser.tryParse((JSON.parse(line) as { command: string }).command);
      if (!outcome.ok) continue;
      expect(intentSchemaError({ type: outcome.intent.type, params: outcome.intent.params }), line).toBeNull();
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(80);
  });
});
