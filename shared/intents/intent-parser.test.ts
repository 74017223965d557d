import { describe, expect, it } from 'vitest';
import { DEVNET_TOKENS, MAINNET_TOKENS } from '../chain/token-list.js';
import { AppError } from '../errors/app-error.js';
import { IntentParser } from './intent-parser.js';
import { mayNameUnknownMint } from './parse-failure.js';
import type { IntentParseFailure, ParsedIntent } from './intent.types.js';
import { staticTokenResolver } from './token-resolver.js';

// Phrasings here are deliberately not those of the dev set (tests/intents/intents-dev.jsonl).
const ALICE = 'C9z6QD7EPr4hZGHLoaZmUf7n2Sex4qohxjXeX98ifqru';
const BOB = 'BzqKkp6kpDW2dm8Sg7JgY4CC2R4kgZUcJK9cqFrDUfFw';
const VALIDATOR = 'BbS4SC3mpw5LYHJqspovwkVVrVfn2QDvvp9fNjjkwBSq';
const STAKE_ACCOUNT = 'DutRJ5sKEiLVZ2RUPkGK8j4iPraoVBjJPPbxVfgLNwRj';

const parser = new IntentParser({ tokens: staticTokenResolver(MAINNET_TOKENS) });

function ok(command: string): ParsedIntent {
  const outcome = parser.tryParse(command);
  if (!outcome.ok) throw new Error(`expected "${command}" to parse, got ${outcome.failure.reason}: ${outcome.failure.message}`);
  return outcome.intent;
}

function refused(command: string): IntentParseFailure {
  const outcome = parser.tryParse(command);
  if (outcome.ok) throw new Error(`expected "${command}" to be refused, got ${JSON.stringify(outcome.intent)}`);
  return outcome.failure;
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected an error');
}

/** type, symbols and amount of a swap in one line, for compact tables. */
function swapLine(command: string): string {
  const intent = ok(command);
  if (intent.type !== 'swap') return `${intent.type}!`;
  const p = intent.params;
  const amount = p.amount.value === null ? 'all' : `${p.amount.value}${p.amount.unit === 'token' ? '' : ` ${p.amount.unit}`}`;
  return `${p.inputToken.symbol}->${p.outputToken.symbol} ${amount} ${p.amountSide}`;
}

describe('IntentParser: swap verbs and word orders', () => {
  it.each([
    ['swap 4 USDT to JUP', 'USDT->JUP 4 input'],
    ['trade 7 RAY for ORCA', 'RAY->ORCA 7 input'],
    ['convert 0.8 mSOL to SOL', 'mSOL->SOL 0.8 input'],
    ['exchange 12 PYTH into USDC', 'PYTH->USDC 12 input'],
    ['flip 300 BONK for JTO', 'BONK->JTO 300 input'],
    ['change 9 JUP to RAY', 'JUP->RAY 9 input'],
    ['turn 60 USDC into HNT', 'USDC->HNT 60 input'],
    ['ape 1.1 SOL into WIF', 'SOL->WIF 1.1 input'],
    ['ape into POPCAT with 3 USDC', 'USDC->POPCAT 3 input'],
    ['swap 6 ORCA -> RAY', 'ORCA->RAY 6 input'],
    ['swap 6 ORCA → RAY', 'ORCA->RAY 6 input'],
    ['swap to HNT from 8 USDC', 'USDC->HNT 8 input'],
    ['swap USDT with 3 JTO', 'USDT->JTO 3 output'],
    ['swap 40 JUP to get USDC', 'JUP->USDC 40 input'],
  ])('%s', (command, expected) => {
    expect(swapLine(command)).toBe(expected);
  });

  it.each([
    ['buy 70 RAY using USDT', 'USDT->RAY 70 output'],
    ['purchase 15 JTO with SOL', 'SOL->JTO 15 output'],
    ['get 2 mSOL for SOL', 'SOL->mSOL 2 output'],
    ['grab ORCA with 30 USDT', 'USDT->ORCA 30 input'],
    ['buy 12 USDT worth of RAY', 'USDT->RAY 12 input'],
    ['give me 40 JTO for USDT', 'USDT->JTO 40 output'],
    ['buy 9 HNT', 'USDC->HNT 9 output'],
    ['pick up 25 ORCA', 'USDC->ORCA 25 output'],
  ])('buy-like: %s', (command, expected) => {
    expect(swapLine(command)).toBe(expected);
  });

  it.each([
    ['sell 14 ORCA', 'ORCA->USDC 14 input'],
    ['sell 14 ORCA for JTO', 'ORCA->JTO 14 input'],
    ['dump 900 BONK', 'BONK->USDC 900 input'],
    ['cash out 3 JitoSOL', 'JitoSOL->USDC 3 input'],
    ['sell 20 USDC worth of RAY', 'RAY->USDC 20 output'],
  ])('sell-like: %s', (command, expected) => {
    expect(swapLine(command)).toBe(expected);
  });

  it('defaults the counter token of buy and sell to USDC and says so', () => {
    const bought = ok('buy 3 JTO');
    expect(bought.details.defaulted).toEqual(['inputToken']);
    const sold = ok('sell 3 JTO');
    expect(sold.details.defaulted).toEqual(['outputToken']);
    expect(sold.confidence).toBeLessThan(ok('sell 3 JTO for USDC').confidence);
  });

  it('takes "liquid stake" into a token as a swap out of SOL (the first dev set\'s d051, d052)', () => {
    expect(swapLine('liquid stake 4 SOL to bSOL')).toBe('SOL->bSOL 4 input');
  });

  it('takes staking SOL into a liquid staking token, or with its provider, as stake with liquidToken (issue 35)', () => {
    for (const [command, symbol] of [['stake 6 SOL for JitoSOL', 'JitoSOL'], ['stake 10 SOL with Jito', 'JitoSOL'], ['stake 5 SOL via Marinade', 'mSOL'], ['stake 2 SOL with BlazeStake', 'bSOL']]) {
      const intent = ok(command);
      expect(intent.type, command).toBe('stake');
      expect(intent.params, command).toMatchObject({ validator: null, liquidToken: { symbol } });
    }
  });

  it('takes unstaking a liquid staking token as unstake with liquidToken, all of it when no amount is named', () => {
    expect(ok('unstake 5 bSOL').params).toMatchObject({ amount: { value: '5', unit: 'token' }, stakeAccount: null, liquidToken: { symbol: 'bSOL' } });
    expect(ok('unstake my JitoSOL').params).toMatchObject({ amount: { value: null, unit: 'all' }, liquidToken: { symbol: 'JitoSOL' } });
    expect(ok('unstake 10 SOL').params).not.toHaveProperty('liquidToken');
  });
});

describe('IntentParser: amounts', () => {
  it.each([
    ['swap 7.25 JUP for USDC', { value: '7.25', unit: 'token' }],
    ['swap .75 SOL for USDC', { value: '0.75', unit: 'token' }],
    ['swap 12,345.5 BONK for USDC', { value: '12345.5', unit: 'token' }],
    ['swap 3.2k JUP for USDC', { value: '3200', unit: 'token' }],
    ['swap 0.1K JUP for USDC', { value: '100', unit: 'token' }],
    ['swap 2m BONK for USDC', { value: '2000000', unit: 'token' }],
    ['swap 1.5 million BONK for USDC', { value: '1500000', unit: 'token' }],
    ['swap seventeen JUP for USDC', { value: '17', unit: 'token' }],
    ['swap forty-two JUP for USDC', { value: '42', unit: 'token' }],
    ['swap three hundred JUP for USDC', { value: '300', unit: 'token' }],
    ['swap two and a half SOL for USDC', { value: '2.5', unit: 'token' }],
    ['swap a thousand BONK for USDC', { value: '1000', unit: 'token' }],
    ['swap 3/4 SOL for USDC', { value: '0.75', unit: 'token' }],
    ['swap half a SOL for USDC', { value: '0.5', unit: 'token' }],
    ['swap half of my JUP for USDC', { value: '50', unit: 'percent' }],
    ['swap one quarter of my JUP for USDC', { value: '25', unit: 'percent' }],
    ['swap three quarters of my JUP for USDC', { value: '75', unit: 'percent' }],
    ['swap 1/4 of my JUP for USDC', { value: '25', unit: 'percent' }],
    ['swap 35% of my JUP for USDC', { value: '35', unit: 'percent' }],
    ['swap 12.5 percent of my JUP for USDC', { value: '12.5', unit: 'percent' }],
    ['swap the whole stack of JUP for USDC', { value: null, unit: 'all' }],
    ['swap maximum JUP for USDC', { value: null, unit: 'all' }],
    ['swap all of the RAY I hold for USDC', { value: null, unit: 'all' }],
    ['swap $75 of JUP for USDC', { value: '75', unit: 'usd' }],
    ['swap 75$ of JUP for USDC', { value: '75', unit: 'usd' }],
    ['swap 30 bucks of JUP for USDC', { value: '30', unit: 'usd' }],
    ['swap 120 dollars worth of JUP for USDC', { value: '120', unit: 'usd' }],
  ])('%s', (command, amount) => {
    const intent = ok(command);
    expect(intent.type === 'swap' && intent.params.amount).toEqual(amount);
  });

  it('keeps dollar amounts on the paying side, also for buy', () => {
    const intent = ok('buy $40 of ORCA with SOL');
    expect(intent.type === 'swap' && [intent.params.inputToken.symbol, intent.params.amountSide, intent.params.amount.unit]).toEqual(['SOL', 'input', 'usd']);
  });

  it('refuses a share of a balance on the receiving side', () => {
    expect(refused('buy half my ORCA').reason).toBe('invalid_amount');
  });

  it.each([
    ['swap 0 JUP for USDC', 'non_positive_amount'],
    ['swap 0.000 JUP for USDC', 'non_positive_amount'],
    ['swap -3 JUP for USDC', 'non_positive_amount'],
    ['send zero USDC to ' + ALICE, 'non_positive_amount'],
    ['swap 140% of my JUP for USDC', 'invalid_amount'],
    ['swap 1/3 SOL for USDC', 'invalid_amount'],
    ['swap 2 JUP for 5 USDC', 'ambiguous_amount'],
  ])('refuses %s', (command, reason) => {
    expect(refused(command).reason).toBe(reason);
  });
});

describe('IntentParser: slippage', () => {
  it.each([
    ['swap 2 JUP for USDC with 3% slippage', 300],
    ['swap 2 JUP for USDC slippage 0.3%', 30],
    ['swap 2 JUP for USDC, slippage: 75 bps', 75],
    ['swap 2 JUP for USDC 25bps', 25],
    ['swap 2 JUP for USDC at 40 basis points slippage', 40],
    ['swap 2 JUP for USDC max 1.5% slippage', 150],
    ['swap 2 JUP for USDC with maximum slippage of 4 percent', 400],
    ['swap 2 JUP for USDC with 0.5% slippage tolerance', 50],
    ['swap 2 JUP for USDC', null],
    ['swap 2 JUP for USDC with low slippage', null],
  ])('%s', (command, bps) => {
    const intent = ok(command);
    expect(intent.type === 'swap' && intent.params.slippageBps).toBe(bps);
    expect(intent.type === 'swap' && intent.params.amount).toEqual({ value: '2', unit: 'token' });
  });

  it.each(['swap 2 JUP for USDC with 0% slippage', 'swap 2 JUP for USDC with 75% slippage', 'swap 2 JUP for USDC with 0.015% slippage'])('refuses %s', (command) => {
    expect(refused(command).reason).toBe('invalid_slippage');
  });
});

describe('IntentParser: transfers', () => {
  it.each(['send', 'transfer', 'pay', 'give', 'move', 'tip', 'wire'])('"%s" is a transfer', (verb) => {
    const intent = ok(`${verb} 3 JTO to ${ALICE}`);
    expect(intent).toMatchObject({ type: 'transfer', params: { token: { symbol: 'JTO' }, amount: { value: '3', unit: 'token' }, recipient: ALICE } });
  });

  it.each([
    [`pay ${BOB} 12 USDT`, 'USDT', { value: '12', unit: 'token' }],
    [`send ${BOB} a quarter of my ORCA`, 'ORCA', { value: '25', unit: 'percent' }],
    [`tip ${BOB} 2k BONK, thanks!`, 'BONK', { value: '2000', unit: 'token' }],
    [`transfer everything in my RAY to address ${BOB}`, 'RAY', { value: null, unit: 'all' }],
    [`move $15 worth of SOL to ${BOB}`, 'SOL', { value: '15', unit: 'usd' }],
  ])('%s', (command, symbol, amount) => {
    expect(ok(command)).toMatchObject({ type: 'transfer', params: { token: { symbol }, amount, recipient: BOB } });
  });

  it('accepts a token named by its mint address', () => {
    const usdcMint = MAINNET_TOKENS.find((t) => t.symbol === 'USDC')?.mint;
    expect(ok(`send 4 ${usdcMint} to ${BOB}`)).toMatchObject({ type: 'transfer', params: { token: { symbol: 'USDC', mint: usdcMint }, recipient: BOB } });
  });

  it.each([
    [`send 2 JTO to carol`, 'invalid_recipient'],
    [`send 2 JTO to ${BOB.slice(0, 30)}`, 'invalid_recipient'],
    [`send 2 JTO to ${BOB.slice(0, -1)}0`, 'invalid_recipient'],
    [`send 2 JTO to ${ALICE} and ${BOB}`, 'invalid_recipient'],
    ['send 2 JTO', 'missing_fields'],
    [`send $5 to ${BOB}`, 'missing_fields'],
    [`send 2 JTO and 3 RAY to ${BOB}`, 'ambiguous_tokens'],
  ])('refuses %s', (command, reason) => {
    expect(refused(command).reason).toBe(reason);
  });

  it('names what is missing', () => {
    expect(refused(`transfer ORCA to ${BOB}`).missing).toEqual(['amount']);
    expect(refused('pay 3 ORCA').missing).toEqual(['recipient']);
  });
});

describe('IntentParser: stake, unstake, wrap, unwrap', () => {
  it.each([
    ['stake 4 SOL', { type: 'stake', params: { amount: { value: '4', unit: 'token' }, validator: null } }],
    [`delegate 8 SOL with ${VALIDATOR}`, { type: 'stake', params: { amount: { value: '8', unit: 'token' }, validator: VALIDATOR } }],
    [`stake 1 SOL on vote account ${VALIDATOR}`, { type: 'stake', params: { validator: VALIDATOR } }],
    ['stake a fifth of my SOL', { type: 'stake', params: { amount: { value: '20', unit: 'percent' } } }],
    ['unstake 4.5 SOL', { type: 'unstake', params: { amount: { value: '4.5', unit: 'token' }, stakeAccount: null } }],
    ['undelegate everything', { type: 'unstake', params: { amount: { value: null, unit: 'all' } } }],
    [`withdraw 3 SOL from stake account ${STAKE_ACCOUNT}`, { type: 'unstake', params: { amount: { value: '3', unit: 'token' }, stakeAccount: STAKE_ACCOUNT } }],
    ['wrap 6 SOL', { type: 'wrap', params: { amount: { value: '6', unit: 'token' } } }],
    ['wrap 30% of my SOL to wSOL', { type: 'wrap', params: { amount: { value: '30', unit: 'percent' } } }],
    ['unwrap 0.4 WSOL into SOL', { type: 'unwrap', params: { amount: { value: '0.4', unit: 'token' } } }],
  ])('%s', (command, expected) => {
    expect(ok(command)).toMatchObject(expected);
  });

  it('reads "unstake my staked SOL" as all of it, marked as defaulted', () => {
    const intent = ok('please unstake my staked SOL');
    expect(intent).toMatchObject({ type: 'unstake', params: { amount: { value: null, unit: 'all' } } });
    expect(intent.details.defaulted).toEqual(['amount']);
    expect(intent.confidence).toBeLessThan(ok('unstake all my SOL').confidence);
  });

  it.each([
    ['stake 50 USDC', 'wrong_token'],
    ['wrap 2 JUP', 'wrong_token'],
    ['withdraw 10 USDT', 'wrong_token'],
    ['stake 2 SOL with lido', 'invalid_address'],
    [`stake 2 SOL with ${VALIDATOR.slice(0, 28)}`, 'invalid_address'],
    ['stake', 'missing_fields'],
    ['unstake', 'missing_fields'],
    ['liquid stake 2 SOL', 'missing_fields'],
  ])('refuses %s', (command, reason) => {
    expect(refused(command).reason).toBe(reason);
  });
});

describe('IntentParser: spelling, case and filler', () => {
  it.each([
    'SwAp 2 jUp FoR uSdC',
    'swap 2 $JUP for $usdc',
    'hey ser, could you please swap 2 JUP for USDC for me? thx',
    'ok so i wanna swap 2 JUP for USDC asap!!!',
    'swap 2 JUP for USDC...',
    '  swap   2   JUP   for   USDC  ',
  ])('%s', (command) => {
    expect(swapLine(command)).toBe('JUP->USDC 2 input');
    expect(ok(command).confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('never builds a misspelt token: refuses it as unknown, suggesting the near symbols (issue 22, item 10)', () => {
    for (const [command, near] of [['swap 2 JUP for ORAC', 'ORCA'], ['put 2 SOL into HAT', 'HNT'], ['buy 100 BONKE with USDC', 'BONK']] as const) {
      const outcome = parser.tryParse(command);
      expect(outcome.ok, command).toBe(false);
      if (!outcome.ok) expect(outcome.failure, command).toMatchObject({ reason: 'unknown_token', suggestions: expect.arrayContaining([near]) });
    }
  });

  it('records a verb typo as an assumption in words, with lower confidence', () => {
    const intent = ok('tarde 2 JUP for USDC');
    expect(intent.details.assumptions).toEqual([expect.stringContaining('"tarde"')]);
    expect(intent.confidence).toBeLessThan(0.9);
    expect(ok('trade 2 JUP for USDC').details.assumptions).toEqual([]);
  });

  it('corrects a misspelt verb', () => {
    const intent = ok('tarde 2 JUP for USDC');
    expect(intent.type).toBe('swap');
    expect(intent.details.corrections).toEqual([{ from: 'tarde', to: 'trade', kind: 'verb' }]);
  });

  it('suggests near tokens it cannot choose between', () => {
    const failure = refused('swap 2 JUP for USDQ');
    expect(failure.reason).toBe('unknown_token');
    expect(failure.suggestions).toEqual(['USDC', 'USDT']);
  });

  it('refuses an unknown token without suggestions when nothing is near', () => {
    const failure = refused('swap 2 JUP for QWERTYCOIN');
    expect(failure).toMatchObject({ reason: 'unknown_token' });
    expect(failure.suggestions).toBeUndefined();
  });

  it('infers a missing verb from the shape of the command, with low confidence', () => {
    const intent = ok('3 JUP to USDC');
    expect(intent.type).toBe('swap');
    expect(intent.details.inferred).toContain('type');
    expect(intent.confidence).toBeLessThan(0.75);
  });

  it('reads SOL to wSOL as wrap and wSOL to SOL as unwrap', () => {
    expect(ok('convert 3 SOL into wSOL')).toMatchObject({ type: 'wrap', params: { amount: { value: '3', unit: 'token' } }, details: { inferred: ['type'] } });
    expect(ok('trade 3 WSOL for SOL')).toMatchObject({ type: 'unwrap', params: { amount: { value: '3', unit: 'token' } } });
  });

  it('skips the reason of a payment', () => {
    const intent = ok(`pay ${BOB} 9 USDT for dinner`);
    expect(intent).toMatchObject({ type: 'transfer', params: { amount: { value: '9', unit: 'token' }, recipient: BOB } });
    expect(intent.details.ignored).toEqual(['for dinner']);
  });

  it('skips an exchange venue', () => {
    expect(swapLine('swap 2 JUP for USDC on raydium')).toBe('JUP->USDC 2 input');
  });
});

describe('IntentParser: odd input never crashes', () => {
  it.each([
    ['full-width digits and letters', 'ｓｗａｐ　２　ＪＵＰ　ｆｏｒ　ＵＳＤＣ'],
    ['non-breaking spaces', 'swap\u00a02\u00a0JUP\u202ffor\u2007USDC'],
    ['emoji', '🔥 swap 2 JUP 🚀 for USDC 💰👍🏽'],
    ['control characters', 'swap\u0000 2\u0007 JUP\t for\r\n USDC\u001b'],
    ['zero-width characters inside words', 'sw\u200bap 2 JU\u200dP for USDC\ufeff'],
  ])('%s', (_name, command) => {
    expect(swapLine(command)).toBe('JUP->USDC 2 input');
  });

  it.each([
    '', '   ', '\u0000\u0001', '🚀🚀🚀', '？？？', '\ud800', '%%%', '$$$', '1,,,,2', '.'.repeat(500),
    'swap '.repeat(100), '9'.repeat(400), 'a'.repeat(500), `send ${'1'.repeat(60)} SOL`,
  ])('refuses %j with intent_parse_error', (command) => {
    expect(() => parser.parse(command)).toThrow(AppError);
  });
});

describe('IntentParser: refusals', () => {
  it.each([
    ['what would you swap SOL for?', 'question'],
    ['how do I stake 2 SOL', 'question'],
    ['should I sell 5 JUP', 'question'],
    ['good evening', 'not_a_command'],
    ['the weather is nice', 'not_a_command'],
    ['bridge 3 USDC to Base', 'unsupported_chain'],
    ['borrow 2 SOL against my JUP', 'unsupported_action'],
    ['swap 2 JUP for USDC and then send 2 USDC to ' + BOB, 'multiple_actions'],
    ['sell 2 JUP, stake 1 SOL', 'multiple_actions'],
    ['send 1 SOL to ' + BOB + ' then wrap the rest', 'multiple_actions'],
    ['buy JTO at $3 each', 'missing_fields'],
    // An order with no price to wait for (orders.ts).
    ['set a limit order to sell 5 JUP', 'missing_trigger'],
    ['swap 4 ORCA for ORCA', 'same_token'],
    ['sell 4 USDC', 'missing_fields'],
    ['trade JUP for USDC', 'missing_fields'],
    ['swap 3 JUP', 'missing_fields'],
    ['swap 3 JUP for USDC for RAY', 'ambiguous_tokens'],
  ])('%s -> %s', (command, reason) => {
    expect(refused(command).reason).toBe(reason);
  });

  it('throws AppError intent_parse_error with reason and missing fields in details', () => {
    const err = thrown(() => parser.parse('trade'));
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'intent_parse_error', status: 422, details: { reason: 'missing_fields', missing: ['amount', 'inputToken', 'outputToken'] } });
  });

  it('puts near misses in details.suggestions and the message', () => {
    const err = thrown(() => parser.parse('swap 2 JUP for USDQ'));
    expect(err).toMatchObject({ details: { reason: 'unknown_token', suggestions: ['USDC', 'USDT'] } });
    expect((err as Error).message).toContain('did you mean USDC or USDT?');
  });
});

describe('IntentParser: networks', () => {
  it('resolves tokens from the registry it is given', () => {
    const devnet = new IntentParser({ tokens: staticTokenResolver(DEVNET_TOKENS) });
    const intent = devnet.parse('swap 2 JUP for USDC');
    const devnetUsdc = DEVNET_TOKENS.find((t) => t.symbol === 'USDC');
    expect(intent.type === 'swap' && intent.params.outputToken).toEqual({ mint: devnetUsdc?.mint, symbol: 'USDC', decimals: 6 });
    expect(devnet.parse('send 5 FEE to ' + BOB)).toMatchObject({ params: { token: { symbol: 'FEE' } } });
    expect(() => parser.parse('send 5 FEE to ' + BOB)).toThrow(AppError);
  });
});

describe('mayNameUnknownMint: which refusals a mint learned from chain could change', () => {
  const NEW_MINT = 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr'; // in no registry
  const RECIPIENT = 'A4MfpK5JtghRaRw6Ko3qEknq9myx6EAZeHNyYeU3QpET';
  const refusal = (command: string): IntentParseFailure => {
    const outcome = parser.tryParse(command);
    if (outcome.ok) throw new Error(`"${command}" parsed`);
    return outcome.failure;
  };

  it('says yes for an unknown token and for a transfer of one (read at first as two addresses)', () => {
    expect(mayNameUnknownMint(refusal(`swap 10 USDC for ${NEW_MINT}`))).toBe(true);
    expect(mayNameUnknownMint(refusal(`send 5 ${NEW_MINT} to ${RECIPIENT}`))).toBe(true);
  });

  it('says no when the amount alone is the problem', () => {
    expect(mayNameUnknownMint(refusal(`send USDC to ${RECIPIENT}`))).toBe(false);
    expect(mayNameUnknownMint(refusal(`send -5 USDC to ${RECIPIENT}`))).toBe(false);
  });
});
