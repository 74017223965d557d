import { describe, expect, it } from 'vitest';
import { MAINNET_TOKENS } from '../chain/token-list.js';
import { IntentParser } from './intent-parser.js';
import type { IntentParseReason, ParsedIntent } from './intent.types.js';
import { staticTokenResolver } from './token-resolver.js';

// Issue 35, round four: swap-and-send, liquid staking, rent reclaim, and the wrong answers the
// private set found. None of these strings is in the dev sets (shared/eval).
const ME = 'C9z6QD7EPr4hZGHLoaZmUf7n2Sex4qohxjXeX98ifqru';
const BOB = 'BzqKkp6kpDW2dm8Sg7JgY4CC2R4kgZUcJK9cqFrDUfFw';
const VOTE = 'DutRJ5sKEiLVZ2RUPkGK8j4iPraoVBjJPPbxVfgLNwRj';

const parser = new IntentParser({ tokens: staticTokenResolver(MAINNET_TOKENS), walletAddress: ME });

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

/** One line per intent: type, symbols, amount, side and the new fields. */
function line(command: string): string {
  const intent = parse(command);
  const amount = (a: { value: string | null; unit: string }) => (a.value === null ? 'all' : `${a.value}${a.unit === 'token' ? '' : ` ${a.unit}`}`);
  switch (intent.type) {
    case 'swap': {
      const p = intent.params;
      return `swap ${p.inputToken.symbol}->${p.outputToken.symbol} ${amount(p.amount)} ${p.amountSide}${p.recipient ? ` to ${p.recipient.slice(0, 4)}` : ''}`;
    }
    case 'stake':
      return `stake ${amount(intent.params.amount)}${intent.params.liquidToken ? ` into ${intent.params.liquidToken.symbol}` : ''}${intent.params.validator ? ` ${intent.params.validator.slice(0, 4)}` : ''}`;
    case 'unstake':
      return `unstake ${amount(intent.params.amount)}${intent.params.liquidToken ? ` of ${intent.params.liquidToken.symbol}` : ''}`;
    case 'close_accounts':
      return `close_accounts ${intent.params.tokens ? intent.params.tokens.map((t) => t.symbol).join(',') : 'all'}`;
    default:
      return intent.type;
  }
}

describe('round four: swap-and-send (params.recipient)', () => {
  it.each([
    [`convert 2 SOL to USDC and send it to ${BOB}`, 'swap SOL->USDC 2 input to BzqK'],
    [`trade 40 JUP for BONK, then send the BONK straight to ${BOB}`, 'swap JUP->BONK 40 input to BzqK'],
    [`sell 3 JTO and send the proceeds over to ${BOB}`, 'swap JTO->USDC 3 input to BzqK'],
    [`buy 25 USDC worth of WIF for ${BOB}`, 'swap USDC->WIF 25 input to BzqK'],
    [`pay ${BOB} 15 USDT using my SOL`, 'swap SOL->USDT 15 output to BzqK'],
    [`pay ${BOB} exactly 12 USDC with my JUP`, 'swap JUP->USDC 12 output to BzqK'],
    [`send 30 USDC to ${BOB} using SOL`, 'swap SOL->USDC 30 output to BzqK'],
  ])('%s', (command, want) => {
    expect(line(command)).toBe(want);
  });

  it('leaves the recipient out when it is the wallet itself', () => {
    expect(line(`swap 1 SOL to USDC and send it to ${ME}`)).toBe('swap SOL->USDC 1 input');
  });

  it('refuses a bad recipient, a second amount, and an address that is no mint where a token belongs', () => {
    expect(refusal(`swap 1 SOL to USDC and send it to ${BOB.slice(0, -2)}0O`)).toBe('invalid_recipient');
    expect(refusal(`swap 1 SOL to USDC and send 5 USDC to ${BOB}`)).toBe('multiple_actions');
    expect(refusal(`swap 1 SOL for ${BOB}`)).toBe('unknown_token');
  });
});

describe('round four: liquid staking (params.liquidToken)', () => {
  it.each([
    ['stake 4 SOL with Jito', 'stake 4 into JitoSOL'],
    ['please stake 1.5 SOL through Marinade', 'stake 1.5 into mSOL'],
    ['stake 9 SOL on BlazeStake', 'stake 9 into bSOL'],
    ['stake 3 SOL into mSOL', 'stake 3 into mSOL'],
    ['stake half my SOL with Jito', 'stake 50 percent into JitoSOL'],
    ['unstake 2.5 JitoSOL', 'unstake 2.5 of JitoSOL'],
    ['unstake all my bSOL', 'unstake all of bSOL'],
    ['unstake my mSOL', 'unstake all of mSOL'],
    [`stake 10 SOL with ${VOTE}`, 'stake 10 DutR'],
    ['stake 10 SOL', 'stake 10'],
  ])('%s', (command, want) => {
    expect(line(command)).toBe(want);
  });

  it('refuses a validator with a liquid staking provider, and a token that is no staked SOL', () => {
    expect(refusal(`stake 10 SOL with Jito, validator ${VOTE}`)).toBe('not_expressible');
    expect(refusal('unstake 5 JUP')).toBe('wrong_token');
  });
});

describe('round four: rent reclaim (close_accounts)', () => {
  it.each([
    ['close all my empty token accounts', 'close_accounts all'],
    ['reclaim the rent from my empty accounts', 'close_accounts all'],
    ['clean up my zero balance accounts please', 'close_accounts all'],
    ['get my rent back', 'close_accounts all'],
    ['close empty ATAs', 'close_accounts all'],
    ['close my empty BONK and WIF accounts', 'close_accounts BONK,WIF'],
  ])('%s', (command, want) => {
    expect(line(command)).toBe(want);
  });

  it('refuses what is not plainly a request to close empty token accounts', () => {
    expect(refusal('close my account')).toBe('unsupported_action');
    expect(refusal('can you close my empty token accounts?')).toBe('question');
    expect(refusal('close 3 empty token accounts')).toBe('not_expressible');
    expect(refusal(`close my empty accounts and send the rent to ${BOB}`)).toBe('multiple_actions');
  });
});

describe('round four: the wrong answers of the private set', () => {
  it('reads an instruction to stop staking as unstake, never stake; a negated action is refused', () => {
    expect(line('stop staking my SOL')).toBe('unstake all');
    expect(line('quit staking 4 SOL')).toBe('unstake 4');
    expect(refusal("don't stake my SOL")).toBe('not_a_command');
  });

  it('refuses a question about slippage, while a slippage that is stated stays slippageBps', () => {
    for (const command of ['swap 3 SOL for USDC, which slippage is best', 'should I use 2% slippage trading 1 SOL to JUP', 'trade 1 SOL to USDC with what slippage', 'how much slippage to set for 5 JUP to USDC']) {
      expect(refusal(command), command).toBe('question');
    }
    expect(parse('swap 1 SOL to USDC, 1% slippage is ok').params).toMatchObject({ slippageBps: 100 });
  });

  it('reads a slash fraction before "my" as a share of the balance, and "1/2 SOL" as half a token', () => {
    expect(line('swap 1/2 my JUP for USDC')).toBe('swap JUP->USDC 50 percent input');
    expect(line('sell 3/4 my WIF')).toBe('swap WIF->USDC 75 percent input');
    expect(line('swap 1/2 SOL for USDC')).toBe('swap SOL->USDC 0.5 input');
  });
});

describe('round four: formatting and dollar spellings', () => {
  it('drops a list marker, never an amount, and reads "US dollars" as dollars', () => {
    expect(line('3) swap 2 JUP for USDC')).toBe('swap JUP->USDC 2 input');
    expect(line('1. sell 7 WIF')).toBe('swap WIF->USDC 7 input');
    expect(parse('sell 40 US dollars worth of JTO').params).toMatchObject({ amount: { value: '40', unit: 'usd' } });
  });
});

describe('mints given with their symbol or with a label (round four, mint-address class)', () => {
  const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
  const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
  const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

  it('reads a mint in square brackets after its symbol as that token, as in parentheses', () => {
    expect(line(`swap 12 USDC [${USDC}] to BONK [${BONK}]`)).toBe('swap USDC->BONK 12 input');
    expect(line(`trade 3 JUP [ ${JUP} ] for USDC`)).toBe('swap JUP->USDC 3 input');
  });

  it('refuses a symbol whose bracketed mint is another token', () => {
    expect(refusal(`swap 12 USDC [${BONK}] to JUP`)).toBe('ambiguous_tokens');
  });

  it('reads "contract address", "CA" and "mint" before an address as a label, not an action or a payment', () => {
    expect(line(`get 1000 of the coin with contract address ${BONK} paying with USDC`)).toBe('swap USDC->BONK 1000 output');
    expect(line(`swap 20 USDC for the Jupiter token, mint ${JUP}`)).toBe('swap USDC->JUP 20 input');
    expect(line(`spend 5 USDC on the token, contract address: ${JUP}`)).toBe('swap USDC->JUP 5 input');
  });

  it('refuses a labelled mint that contradicts the token named before it', () => {
    expect(refusal(`swap 20 USDC for the Jupiter token, mint ${BONK}`)).toBe('ambiguous_tokens');
  });
});

describe('SOL wished for in its wrapped form is a wrap (round four, voice and wrap-words classes)', () => {
  it('reads "<n> SOL wrapped" and "<n> SOL as wSOL / as wrapped SOL" after a wish as a wrap', () => {
    expect(parse('uh could i have one point five sol wrapped').type).toBe('wrap');
    expect(parse('gimme 3 SOL as wSOL pls')).toMatchObject({ type: 'wrap', params: { amount: { value: '3', unit: 'token' } } });
    expect(parse('I want 0.25 sol as wrapped sol')).toMatchObject({ type: 'wrap', params: { amount: { value: '0.25', unit: 'token' } } });
  });

  it('leaves a command with another token or an action alone', () => {
    expect(parse('buy 2 SOL as wSOL with USDC').type).toBe('swap');
    expect(refusal('I need 1.4 SOL')).toBe('not_a_command');
  });
});

describe('symbols written in pieces (round four, voice and split-token classes)', () => {
  it('rejoins a symbol spelled letter by letter when the whole names a token', () => {
    expect(line('okay swap twelve u s d c for b o n k')).toBe('swap USDC->BONK 12 input');
    expect(line('sell 4 j t o for usdc')).toBe('swap JTO->USDC 4 input');
  });

  it('reads a liquid staking token split before "sol" as the LST, never as the first word\'s token (JTO is "Jito")', () => {
    expect(line('swap 6 sol for jito sol')).toBe('swap SOL->JitoSOL 6 input');
    expect(line('swap 2 m sol for sol')).toBe('swap mSOL->SOL 2 input');
  });

  it('leaves letters and words that join into no token as written', () => {
    expect(refusal('send 1 sol to a b')).toBe('invalid_recipient');
  });
});

describe('chat-bot shapes, recipients written first and fractions in words (round four)', () => {
  it('reads a swap verb with the amount and two bare tokens as paid, then received', () => {
    expect(line('/trade 5 jup usdc')).toBe('swap JUP->USDC 5 input');
    expect(line('/swap 2 usdc $bonk slippage 0.5%')).toBe('swap USDC->BONK 2 input');
    expect(refusal('swap 2 usdc bonk to jup')).toBe('ambiguous_tokens');
  });

  it('reads "/buy TOKEN, N UNIT worth" as buying N UNIT worth of TOKEN', () => {
    expect(line('/buy bonk, 40 usdc worth')).toBe('swap USDC->BONK 40 input');
  });

  it('reads an address first that "should get" or "receives" something as the recipient of a transfer', () => {
    expect(parse(`${BOB} should receive 3 USDC`)).toMatchObject({ type: 'transfer', params: { recipient: BOB, amount: { value: '3', unit: 'token' } } });
    expect(parse(`${BOB} gets an eighth of my JUP.`)).toMatchObject({ type: 'transfer', params: { recipient: BOB, amount: { value: '12.5', unit: 'percent' } } });
  });

  it('knows fourths as quarters', () => {
    expect(parse(`send three fourths of my BONK to ${BOB}`)).toMatchObject({ type: 'transfer', params: { amount: { value: '75', unit: 'percent' } } });
  });
});

describe('the agent forms of the round-four types (structured commands)', () => {
  it('a swap with a recipient is a swap-and-send, never a swap to the wallet', () => {
    expect(parse(`{"action":"swap","input_token":"SOL","output_token":"USDC","amount":1,"recipient":"${BOB}"}`)).toMatchObject({ type: 'swap', params: { recipient: BOB } });
  });

  it('stake and unstake with a liquid staking token', () => {
    expect(line('{"action":"stake","amount":"10","token":"SOL","liquid_token":"JitoSOL"}')).toBe('stake 10 into JitoSOL');
    expect(line('stake(amount=2, lst="mSOL")')).toBe('stake 2 into mSOL');
    expect(line('{"action":"unstake","liquidToken":"bSOL","amount":3}')).toBe('unstake 3 of bSOL');
  });

  it('close_accounts, for every empty account or one token\'s, and nothing else named "close"', () => {
    expect(parse('{"action":"close_accounts"}')).toMatchObject({ type: 'close_accounts', params: { tokens: null } });
    expect(parse('{"action":"closeAccounts","token":"BONK"}')).toMatchObject({ type: 'close_accounts', params: { tokens: [{ symbol: 'BONK' }] } });
    expect(parser.tryParse('{"action":"close_position"}').ok).toBe(false);
  });
});
