import { canonicalDecimal, scaleDecimal } from './decimal.js';
import type { IntentBody, OrderKind, OrderSchedule, OrderTrigger, ScheduleUnit, SwapParams, TokenRef, TokenResolver } from './intent.types.js';
import { IntentRejection, reject } from './parse-failure.js';

/*
 * Orders (api-decisions section 9): a swap that waits for a price (`trigger`) or for its turn
 * in a schedule (`schedule`), and cancels of open orders. This reads the command as text,
 * before the lexer: the condition, the schedule and the expiry are taken out, the order words
 * ("take profit on", "limit buy of", "should be sold") become a plain buy or sell, and what is
 * left is read by the swap grammar like any other command. docs/intents.md, "Orders".
 */

/** What readOrderCommand found: the swap command left to read, and what makes it an order. */
export interface OrderReading {
  kind: 'order';
  /** The plain swap command the grammar reads next ("buy 2 SOL"). */
  command: string;
  trigger: TriggerDraft | null;
  schedule: OrderSchedule | null;
  /** The total is spread over the cycles ("DCA 500 USDC over 5 days"): the amount is divided by them. */
  split: boolean;
  expiresAt: string | null;
  /** buy or sell, when the order words say it ("take profit" sells, "bid" buys). */
  side: 'buy' | 'sell' | null;
  /** "take profit", "TP", "for profit": a sell above is a take-profit rather than a limit sell. */
  profit: boolean;
  /** "stop-loss", "SL", "a stop at": a level with no direction of its own is at or below. */
  stop: boolean;
  /** Guesses the reading needed, each lowering the confidence. */
  assumptions: string[];
}

export interface CancelReading {
  kind: 'cancel';
  /** An `ord_` id, or null with a token word (or none: every open order). */
  orderId: string | null;
  tokenWord: string | null;
}

interface TriggerDraft {
  /** The watched token as written inside the condition, or null: the swap's own token. */
  tokenWord: string | null;
  condition: 'below' | 'above' | null;
  priceUsd?: string;
  changePercent?: string;
}

const NUM = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)`;
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, single: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90, hundred: 100,
};
const COUNT = String.raw`(?:\d+|a|an|one|single|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred)`;
const countOf = (w: string): number => (/^\d+$/.test(w) ? Number(w) : NUMBER_WORDS[w.toLowerCase()] ?? NaN);

/** Minutes in each schedule unit (a month counts 30 days when a duration is divided). */
const MINUTES: Record<ScheduleUnit, number> = { minute: 1, hour: 60, day: 1440, week: 10080, month: 43200 };
const UNIT = String.raw`(?:min(?:ute)?s?|mins|hours?|hrs?|days?|weeks?|months?|fortnights?|years?)`;
function unitOf(w: string): { unit: ScheduleUnit; value: number } | null {
  const x = w.toLowerCase();
  if (/^min/.test(x)) return { unit: 'minute', value: 1 };
  if (/^(hour|hr)/.test(x)) return { unit: 'hour', value: 1 };
  if (/^day|^daily|^night|^morning|^evening/.test(x)) return { unit: 'day', value: 1 };
  if (/^fortnight/.test(x)) return { unit: 'week', value: 2 };
  if (/^week|day$/.test(x) || /^(mon|tues|wednes|thurs|fri|satur|sun)day/.test(x)) return { unit: 'week', value: 1 };
  if (/^month/.test(x)) return { unit: 'month', value: 1 };
  if (/^year/.test(x)) return { unit: 'month', value: 12 };
  return null;
}

/** A whole number of minutes as the largest unit that divides it ("720" -> 12 hours). */
function every(minutes: number): { value: string; unit: ScheduleUnit } | null {
  if (!Number.isInteger(minutes) || minutes < 1) return null;
  for (const unit of ['month', 'week', 'day', 'hour', 'minute'] as const) {
    if (minutes % MINUTES[unit] === 0) return { value: String(minutes / MINUTES[unit]), unit };
  }
  return null;
}

const WEEKDAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)days?`;
const PERIOD_ADVERB: Record<string, number> = { hourly: 60, daily: 1440, nightly: 1440, weekly: 10080, fortnightly: 20160, biweekly: 20160, monthly: 43200 };
const TIMES: Record<string, number> = { once: 1, twice: 2, thrice: 3 };

const FOREIGN = new RegExp(String.raw`[€£¥₩₹₽]\s?${NUM}|${NUM}\s?(?:euros?|eur|pounds?|gbp|yen|jpy|won|krw|yuan|cny|rmb|rubles?|roubles?|rub|lira|reais|brl|rupees?|inr|cad|aud|chf|francs?)\b`, 'i');

/** Marks and words a condition clause starts with ("when", "if it", "should bSOL", "the moment"). */
const CLAUSE_START = /\b(?:(?:that|which)\s+(?:fills|executes|triggers|fires)\s+(?:if|when|once)|when(?:ever)?|once|if|should(?!\s+be\b)|after|as\s+soon\s+as|the\s+(?:moment|instant|minute|second)|triggered\s+by|in\s+case|provided|upon|on\s+(?:a|an)|at|@|with\s+an?)\b/gi;

const DOWN_WORDS = /\b(?:drops?|dropped|dropping|dips?|dipped|falls?|fell|falling|sinks?|sank|slips?|slipped|slides?|slid|sliding|plunges?|plunged|plummets?|slumps?|declines?|declined|decline|dumps?|dumped|tanks?|crash(?:es)?|loses?|lost|down|under|below|beneath|lower|cheaper|less|underneath|pullback|correction|retraces?|stop|stops|sl|stop-?loss|dip|trades\s+down|goes\s+down|moves\s+down|at\s+or\s+(?:under|below)|or\s+(?:lower|less|below|under|cheaper))\b/i;
const UP_WORDS = /\b(?:rises?|rose|rising|rall(?:y|ies|ied)|climbs?|climbed|pumps?|pumped|moons?|mooned|gains?|gained|jumps?|jumped|surges?|surged|spikes?|up|above|over|past|higher|more|upside|run-?up|breaks?\s+out|breakout|break\s+out|crosses|exceeds?|tops|increase|increases|appreciates?|at\s+or\s+above|or\s+(?:higher|more|above|better))\b/i;

const TOKEN_STOP = new Set(['a', 'an', 'the', 'it', 'is', 'at', 'on', 'to', 'of', 'for', 'up', 'down', 'my', 'i', 'me', 'if', 'or', 'and', 'its', 'it\'s', 'price', 'value', 'one', 'once', 'when', 'trades', 'w/']);

function tokenWordsIn(text: string, tokens: TokenResolver): string[] {
  const out: string[] = [];
  for (const raw of text.split(/[\s,;:()]+/)) {
    const w = raw.replace(/[.!?'"]+$/, '').replace(/'s$/i, '');
    if (!w || TOKEN_STOP.has(w.toLowerCase()) || /^\$?\d/.test(w)) continue;
    if (tokens.resolve(w)) out.push(w.replace(/^\$/, ''));
  }
  return out;
}

/** Order words anywhere in a command: if none is there, the command is no order. */
const ORDER_HINT = /\b(?:when|whenever|once|if|should|after|soon|moment|triggered|at|@|every|each|per|daily|hourly|weekly|monthly|nightly|fortnightly|biweekly|twice|thrice|times|dca|recurring|limit|stop|sl|tp|profit|bid|dip|breakout|trail(?:ing)?|cancel|cancelled|canceled|call\s+off|clear\s+out|orders?|ord_\w+|over|split|spread|until|drop|decline|run-?up|below|under|above|over|beneath|past|reaches|hits|falls|drops|rises|climbs)\b|\$|@|[<>≤≥]|cents?/i;

/**
 * Reads the order parts of a command. Null when the command is no order (the swap grammar
 * reads it as before); throws the refusals of section 9 (docs/intents.md, "Orders").
 */
export function readOrderCommand(input: string, tokens: TokenResolver, now: Date): OrderReading | CancelReading | null {
  if (!ORDER_HINT.test(input)) return null;
  const trimmed = input.trim();
  // A question is the grammar's to refuse ("how do stop losses work?").
  const polite = /^(?:(?:please|hey|hi|ok|okay)[,\s]+)*(?:can|could|would|will)\s+(?:you|u)\b/i.test(trimmed);
  if ((/\?\s*$/.test(trimmed) && !polite) || /^(?:how|what|why|is|are|should\s+i|(?:do|does)\s+(?:you|i|we|it|the|my|your|this|that)|which|when\s+(?:is|are|do|does|should|will|can))\b/i.test(trimmed)) {
    throw reject('question', 'That reads as a question, not a command: to place an order say e.g. "buy 2 SOL when it drops to $120" (docs/intents.md, Orders).', { missing: ['type'] });
  }
  if (/<\/?\s*(?:system|assistant|instructions?)\b|\bignore\s+(?:all\s+|the\s+|your\s+)?(?:previous|prior|above)\b/i.test(trimmed)) return null;
  if (/\btrail(?:ing)?\b/i.test(trimmed) && /\b(?:stop|sl|trail|%|percent)\b/i.test(trimmed)) {
    throw reject('trailing_stop', 'A trailing stop is not offered: an order waits for one fixed level ("sell 3 SOL if it drops to $120") or a change from the price when it opens ("sell 3 SOL if it falls 7%").', { suggestions: ['name a fixed level or a change from today'] });
  }
  const cancel = readCancel(trimmed, tokens);
  if (cancel) return cancel;

  // "SOL > $250", "<= 100": comparison signs before a level are words.
  const compared = trimmed.replace(/\s*(>=|≥|=>|<=|≤|=<|>|<)\s*(?=(?:US)?\$?\s?\d)/g, (_m, sign: string) => (/[>≥]/.test(sign) && !/^=>$/.test(sign) ? (sign.length > 1 || sign === '≥' ? ' at or above ' : ' above ') : (sign.length > 1 || sign === '≤' ? ' at or below ' : ' below ')));
  // "if it doubles", "should JUP halve": a relative move in words.
  const moved = compared.replace(/\b(if|when|once|should|after)\s+(it|\$?[A-Za-z][\w-]*)\s+(?:(?:has|ever)\s+)?(doubles?|doubled|triples?|tripled|halves|halve|halved|is\s+cut\s+in\s+half|loses\s+half(?:\s+of)?(?:\s+its\s+value)?|(?:drops|falls)\s+by\s+half)\b/gi, (_m, w: string, subject: string, move: string) => {
    const change = /^doub/i.test(move) ? 'rises 100%' : /^trip/i.test(move) ? 'rises 200%' : 'falls 50%';
    return `${w} ${subject} ${change}`;
  });
  let s = ` ${moved.replace(/(\p{L})-(eighths?|quarters?|thirds?|fifths?|tenths?|halves)\b/giu, '$1 $2')} `;
  const assumptions: string[] = [];
  let side: 'buy' | 'sell' | null = null;
  let profit = false;

  // The expiry first, so that its number is no level and its "for 36 hours" no schedule.
  let expiresAt: string | null = null;
  const expiryRe = new RegExp(String.raw`[,;]?\s*\b(?:(?:that|which|and)\s+)?(?:valid\s+for(?:\s+the\s+next)?|good\s+for(?:\s+the\s+next)?|lapses?\s+(?:after|in)|lapsing\s+(?:after|in)|expir(?:es|ing|y|e)\s+(?:in|after)?|expiry(?:\s+of)?|expiration(?:\s+of)?|cancel\s+(?:it\s+)?(?:after|in)|kill\s+(?:it\s+)?after|ttl)\s*:?\s*(${COUNT})\s*(${UNIT})\s*:?`, 'i');
  const expiry = expiryRe.exec(s);
  if (expiry) {
    const n = countOf(expiry[1]);
    const u = unitOf(expiry[2]);
    if (!u || !Number.isFinite(n) || n <= 0) throw reject('invalid_expiry', `The expiry "${expiry[0].trim()}" is not a duration: say e.g. "valid for 3 days".`);
    expiresAt = new Date(now.getTime() + n * u.value * MINUTES[u.unit] * 60_000).toISOString();
    s = `${s.slice(0, expiry.index)} ${s.slice(expiry.index + expiry[0].length)}`;
  } else if (/\b(?:gtc|good\s+(?:till|til|until)\s+(?:cancel(?:l?ed)?|canceled))\b/i.test(s)) {
    s = s.replace(/\b(?:gtc|good\s+(?:till|til|until)\s+(?:cancel(?:l?ed)?|canceled))\b/i, ' ');
  }

  const stop = /\b(?:stop(?:-|\s+)?loss(?:es)?|sl|stop|stops)\b/i.test(s);
  const schedule = readSchedule(s);
  if (schedule) s = schedule.rest;
  const trigger = readTrigger(s, tokens);
  if (trigger) s = trigger.rest;

  if (schedule && trigger) {
    throw reject('trigger_and_schedule', 'An order waits for a price or runs on a schedule, not both: send a trigger order ("buy $15 of POPCAT if it drops to $0.40") or a schedule ("buy $15 of POPCAT every 6 hours, 8 times").');
  }
  const orderWords = /\b(?:limit(?:-|\s+)(?:buy|sell|order)|(?:buy|sell)(?:-|\s+)limit|stop(?:-|\s+)?loss|take(?:-|\s+)profit|book\s+profit|for\s+profit|tp|sl|bid|buy\s+the\s+dip|breakout|dca|recurring)\b/i.test(s);
  if (!schedule && !trigger) {
    if (/\b(?:every|each)\s+(?:single\s+)?time\b|\bwhenever\b/i.test(s)) {
      throw reject('event_condition', 'An order waits only for a US-dollar price ("when SOL drops to $120") or a schedule ("every Monday"), not for an event: send the command when you want it done.', { suggestions: ['name a price level or an interval'] });
    }
    if (orderWords || /\blimit\b/i.test(s)) {
      if (/\b(?:dca|recurring|regularly|periodically|every\s+now\s+and\s+then|from\s+time\s+to\s+time)\b/i.test(s)) {
        throw reject('no_interval', 'A recurring order needs an interval: say how often, e.g. "buy $20 of SOL every week for 10 weeks".', { missing: ['schedule'] });
      }
      throw reject('missing_trigger', 'An order needs the price it waits for: name a US-dollar level ("at $120") or a change ("if it drops 20%").', { suggestions: ['name the trigger price'] });
    }
    return null;
  }
  if (trigger?.second) {
    const twoKinds = (s.match(/\b(?:limit|stop(?:-|\s+)?loss|take(?:-|\s+)profit|tp|sl|buy|sell)\b/gi) ?? []).length >= 2;
    if (twoKinds || trigger.second === 'order') {
      throw reject('multiple_orders', 'One command makes one order: send the entry and the exit (or each order) as separate commands.');
    }
    throw reject('contradictory_condition', 'The conditions contradict each other (or are more than one): an order waits for one level, at or below it or at or above it.');
  }

  if (trigger?.draft.tokenWord) {
    // "take profit on 1,750 of it", "put 210 US dollars into it": it is the watched token.
    s = s.replace(/\b(?:of|into|in)\s+(?:it|them)\b/i, (m) => `${m.split(/\s+/)[0]} ${trigger.draft.tokenWord}`).replace(/\bit\b(?=\s*$)/i, trigger.draft.tokenWord);
  }
  // The order words become a plain buy or sell for the swap grammar.
  const rw = (re: RegExp, to: string, sideOf?: 'buy' | 'sell', isProfit = false): void => {
    if (!re.test(s)) return;
    s = s.replace(re, to);
    if (sideOf) side = sideOf;
    if (isProfit) profit = true;
  };
  s = s.replace(/^\s*(?:breakout\s+entry|entry|exit|protect\s+my\s+\$?[\w-]+|dca|order|limit\s+order|stop(?:-|\s+)?loss|take(?:-|\s+)profit|tp|sl)\s*:\s*/i, (m) => {
    if (/profit|tp/i.test(m)) { profit = true; side = 'sell'; } else if (/stop|sl/i.test(m)) side = 'sell';
    return ' ';
  });
  rw(/\b(?:set|place|put|add|create|open|make)?\s*(?:a|an|my)?\s*(?:take(?:-|\s+)profit|tp)\s+(?:order\s+)?(?:on|for|of|with)?\s*/i, ' sell ', 'sell', true);
  rw(/\bbook\s+(?:the\s+|some\s+)?profits?\s+(?:on|for|of|with)\s*/i, ' sell ', 'sell', true);
  rw(/\b(?:take|lock\s+in)\s+profits?\s+(?:on|for|of|with)\s*/i, ' sell ', 'sell', true);
  rw(/\b(?:set|place|put|add|create|open|make)?\s*(?:a|an|my)?\s*(?:stop(?:-|\s+)?loss|sl|stop)\s+(?:order\s+)?(?:on|for|of|to|with)?\s*/i, ' sell ', 'sell');
  rw(/\bprotect\s+(?=\S)/i, ' sell ', 'sell');
  rw(/\b(?:(?:i\s+(?:want|would\s+like|'d\s+like|need)|i'd\s+like|please)\s+)?(?:set|place|put|add|create|open|make|submit|stick|leave)?\s*(?:a|an|my)?\s*(?:limit(?:-|\s+)buy|buy(?:-|\s+)limit|buy)\s+(?:order|limit)?\s*(?:for|of|on)\s+/i, ' buy ', 'buy');
  rw(/\b(?:(?:i\s+(?:want|would\s+like|'d\s+like|need)|i'd\s+like|please)\s+)?(?:set|place|put|add|create|open|make|submit|stick|leave)?\s*(?:a|an|my)?\s*(?:limit(?:-|\s+)sell|sell(?:-|\s+)limit|sell)\s+(?:order|limit)?\s*(?:for|of|on)\s+/i, ' sell ', 'sell');
  rw(/\blimit(?:-|\s+)buy\b/i, ' buy ', 'buy');
  rw(/\blimit(?:-|\s+)sell\b|\bsell(?:-|\s+)limit\b/i, ' sell ', 'sell');
  rw(/\b(?:(?:i\s+(?:want|would\s+like|'d\s+like|need)|i'd\s+like|please)\s+)?(?:stick|place|put|set|leave|add|make)?\s*(?:a|an|my)?\s*(.+?)\s+bid\b/i, ' buy $1 ', 'buy');
  rw(/\bbuy\s+the\s+dip\s+(?:on|in|of)\s+(\$?[\w-]+)\s*:?\s*(.*)$/i, ' buy $2 $1 ', 'buy');
  rw(/\bexit\s+(?:my\s+)?(?:full|entire|whole)\s+(\$?[\w-]+)\s+position\b/i, ' sell all my $1 ', 'sell');
  rw(/\bexit\s+(?:my\s+)?(\$?[\w-]+)\s+position\b/i, ' sell all my $1 ', 'sell');
  rw(/\b(?:exit|dump|unload|close)\s+(?=\S)/i, ' sell ', 'sell');
  rw(/\bfor\s+(?:a\s+)?profit\b/i, ' ', 'sell', true);
  rw(/^\s*(.+?)\s+(?:should|must|shall|will|is\s+to|are\s+to|to)\s+be\s+sold\b/i, ' sell $1 ', 'sell');
  rw(/^\s*(.+?)\s+(?:should|must|shall|will|is\s+to|are\s+to|to)\s+be\s+(?:bought|purchased)\b/i, ' buy $1 ', 'buy');
  rw(/\b(?:(?:set\s+up|setup|create|start|make|open|place|add)\s+(?:a|an|my)\s+)?(?:recurring|repeat(?:ed)?|regular|scheduled|dca)\s+(?:purchase|buy|order)s?\s+(?:of|for)?\s*/i, ' buy ', 'buy');
  rw(/\b(?:recurring|repeat(?:ed)?|regular|scheduled)\s+(?:sale|sell)s?\s+(?:of\s+)?/i, ' sell ', 'sell');
  rw(/\bkeep\s+(buy|sell)ing\b/i, ' $1 ');
  rw(/\bsplit\s+(.+?)\s+(?:into|across|over)\s+(?:equal\s+)?(?:buys?|purchases?)?\s*(?:of\s+|into\s+)?(\$?[A-Za-z][\w-]*)\s*(?:buys|purchases|orders)?\s*$/i, ' swap $1 for $2 ', 'buy');
  rw(/\bdca\s+(?:into|in)\s+(\$?[\w-]+)\s+(?:with|using)\s+/i, ' buy $1 with ', 'buy');
  rw(/\b(?:dca|put|invest|spend|deploy|allocate|throw|drop|dump|pay)\s+(.+?)\s+(?:into|in|on|for|towards?)\s+(\$?[\w-]+)\s*$/i, ' buy $2 with $1 ', 'buy');
  rw(/^\s*(\$\s?[\d.,]+[km]?|[\d.,]+[km]?\s+(?:usdc|usdt|dollars?|usd|bucks))\s+(?:into|in|on)\s+(\$?[\w-]+)\s*$/i, ' buy $2 with $1 ', 'buy');
  rw(/\(\s*out\s+(?:to|into)\s+(\$?[\w-]+)\s*\)/i, ' for $1 ');
  rw(/\band\s+(?:receive|get|take)\s+(\$?[\w-]+)\s*$/i, ' for $1 ');
  rw(/\b(?:acquire|grab|pick\s+up|scoop(?:\s+up)?|accumulate|load\s+up\s+on)\b/i, ' buy ', 'buy');
  if (/\bbuy\b/i.test(s) && !side) side = 'buy';
  else if (/\bsell\b/i.test(s) && !side) side = 'sell';
  const command = s.replace(/\s+([,.;:])/g, '$1').replace(/^[\s,;:.]+|[\s,;:]+$/g, '').replace(/\s+/g, ' ');
  return {
    kind: 'order', command, trigger: trigger?.draft ?? null, schedule: schedule?.schedule ?? null, split: schedule?.split ?? false,
    expiresAt, side, profit: profit || /\b(?:take(?:-|\s+)profit|tp|profit)\b/i.test(input), stop, assumptions: [...assumptions, ...(trigger?.assumptions ?? [])],
  };
}

/**
 * Whether a command reads as an order or a cancel (or an order refused for an order reason): the
 * fallback model, which knows only immediate intents, is never asked about one, so a condition
 * or a schedule is never dropped into a market swap.
 */
export function looksLikeOrder(text: string, tokens: TokenResolver): boolean {
  if (/\b(?:daily|weekly|monthly|hourly|recurring|dca|limit|stop(?:-|\s+)?loss|take(?:-|\s+)profit|trailing|whenever)\b/i.test(text)) return true;
  try {
    return readOrderCommand(text, tokens, new Date(0)) !== null;
  } catch (err) {
    // A question is refused as one by the grammar too; any other refusal here is an order's.
    return !(err instanceof IntentRejection && err.failure.reason === 'question');
  }
}

/** "cancel ord_…", "cancel my SOL orders", "clear out every order I have open". */
function readCancel(s: string, tokens: TokenResolver): CancelReading | null {
  const verb = /\b(?:cancel(?:l?ed|ling|ing|_order|order)?|call(?:ed)?\s+off|clear(?:\s+out)?|remove|delete|kill|revoke|pull|scrap|drop|close)\b/i;
  const id = /\bord_[A-Za-z0-9]{6,40}\b/.exec(s);
  const orderNoun = /\borders?\b|\bcancel_order\b/i.test(s);
  if (!verb.test(s) || (!id && !orderNoun)) return null;
  if (/\bcancel(?:l?ed|ling|ing)?\b/i.test(s) && /\b(?:and|then)\b/i.test(s) && /\b(?:buy|sell|swap|dca|purchase|send|stake|place|set)\b/i.test(s.replace(/\bcancel_order\b/i, ''))) {
    throw reject('multiple_actions', 'One command does one thing: cancel the orders, then send the new order as its own command.');
  }
  if (/\b(?:don'?t|do\s+not|never|doesn'?t|shouldn'?t|won'?t)\b/i.test(s)) {
    throw reject('not_understood', 'The command says not to cancel: to cancel, say e.g. "cancel my SOL orders" or "cancel ord_…".');
  }
  if (id) {
    if ((s.match(/\bord_[A-Za-z0-9]{6,40}\b/g) ?? []).length > 1) throw reject('multiple_actions', 'One command cancels one order id (or every order of one token): send one command per order.');
    return { kind: 'cancel', orderId: id[0], tokenWord: null };
  }
  const words = tokenWordsIn(s.replace(/\bcancel_order\b/gi, ' '), tokens).filter((w) => !/^orders?$/i.test(w));
  const distinct = [...new Set(words.map((w) => tokens.resolve(w)?.mint))];
  if (distinct.length > 1) throw reject('multiple_actions', 'One command cancels the orders of one token, or every order: send one command per token.');
  // One order known only as "my last order" or "the order" needs its id; every order needs "all", "every" or the plural.
  if (!words.length && (/\b(?:last|latest|previous|recent|newest|oldest|first|that|this|the|my)\s+(?:\w+\s+)?order\b(?!s)/i.test(s) && !/\b(?:all|every|each|any)\b/i.test(s))) {
    throw reject('missing_fields', 'Which order? Name it by its id ("cancel ord_…"), or cancel every open order of a token ("cancel my SOL orders") or all of them ("cancel all my orders").', { missing: ['token'] });
  }
  return { kind: 'cancel', orderId: null, tokenWord: words[0] ?? null };
}

/** The schedule of a command, taken out of it, or null. */
function readSchedule(text: string): { schedule: OrderSchedule; split: boolean; rest: string } | null {
  let s = text;
  let minutes: number | null = null;
  let cycles: number | null | undefined;
  let split = false;
  let durationMinutes: number | null = null;
  const take = (re: RegExp, f: (m: RegExpExecArray) => void): boolean => {
    const m = re.exec(s);
    if (!m) return false;
    f(m);
    s = `${s.slice(0, m.index)} ${s.slice(m.index + m[0].length)}`;
    return true;
  };
  // "in 8 equal monthly buys", "into 3 daily RENDER buys": the count, the interval and a total.
  take(new RegExp(String.raw`\b(?:in|into|across|as|over)\s+(${COUNT})\s+(?:equal\s+)?(hourly|daily|weekly|monthly|fortnightly|biweekly)\s+(?:(\$?[A-Za-z][\w-]*)\s+)?(?:buys|purchases|orders|installments|instalments|tranches|sells|sales|payments|chunks|parts|slices)\b`, 'i'), (m) => {
    cycles = countOf(m[1]);
    minutes = PERIOD_ADVERB[m[2].toLowerCase()];
    split = true;
    if (m[3]) s = `${s} into ${m[3]}`;
  });
  if (minutes === null) {
    take(new RegExp(String.raw`\b(once|twice|thrice|${COUNT}\s+times)\s+(?:a|an|per|each|every)\s+(minute|hour|day|week|month)\b|\b(twice|thrice)\s+(hourly|daily|weekly|monthly)\b`, 'i'), (m) => {
      const times = m[1] ? (TIMES[m[1].toLowerCase()] ?? countOf(m[1].split(/\s+/)[0])) : TIMES[m[3].toLowerCase()];
      const base = m[2] ? MINUTES[unitOf(m[2])?.unit ?? 'day'] : PERIOD_ADVERB[m[4].toLowerCase()];
      minutes = base / times;
    });
  }
  if (minutes === null) {
    take(new RegExp(String.raw`\b(?:every|each)\s+(other\s+|second\s+)?(?:(${COUNT})\s+)?(?:single\s+)?(${UNIT}|${WEEKDAY}|mornings?|evenings?|nights?)\b`, 'i'), (m) => {
      const u = unitOf(m[3]);
      if (!u || m[3].toLowerCase().startsWith('year')) return;
      const n = m[2] ? countOf(m[2]) : 1;
      minutes = (m[1] ? 2 : 1) * n * u.value * MINUTES[u.unit];
    });
  }
  if (minutes === null) {
    take(/\b(?:on|at)\s+(?:each\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|\b(?:per|a|each)\s+(minute|hour|day|week|month)\b(?!\s+(?:ago|from|later))|\b(hourly|daily|nightly|weekly|fortnightly|biweekly|monthly)\b/i, (m) => {
      minutes = m[1] ? MINUTES[unitOf(m[1])?.unit ?? 'day'] : m[2] ? PERIOD_ADVERB[m[2].toLowerCase()] : MINUTES.week;
    });
  }
  // How long it runs: a count, a duration, or until cancelled.
  take(/\b(?:until|till|til)\s+(?:i|you|we)\s+(?:stop|cancel|turn\s+it\s+off|switch\s+it\s+off|say\s+(?:stop|so)|tell\s+you(?:\s+to\s+stop)?)(?:\s+it)?\b|\b(?:until|till)\s+(?:cancell?ed|canceled|stopped|further\s+notice)\b|\bindefinitely\b|\bforever\b|\bnon-?stop\b|\bwith\s+no\s+end\b|\bopen-?ended\b/i, () => { cycles = null; });
  take(new RegExp(String.raw`\b(?:over|across|during|throughout)\s+(?:the\s+(?:next|coming)\s+)?(${COUNT})\s+(${UNIT})\b`, 'i'), (m) => {
    const u = unitOf(m[2]);
    if (!u) return;
    durationMinutes = countOf(m[1]) * u.value * MINUTES[u.unit];
    split = true;
    if (minutes === null) minutes = MINUTES[u.unit];
  });
  take(new RegExp(String.raw`(?:\bfor|[,;])\s+(?:the\s+(?:next|coming)\s+|another\s+)?(${COUNT})\s+(?:whole\s+|full\s+)?(${UNIT})\b`, 'i'), (m) => {
    const u = unitOf(m[2]);
    if (!u) return;
    const n = countOf(m[1]);
    // "for a month" of days is 30 days.
    durationMinutes = n * u.value * MINUTES[u.unit];
  });
  take(new RegExp(String.raw`(?:[,;]\s*|\b(?:for|x)\s+|\b)(${COUNT})\s+(?:times|time|cycles?|purchases|buys|rounds|installments|instalments|orders|runs|executions|sells|sales|payments|repeats|repetitions|occurrences|iterations|intervals|periods|tranches)\b|\b(?:x|×)\s?(\d+)\b`, 'i'), (m) => { cycles = countOf(m[1] ?? m[2]); });
  if (minutes === null) {
    if (cycles !== undefined || durationMinutes !== null) {
      if (/\b(?:buy|sell|swap|purchase|dca|put|spend|invest)\b/i.test(s) && (cycles !== undefined && cycles !== null) && !/\$|\d/.test(s.replace(/\d[\d,.]*\s*(?:k|m)?\s*\$?[A-Za-z]/g, ''))) {
        // "buy 2 SOL 3 times": a count with no interval.
      }
      if (cycles !== undefined && /\b(?:recurring|dca|repeat|every|regularly)\b/i.test(text)) {
        throw reject('no_interval', 'A recurring order needs an interval: say how often, e.g. "every day" or "every 4 hours".', { missing: ['schedule'] });
      }
    }
    if (/\bevery\s+now\s+and\s+then\b|\bfrom\s+time\s+to\s+time\b|\bnow\s+and\s+again\b|\b(?:regularly|periodically|occasionally|sometimes)\b/i.test(text)) {
      throw reject('no_interval', 'A recurring order needs a fixed interval: say how often, e.g. "every day" or "every 4 hours".', { missing: ['schedule'] });
    }
    return null;
  }
  if (durationMinutes !== null && cycles === undefined) cycles = durationMinutes / minutes;
  const everyOf = every(minutes);
  if (!everyOf) throw reject('invalid_schedule', 'The interval is not a whole number of minutes: say e.g. "every 8 hours".');
  if (cycles !== null && cycles !== undefined) {
    if (!Number.isFinite(cycles)) throw reject('invalid_schedule', 'The number of cycles is not understood: say e.g. "for 10 weeks" or "5 times".');
    if (!Number.isInteger(cycles)) cycles = Math.floor(cycles);
    if (cycles < 2) throw reject('single_cycle', 'A schedule runs two cycles or more: for one purchase, send it as a plain swap (now), or say how many times ("every week for 4 weeks").');
    if (cycles > 10000) throw reject('invalid_schedule', 'A schedule runs at most 10,000 cycles.');
  }
  if (split && (cycles === null || cycles === undefined)) throw reject('invalid_schedule', 'A total spread over a schedule needs its length: say e.g. "over 5 days".');
  return { schedule: { every: everyOf, cycles: cycles ?? null }, split, rest: s };
}

interface Level { start: number; end: number; price?: string; change?: string; head: string; tokenWord: string | null; dir: 'below' | 'above' | null }

/** Number, currency and the words around it that make a level ("at $2.08 or cheaper"). */
const LEVEL_RE = new RegExp(String.raw`(?<sign>[+-])?(?<usd>(?:US)?\$|USD\s?)?\s?(?<num>${NUM})\s?(?<suffix>[kKmM](?![a-zA-Z]))?\s?(?<unit>%|\s?percent\b|\s?pct\b|\s?cents?\b|¢|\s?usd\b(?!c)|\s?usdc\b|\s?dollars?\b|\s?bucks\b)?`, 'g');
const HEAD_RE = /(?:\b(?:at|@|to|below|under|beneath|above|over|past|crosses|crossing|cross|reaches|reach|reached|hits|hit|is|exceeds?|tops|breaches|of|than|near|by|lose|loses|lost|gains?|gained|drops?|falls?|sinks?|dips?|rises?|rallies|climbs?|jumps?|declines?|surges?|pumps?|dumps?|moons?|trades|price|level|an?|limit|stop|sl|tp|target|trigger|up|down)|@)\s*(?:(?:or|the|a|an|its|price|level|of|to|at|around|about|roughly|approximately|exactly|just|least)\s+)*$/i;
const TRAIL_RE = /^\s*(?:(?:or\s+(?:cheaper|better|lower|less|below|under|higher|more|above|over|beyond))|(?:each|apiece|a\s+piece|per\s+(?:token|coin|unit)|a\s+(?:token|coin))|(?:to\s+the\s+(?:upside|downside))|(?:(?:run-?up|rally|gain|rise|pump|jump|surge|increase|drop|decline|dip|fall|dump|correction|pullback|crash|move(?:\s+(?:up|down))?|higher|lower|up|down|off)\b)|(?:from\s+(?:now|here|today|the\s+(?:current|present)\s+(?:level|price))|(?:than|from)\s+(?:today|now|it\s+is\s+now)|of\s+its\s+value|below\s+(?:the\s+)?current(?:\s+price)?|above\s+(?:the\s+)?current(?:\s+price)?|limit|stop))\b\s*/i;

/** The trigger of a command, taken out of it, or null. `second` is set when there are two levels. */
function readTrigger(text: string, tokens: TokenResolver): { draft: TriggerDraft; rest: string; second?: 'order' | 'condition'; assumptions: string[] } | null {
  const levels: Level[] = [];
  for (const m of text.matchAll(LEVEL_RE)) {
    const g = m.groups as Record<string, string | undefined>;
    const start = m.index ?? 0;
    const before = text.slice(0, start);
    const after = text.slice(start + m[0].length);
    const unit = (g.unit ?? '').trim().toLowerCase();
    const percent = unit === '%' || unit === 'percent' || unit === 'pct';
    // An amount of a token ("55 HNT", "42% of my USDT") or a slippage is no level.
    if (/^\s*(?:slippage|bps|bp|basis|max\s+slippage|of\s+(?:my|the|your|all|it|its\s+(?:balance|holdings?))|worth|of\s+\$?[A-Za-z])/i.test(after) && !/^\s*of\s+its\s+value/i.test(after)) continue;
    const nextWord = /^\s*\$?([A-Za-z][\w-]*)/.exec(after)?.[1] ?? '';
    if (!unit && nextWord && !/^(?:or|each|apiece|a|to|limit|stop|and|that|then|per|please|for|with|on|if|when|once|valid|expir\w*|lapses?|from|than|run-?up|higher|lower|up|down|usd|usdc|dollars?)$/i.test(nextWord) && tokens.resolve(nextWord)) continue;
    if (/^(?:times|cycles?|purchases|buys|days?|weeks?|hours?|minutes?|months?|nights?|mornings?|years?|x)$/i.test(nextWord)) continue;
    if (!percent && !g.usd && !unit && /\b(?:lose|loses|lost|gains?|gained|an?|by|up|down)\s*$/i.test(before)) continue;
    // "at 3pm", "at 15:00 UTC": a time of day is no price.
    if (!percent && /^\s*(?:a\.?m\b\.?|p\.?m\b\.?|o'?clock\b|:\d{2}\b|h\b|utc\b|gmt\b|est\b|pst\b|cet\b)/i.test(after) && /\b(?:at|@|by|around|until)\s*$/i.test(before)) {
      throw reject('unsupported_action', 'A time of day cannot be an order\'s trigger: an order waits for a US-dollar price ("at $120") or runs on a schedule ("every day"). Send the command when you want it done.', { suggestions: ['name a price level or an interval'] });
    }
    // "$100 cheaper", "5 dollars higher than now": a change in dollars is not offered.
    if (!percent && /^\s*(?:cheaper|lower|higher|more|less|up|down|off)\b(?!\s+(?:to|at)\b)/i.test(after) && !/\bor\s*$/i.test(before)) {
      throw reject('invalid_trigger', 'A change in dollars is not a trigger: name the level ("at $120") or a change in percent ("if it drops 20%").', { suggestions: ['name the level or a percent'] });
    }
    const head = HEAD_RE.exec(before);
    const trail = TRAIL_RE.exec(after);
    if (!head && !(trail && /^\s*(?:or\s|each|apiece|a\s+piece|per\s|to\s+the|limit|stop)/i.test(trail[0]))) continue;
    // "after a 55% run-up", "on an 11% decline": an article makes a level only of a change, a limit or a stop.
    if (head && /\b(?:an?)\s*$/i.test(head[0]) && !(percent && trail) && !/^\s*(?:limit|stop)\b/i.test(after)) continue;
    // A price of "to" needs a move before it ("drops to", "gets to", "down to").
    if (head && /^\s*to\b/i.test(head[0]) && !/\b(?:drops?|falls?|fell|sinks?|slips?|slides?|slid|plunges?|plummets?|slumps?|dips?|rises?|rallies|rall(?:y|ied)|climbs?|jumps?|gets|got|goes|moves?|trades\s+(?:down|up)|down|up|back|declines?|surges?|pumps?|moons?|tanks?|crash(?:es)?|retraces?|drop|dip|fall|rise|climb|rally)\s*$/i.test(before.slice(0, before.length - head[0].length + head[0].search(/\bto\b/i)).trimEnd() + ' ')) continue;
    if (/\bof\s*$/i.test(head?.[0] ?? '') && !/\b(?:stop(?:-|\s+)?loss|stop|limit|target|price|trigger|tp|sl|drop|decline|rise|gain|move|dip|fall|run-?up)\s+of\s*$/i.test(before)) continue;
    if (/\b(?:by)\s*$/i.test(head?.[0] ?? '') && !percent) continue;
    if (/\bthan\s*$/i.test(head?.[0] ?? '') && !/\b(?:less|more|lower|higher|cheaper|greater|under|over|below|above)\s+than\s*$/i.test(before)) continue;
    if (/\bis\s*$/i.test(head?.[0] ?? '') && !percent && !/\b(?:price|it|\$?[A-Z][\w-]*)\s+is\s*$/.test(before)) continue;
    let value = canonicalDecimal(g.num!.replace(/,/g, ''));
    if (value === null) continue;
    if (g.suffix) value = canonicalDecimal(scaleDecimal(value, /k/i.test(g.suffix) ? 3 : 6)) ?? value;
    if (/^cents?$|^¢$/.test(unit)) value = cents(value);
    // The clause the level stands in: from its opening word ("when", "if it", "the moment") to the level and what qualifies it.
    const segStart = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf(':'), before.lastIndexOf('('), before.search(/\s(?:and|then)\s(?!.*\s(?:and|then)\s)/i) >= 0 ? before.search(/\s(?:and|then)\s(?!.*\s(?:and|then)\s)/i) + 1 : -1) + 1;
    const segment = before.slice(segStart);
    // "a stop at $150": the order word stays for the rewrite below, only "at $150" is the clause.
    const kindHead = head ? /^\s*(?:limit|stop|sl|tp|target|trigger)\b/i.exec(head[0]) : null;
    let clauseStart = start - (head?.[0].length ?? 0) + (kindHead?.[0].length ?? 0);
    CLAUSE_START.lastIndex = 0;
    for (const c of segment.matchAll(CLAUSE_START)) {
      const at = segStart + (c.index ?? 0);
      if (/^(?:at|@|with\s+an?|on\s+an?)$/i.test(c[0]) && at + c[0].length < clauseStart - 12) continue;
      clauseStart = Math.min(clauseStart, at);
      break;
    }
    let end = start + m[0].length;
    let rest = after;
    for (let t = TRAIL_RE.exec(rest); t && t[0].length; t = TRAIL_RE.exec(rest)) { end += t[0].length; rest = rest.slice(t[0].length); }
    const clause = text.slice(clauseStart, end);
    if (/[€£¥₩₹₽]\s?$/.test(before) || /^\s*(?:euros?|eur|pounds?|gbp|yen|jpy|won|krw|yuan|cny|rmb|rubles?|roubles?|rub|lira|reais|brl|rupees?|inr|cad|aud|chf|francs?)\b/i.test(after)) {
      throw reject('other_currency', `The level "${clause.trim()}${after.trim().split(/\s+/)[0] ? ` ${after.trim().split(/\s+/)[0]}` : ''}" is not in US dollars: an order's trigger is a US-dollar price ("at $120", "57 cents") or a change ("if it drops 20%").`, { suggestions: ['name the level in US dollars'] });
    }
    const down = DOWN_WORDS.test(clause);
    const up = UP_WORDS.test(clause.replace(/\bor\s+better\b/i, ''));
    const dir = down && up ? null : down ? 'below' : up ? 'above' : null;
    if (down && up && !/\bor\s+better\b/i.test(clause)) {
      levels.push({ start: clauseStart, end, head: 'conflict', tokenWord: null, dir: null, price: value });
      continue;
    }
    const words = tokenWordsIn(clause.replace(LEVEL_RE, ' '), tokens);
    const lvl: Level = { start: clauseStart, end, head: head?.[0] ?? '', tokenWord: words[0] ?? null, dir };
    if (FOREIGN.test(clause)) throw reject('other_currency', `The level "${clause.trim()}" is not in US dollars: an order's trigger is a US-dollar price ("at $120", "57 cents") or a change ("if it drops 20%").`, { suggestions: ['name the level in US dollars'] });
    if (percent) {
      let sign = g.sign === '-' ? -1 : g.sign === '+' ? 1 : 0;
      if (!sign) sign = dir === 'below' ? -1 : dir === 'above' ? 1 : 0;
      if (!sign) continue;
      if (Number(value) <= 0 || (sign < 0 && Number(value) >= 100)) throw reject('invalid_trigger', 'A fall of 100% or more can never happen: name a smaller change.');
      lvl.change = `${sign < 0 ? '-' : ''}${value}`;
      lvl.dir = sign < 0 ? 'below' : 'above';
    } else {
      if (Number(value) <= 0) throw reject('invalid_trigger', 'A trigger price must be above zero.');
      lvl.price = value;
    }
    levels.push(lvl);
  }
  if (FOREIGN.test(text) && /\b(?:when|once|if|at|worth|reaches|hits|below|above|under|over|down\s+to|up\s+to)\b/i.test(text) && !levels.length) {
    throw reject('other_currency', 'The level is not in US dollars: an order\'s trigger is a US-dollar price ("at $120") or a change ("if it drops 20%").', { suggestions: ['name the level in US dollars'] });
  }
  if (!levels.length) return null;
  const first = levels[0];
  if (levels.length > 1 || first.head === 'conflict') {
    const second = levels.length > 1 && levels.every((l) => l.head !== 'conflict') && levels[0].dir !== null && levels[1].dir !== null && levels[0].dir !== levels[1].dir && text.slice(levels[0].end, levels[1].start).length < 12 ? 'condition' : levels.length > 1 ? 'order' : 'condition';
    return { draft: { tokenWord: null, condition: null }, rest: text, second, assumptions: [] };
  }
  const rest = `${text.slice(0, first.start)} ${text.slice(first.end)}`;
  const draft: TriggerDraft = { tokenWord: first.tokenWord, condition: first.dir };
  if (first.change !== undefined) draft.changePercent = first.change;
  else draft.priceUsd = first.price;
  const assumptions: string[] = [];
  if (!first.dir) assumptions.push('the condition follows from the side ("at $X": a buy waits at or below it, a sell at or above it)');
  return { draft, rest, assumptions };
}

/** "57" cents as dollars ("0.57"), by moving the point. */
function cents(value: string): string {
  const [int, frac = ''] = value.split('.');
  const padded = int.padStart(3, '0');
  return canonicalDecimal(`${padded.slice(0, -2)}.${padded.slice(-2)}${frac}`) ?? value;
}

/** The order's kind for people (api-decisions section 9), from its side and condition. */
export function orderKind(side: 'buy' | 'sell', trigger: OrderTrigger | null, profit: boolean): OrderKind {
  if (!trigger) return 'dca';
  if (side === 'buy') return trigger.condition === 'below' ? 'limit_buy' : 'breakout_buy';
  if (trigger.condition === 'below') return 'stop_loss';
  return profit || trigger.changePercent !== undefined ? 'take_profit' : 'limit_sell';
}

const STABLES = new Set(['USDC', 'USDT', 'PYUSD', 'USDS', 'USDG', 'DAI', 'UXD', 'USDH']);

/** Turns the swap the grammar read into the order: its trigger or schedule, kind and expiry. */
export function orderBody(reading: OrderReading, swap: IntentBody, tokens: TokenResolver): IntentBody {
  if (swap.type !== 'swap' || swap.params.recipient) {
    throw reject('unsupported_action', `Only a swap can wait for a price or a schedule (this reads as a ${swap.type === 'swap' ? 'swap-and-send' : swap.type}): ask for a buy, sell or swap, e.g. "buy 2 SOL when it drops to $120".`);
  }
  const p: SwapParams = swap.params;
  const side: 'buy' | 'sell' = reading.side
    ?? (STABLES.has(p.outputToken.symbol.toUpperCase()) ? 'sell' : STABLES.has(p.inputToken.symbol.toUpperCase()) ? 'buy' : p.amountSide === 'output' ? 'buy' : 'sell');
  let trigger: OrderTrigger | null = null;
  if (reading.trigger) {
    const t = reading.trigger;
    let watched: TokenRef | null = t.tokenWord ? tokens.resolve(t.tokenWord) : null;
    if (!watched) watched = side === 'buy' ? p.outputToken : p.inputToken;
    const condition = t.condition ?? (reading.stop ? 'below' : reading.profit ? 'above' : side === 'buy' ? 'below' : 'above');
    trigger = t.changePercent !== undefined ? { token: watched, condition, changePercent: t.changePercent } : { token: watched, condition, priceUsd: t.priceUsd as string };
  }
  let amount = p.amount;
  if (reading.split && reading.schedule) {
    if (amount.unit !== 'token' && amount.unit !== 'usd') {
      throw reject('not_expressible', 'A share of the balance cannot be spread over a schedule: name the amount per cycle ("10% of my USDC every week") or a total in tokens or dollars.');
    }
    const per = Number(amount.value) / (reading.schedule.cycles as number);
    const text = canonicalDecimal(per.toFixed(9).replace(/0+$/, '').replace(/\.$/, ''));
    if (!text || per <= 0) throw reject('invalid_amount', 'The amount per cycle is too small.');
    amount = { value: text, unit: amount.unit };
  }
  const kind = orderKind(side, trigger, reading.profit);
  const expiresAt = reading.expiresAt;
  return {
    type: 'order',
    params: {
      inputToken: p.inputToken, outputToken: p.outputToken, amount, amountSide: p.amountSide, slippageBps: p.slippageBps,
      kind, trigger, schedule: reading.schedule, expiresAt,
    },
  };
}

/** The cancel_order body of a cancel reading. */
export function cancelBody(reading: CancelReading, tokens: TokenResolver): IntentBody {
  if (reading.orderId) return { type: 'cancel_order', params: { orderId: reading.orderId, token: null } };
  const token = reading.tokenWord ? tokens.resolve(reading.tokenWord) : null;
  return { type: 'cancel_order', params: { orderId: null, token } };
}
