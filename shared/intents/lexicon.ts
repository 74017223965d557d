/**
 * The words of the command grammar. Verbs map to a verb class rather than straight to an intent
 * type because buy and sell read their objects differently from swap (see intent-parser.ts).
 */

/** How a verb reads its objects: buy-like verbs name the token received, sell-like the token paid. */
export type VerbClass = 'swap' | 'buy' | 'sell' | 'transfer' | 'stake' | 'unstake' | 'wrap' | 'unwrap' | 'slang';

const VERB_WORDS: readonly (readonly [VerbClass, readonly string[]])[] = [
  ['swap', ['swap', 'trade', 'convert', 'exchange', 'flip', 'change', 'ape', 'turn', 'switch', 'rotate']],
  ['buy', ['buy', 'get', 'purchase', 'acquire', 'grab', 'snag', 'scoop']],
  // "spend 10 USDC on BONK": spending names the token paid.
  ['sell', ['sell', 'dump', 'offload', 'unload', 'liquidate', 'spend']],
  ['transfer', ['send', 'transfer', 'pay', 'give', 'move', 'tip', 'wire', 'xfer']],
  ['stake', ['stake', 'delegate']],
  ['unstake', ['unstake', 'withdraw', 'undelegate', 'deactivate', 'unbond']],
  ['wrap', ['wrap']],
  ['unwrap', ['unwrap']],
  // Slang for moving tokens somewhere: a transfer to an address, a swap into a token.
  ['slang', ['yeet', 'fire', 'shoot', 'beam', 'zap', 'toss', 'chuck', 'sling', 'slide', 'throw']],
];

/**
 * Gerunds of the verbs ("Please build a transaction transferring 7 USDC"), as agents write
 * them. "paying" is left out: it is the preposition of "paying in SOL".
 */
function gerund(verb: string): string | null {
  if (verb === 'pay') return null;
  if (/^(swap|flip|grab|snag|tip|get|wrap|unwrap|ship|chuck)$/.test(verb)) return verb.endsWith('chuck') ? 'chucking' : `${verb}${verb.at(-1)}ing`;
  if (verb === 'transfer') return 'transferring';
  if (/[^e]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  return `${verb}ing`;
}

export const VERBS: ReadonlyMap<string, VerbClass> = new Map<string, VerbClass>(
  VERB_WORDS.flatMap(([cls, words]) => words.flatMap((w) => {
    const ing = gerund(w);
    return ing ? [[w, cls] as const, [ing, cls] as const] : [[w, cls] as const];
  })),
);

/**
 * Nouns of the actions, read as the action after a request verb ("Perform a swap of 4 USDC",
 * "execute a transfer of ..."), never on their own ("my swap history").
 */
export const ACTION_NOUNS: ReadonlyMap<string, VerbClass> = new Map<string, VerbClass>([
  ['swap', 'swap'], ['trade', 'swap'], ['exchange', 'swap'], ['conversion', 'swap'], ['purchase', 'buy'], ['sale', 'sell'],
  ['transfer', 'transfer'], ['payment', 'transfer'], ['stake', 'stake'], ['withdrawal', 'unstake'], ['wrap', 'wrap'], ['unwrap', 'unwrap'],
]);

/** Verbs that ask for an action named after them: "perform a swap", "build a transaction transferring". */
export const REQUEST_WORDS: ReadonlySet<string> = new Set([
  'perform', 'execute', 'do', 'make', 'build', 'create', 'initiate', 'submit', 'prepare', 'construct', 'place', 'process',
  'run', 'complete', 'generate', 'craft', 'compose', 'draft', 'sign', 'carry', 'conduct', 'use',
]);

/** Nouns for "a transaction" in agent phrasing; they carry nothing for the intent. */
export const TRANSACTION_NOUNS: ReadonlySet<string> = new Set([
  'transaction', 'transactions', 'tx', 'txn', 'order', 'operation', 'instruction', 'request', 'task', 'job', 'step',
]);

/** Two-word verbs: "cash out 2 SOL" sells, "pick up 5 JUP" buys. */
export const PHRASAL_VERBS: ReadonlyMap<string, VerbClass> = new Map<string, VerbClass>([
  ['cash out', 'sell'],
  ['pick up', 'buy'],
  ['load up', 'buy'],
  // "I want to end up with 300 USDC, paying in SOL": what is received.
  ['end up', 'buy'],
  // "sell off 40 JTO", "get rid of half my POPCAT": sells (with USDC as the counter token when none is named).
  ['sell off', 'sell'],
  ['get rid', 'sell'],
  ['dispose of', 'sell'],
  // "top up my savings wallet <address> with 1.2 mSOL": a transfer to that wallet.
  ['top up', 'transfer'],
]);

/** First words of the two-word verbs: a word not among them starts none (one lookup, no phrase built). */
const PHRASAL_FIRST_WORDS: ReadonlySet<string> = new Set([...PHRASAL_VERBS.keys()].map((phrase) => phrase.split(' ')[0]));

/** The two-word verb `first next` ("cash out"), if it is one. */
export function phrasalVerb(first: string, next: string): VerbClass | undefined {
  return PHRASAL_FIRST_WORDS.has(first) ? PHRASAL_VERBS.get(`${first} ${next}`) : undefined;
}

/**
 * Past participles after a wish ("I want each and every JTO sold", "I want USD 300 of SOL
 * staked"): the action, when the command has no verb of its own.
 */
export const PARTICIPLES: ReadonlyMap<string, VerbClass> = new Map<string, VerbClass>([
  ['sold', 'sell'], ['dumped', 'sell'], ['liquidated', 'sell'], ['offloaded', 'sell'], ['swapped', 'swap'], ['traded', 'swap'],
  ['converted', 'swap'], ['exchanged', 'swap'], ['bought', 'buy'], ['purchased', 'buy'], ['sent', 'transfer'], ['transferred', 'transfer'],
  ['staked', 'stake'], ['delegated', 'stake'], ['unstaked', 'unstake'], ['wrapped', 'wrap'], ['unwrapped', 'unwrap'],
]);

/** Words of a wish: "250 JUP is what I want; pay with USDC", "30 USDC needed", "US$25 is my budget for WIF". */
export const WANT_WORDS: ReadonlySet<string> = new Set(['want', 'wants', 'wanted', 'need', 'needs', 'needed', 'like', 'budget', 'receive', 'receiving']);

/** Verbs of actions the service does not offer: refused as unsupported, not as gibberish. */
export const UNSUPPORTED_VERBS: ReadonlySet<string> = new Set([
  'bridge', 'mint', 'borrow', 'lend', 'loan', 'deposit', 'farm', 'provide', 'supply', 'short', 'long',
  'leverage', 'burn', 'create', 'deploy', 'launch', 'vote', 'claim', 'harvest', 'airdrop', 'snipe',
  'bet', 'lock', 'unlock', 'repay', 'loop', 'list', 'bid', 'redeem', 'approve', 'revoke', 'close',
]);

/**
 * Words that turn a command into an order the service cannot build: limit, recurring,
 * scheduled or leveraged ("buy SOL at $100", "buy $10 of JUP every day").
 */
export const UNSUPPORTED_ORDER_WORDS: ReadonlySet<string> = new Set([
  'limit', 'dca', 'recurring', 'every', 'daily', 'weekly', 'monthly', 'hourly', 'tomorrow', 'tonight',
  'later', 'schedule', 'scheduled', 'leverage', 'leveraged', 'margin', 'perp', 'perps', 'futures',
  'stop-loss', 'stoploss', 'trailing',
]);

/**
 * Units of time after "every"/"each" that make an order recurring ("every hour", "each week",
 * "every single day", "every 2 days"); "every last JTO", "each and every RAY" mean all of it.
 */
export const TIME_UNITS: ReadonlySet<string> = new Set([
  'second', 'seconds', 'minute', 'minutes', 'min', 'mins', 'hour', 'hours', 'hr', 'hrs', 'day', 'days', 'night', 'nights', 'morning',
  'mornings', 'evening', 'evenings', 'afternoon', 'week', 'weeks', 'weekday', 'weekdays', 'weekend', 'weekends', 'month', 'months',
  'year', 'years', 'quarter', 'quarters', 'block', 'blocks', 'epoch', 'epochs', 'time', 'times', 'monday', 'tuesday', 'wednesday',
  'thursday', 'friday', 'saturday', 'sunday', 'payday', 'fortnight',
]);

/** Currencies other than the US dollar: an amount in one is refused, never read as tokens. */
export const FOREIGN_CURRENCY_WORDS: ReadonlySet<string> = new Set([
  'eur', 'euro', 'euros', 'gbp', 'pound', 'pounds', 'quid', 'sterling', 'yen', 'jpy', 'cad', 'aud', 'inr', 'rupee', 'rupees', 'chf',
  'franc', 'francs', 'yuan', 'cny', 'rmb', 'krw', 'rubles', 'roubles', 'peso', 'pesos', 'mxn', 'brl', 'reais', 'lira',
]);

/** Words that make a question of the clause they stand in ("what is the price of SOL?"). */
export const QUESTION_WORDS: ReadonlySet<string> = new Set([
  'what', "what's", 'whats', 'how', "how's", 'hows', 'why', 'when', 'where', 'who', 'which', 'whose',
]);

/** Words that make a question only when they open it ("is BONK going up", not "the weather is nice"). */
export const QUESTION_OPENERS: ReadonlySet<string> = new Set(['should', 'is', 'are', 'am', 'does', 'do', 'did', 'shall']);

/** Politeness, greetings and other words that carry nothing for the intent. */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'please', 'pls', 'plz', 'kindly', 'can', 'could', 'would', 'will', 'you', 'u', 'ya', 'i', "i'd", 'id',
  "i'll", "i'm", 'im', 'want', 'wanna', 'gonna', 'need', 'like', 'love', 'me', 'now', 'right', 'rn',
  'quickly', 'quick', 'fast', 'asap', 'immediately', 'just', 'go', 'ahead', 'let', "let's", 'lets', 'us',
  'hey', 'hi', 'hello', 'yo', 'ok', 'okay', 'gm', 'ser', 'sir', 'bro', 'fren', 'friend', 'dude', 'mate',
  'thanks', 'thank', 'thx', 'ty', 'cheers', 'help', 'a', 'an', 'some', 'it', 'that', 'this', 'there',
  'try', 'tokens', 'token', 'coins', 'coin', 'straight', 'directly', 'over', 'out',
  'up', 'again', 'today', 'instantly', 'real', 'very', 'much', 'so',
  'mind', 'able', 'be', 'back', 'possible', 'possibly', 'exactly', 'precisely', 'exact', 'following', 'below', 'given', 'provided',
  'specified', 'above', 'said', 'objective', 'goal', 'instructions',
  'anyway', 'anyways', 'btw', 'lol', 'lmao', 'haha', 'honestly', 'basically', 'actually', 'alright', 'um', 'uh', 'oh',
]);

/** Words that tie an amount to its token ("half OF MY SOL", "everything I HAVE IN JUP"). */
export const LINK_WORDS: ReadonlySet<string> = new Set([
  'of', 'my', 'mine', 'our', 'the', 'your', 'in', 'have', 'has', 'got', "i've", 'ive', 'own', 'hold',
  'holding', 'holdings', 'balance', 'bag', 'stack', 'position', 'entire', 'whole', 'remaining', 'left',
  'available', 'staked', 'delegated', 'wrapped', 'native',
]);

/** Words for the whole balance. */
export const ALL_WORDS: ReadonlySet<string> = new Set(['all', 'everything', 'max', 'maximum', 'entire', 'whole', 'full']);

/** Fractions of a balance, in percent. */
export const FRACTION_WORDS: ReadonlyMap<string, string> = new Map([
  ['half', '50'],
  ['quarter', '25'],
  ['fourth', '25'],
  ['eighth', '12.5'],
  ['tenth', '10'],
  ['fifth', '20'],
]);

/** Words that make a number a dollar amount ("50 dollars", "20 bucks"). */
export const USD_WORDS: ReadonlySet<string> = new Set(['dollar', 'dollars', 'usd', 'bucks', 'buck']);

export const PERCENT_WORDS: ReadonlySet<string> = new Set(['percent', 'pct', 'percentage']);

export const SLIPPAGE_WORDS: ReadonlySet<string> = new Set(['slippage', 'slip', 'slipage', 'slippages', 'tolerance']);

export const BPS_WORDS: ReadonlySet<string> = new Set(['bps', 'bp', 'bip', 'bips']);

/** Words that join two clauses; a second verb after one means a second action. */
export const CONJUNCTIONS: ReadonlySet<string> = new Set(['and', 'then', 'also', 'plus', 'after', 'afterwards', 'next', '&', '+', ',', ';']);

/**
 * Prepositions before a token or address. `out` marks what is received, `in` what is paid;
 * `for` depends on the verb ("sell SOL for USDC" receives USDC, "buy BONK for SOL" pays SOL).
 */
export type PrepositionRole = 'out' | 'in' | 'for' | 'from';

export const PREPOSITIONS: ReadonlyMap<string, PrepositionRole> = new Map<string, PrepositionRole>([
  ['to', 'out'],
  ['into', 'out'],
  ['onto', 'out'],
  ['towards', 'out'],
  ['for', 'for'],
  ['with', 'in'],
  ['using', 'in'],
  ['paying', 'in'],
  ['via', 'in'],
  ['from', 'from'],
  // "pay with USDC to receive 10 PYTH", "spend USDT to get exactly 2 JTO".
  ['receive', 'out'],
  ['receiving', 'out'],
  ['obtain', 'out'],
  // "use USDT to buy exactly 3 JTO": what is paid.
  ['use', 'in'],
]);

/** Words that name what a following address is ("to validator X", "from stake account Y"). */
export const ADDRESS_NOUNS: ReadonlySet<string> = new Set([
  'validator', 'vote', 'account', 'accounts', 'address', 'wallet', 'recipient', 'stake', 'stakes', 'pubkey', 'key',
]);

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Cardinal number words below one hundred. */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map<string, number>([
  ...UNITS.map((w, i) => [w, i] as const),
  ...TENS.map((w, i) => [w, (i + 2) * 10] as const),
  ['fourty', 40],
  ['dozen', 12],
]);

/** Powers of ten a word after a number multiplies by ("5 hundred", "2.5 million", "10 k"). */
export const SCALE_WORDS: ReadonlyMap<string, number> = new Map([
  ['hundred', 2],
  ['thousand', 3],
  ['k', 3],
  ['grand', 3],
  ['million', 6],
  ['mil', 6],
  ['billion', 9],
  ['bn', 9],
]);

/** Powers of ten a suffix glued to digits multiplies by ("2.5k", "1m", "3bn"). */
export const SCALE_SUFFIXES: ReadonlyMap<string, number> = new Map([
  ['k', 3],
  ['m', 6],
  ['mm', 6],
  ['b', 9],
  ['bn', 9],
]);

/** Swap venues: "via Raydium", "on Orca", "using Jupiter aggregator" name how, not what. */
export const VENUES: ReadonlySet<string> = new Set([
  'jupiter', 'jup.ag', 'raydium', 'orca', 'whirlpool', 'whirlpools', 'meteora', 'phoenix', 'openbook', 'lifinity', 'pump.fun', 'pumpswap',
  'pumpfun', 'sanctum', 'saber', 'aldrin', 'serum', 'dflow', 'okx', 'titan',
]);

/** Nouns after a venue's name ("Jupiter aggregator", "Raydium AMM"). */
export const VENUE_NOUNS: ReadonlySet<string> = new Set([
  'aggregator', 'dex', 'amm', 'router', 'routing', 'route', 'api', 'protocol', 'platform', 'pool', 'pools', 'clmm', 'exchange',
]);

/**
 * Ordinary words never corrected into a verb or a token, however near one they are: "mind
 * swapping" must not read as "mint", "them" not as a symbol.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set([
  'mind', 'mine', 'find', 'kind', 'wind', 'hint', 'mint', 'band', 'bank', 'bond', 'send', 'sent', 'sand', 'seed', 'some', 'same',
  'save', 'safe', 'sale', 'sell', 'tell', 'well', 'will', 'wall', 'walk', 'want', 'went', 'wait', 'what', 'when', 'then', 'than',
  'them', 'they', 'their', 'there', 'these', 'those', 'this', 'that', 'with', 'wish', 'from', 'form', 'have', 'hold', 'told',
  'bold', 'gold', 'cold', 'sold', 'soon', 'solo', 'sole', 'soul', 'song', 'long', 'pool', 'poll', 'pull', 'push', 'bush', 'busy',
  'stay', 'stop', 'step', 'stack', 'stock', 'start', 'stare', 'store', 'story', 'share', 'shore', 'sure', 'pure', 'more', 'most',
  'must', 'much', 'such', 'just', 'jump', 'join', 'coin', 'cost', 'post', 'past', 'fast', 'last', 'least', 'best', 'rest', 'test',
  'next', 'text', 'take', 'make', 'made', 'move', 'love', 'live', 'life', 'like', 'line', 'fine', 'five', 'nine', 'none', 'done',
  'gone', 'good', 'food', 'friend',
  'also', 'only', 'into', 'onto', 'over', 'under', 'about', 'after', 'again', 'other', 'every', 'where', 'which', 'while',
  'please', 'thanks', 'hello', 'money', 'funds', 'cash', 'balance', 'amount', 'price', 'worth', 'value', 'market', 'rate',
]);
