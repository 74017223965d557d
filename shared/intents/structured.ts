import { decimalFromNumber } from './decimal.js';
import { isPublicKey } from './lexer.js';

/**
 * Commands written as data, the way agents and tools write them: a JSON object
 * (`{"action":"swap","inputToken":"USDT","outputToken":"SOL","amount":"12"}`), a function call
 * (`swap_tokens(from="USDC", to="JTO", amount=30)`) or labelled fields ("Recipient: <addr>.
 * Amount: 0.3 SOL. Action: send."). Each is rewritten as one plain sentence that the grammar
 * then reads like any other command, so every check (chains, tokens, amounts, wallets) applies
 * unchanged. A field this module does not know is kept in the sentence as words, never
 * dropped: "limitPrice": 100 reads as a second amount and is refused.
 */

type Field = 'for' | 'action' | 'input' | 'output' | 'token' | 'amount' | 'amountOut' | 'amountUsd' | 'recipient' | 'wallet' | 'from' | 'to'
  | 'slippage' | 'slippageBps' | 'validator' | 'stakeAccount' | 'side' | 'network' | 'memo' | 'unit' | 'liquid' | 'ignore'
  | 'triggerPrice' | 'stopPrice' | 'profitPrice' | 'triggerChange' | 'condition' | 'interval' | 'cycles' | 'expiry' | 'quote' | 'orderId' | 'watch';

const KEYS: ReadonlyMap<string, Field> = new Map<string, Field>([
  ...['action', 'type', 'intent', 'operation', 'op', 'method', 'function', 'command', 'verb', 'name', 'tool', 'kind', 'cmd', 'task', 'do'].map((k) => [k, 'action'] as const),
  ...['pay', 'in', 'spend', 'payin', 'sellasset'].map((k) => [k, 'input'] as const),
  ...['out', 'get', 'payout', 'buyasset'].map((k) => [k, 'output'] as const),
  ['for', 'for'],
  ...['objective', 'goal', 'purpose', 'context', 'comment', 'notes', 'source_agent', 'agent', 'requester'].map((k) => [k, 'ignore'] as const),
  ...['inputtoken', 'input', 'fromtoken', 'fromsymbol', 'sell', 'selltoken', 'tokenin', 'inputmint', 'frommint', 'source', 'sourcetoken', 'paytoken',
    'paywith', 'inputsymbol', 'fromasset', 'tokenfrom', 'inputasset', 'srctoken', 'sellingtoken', 'inputcurrency', 'fromcurrency'].map((k) => [k, 'input'] as const),
  ...['outputtoken', 'output', 'totoken', 'tosymbol', 'buy', 'buytoken', 'tokenout', 'outputmint', 'tomint', 'targettoken', 'receivetoken', 'receive',
    'outputsymbol', 'toasset', 'tokento', 'outputasset', 'dsttoken', 'buyingtoken', 'outputcurrency', 'tocurrency', 'target'].map((k) => [k, 'output'] as const),
  ...['token', 'mint', 'asset', 'currency', 'symbol', 'coin', 'tokensymbol', 'tokenmint', 'tokenaddress'].map((k) => [k, 'token'] as const),
  ...['amount', 'qty', 'quantity', 'value', 'amountin', 'inamount', 'inputamount', 'uiamount', 'size', 'sum', 'sellamount', 'fromamount'].map((k) => [k, 'amount'] as const),
  ...['amountout', 'outamount', 'outputamount', 'buyamount', 'toamount', 'receiveamount'].map((k) => [k, 'amountOut'] as const),
  ...['amountusd', 'usdamount', 'usd', 'valueusd', 'usdvalue', 'notional'].map((k) => [k, 'amountUsd'] as const),
  ...['recipient', 'destination', 'receiver', 'toaddress', 'recipientaddress', 'dest', 'destinationaddress', 'payee', 'towallet', 'recipientwallet'].map((k) => [k, 'recipient'] as const),
  ...['wallet', 'owner', 'signer', 'payer', 'sender', 'fromaddress', 'fromwallet', 'walletaddress', 'user', 'useraddress', 'userpublickey', 'publickey'].map((k) => [k, 'wallet'] as const),
  ['from', 'from'],
  ['to', 'to'],
  ...['slippage', 'maxslippage', 'slippagepercent', 'slippagepct', 'slippagetolerance'].map((k) => [k, 'slippage'] as const),
  ...['slippagebps', 'maxslippagebps'].map((k) => [k, 'slippageBps'] as const),
  ...['validator', 'voteaccount', 'vote', 'validatoraddress', 'votepubkey'].map((k) => [k, 'validator'] as const),
  ...['stakeaccount', 'stakeaccountaddress', 'stakepubkey'].map((k) => [k, 'stakeAccount'] as const),
  ...['liquidtoken', 'lst', 'liquidstakingtoken', 'stakepool', 'lsttoken', 'liquidstaketoken'].map((k) => [k, 'liquid'] as const),
  ...['side', 'swapmode', 'mode', 'amountside', 'exactside'].map((k) => [k, 'side'] as const),
  ...['network', 'chain', 'blockchain', 'cluster', 'chainname'].map((k) => [k, 'network'] as const),
  ...['memo', 'note', 'message', 'reference', 'comment'].map((k) => [k, 'memo'] as const),
  ...['unit', 'units', 'denomination'].map((k) => [k, 'unit'] as const),
  // Orders (api-decisions section 9): the trigger, the schedule, the expiry and the order to cancel.
  ...['triggerprice', 'limitprice', 'price', 'limit', 'trigger', 'triggerat', 'triggerusd', 'priceusd', 'level', 'entry', 'entryprice'].map((k) => [k, 'triggerPrice'] as const),
  ...['stopprice', 'stoploss', 'stop', 'sl', 'stoplossprice'].map((k) => [k, 'stopPrice'] as const),
  ...['takeprofit', 'tp', 'takeprofitprice', 'profittarget', 'targetprice'].map((k) => [k, 'profitPrice'] as const),
  ...['triggerchange', 'changepercent', 'change', 'triggerpercent', 'pctchange', 'changepct', 'move', 'movepercent'].map((k) => [k, 'triggerChange'] as const),
  ...['condition', 'direction', 'cond', 'comparator', 'operator'].map((k) => [k, 'condition'] as const),
  ...['interval', 'every', 'frequency', 'period', 'cadence', 'schedule'].map((k) => [k, 'interval'] as const),
  ...['cycles', 'count', 'times', 'repeat', 'repeats', 'occurrences', 'rounds', 'iterations', 'numcycles'].map((k) => [k, 'cycles'] as const),
  ...['expiry', 'expires', 'expiresin', 'ttl', 'validfor', 'expiration', 'expireafter', 'lifetime'].map((k) => [k, 'expiry'] as const),
  ...['quote', 'quotetoken', 'counter', 'countertoken', 'quotecurrency', 'quoteasset'].map((k) => [k, 'quote'] as const),
  ...['orderid', 'order', 'ordid'].map((k) => [k, 'orderId'] as const),
  ...['watch', 'watchtoken', 'triggertoken', 'pricetoken', 'watched'].map((k) => [k, 'watch'] as const),
  ...['request', 'orderkind', 'ordertype'].map((k) => [k, 'action'] as const),
  ...['id', 'requestid', 'jsonrpc', 'version', 'timestamp', 'description', 'reason'].map((k) => [k, 'ignore'] as const),
]);

/** Labels of "Label: value" lists, longest first so "input token" wins over "input". */
const LABELS = ['kind', 'cmd', 'dest', 'qty', 'size', 'sum', 'value', 'objective', 'goal', 'purpose', 'mode', 'pay', 'for', 'tool', 'in', 'out',
  'sender', 'payer', 'signer', 'owner', 'slippage_bps', 'slippage bps', 'slippagebps', 'max_slippage_bps', 'amount in', 'amount out', 'amount_in',
  'amount_out', 'input_token', 'output_token', 'input_mint', 'output_mint', 'vote account', 'recipient address', 'action', 'type', 'intent', 'operation', 'recipient', 'destination', 'receiver', 'to', 'from', 'amount', 'quantity',
  'token', 'asset', 'mint', 'input token', 'output token', 'input', 'output', 'sell', 'buy', 'pay with', 'receive', 'slippage',
  'max slippage', 'slippage tolerance', 'validator', 'stake account', 'wallet', 'network', 'chain', 'memo', 'note', 'side',
  'from token', 'to token', 'token in', 'token out', 'request', 'trigger price', 'trigger_price', 'limit price', 'limit_price', 'stop price',
  'trigger change', 'trigger_change', 'condition', 'interval', 'cycles', 'expiry', 'expires', 'quote', 'order id', 'order_id', 'order kind', 'order type',
  'stop loss', 'take profit', 'frequency', 'watch'].sort((a, b) => b.length - a.length);
// "Amount: 2", "amount=2", "Amount - 2" (a dash with spaces both sides; "-2" stays negative).
// Any identifier right before "=" is a field name too ("op=unwrap; amount=all").
const LABEL_RE = new RegExp(`(?:^|[\\s.;,|])(${LABELS.map((l) => l.replace(' ', '\\s+')).join('|')}|[A-Za-z][A-Za-z0-9_]{0,30}(?=\\s*=))(?:\\s*[:=]\\s*|\\s+[-\u2013\u2014]\\s+)`, 'gi');

const FUNCTION_CALL = /^\s*([A-Za-z_][\w.]*)\s*\(([\s\S]*)\)\s*;?\s*$/;

const keyOf = (key: string): string => key.toLowerCase().replace(/[^a-z0-9]/g, '');

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim().replace(/^['"`]|['"`]$/g, '').trim();
  if (typeof value === 'number') return decimalFromNumber(Math.abs(value)) === null ? String(value) : `${value < 0 ? '-' : ''}${decimalFromNumber(Math.abs(value))}`;
  if (typeof value === 'boolean') return String(value);
  return null;
}

/** A JSON object's fields, one level of nesting ("params", "arguments") merged in. */
function jsonFields(command: string): [string, string][] | null {
  const trimmed = command.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) return null;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return null;
  }
  return objectFields(value);
}

function objectFields(value: unknown): [string, string][] | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const out: [string, string][] = [];
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      // {"amount": {"value": "2", "unit": "token"}} and {"params": {...}}.
      const nested = objectFields(inner) ?? [];
      if (['amount', 'amountin', 'amountout'].includes(keyOf(key))) {
        const v = nested.find(([k]) => keyOf(k) === 'value')?.[1];
        const unit = nested.find(([k]) => keyOf(k) === 'unit')?.[1];
        out.push([key, unit === 'all' ? 'all' : `${v ?? ''}${unit === 'usd' ? ' usd' : unit === 'percent' ? '%' : ''}`]);
      } else if (['inputtoken', 'outputtoken', 'token'].includes(keyOf(key))) {
        out.push([key, nested.find(([k]) => keyOf(k) === 'symbol')?.[1] ?? nested.find(([k]) => keyOf(k) === 'mint')?.[1] ?? '']);
      } else out.push(...nested);
      continue;
    }
    const t = text(inner);
    if (t !== null) out.push([key, t]);
  }
  return out;
}

/** Arguments of `name(key="v", key2=3)`; positional arguments make it not a call this reads. */
function callFields(command: string): [string, string][] | null {
  const m = FUNCTION_CALL.exec(command);
  if (!m) return null;
  const args = m[2].trim();
  const out: [string, string][] = [['function', m[1]]];
  if (args.startsWith('{')) {
    const fields = jsonFields(args);
    return fields ? [...out, ...fields] : null;
  }
  for (const part of args.match(/(?:[^,"']|"[^"]*"|'[^']*')+/g) ?? []) {
    const kv = /^\s*([A-Za-z_]\w*)\s*[=:]\s*([\s\S]*?)\s*$/.exec(part);
    if (!kv) return null;
    out.push([kv[1], kv[2].replace(/^['"]|['"]$/g, '')]);
  }
  return out.length > 1 ? out : null;
}

/** "Recipient: X. Amount: 0.3 SOL. Action: send.": two labels at least. */
function labelledFields(command: string): [string, string][] | null {
  const matches = [...command.matchAll(LABEL_RE)];
  if (matches.length < 2) return null;
  const out: [string, string][] = [];
  const head = command.slice(0, matches[0].index).trim();
  if (head.replace(/[^\p{L}\p{N}]/gu, '')) out.push(['_text', head]);
  for (let i = 0; i < matches.length; i++) {
    const start = (matches[i].index ?? 0) + matches[i][0].length;
    const end = i + 1 < matches.length ? matches[i + 1].index ?? command.length : command.length;
    out.push([matches[i][1].replace(/\s+/g, ' '), command.slice(start, end).trim().replace(/[.;,|]+$/, '').trim()]);
  }
  return out;
}

const ACTION_WORDS: readonly [RegExp, string][] = [
  [/\bcancel\b/, 'cancel'],
  [/\b(take profit|tp|stop loss|stoploss|sl|limit sell)\b/, 'sell'], [/\b(limit buy|breakout buy|breakout|dca|recurring buy)\b/, 'buy'],
  [/\b(swap|trade|exchange|convert)\b/, 'swap'], [/\bbuy\b|\bpurchase\b/, 'buy'], [/\bsell\b/, 'sell'],
  [/\b(send|transfer|pay)\b/, 'send'], [/\bunstake\b|\bwithdraw\b|\bdeactivate\b/, 'unstake'], [/\bstake\b|\bdelegate\b/, 'stake'],
  [/\bunwrap\b/, 'unwrap'], [/\bwrap\b/, 'wrap'],
  [/\bclose(?: (?:my|all|empty|token|the))* accounts?\b|\breclaim\b(?: rent)?/, 'close'],
];

/** The verb of an action field or function name ("swap_tokens", "transferSol", "SWAP"). */
function actionOf(value: string): { verb: string; rest: string } | null {
  const words = value.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_.-]+/g, ' ').toLowerCase();
  for (const [re, verb] of ACTION_WORDS) {
    if (re.test(words)) return { verb, rest: words.replace(re, ' ').replace(/\b(tokens?|execute|create|build|do|perform|intent|action|tx|transaction)\b/g, ' ').trim() };
  }
  return null;
}

const INTERVAL_UNITS: Record<string, string> = { m: 'minute', min: 'minute', mins: 'minute', minute: 'minute', minutes: 'minute', h: 'hour', hr: 'hour', hrs: 'hour', hour: 'hour', hours: 'hour',
  d: 'day', day: 'day', days: 'day', w: 'week', wk: 'week', week: 'week', weeks: 'week', mo: 'month', mon: 'month', month: 'month', months: 'month' };

/** The order fields as the words the order grammar reads (orders.ts): ", when the price is at or below $1.18". */
function orderClauses(f: Map<Field, string>, kind: string | null): string {
  let out = '';
  const watch = f.get('watch') ?? 'the price';
  const cond = (f.get('condition') ?? '').toLowerCase().replace(/\s+/g, '');
  const below = /^(below|under|lte?|<=?|down|less|lower|fall|falls|drop|drops|dip|≤|atorbelow|crossbelow|crossesbelow)$/.test(cond);
  const above = /^(above|over|gte?|>=?|up|more|higher|rise|rises|≥|atorabove|crossabove|crossesabove)$/.test(cond);
  const level = f.get('triggerPrice') ?? f.get('stopPrice') ?? f.get('profitPrice');
  const implied = f.has('stopPrice') || kind === 'stop' || kind === 'limitBuy' ? 'below' : f.has('profitPrice') || kind === 'profit' || kind === 'breakout' ? 'above' : null;
  const dir = below ? 'below' : above ? 'above' : implied;
  if (level !== undefined) {
    const price = level.replace(/^\s*(?:US)?\$\s*|\s*(?:usd|dollars?)\s*$/gi, '');
    out += dir ? `, when ${watch} is at or ${dir} $${price}` : ` at $${price}`;
  }
  const change = f.get('triggerChange');
  if (change !== undefined) {
    const m = /^\s*([+-])?\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(change);
    const down = m?.[1] === '-' || (!m?.[1] && dir === 'below');
    out += m ? `, if ${f.get('watch') ?? 'it'} ${down ? 'drops' : 'rises'} ${m[2]}%` : ` change ${change}`;
  }
  const interval = f.get('interval');
  if (interval !== undefined) {
    const m = /^\s*(\d+)?\s*([a-z]+)\s*$/i.exec(interval);
    const unit = m ? INTERVAL_UNITS[m[2].toLowerCase()] : undefined;
    out += unit ? ` every ${m?.[1] ?? 1} ${unit}${(m?.[1] ?? '1') === '1' ? '' : 's'}` : /^[a-z]+ly$/i.test(interval.trim()) ? ` ${interval.trim()}` : ` every ${interval}`;
  }
  if (f.has('cycles')) out += /^\s*(?:null|none|0|infinite|unlimited|until cancell?ed)\s*$/i.test(f.get('cycles') as string) ? ' until cancelled' : `, ${f.get('cycles')} times`;
  const expiry = f.get('expiry');
  if (expiry !== undefined) {
    const m = /^\s*(\d+)\s*([a-z]+)\s*$/i.exec(expiry);
    const unit = m ? INTERVAL_UNITS[m[2].toLowerCase()] : undefined;
    out += unit ? `, valid for ${m?.[1]} ${unit}s` : ` expiry ${expiry}`;
  }
  return out;
}

/** The structured command as one sentence, or null when the command is plain text. */
export function structuredCommand(command: string): string | null {
  const first = command.trimStart()[0];
  const fields = first === '{' || first === '`' ? jsonFields(command) : (FUNCTION_CALL.test(command) ? callFields(command) : null) ?? (/[:=]|\s[-\u2013\u2014]\s/.test(command) ? labelledFields(command) : null);
  if (!fields) return null;
  const f = new Map<Field, string>();
  const extra: string[] = [];
  let actionRest = '';
  for (const [key, value] of fields) {
    // A header naming the action ("swap_request: sell=SOL, buy=USDC, size=3").
    if (key === '_text' && /^[\w-]+:?$/.test(value) && actionOf(value.replace(/:$/, ''))) { f.set('action', value.replace(/:$/, '')); continue; }
    if (key === '_text' && /^(?:order|new order|order request):?$/i.test(value)) continue;
    if (key === '_text') { extra.push(value); continue; }
    const field = KEYS.get(keyOf(key)) ?? (keyOf(key) === 'function' ? 'action' : undefined);
    if (field === 'ignore' || value === '') continue;
    if (!field || f.has(field)) { extra.push(`${key} ${value}`); continue; }
    f.set(field, value);
  }
  // "mode: swap": a mode that names an action is the action.
  if (!f.has('action') && f.has('side') && actionOf(f.get('side') as string)) { f.set('action', f.get('side') as string); f.delete('side'); }
  const actionText = (f.get('action') ?? '').toLowerCase().replace(/[_-]+/g, ' ');
  const orderKind = /take profit|\btp\b/.test(actionText) ? 'profit' : /stop|\bsl\b/.test(actionText) ? 'stop' : /limit buy/.test(actionText) ? 'limitBuy' : /breakout/.test(actionText) ? 'breakout' : /limit sell/.test(actionText) ? 'limitSell' : null;
  const action = f.has('action') ? actionOf(f.get('action') as string) : null;
  if (f.has('action') && !action) return null;
  if (action?.verb === 'cancel') {
    const id = f.get('orderId') ?? /\bord_\w+/.exec(fields.map(([, v]) => v).join(' '))?.[0];
    const which = f.get('token') ?? f.get('input') ?? f.get('output');
    return id ? `cancel order ${id}` : which ? `cancel my ${which} orders` : 'cancel all my orders';
  }
  if (f.has('quote')) {
    const quoteSide = action?.verb === 'buy' || f.get('side')?.toLowerCase() === 'buy' ? 'input' : 'output';
    if (!f.has(quoteSide)) f.set(quoteSide, f.get('quote') as string);
    f.delete('quote');
  }
  if (action) actionRest = action.rest;
  // "from" and "to" are addresses for a transfer and tokens for a swap.
  const from = f.get('from');
  const to = f.get('to');
  if (from !== undefined) f.set(isPublicKey(from) && !f.has('wallet') ? 'wallet' : f.has('input') ? 'wallet' : 'input', from);
  if (to !== undefined) f.set(isPublicKey(to) && (action?.verb === 'send' || !action) && !f.has('recipient') ? 'recipient' : 'output', to);
  // "for=USDC": paid with when buying, received otherwise.
  if (f.has('for')) {
    const target = action?.verb === 'buy' ? 'input' : 'output';
    if (!f.has(target)) f.set(target, f.get('for') as string);
    else extra.push(`for ${f.get('for')}`);
    f.delete('for');
  }
  let verb = action?.verb ?? (f.has('recipient') ? 'send' : f.has('input') && f.has('output') ? 'swap' : null);
  if (!verb) return null;

  const unit = f.get('unit')?.toLowerCase();
  const money = (value: string) => (unit === 'usd' ? `$${value}` : unit === 'percent' ? `${value}%` : unit === 'lamports' || unit === 'lamport' ? `${value} lamports` : value);
  const side = f.get('side')?.toLowerCase().replace(/[^a-z]/g, '') ?? '';
  // "qty=1.3 bSOL": the token written with the amount is the one named beside it.
  for (const k of ['amount', 'amountOut'] as const) {
    const m = /^(\S+)\s+(\$?[A-Za-z][\w-]*)$/.exec(f.get(k) ?? '');
    if (m && [f.get('token'), f.get('output'), f.get('input')].some((t) => t?.toLowerCase() === m[2].toLowerCase())) f.set(k, m[1]);
  }
  let amount = f.has('amountUsd') ? `$${f.get('amountUsd')}` : f.get('amount') !== undefined ? money(f.get('amount') as string) : '';
  let outputSide = f.has('amountOut') || side === 'exactout' || side === 'output' || side === 'out';
  if (f.has('amountOut') && !amount) amount = f.get('amountOut') as string;
  else if (f.has('amountOut')) extra.push(`amountOut ${f.get('amountOut')}`);
  // A buy counts the token bought ("action=buy; token=WIF; amount=300; pay_with=USDC" is 300 WIF),
  // unless the side says the amount is what is paid.
  if (verb === 'buy' && !(side === 'exactin' || side === 'input' || side === 'in')) outputSide = true;

  const input = f.get('input') ?? '';
  const output = f.get('output') ?? '';
  const token = f.get('token') ?? '';
  let sentence: string;
  switch (verb) {
    case 'swap':
    case 'buy':
    case 'sell':
      if (verb === 'sell' && !f.has('input') && token) f.set('input', token);
      if (verb === 'buy' && !f.has('output') && token) f.set('output', token);
      if (outputSide) sentence = `buy ${amount} ${f.get('output') ?? ''}${f.get('input') ? ` with ${f.get('input')}` : ''}`;
      else if (verb === 'buy' && !f.has('input')) sentence = `buy ${amount} ${f.get('output') ?? ''}`;
      else sentence = `${verb === 'buy' ? 'swap' : verb} ${amount} ${f.get('input') ?? token}${f.get('output') ? ` for ${f.get('output')}` : ''}`;
      // A swap-and-send: the output goes to the recipient, never silently to the wallet.
      if (f.has('recipient')) sentence += ` and send it to ${f.get('recipient')}`;
      break;
    case 'send':
      sentence = `send ${amount} ${token || input || actionRest} to ${f.get('recipient') ?? output}`;
      break;
    case 'stake':
      sentence = f.has('liquid')
        ? `stake ${amount} ${token || 'SOL'} for ${f.get('liquid')}`
        : `stake ${amount} ${token || 'SOL'}${f.get('validator') ? ` to validator ${f.get('validator')}` : ''}`;
      break;
    case 'unstake':
      sentence = f.has('liquid') && (!token || /^sol$/i.test(token))
        ? `unstake ${amount || 'all'} ${f.get('liquid')}`
        : `unstake ${amount} ${token}${f.get('stakeAccount') ? ` from stake account ${f.get('stakeAccount')}` : ''}`;
      break;
    case 'close':
      sentence = `close my empty ${token || input ? `${token || input} ` : ''}token accounts`;
      break;
    default:
      sentence = `${verb} ${amount} ${token || input || 'SOL'}`;
  }
  verb = '';
  if (f.has('slippageBps')) sentence += ` with ${f.get('slippageBps')} bps slippage`;
  else if (f.has('slippage')) sentence += ` with ${/%|bps|bp/i.test(f.get('slippage') as string) ? f.get('slippage') : `${f.get('slippage')}%`} slippage`;
  if (f.has('network')) sentence += ` on ${f.get('network')}`;
  sentence += orderClauses(f, orderKind);
  if (f.has('memo')) sentence += ' with memo';
  if (f.has('wallet')) sentence = `from wallet ${f.get('wallet')}, ${sentence}`;
  if (extra.length) sentence += ` ${extra.join(' ')}`;
  return sentence.replace(/\s+/g, ' ').trim();
}
