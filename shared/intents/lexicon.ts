/**
 * The words of the command grammar. Verbs map to a verb class rather than straight to an intent
 * type because buy and sell read their objects differently from swap (see intent-parser.ts).
 */

/** How a verb reads its objects: buy-like verbs name the token received, sell-like the token paid. */
export type VerbClass = 'swap' | 'buy' | 'sell' | 'transfer' | 'stake' | 'unstake' | 'wrap' | 'unwrap';

export const VERBS: ReadonlyMap<string, VerbClass> = new Map<string, VerbClass>([
  ...['swap', 'trade', 'convert', 'exchange', 'flip', 'change', 'ape', 'turn', 'switch', 'rotate'].map((w) => [w, 'swap'] as const),
  ...['buy', 'get', 'purchase', 'acquire', 'grab', 'snag', 'scoop'].map((w) => [w, 'buy'] as const),
  ...['sell', 'dump', 'offload', 'unload', 'liquidate'].map((w) => [w, 'sell'] as const),
  ...['send', 'transfer', 'pay', 'give', 'move', 'tip', 'wire', 'xfer'].map((w) => [w, 'transfer'] as const),
  ...['stake', 'delegate'].map((w) => [w, 'stake'] as const),
  ...['unstake', 'withdraw', 'undelegate', 'deactivate', 'unbond'].map((w) => [w, 'unstake'] as const),
  ['wrap', 'wrap'],
  ['unwrap', 'unwrap'],
]);

/** Two-word verbs: "cash out 2 SOL" sells, "pick up 5 JUP" buys. */
export const PHRASAL_VERBS: ReadonlyMap<string, VerbClass> = new Map<string, VerbClass>([
  ['cash out', 'sell'],
  ['pick up', 'buy'],
  ['load up', 'buy'],
]);

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
  ['towards', 'out'],
  ['for', 'for'],
  ['with', 'in'],
  ['using', 'in'],
  ['paying', 'in'],
  ['via', 'in'],
  ['from', 'from'],
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
