import { describe, expect, it } from 'vitest';
import { MAINNET_TOKENS } from '../chain/token-list.js';
import { IntentParser } from './intent-parser.js';
import type { ParsedIntent } from './intent.types.js';
import { staticTokenResolver } from './token-resolver.js';

// Issue 25, by class of phrasing, each with its refusal side. None of these strings is in the
// dev sets (shared/eval): they are other phrasings of the same classes.
const ME = 'C9z6QD7EPr4hZGHLoaZmUf7n2Sex4qohxjXeX98ifqru';
const BOB = 'BzqKkp6kpDW2dm8Sg7JgY4CC2R4kgZUcJK9cqFrDUfFw';
const VOTE = 'DutRJ5sKEiLVZ2RUPkGK8j4iPraoVBjJPPbxVfgLNwRj';

const parser = new IntentParser({ tokens: staticTokenResolver(MAINNET_TOKENS), walletAddress: ME });

function parse(command: string): ParsedIntent {
  const outcome = parser.tryParse(command);
  if (!outcome.ok) throw new Error(`expected "${command}" to parse, got ${outcome.failure.reason}: ${outcome.failure.message}`);
  return outcome.intent;
}

/** One line per intent: type, symbols, amount, side or recipient. */
function line(command: string): string {
  const intent = parse(command);
  const amount = (a: { value: string | null; unit: string }) => (a.value === null ? 'all' : `${a.value}${a.unit === 'token' ? '' : ` ${a.unit}`}`);
  switch (intent.type) {
    case 'swap': {
      const p = intent.params;
      return `swap ${p.inputToken.symbol}->${p.outputToken.symbol} ${amount(p.amount)} ${p.amountSide}${p.slippageBps === null ? '' : ` ${p.slippageBps}bps`}`;
    }
    case 'transfer':
      return `transfer ${amount(intent.params.amount)} ${intent.params.token.symbol} ${intent.params.recipient.slice(0, 4)}`;
    case 'stake':
      return `stake ${amount(intent.params.amount)}${intent.params.validator ? ` ${intent.params.validator.slice(0, 4)}` : ''}`;
    case 'unstake':
      return `unstake ${amount(intent.params.amount)}${intent.params.stakeAccount ? ` ${intent.params.stakeAccount.slice(0, 4)}` : ''}`;
    case 'close_accounts':
      return `close_accounts ${intent.params.tokens ? intent.params.tokens.map((t) => t.symbol).join(',') : 'all'}`;
    case 'cancel_order':
      return `cancel_order ${intent.params.orderId ?? intent.params.token?.symbol ?? 'all'}`;
    default:
      return `${intent.type} ${amount(intent.params.amount)}`;
  }
}

function reason(command: string): string {
  const outcome = parser.tryParse(command);
  if (outcome.ok) throw new Error(`expected "${command}" to be refused, got ${line(command)} at ${outcome.intent.confidence}`);
  return outcome.failure.reason;
}

const reads = (cases: [string, string][]) => it.each(cases)('%s → %s', (command, expected) => expect(line(command)).toBe(expected));
const refuses = (cases: [string, string][]) => it.each(cases)('%s is refused (%s)', (command, expected) => {
  const got = reason(command);
  if (expected !== '*') expect(got).toBe(expected);
});

describe('sentences: context is not read, a second instruction or a question still refuses', () => {
  reads([
    ['Long day. Swap 2 SOL for USDC.', 'swap SOL->USDC 2 input'],
    [`Paying back a friend for dinner. Send 15 USDC to ${BOB}.`, 'transfer 15 USDC BzqK'],
    ['Just got back from Lisbon! Buy 50 JUP with USDC please.', 'swap USDC->JUP 50 output'],
    ['Mercury is in retrograde, lol. Stake 3 SOL.', 'stake 3'],
    ['Orca is my favourite animal. Swap 1 SOL for BONK.', 'swap SOL->BONK 1 input'],
    ['Had 3 coffees today. Sell 10 RAY for USDT.', 'swap RAY->USDT 10 input'],
    ['Wrap 2 SOL. Thanks a ton, you are the best!', 'wrap 2'],
    [`I'm moving to a new flat soon. Send 0.5 SOL to ${BOB}.`, 'transfer 0.5 SOL BzqK'],
  ]);
  refuses([
    [`Good morning. Swap 1 SOL for USDC. Then send 5 USDC to ${BOB}.`, 'multiple_actions'],
    ['Long week. Is it smart to buy 5 JUP with USDC?', 'question'],
    ['Markets are wild. Should I sell 2 SOL for USDC?', 'question'],
    [`Wow. Send 2 SOL to ${BOB} and also stake 1 SOL.`, 'multiple_actions'],
  ]);

  reads([
    ['Need to pay rent soon. Sell 50 JUP for USDC.', 'swap JUP->USDC 50 input'],
    ['I was going to buy WIF yesterday. Swap 1 SOL for WIF now.', 'swap SOL->WIF 1 input'],
    ['Long day. Swap 2 SOL for USDC.', 'swap SOL->USDC 2 input'],
  ]);

  it('says in the record which sentence it read as context, at a small confidence cost', () => {
    const intent = parse('Rainy weekend. Swap 2 SOL for USDC.');
    expect(intent.details.assumptions).toEqual([expect.stringContaining('Rainy weekend')]);
    expect(intent.confidence).toBeLessThan(parse('Swap 2 SOL for USDC.').confidence);
  });
});

describe('agent formats: key=value, Key: value lines, pipes and header lines', () => {
  reads([
    ['action=swap; from=USDC; to=JUP; amount=25', 'swap USDC->JUP 25 input'],
    [`op=send | token=USDT | amount=12 | recipient=${BOB}`, 'transfer 12 USDT BzqK'],
    [`intent: stake\namount: 4\nvalidator: ${VOTE}`, 'stake 4 DutR'],
    ['in: SOL | out: WIF | qty: 1.5 | slippage_bps: 50', 'swap SOL->WIF 1.5 input 50bps'],
    [`tool=transfer, asset=SOL, qty=0.25, dest=${BOB}`, 'transfer 0.25 SOL BzqK'],
    ['Task from the scheduler bot:\nswap 3 JUP for USDC', 'swap JUP->USDC 3 input'],
    ['From the trading agent:\nbuy 200 BONK with SOL\nslippage_bps: 30', 'swap SOL->BONK 200 output 30bps'],
    // A buy counts the token bought: never the opposite swap.
    ['action=buy; token=WIF; amount=300; pay_with=USDC', 'swap USDC->WIF 300 output'],
    ['op=unwrap; amount=all', 'unwrap all'],
    ['side=sell | asset=JTO | qty=12 | receive=USDT', 'swap JTO->USDT 12 input'],
  ]);
  refuses([
  ]);
});

describe('"every"/"each": all of it, unless a unit of time makes it recurring', () => {
  reads([
    ['sell every last BONK I own', 'swap BONK->USDC all input'],
    ['Stake each and every SOL I have', 'stake all'],
    ['swap every single JUP for SOL', 'swap JUP->SOL all input'],
    [`send every bit of my USDT to ${BOB}`, 'transfer all USDT BzqK'],
    ['swap each and every one of my WIF for USDC', 'swap WIF->USDC all input'],
  ]);
  refuses([
    [`send 5 USDC to ${BOB} every other week`, 'unsupported_action'],
  ]);
});

describe('slippage in words is slippage, never a second amount', () => {
  reads([
    ['swap 3 SOL for USDC, slippage no more than half a percent', 'swap SOL->USDC 3 input 50bps'],
    ['Half a percent slippage max: trade 40 USDT for JUP', 'swap USDT->JUP 40 input 50bps'],
    ['trade 2 SOL for WIF with a quarter of a percent of slippage', 'swap SOL->WIF 2 input 25bps'],
    ["sell 100 JUP for USDC; I'm ok with two percent slippage", 'swap JUP->USDC 100 input 200bps'],
    ['swap a quarter of my SOL for USDC', 'swap SOL->USDC 25 percent input'],
    ['swap half a percent of my BONK for SOL', 'swap BONK->SOL 0.5 percent input'],
  ]);
});

describe('output side: the token received with the token to pay with named after it', () => {
  reads([
    ['I need exactly 40 JTO, pay with USDC', 'swap USDC->JTO 40 output'],
    ['100 WIF is what I am after; fund it with SOL', 'swap SOL->WIF 100 output'],
    ['Need 2 SOL; take it out of my USDC', 'swap USDC->SOL 2 output'],
    ['75 USDT needed, get it by selling RAY', 'swap RAY->USDT 75 output'],
    ['get me 500 BONK, SOL as payment', 'swap SOL->BONK 500 output'],
    ['Buy exactly 20 JUP; the payment token is USDT', 'swap USDT->JUP 20 output'],
  ]);
  refuses([
    ['Receive 100 JUP while paying at most 60 USDC', '*'],
    ['receive 5 BONK and pay with BONK', 'same_token'],
  ]);
});

describe('US dollars in any common spelling; other currencies refused', () => {
  reads([
    ['buy USD 50 of WIF with SOL', 'swap SOL->WIF 50 usd input'],
    ['sell 20 USD worth of JUP', 'swap JUP->USDC 20 usd input'],
    [`send ${BOB} 30 dollars of USDC`, 'transfer 30 usd USDC BzqK'],
    ['US$ 15 of BONK please, pay with USDC', 'swap USDC->BONK 15 usd input'],
    ['sell USD25 worth of BONK for SOL', 'swap BONK->SOL 25 usd input'],
  ]);
  refuses([
    ['buy €40 of SOL with USDC', 'invalid_amount'],
    ['sell 30 EUR of JUP', 'invalid_amount'],
    ['swap 10 pounds of SOL for USDC', 'invalid_amount'],
    ['Swap CAD 50 of SOL for USDC', 'invalid_amount'],
  ]);
});

describe('the default validator; a validator named without its vote account is refused', () => {
  reads([
    ['stake 5 SOL with any validator you like', 'stake 5'],
    ['delegate 1 SOL to the default validator', 'stake 1'],
    ['Stake 2 SOL, validator of your choice', 'stake 2'],
    ['stake 7 SOL, whichever validator is fine', 'stake 7'],
    ['stake 4 SOL with the validator you recommend', 'stake 4'],
    ['stake 6 SOL; no preference on validator', 'stake 6'],
  ]);
  refuses([
    ['stake 5 SOL; Coinbase is the validator I want', 'invalid_address'],
    ['Delegate 3 SOL. Validator: Everstake.', 'invalid_address'],
    ['delegate 2 SOL to validator Chorus One', 'invalid_address'],
  ]);
});

describe('wallets: the own wallet is context, another acting wallet is refused', () => {
  reads([
    [`Using wallet ${ME}, stake 5 SOL`, 'stake 5'],
    [`Signer: ${ME}. Send 2 USDC to ${BOB}.`, 'transfer 2 USDC BzqK'],
    [`The fee payer is ${ME}. Wrap 1 SOL.`, 'wrap 1'],
  ]);
  refuses([
    [`Using wallet ${BOB}, stake 5 SOL`, 'other_wallet'],
    [`Fee payer: ${BOB}. Swap 1 SOL for USDC.`, 'other_wallet'],
    [`On behalf of ${BOB}, send 2 USDC to ${VOTE}`, 'other_wallet'],
    [`Stake 2 SOL; the owner is ${BOB}`, 'other_wallet'],
    [`Acting for ${BOB}, swap 1 SOL to USDC`, 'other_wallet'],
    [`Wallet to use: ${BOB}. Swap 1 SOL for USDC.`, 'other_wallet'],
    [`As ${BOB}, sell 10 JUP`, 'other_wallet'],
  ]);
});

describe('a recipient named by a label and its address', () => {
  reads([
    [`send 1 SOL to my cold wallet ${BOB}`, 'transfer 1 SOL BzqK'],
    [`transfer 50 USDC to my Binance deposit address ${BOB}`, 'transfer 50 USDC BzqK'],
    [`move all my JTO to my second wallet: ${BOB}`, 'transfer all JTO BzqK'],
    [`pay my savings wallet ${BOB} 3 USDT`, 'transfer 3 USDT BzqK'],
  ]);
  refuses([
    ['send 2 SOL to my cold wallet', 'invalid_recipient'],
  ]);
});

describe('plain, native, regular SOL against wrapped SOL', () => {
  reads([
    ['turn 3 plain SOL into wrapped SOL', 'wrap 3'],
    ['I want native SOL back for my 2 wSOL', 'unwrap 2'],
    ['change my 1.5 wrapped SOL into normal SOL', 'unwrap 1.5'],
  ]);
  refuses([
    ['swap 1 wrapped SOL for wSOL', 'same_token'],
    ['convert 2 normal SOL to regular SOL', 'same_token'],
  ]);
});

describe('"sell off", "get rid of": sells, with USDC when no counter token is named', () => {
  reads([
    ['sell off all my BONK', 'swap BONK->USDC all input'],
    ['get rid of 500 WIF', 'swap WIF->USDC 500 input'],
    ['Please sell off 3 JUP for SOL', 'swap JUP->SOL 3 input'],
  ]);
  refuses([
    ['get rid of 20 USDC', 'missing_fields'],
  ]);
});

describe('calibration: a guess is said in words and lowers the confidence', () => {
  it.each([
    ['swpa 1 SOL for USDC', 'swap'],
    ['buy 100 BONK', 'USDC'],
    ['1 SOL to USDC', 'no action verb'],
    ['Want 80 RAY; fund it with USDT.', 'buy'],
  ])('%s: assumptions name the guess (%s), confidence < 0.9', (command, words) => {
    const intent = parse(command);
    expect(intent.details.assumptions?.join(' ')).toContain(words);
    expect(intent.confidence).toBeLessThan(0.9);
  });

  it('a command that says everything has no assumption and full confidence', () => {
    const intent = parse('swap 1 SOL for USDC');
    expect(intent.details.assumptions).toEqual([]);
    expect(intent.confidence).toBe(0.98);
  });
});
