import { describe, expect, it } from 'vitest';
import { MAINNET_TOKENS } from '../chain/token-list.js';
import { IntentParser } from './intent-parser.js';
import type { IntentParseFailure, ParsedIntent } from './intent.types.js';
import { mayNameUnknownMint } from './parse-failure.js';
import { staticTokenResolver } from './token-resolver.js';

// Issue 14, by class of phrasing. None of these strings is in the dev sets (shared/eval).
const ME = 'C9z6QD7EPr4hZGHLoaZmUf7n2Sex4qohxjXeX98ifqru';
const BOB = 'BzqKkp6kpDW2dm8Sg7JgY4CC2R4kgZUcJK9cqFrDUfFw';
const CAROL = 'DutRJ5sKEiLVZ2RUPkGK8j4iPraoVBjJPPbxVfgLNwRj';
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const BONK_MINT = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

const parser = new IntentParser({ tokens: staticTokenResolver(MAINNET_TOKENS), walletAddress: ME });

function ok(command: string): ParsedIntent {
  const outcome = parser.tryParse(command);
  if (!outcome.ok) throw new Error(`expected "${command}" to parse, got ${outcome.failure.reason}: ${outcome.failure.message}`);
  return outcome.intent;
}

function refused(command: string, p = parser): IntentParseFailure {
  const outcome = p.tryParse(command);
  if (outcome.ok) throw new Error(`expected "${command}" to be refused, got ${JSON.stringify({ type: outcome.intent.type, params: outcome.intent.params })}`);
  return outcome.failure;
}

/** One line per intent: type, symbols, amount, side or recipient. */
function line(command: string): string {
  const intent = ok(command);
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

/** The major chains, L2s, sidechains, testnets and bridges, by the names people write. */
const OTHER_CHAINS: [string, string][] = [
  ['Ethereum', 'Ethereum'], ['Ethereum mainnet', 'Ethereum'], ['Arbitrum', 'Arbitrum'], ['Arbitrum One', 'Arbitrum'], ['Arbitrum Nova', 'Arbitrum Nova'],
  ['Optimism', 'Optimism'], ['OP Mainnet', 'Optimism'], ['Base', 'Base'], ['Polygon', 'Polygon'], ['Polygon zkEVM', 'Polygon zkEVM'],
  ['zkSync', 'zkSync'], ['zkSync Era', 'zkSync'], ['Starknet', 'Starknet'], ['Linea', 'Linea'], ['Scroll', 'Scroll'], ['Blast', 'Blast'],
  ['Mantle', 'Mantle'], ['Mode', 'Mode'], ['Zora', 'Zora'], ['Taiko', 'Taiko'], ['Unichain', 'Unichain'], ['World Chain', 'World Chain'],
  ['Manta', 'Manta'], ['Ink', 'Ink'], ['Abstract', 'Abstract'], ['Sonic', 'Sonic'], ['Berachain', 'Berachain'], ['Hyperliquid', 'Hyperliquid'],
  ['BNB Chain', 'BNB Chain'], ['BSC', 'BNB Chain'], ['Binance Smart Chain', 'BNB Chain'], ['opBNB', 'opBNB'], ['Avalanche', 'Avalanche'],
  ['Avalanche C-Chain', 'Avalanche'], ['Tron', 'Tron'], ['Bitcoin', 'Bitcoin'], ['Litecoin', 'Litecoin'], ['Dogecoin', 'Dogecoin'],
  ['Fantom', 'Fantom'], ['Gnosis', 'Gnosis'], ['Celo', 'Celo'], ['Cronos', 'Cronos'], ['Moonbeam', 'Moonbeam'], ['Metis', 'Metis'], ['Kava', 'Kava'],
  ['Ronin', 'Ronin'], ['Cosmos', 'Cosmos'], ['Osmosis', 'Osmosis'], ['Injective', 'Injective'], ['Sei', 'Sei'], ['Celestia', 'Celestia'],
  ['Aptos', 'Aptos'], ['Sui', 'Sui'], ['NEAR', 'NEAR'], ['TON', 'TON'], ['Cardano', 'Cardano'], ['Polkadot', 'Polkadot'], ['Kusama', 'Kusama'],
  ['Tezos', 'Tezos'], ['Algorand', 'Algorand'], ['Hedera', 'Hedera'], ['XRP Ledger', 'XRP Ledger'], ['Stellar', 'Stellar'], ['Flow', 'Flow'],
  ['Harmony', 'Harmony'], ['Aurora', 'Aurora'], ['Eclipse', 'Eclipse'], ['Sepolia', 'Sepolia'], ['Goerli', 'Goerli'], ['Holesky', 'Holesky'],
  ['an L2', 'layer-2'], ['layer 2', 'layer-2'], ['Wormhole', 'Wormhole'], ['Allbridge', 'Allbridge'], ['deBridge', 'deBridge'],
  ['LayerZero', 'LayerZero'], ['Stargate', 'Stargate'], ['Mayan', 'Mayan'], ['Axelar', 'Axelar'], ['THORChain', 'THORChain'],
];

describe('round two: another chain is refused, naming it', () => {
  it.each(OTHER_CHAINS)('swap ... on %s', (chain, named) => {
    const failure = refused(`swap 2 SOL for USDC on ${chain}`);
    expect(failure.reason).toBe('unsupported_chain');
    expect(failure.message).toContain(named);
    expect(mayNameUnknownMint(failure)).toBe(false);
  });

  it.each([
    ['transfer 5 USDT to Polygon', 'Polygon'],
    [`send 10 USDC to ${BOB} via Wormhole`, 'Wormhole'],
    ['move 3 JUP from Solana over to Arbitrum', 'Arbitrum'],
    ['bridge 1 SOL to Avalanche', 'Avalanche'],
    ['swap 1 SOL to ETH on the Base network', 'Base'],
    ['stake 5 SOL on ethereum', 'Ethereum'],
    ['sell 4 JUP for USDC (ERC20)', 'ERC-20'],
    ['send 30 USDT TRC20 to my exchange', 'TRC-20'],
    ['send 2 USDC to 0x52908400098527886E0F7030069857D2E4169EE7', 'EVM'],
    ['buy 100 BONK with SOL on BSC', 'BNB Chain'],
    ['cross-chain swap 1 SOL to USDC', 'cross-chain'],
  ])('%s', (command, named) => {
    const failure = refused(command);
    expect(failure.reason).toBe('unsupported_chain');
    expect(failure.message).toContain(named);
  });

  it('naming Solana costs no confidence', () => {
    expect(ok('swap 2 SOL for USDC on Solana').confidence).toBe(ok('swap 2 SOL for USDC').confidence);
    expect(ok(`send 1 SOL to ${BOB} on the Solana mainnet`).confidence).toBe(ok(`send 1 SOL to ${BOB}`).confidence);
  });

  it.each([
    ['swap 2 SOL for USDC on Solana', 'swap SOL->USDC 2 input'],
    ['swap 2 SOL for USDC on solana mainnet', 'swap SOL->USDC 2 input'],
    ['swap 2 SOL for USDC on devnet', 'swap SOL->USDC 2 input'],
    ['swap 5 wormhole for USDC', 'swap W->USDC 5 input'],
    ['swap 1 SOL for USDC on Raydium', 'swap SOL->USDC 1 input'],
    ['stake 3 SOL, base fee is fine', 'stake 3'],
  ])('names Solana or no chain: %s', (command, expected) => {
    expect(line(command)).toBe(expected);
  });
});

describe('round two: the signing wallet named in the command', () => {
  it.each([
    [`From wallet ${ME}: sell 3 JUP for USDC`, 'swap JUP->USDC 3 input'],
    [`Using wallet ${ME}, buy 20 RAY with USDT`, 'swap USDT->RAY 20 output'],
    [`send 1 SOL from ${ME} to ${BOB}`, `transfer 1 SOL ${BOB.slice(0, 4)}`],
    [`wallet ${ME} should send 4 USDT to ${BOB}`, `transfer 4 USDT ${BOB.slice(0, 4)}`],
    [`from my wallet ${ME} transfer 7 BONK to ${CAROL}`, `transfer 7 BONK ${CAROL.slice(0, 4)}`],
  ])('its own wallet is context: %s', (command, expected) => {
    expect(line(command)).toBe(expected);
  });

  it.each([
    `From wallet ${BOB}, swap 2 SOL for JUP`,
    `send 3 USDC from ${BOB} to ${CAROL}`,
    `using wallet ${CAROL} buy 10 ORCA with SOL`,
    `move 1 SOL from wallet ${BOB} to ${ME}`,
    `Sign with ${CAROL} and send 1 SOL to ${ME}`,
  ])('another wallet acting is refused: %s', (command) => {
    const failure = refused(command);
    expect(failure.reason).toBe('other_wallet');
    expect(failure.message).toMatch(/wallet .* not the request's walletAddress/);
  });

  it('a stake account after "from" is still a stake account', () => {
    expect(line(`withdraw 2 SOL from ${CAROL}`)).toBe(`unstake 2 ${CAROL.slice(0, 4)}`);
  });
});

describe('round two: agent phrasing', () => {
  it.each([
    ['Execute a swap of 9 USDT into ORCA.', 'swap USDT->ORCA 9 input'],
    ['Please perform an exchange of 3 JUP for RAY', 'swap JUP->RAY 3 input'],
    ['Create a transaction swapping 1.5 SOL to USDC', 'swap SOL->USDC 1.5 input'],
    ['do a swap: 4 RAY to JTO', 'swap RAY->JTO 4 input'],
    [`Please construct a transaction sending 3 JUP to ${BOB}`, `transfer 3 JUP ${BOB.slice(0, 4)}`],
    [`Make a transfer of 0.2 SOL to the following address: ${BOB}`, `transfer 0.2 SOL ${BOB.slice(0, 4)}`],
    [`transfer 11 USDC to "${BOB}"`, `transfer 11 USDC ${BOB.slice(0, 4)}`],
    ['Objective: convert 6 USDC to PYTH', 'swap USDC->PYTH 6 input'],
    ['Swap 0.5 SOL to JUP via Jupiter', 'swap SOL->JUP 0.5 input'],
    ['swap 10 USDC for ORCA through the Raydium AMM', 'swap USDC->ORCA 10 input'],
    ['trade 2 JTO for RAY using Orca', 'swap JTO->RAY 2 input'],
    [`Swap 4 USDC (${USDC_MINT}) for BONK (${BONK_MINT})`, 'swap USDC->BONK 4 input'],
    [`sell 100 BONK (${BONK_MINT}) for USDC`, 'swap BONK->USDC 100 input'],
  ])('%s', (command, expected) => {
    expect(line(command)).toBe(expected);
  });

  it.each([
    ['{"action": "transfer", "token": "JUP", "amount": 5, "recipient": "RECIPIENT"}', 'transfer 5 JUP BzqK'],
    ['{"type":"swap","params":{"inputToken":"RAY","outputToken":"USDT","amount":{"value":"8","unit":"token"},"amountSide":"input","slippageBps":75}}', 'swap RAY->USDT 8 input 75bps'],
    ['{"intent": "buy", "token": "ORCA", "amount": "25"}', 'swap USDC->ORCA 25 output'],
    ['{"action":"swap","from":"USDT","to":"JTO","amount":"3","slippage":"1%"}', 'swap USDT->JTO 3 input 100bps'],
    ['{"action":"stake","amount":"4"}', 'stake 4'],
    ['execute_swap(input_token="PYTH", output_token="USDC", amount=14)', 'swap PYTH->USDC 14 input'],
    ['transfer_tokens(token="USDT", amount=2.5, to="RECIPIENT")', 'transfer 2.5 USDT BzqK'],
    ['swap({"from": "SOL", "to": "BONK", "amount": 0.1})', 'swap SOL->BONK 0.1 input'],
    ['Action: swap. From: USDC. To: RAY. Amount: 12.', 'swap USDC->RAY 12 input'],
    ['Amount: 2 JUP | Recipient: RECIPIENT | Action: transfer', 'transfer 2 JUP BzqK'],
    ['Recipient - RECIPIENT; Amount - 6 USDT; Action - send', 'transfer 6 USDT BzqK'],
  ])('structured: %s', (command, expected) => {
    expect(line(command.replace('RECIPIENT', BOB))).toBe(expected);
  });

  it.each([
    ['{"action":"swap","inputToken":"SOL","outputToken":"USDC","amount":"1","chain":"arbitrum"}', 'unsupported_chain'],
    ['{"action":"transfer","token":"SOL","amount":"1","recipient":"RECIPIENT","memo":"rent"}', 'not_expressible'],
    ['{"action":"mint","token":"SOL","amount":"1"}', 'unsupported_action'],
    ['{"action":"swap","inputToken":"SOL","outputToken":"USDC","amount":"0"}', 'non_positive_amount'],
  ])('structured, refused: %s', (command, reason) => {
    expect(refused(command.replace('RECIPIENT', BOB)).reason).toBe(reason);
  });
});

describe('round two: output-side wording', () => {
  it.each([
    ['I need to end up with 40 JUP, paying with USDC', 'swap USDC->JUP 40 output'],
    ['spend SOL to get exactly 500 BONK', 'swap SOL->BONK 500 output'],
    ['spend 20 USDC on JUP', 'swap USDC->JUP 20 input'],
    ['convert USDT into exactly 3 ORCA', 'swap USDT->ORCA 3 output'],
    ['pay with SOL to receive 25 RAY', 'swap SOL->RAY 25 output'],
    ['pay in USDT to get 7 JTO', 'swap USDT->JTO 7 output'],
    ['swap JUP to receive exactly 10 USDC', 'swap JUP->USDC 10 output'],
    ['buy exactly 12 RAY, I will pay with USDT', 'swap USDT->RAY 12 output'],
    ['use SOL to purchase 30 ORCA', 'swap SOL->ORCA 30 output'],
  ])('%s', (command, expected) => {
    expect(line(command)).toBe(expected);
  });
});

describe('round two: token names in several words, wrapped SOL spelled out', () => {
  it.each([
    ['swap 3 Tether USD for USD Coin', 'swap USDT->USDC 3 input'],
    ['sell 2 Marinade staked SOL for Solana', 'swap mSOL->SOL 2 input'],
    ['buy 10 Helium Network Token with USD Coin', 'swap USDC->HNT 10 output'],
    ['trade 15 Render Token to PayPal USD', 'swap RENDER->PYUSD 15 input'],
    ['swap 1 SOL for BlazeStake Staked SOL', 'swap SOL->bSOL 1 input'],
    ['convert 6 jito staked sol into usd coin', 'swap JitoSOL->USDC 6 input'],
    ['wrap 0.7 SOL into wrapped SOL', 'wrap 0.7'],
    ['change 4 SOL into wrapped sol', 'wrap 4'],
    ['convert 1.2 wrapped SOL back to SOL', 'unwrap 1.2'],
    ['unwrap all of my wrapped SOL', 'unwrap all'],
  ])('%s', (command, expected) => {
    expect(line(command)).toBe(expected);
  });

  it('"12 USD Coin" is 12 tokens, "12 USD of JUP" is dollars', () => {
    expect(line('sell 12 USD Coin for JUP')).toBe('swap USDC->JUP 12 input');
    expect(line('buy 12 USD of JUP')).toBe('swap USDC->JUP 12 usd input');
  });
});

describe('round two: amounts in words, lamports', () => {
  it.each([
    ['swap two and a half SOL for USDC', 'swap SOL->USDC 2.5 input'],
    ['sell three hundred fifty thousand BONK', 'swap BONK->USDC 350000 input'],
    ['buy a thousand BONK with USDC', 'swap USDC->BONK 1000 output'],
    ['swap one point five JUP to RAY', 'swap JUP->RAY 1.5 input'],
    ['swap zero point zero five SOL to USDC', 'swap SOL->USDC 0.05 input'],
    ['send half a million BONK to RECIPIENT', 'transfer 500000 BONK BzqK'],
    ['sell twelve hundred JUP', 'swap JUP->USDC 1200 input'],
    ['send 1 lamport to RECIPIENT', 'transfer 0.000000001 SOL BzqK'],
    ['send 1500000000 lamports to RECIPIENT', 'transfer 1.5 SOL BzqK'],
    ['swap 250000000 lamports for USDC', 'swap SOL->USDC 0.25 input'],
    ['stake 3000000000 lamports', 'stake 3'],
  ])('%s', (command, expected) => {
    expect(line(command.replace('RECIPIENT', BOB))).toBe(expected);
  });

  it('a fraction of a lamport is refused', () => {
    expect(refused(`send 0.5 lamports to ${BOB}`).reason).toBe('invalid_amount');
  });
});

describe('round two: context sentences with other numbers', () => {
  it.each([
    ['I have 12 RAY. Swap 4 of them for USDC', 'swap RAY->USDC 4 input'],
    [`My balance is 9 SOL; send 2 SOL to ${BOB}`, `transfer 2 SOL ${BOB.slice(0, 4)}`],
    ['We hold 500 JUP, sell 200 of those for SOL', 'swap JUP->SOL 200 input'],
    ['Wallet has 3 SOL and 100 USDC. Buy 1 JTO with USDC.', 'swap USDC->JTO 1 output'],
    ['swap 2 ORCA for USDC. I own 10 ORCA.', 'swap ORCA->USDC 2 input'],
    ['I have 30 PYTH. Sell 12 for USDC', 'swap PYTH->USDC 12 input'],
  ])('%s', (command, expected) => {
    expect(line(command)).toBe(expected);
  });

  it('a pronoun without context is not guessed', () => {
    expect(refused('sell 10 of them for SOL').reason).toMatch(/unknown_token|missing_fields/);
  });
});

describe('round two: slang verbs and typo traps', () => {
  it.each([
    ['yeet 2 usdc into bonk', 'swap USDC->BONK 2 input'],
    ['toss 0.5 sol into jto', 'swap SOL->JTO 0.5 input'],
    [`fire 3 jup to ${BOB}`, `transfer 3 JUP ${BOB.slice(0, 4)}`],
    [`beam 10 usdt over to ${CAROL}`, `transfer 10 USDT ${CAROL.slice(0, 4)}`],
    [`slide 1 sol to ${BOB}`, `transfer 1 SOL ${BOB.slice(0, 4)}`],
    ['would you mind trading 5 RAY for ORCA', 'swap RAY->ORCA 5 input'],
    ['mind converting 2 JUP to USDC?', 'swap JUP->USDC 2 input'],
  ])('%s', (command, expected) => {
    expect(line(command)).toBe(expected);
  });

  it.each(['yeet 3 sol', 'fire 2 usdc', 'mind the gap'])('refuses what it cannot direct: %s', (command) => {
    const failure = refused(command);
    expect(failure.reason).not.toBe('unsupported_action');
  });

  it('never corrects an ordinary word into an action or a token', () => {
    const mind = refused('mind 2 SOL');
    expect(mind.reason).not.toBe('unsupported_action');
    expect(refused('swap 2 SOL for them').reason).toBe('unknown_token');
  });
});

describe('round two: what the intent contract cannot express is refused, saying why', () => {
  it.each([
    ['swap all but 0.1 SOL for USDC', 'not_expressible', /cannot be expressed/],
    ['send everything except 5 USDC to RECIPIENT', 'not_expressible', /cannot be expressed/],
    ['swap all my SOL to USDC but keep 0.05 SOL for fees', 'not_expressible', /reserve/],
    ['send 3 SOL to RECIPIENT with memo "rent"', 'not_expressible', /memo/],
    ['send 3 SOL to RECIPIENT with a note saying thanks', 'not_expressible', /memo or message/],
    ['swap 1 SOL for JUP as soon as JUP dips', 'event_condition', /condition/],
  ])('%s', (command, reason, message) => {
    const failure = refused(command.replace('RECIPIENT', BOB));
    expect(failure.reason).toBe(reason);
    expect(failure.message).toMatch(message);
  });

  it('a question with a condition in it is refused as a question', () => {
    expect(refused('what happens if I swap 1 SOL for USDC?').reason).toBe('question');
  });

  it('"if possible" and "as soon as possible" are politeness, not conditions', () => {
    expect(line('swap 1 SOL for USDC if possible')).toBe('swap SOL->USDC 1 input');
    expect(line('swap 1 SOL for USDC as soon as possible')).toBe('swap SOL->USDC 1 input');
  });
});
