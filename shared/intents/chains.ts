import type { Lexeme } from './lexer.js';
import { reject } from './parse-failure.js';

/**
 * Chains, L2s, bridges and other networks than Solana. A command that names one is refused:
 * this service builds Solana transactions only, and a user who asked for Arbitrum must not get
 * a Solana transaction to sign. Names are lower case, words joined by one space.
 */
const DISTINCT: readonly [string, string][] = [
  // Ethereum and its L2s and testnets.
  ['ethereum', 'Ethereum'], ['ethereum mainnet', 'Ethereum'], ['eth mainnet', 'Ethereum'], ['erc20', 'Ethereum (ERC-20)'], ['erc-20', 'Ethereum (ERC-20)'],
  ['evm', 'an EVM chain'], ['sepolia', 'Sepolia (Ethereum testnet)'], ['goerli', 'Goerli (Ethereum testnet)'], ['holesky', 'Holesky (Ethereum testnet)'],
  ['arbitrum', 'Arbitrum'], ['arbitrum one', 'Arbitrum'], ['arbitrum nova', 'Arbitrum Nova'], ['arb one', 'Arbitrum'],
  ['optimism', 'Optimism'], ['op mainnet', 'Optimism'], ['polygon', 'Polygon'], ['polygon pos', 'Polygon'], ['polygon zkevm', 'Polygon zkEVM'],
  ['zksync', 'zkSync'], ['zksync era', 'zkSync'], ['starknet', 'Starknet'], ['linea', 'Linea'], ['zkevm', 'a zkEVM chain'],
  ['taiko', 'Taiko'], ['unichain', 'Unichain'], ['worldchain', 'World Chain'], ['world chain', 'World Chain'], ['zora', 'Zora'],
  ['arbitrum sepolia', 'Arbitrum Sepolia'], ['base sepolia', 'Base Sepolia'], ['mumbai', 'Mumbai (Polygon testnet)'], ['amoy', 'Amoy (Polygon testnet)'],
  ['layer 2', 'a layer-2 chain'], ['layer2', 'a layer-2 chain'], ['l2', 'a layer-2 chain'],
  // Other chains.
  ['bsc', 'BNB Chain'], ['bnb chain', 'BNB Chain'], ['bnb smart chain', 'BNB Chain'], ['binance smart chain', 'BNB Chain'], ['binance chain', 'BNB Chain'],
  ['bep20', 'BNB Chain (BEP-20)'], ['bep-20', 'BNB Chain (BEP-20)'], ['opbnb', 'opBNB'],
  ['avalanche', 'Avalanche'], ['avalanche c-chain', 'Avalanche'], ['c-chain', 'Avalanche'],
  ['tron', 'Tron'], ['trc20', 'Tron (TRC-20)'], ['trc-20', 'Tron (TRC-20)'],
  ['bitcoin', 'Bitcoin'], ['lightning network', 'Bitcoin Lightning'], ['litecoin', 'Litecoin'], ['dogecoin', 'Dogecoin'], ['bitcoin cash', 'Bitcoin Cash'],
  ['fantom', 'Fantom'], ['gnosis', 'Gnosis'], ['gnosis chain', 'Gnosis'], ['celo', 'Celo'], ['cronos', 'Cronos'], ['moonbeam', 'Moonbeam'],
  ['metis', 'Metis'], ['kava', 'Kava'], ['ronin', 'Ronin'], ['berachain', 'Berachain'], ['hyperliquid', 'Hyperliquid'], ['hyperevm', 'HyperEVM'],
  ['cosmos', 'Cosmos'], ['cosmos hub', 'Cosmos'], ['osmosis', 'Osmosis'], ['injective', 'Injective'], ['sei', 'Sei'], ['celestia', 'Celestia'],
  ['aptos', 'Aptos'], ['sui', 'Sui'], ['cardano', 'Cardano'], ['polkadot', 'Polkadot'], ['kusama', 'Kusama'], ['tezos', 'Tezos'],
  ['algorand', 'Algorand'], ['hedera', 'Hedera'], ['ripple', 'XRP Ledger'], ['xrpl', 'XRP Ledger'], ['xrp ledger', 'XRP Ledger'], ['stellar', 'Stellar'],
  ['starkex', 'StarkEx'], ['thorchain', 'THORChain'], ['ethereum classic', 'Ethereum Classic'], ['fuji', 'Fuji (Avalanche testnet)'],
  // Bridges: a bridge moves tokens to another chain.
  ['allbridge', 'Allbridge'], ['debridge', 'deBridge'], ['layerzero', 'LayerZero'], ['stargate', 'Stargate'], ['axelar', 'Axelar'],
  ['wormhole bridge', 'Wormhole'], ['portal bridge', 'Portal (Wormhole)'], ['mayan', 'Mayan'], ['cctp', 'CCTP'], ['li.fi', 'LI.FI'], ['lifi', 'LI.FI'],
  ['synapse', 'Synapse'], ['celer', 'Celer'], ['rainbow bridge', 'Rainbow Bridge'], ['cross-chain', 'another chain (cross-chain)'], ['crosschain', 'another chain (cross-chain)'],
];

/**
 * Names that are also ordinary words or tokens ("a ton of", "base", "near", the W token's alias
 * "wormhole", AVAX): another chain only where a chain belongs, after "on", "to", "from", "via",
 * "over", "across", "onto", or before "chain", "network", "mainnet", "bridge".
 */
const IN_CONTEXT: readonly [string, string][] = [
  ['base', 'Base'], ['blast', 'Blast'], ['scroll', 'Scroll'], ['mantle', 'Mantle'], ['mode', 'Mode'], ['ink', 'Ink'], ['manta', 'Manta'],
  ['near', 'NEAR'], ['ton', 'TON'], ['flow', 'Flow'], ['harmony', 'Harmony'], ['aurora', 'Aurora'], ['eclipse', 'Eclipse'], ['sonic', 'Sonic'],
  ['abstract', 'Abstract'], ['portal', 'Portal (Wormhole)'], ['across', 'Across'], ['hop', 'Hop'],
  ['squid', 'Squid'], ['jumper', 'Jumper'], ['rango', 'Rango'], ['nile', 'Nile (Tron testnet)'], ['shasta', 'Shasta (Tron testnet)'],
];

/**
 * Names that are also token symbols or aliases ("swap 1 SOL to ETH" names a token, wrapped on
 * Solana): another chain only after "on", "via", "over", "across", "through", "onto", or
 * before "chain", "network", "mainnet", "bridge".
 */
const TOKEN_LIKE: readonly [string, string][] = [
  ['wormhole', 'Wormhole'], ['eth', 'Ethereum'], ['ether', 'Ethereum'], ['mainnet ethereum', 'Ethereum'], ['op', 'Optimism'], ['arb', 'Arbitrum'], ['matic', 'Polygon'],
  ['bnb', 'BNB Chain'], ['binance', 'BNB Chain'], ['avax', 'Avalanche'], ['btc', 'Bitcoin'], ['trx', 'Tron'], ['xrp', 'XRP Ledger'],
  ['doge', 'Dogecoin'], ['ltc', 'Litecoin'], ['ada', 'Cardano'], ['dot', 'Polkadot'], ['atom', 'Cosmos'], ['apt', 'Aptos'],
];

const CHAIN_BEFORE = new Set(['on', 'to', 'onto', 'from', 'via', 'over', 'across', 'through', 'into', 'in', 'using', 'bridge', 'bridged']);
const TOKEN_CHAIN_BEFORE = new Set(['on', 'onto', 'via', 'over', 'across', 'through', 'bridge']);
const CHAIN_AFTER = new Set(['chain', 'network', 'mainnet', 'blockchain', 'bridge', 'l1', 'l2', 'testnet', 'side', 'evm']);

const distinct = new Map(DISTINCT);
const inContext = new Map(IN_CONTEXT);
const tokenLike = new Map(TOKEN_LIKE);
/** First words of every name, so that most words cost one set lookup. */
const FIRST_WORDS = new Set([...distinct.keys(), ...inContext.keys(), ...tokenLike.keys()].map((name) => name.split(' ')[0]));
const MAX_WORDS = 3;

const EVM_ADDRESS = /^0x[0-9a-f]{40}$/i;

const wordAt = (lexemes: readonly Lexeme[], i: number): string | null => {
  const l = lexemes[i];
  return l?.kind === 'word' && !l.dollar ? l.text : null;
};

/** The other chain a command names, as a display name, or null when it names none. */
export function otherChainNamed(lexemes: readonly Lexeme[]): string | null {
  for (let i = 0; i < lexemes.length; i++) {
    const l = lexemes[i];
    if (l.kind === 'address' && EVM_ADDRESS.test(l.text)) return 'an EVM chain (the 0x address)';
    const first = wordAt(lexemes, i);
    if (first === 'layer' && lexemes[i + 1]?.kind === 'number' && (lexemes[i + 1] as { value: string }).value === '2') return 'a layer-2 chain';
    if (first === null || !FIRST_WORDS.has(first)) continue;
    let phrase = first;
    const phrases = [phrase];
    for (let n = 1; n < MAX_WORDS; n++) {
      const w = wordAt(lexemes, i + n);
      if (w === null) break;
      phrase = `${phrase} ${w}`;
      phrases.push(phrase);
    }
    for (let n = phrases.length - 1; n >= 0; n--) {
      const name = distinct.get(phrases[n]);
      if (name) return name;
      const before = wordAt(lexemes, i - 1) ?? '';
      const chainAfter = CHAIN_AFTER.has(wordAt(lexemes, i + n + 1) ?? '');
      const contextual = inContext.get(phrases[n]);
      if (contextual && (CHAIN_BEFORE.has(before) || chainAfter)) return contextual;
      const token = tokenLike.get(phrases[n]);
      if (token && (TOKEN_CHAIN_BEFORE.has(before) || chainAfter)) return token;
    }
  }
  return null;
}

/** Refuse a command that names another chain, L2 or bridge than Solana, naming it. */
export function refuseOtherChain(lexemes: readonly Lexeme[]): void {
  const chain = otherChainNamed(lexemes);
  if (chain === null) return;
  throw reject(
    'unsupported_chain',
    `The command names ${chain}, another chain than Solana: this service builds Solana transactions only (mainnet for live keys, devnet for test keys), and does not bridge. Leave out the other chain, e.g. "swap 1 SOL for USDC".`,
    { suggestions: ['swap 1 SOL for USDC'] },
  );
}
