import { describe, expect, it } from 'vitest';
import { MAINNET_TOKENS } from '../chain/token-list.js';
import { IntentParser } from './intent-parser.js';
import type { IntentParseReason, OrderParams, ParsedIntent } from './intent.types.js';
import { staticTokenResolver } from './token-resolver.js';

// Issue 41, point 1: orders understood (api-decisions section 9, docs/intents.md "Orders").
// None of these strings is in the dev sets (shared/eval): they are phrasings of each class.
const NOW = new Date('2026-12-07T12:00:00.000Z');
const parser = new IntentParser({ tokens: staticTokenResolver(MAINNET_TOKENS), now: () => NOW });

function parse(command: string): ParsedIntent {
  const outcome = parser.tryParse(command);
  if (!outcome.ok) throw new Error(`expected "${command}" to parse, got ${outcome.failure.reason}: ${outcome.failure.message}`);
  return outcome.intent;
}

function refusal(command: string): IntentParseReason {
  const outcome = parser.tryParse(command);
  if (outcome.ok) throw new Error(`expected "${command}" to be refused, got ${outcome.intent.type} ${JSON.stringify(outcome.intent.params)}`);
  return outcome.failure.reason;
}

/** One line per order: kind, what is paid and received, the amount and side, then the trigger or the schedule. */
function line(command: string): string {
  const intent = parse(command);
  if (intent.type !== 'order') return `${intent.type} ${JSON.stringify(intent.params)}`;
  const p: OrderParams = intent.params;
  const amount = p.amount.value === null ? 'all' : `${p.amount.value}${p.amount.unit === 'token' ? '' : ` ${p.amount.unit}`}`;
  const t = p.trigger;
  const when = t ? `${t.token.symbol} ${t.condition} ${t.priceUsd !== undefined ? `$${t.priceUsd}` : `${t.changePercent}%`}` : '';
  const every = p.schedule ? `every ${p.schedule.every.value} ${p.schedule.every.unit} x${p.schedule.cycles ?? 'until cancelled'}` : '';
  return `${p.kind} ${p.inputToken.symbol}->${p.outputToken.symbol} ${amount} ${p.amountSide} ${when}${every}${p.slippageBps !== null ? ` ${p.slippageBps}bps` : ''}`;
}

describe('orders: price triggers', () => {
  it.each([
    // Limit buys: a buy at a level waits at or below it.
    ['pick up 3 SOL if it slides to $118.50', 'limit_buy USDC->SOL 3 output SOL below $118.5'],
    ['buy 12 JTO at $2.40 or lower', 'limit_buy USDC->JTO 12 output JTO below $2.4'],
    ['limit order: buy 300 RAY at 3.05', 'limit_buy USDC->RAY 300 output RAY below $3.05'],
    ['swap 100 USDC for JUP if JUP dips under 80 cents', 'limit_buy USDC->JUP 100 input JUP below $0.8'],
    ['when SOL hits $90 buy 4 SOL', 'limit_buy USDC->SOL 4 output SOL below $90'],
    // Limit sells and take-profits: a sell at a level waits at or above it.
    ['sell 40 JUP at $1.50 or higher', 'limit_sell JUP->USDC 40 input JUP above $1.5'],
    ['place a limit sell of 2 SOL at $310', 'limit_sell SOL->USDC 2 input SOL above $310'],
    ['take profit on half my BONK at 0.00004', 'take_profit BONK->USDC 50 percent input BONK above $0.00004'],
    // Stop-losses: a stop waits at or below its level whatever the words around it.
    ['stop loss 500 WIF at 1.10', 'stop_loss WIF->USDC 500 input WIF below $1.1'],
    ['sell 2 SOL @ 280', 'limit_sell SOL->USDC 2 input SOL above $280'],
    // Comparison signs are words: > above, >= at or above, < below.
    ['sell 3 SOL when SOL > $250', 'limit_sell SOL->USDC 3 input SOL above $250'],
    ['buy 3 SOL if SOL <= 100', 'limit_buy USDC->SOL 3 output SOL below $100'],
    ['set a stop at $150 for 3 SOL', 'stop_loss SOL->USDC 3 input SOL below $150'],
    // Breakout buys: a buy above a level.
    ['buy 100 JUP when it breaks above $1.40', 'breakout_buy USDC->JUP 100 output JUP above $1.4'],
    // Relative triggers: the sign of the change is the condition.
    ['sell 3 SOL if it drops 15%', 'stop_loss SOL->USDC 3 input SOL below -15%'],
    ['buy 5 RAY if it falls 10% from here', 'limit_buy USDC->RAY 5 output RAY below -10%'],
    ['sell all my JTO when it is up 40%', 'take_profit JTO->USDC all input JTO above 40%'],
    ['sell 2 SOL if it doubles', 'take_profit SOL->USDC 2 input SOL above 100%'],
    ['buy 3 BONK if BONK halves', 'limit_buy USDC->BONK 3 output BONK below -50%'],
    // Another watched token, named in the condition.
    ['if SOL climbs past $320, sell 2 JitoSOL for USDC', 'limit_sell JitoSOL->USDC 2 input SOL above $320'],
  ])('%s', (command, expected) => {
    expect(line(command)).toBe(expected);
  });

  it('takes an expiry from the clock the parser was given and leaves the rest of the order as it is', () => {
    const intent = parse('buy 3 SOL at $120, valid for 2 days');
    expect(line('buy 3 SOL at $120, valid for 2 days')).toBe('limit_buy USDC->SOL 3 output SOL below $120');
    expect((intent.params as OrderParams).expiresAt).toBe('2026-12-09T12:00:00.000Z');
    expect((parse('sell 1 SOL at $400').params as OrderParams).expiresAt).toBeNull();
  });

  it('scores an order below a plain swap, and a guessed condition lower still', () => {
    expect(parse('buy 2 SOL when it drops to $120').confidence).toBeLessThan(parse('buy 2 SOL').confidence);
    expect(parse('buy 2 SOL at $120').confidence).toBeLessThan(parse('buy 2 SOL when it drops to $120').confidence);
    expect(parse('buy 2 SOL at $120').details.assumptions).toContainEqual(expect.stringMatching(/condition follows from the side/));
  });
});

describe('orders: schedules', () => {
  it.each([
    ['buy $50 of SOL every Monday', 'dca USDC->SOL 50 usd input every 1 week xuntil cancelled'],
    ['buy $20 of BONK every day for 2 weeks', 'dca USDC->BONK 20 usd input every 1 day x14'],
    ['every Friday buy 1 SOL with USDC, 6 times', 'dca USDC->SOL 1 output every 1 week x6'],
    ['buy $10 of SOL twice daily for a week', 'dca USDC->SOL 10 usd input every 12 hour x14'],
    ['buy 1 JUP daily for a month', 'dca USDC->JUP 1 output every 1 day x30'],
    ['buy 2 SOL every 20 minutes for 3 hours', 'dca USDC->SOL 2 output every 20 minute x9'],
    ['buy 0.5 SOL every 6 hours forever', 'dca USDC->SOL 0.5 output every 6 hour xuntil cancelled'],
    ['buy 10 USDC of SOL every 4 hours until I stop', 'dca USDC->SOL 10 input every 4 hour xuntil cancelled'],
    // A total over the schedule is divided by its cycles.
    ['DCA 600 USDC into JTO over 4 days', 'dca USDC->JTO 150 input every 1 day x4'],
    ['spread 900 USDC into SOL over 3 weeks', 'dca USDC->SOL 300 input every 1 week x3'],
    ['sell 20 RAY every week for 5 weeks', 'dca RAY->USDC 20 input every 1 week x5'],
    ['buy $25 of SOL weekly, 10 weeks', 'dca USDC->SOL 25 usd input every 1 week x10'],
    ['please set up a recurring buy of $25 SOL every week', 'dca USDC->SOL 25 usd input every 1 week xuntil cancelled'],
  ])('%s', (command, expected) => {
    expect(line(command)).toBe(expected);
  });
});

describe('orders: cancels', () => {
  it('cancels one order by id, the orders of a token, or every open order', () => {
    expect(parse('please cancel ord_AbC123xyz456').params).toEqual({ orderId: 'ord_AbC123xyz456', token: null });
    const bonk = parse('cancel all my BONK orders');
    expect(bonk.type).toBe('cancel_order');
    expect(bonk.params).toMatchObject({ orderId: null, token: { symbol: 'BONK' } });
    expect(parse('kill every order I have').params).toEqual({ orderId: null, token: null });
  });

  it('never cancels every order on a command that names one order without its id, or says not to', () => {
    expect(refusal('cancel my last order')).toBe('missing_fields');
    expect(refusal("don't cancel my orders")).toBe('not_understood');
    expect(refusal('cancel ord_AbC123xyz456 and ord_ZzY987wvu654')).toBe('multiple_actions');
  });
});

describe('orders: agent formats', () => {
  it.each([
    ['action=limit_sell; token=JUP; qty=250; trigger_price=1.75', 'limit_sell JUP->USDC 250 input JUP above $1.75'],
    ['side=sell | asset=WIF | amount=all | stop_loss=0.95', 'stop_loss WIF->USDC all input WIF below $0.95'],
    ['op=buy token=BONK qty=5000000 quote=USDT interval=12h cycles=10', 'dca USDT->BONK 5000000 output every 12 hour x10'],
    ['Action: sell\nToken: RAY\nAmount: 15\nTrigger change: -12%', 'stop_loss RAY->USDC 15 input RAY below -12%'],
  ])('%s', (command, expected) => {
    expect(line(command)).toBe(expected);
  });

  it('reads a structured cancel', () => {
    expect(parse('action=cancel_order; order_id=ord_9zY8xW7vU6tS').params).toEqual({ orderId: 'ord_9zY8xW7vU6tS', token: null });
  });
});

describe('orders: refusals say why', () => {
  it.each([
    ['buy SOL when it drops to $100', 'missing_fields'],
    ['set a take profit on JUP at $2', 'missing_fields'],
    ['buy 1 SOL at 150 euros', 'other_currency'],
    ['sell 2 SOL if one SOL is worth £200', 'other_currency'],
    ['buy 2 SOL if SOL is above $200 and below $150', 'contradictory_condition'],
    ['buy 2 SOL daily for 1 day', 'single_cycle'],
    ['buy 1 SOL every now and then', 'no_interval'],
    ['sell 2 SOL when it drops to $100 every day', 'trigger_and_schedule'],
    ['sell 5 SOL at $200 and buy 10 JUP at $1', 'multiple_orders'],
    ['cancel my SOL orders and buy 2 SOL at $100', 'multiple_actions'],
    ['trailing stop 10% on my SOL', 'trailing_stop'],
    ['how would a limit buy on SOL work for me?', 'question'],
    ['is $120 a sensible stop for SOL', 'question'],
    ['swap 1 SOL for JUP when the airdrop arrives', 'event_condition'],
    ['whenever I get paid buy 1 SOL', 'event_condition'],
    ['buy 2 SOL at 3pm', 'unsupported_action'],
    ['buy 1 SOL when SOL is $100 cheaper', 'invalid_trigger'],
    ['buy 2 SOL once a week, 1 time', 'single_cycle'],
    ['set a limit order to buy 5 JUP', 'missing_trigger'],
  ] as const)('%s -> %s', (command, reason) => {
    expect(refusal(command)).toBe(reason);
  });

  it('refuses an order that is not a swap', () => {
    expect(refusal('send 5 USDC to BzqKkp6kpDW2dm8Sg7JgY4CC2R4kgZUcJK9cqFrDUfFw when SOL hits $300')).toBe('unsupported_action');
  });

  it('leaves plain commands with prices or "every" alone', () => {
    expect(parse('sell every last JTO').type).toBe('swap');
    expect(parse('swap $30 of SOL for USDC').type).toBe('swap');
    expect(parse('buy 3 SOL with 1% slippage').type).toBe('swap');
  });
});
