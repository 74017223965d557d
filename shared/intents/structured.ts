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
  | 'slippage' | 'slippageBps' | 'validator' | 'stakeAccount' | 'side' | 'network' | 'memo' | 'unit' | 'liquid' | 'ignore';

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
  ...['id', 'requestid', 'jsonrpc', 'version', 'timestamp', 'description', 'reason'].map((k) => [k, 'ignore'] as const),
]);

/** Labels of "Label: value" lists, longest first so "input token" wins over "input". */
const LABELS = ['kind', 'cmd', 'dest', 'qty', 'size', 'sum', 'value', 'objective', 'goal', 'purpose', 'mode', 'pay', 'for', 'tool', 'in', 'out',
  'sender', 'payer', 'signer', 'owner', 'slippage_bps', 'slippage bps', 'slippagebps', 'max_slippage_bps', 'amount in', 'amount out', 'amount_in',
  'amount_out', 'input_token', 'output_token', 'input_mint', 'output_mint', 'vote account', 'recipient address', 'action', 'type', 'intent', 'operation', 'recipient', 'destination', 'receiver', 'to', 'from', 'amount', 'quantity',
  'token', 'asset', 'mint', 'input token', 'output token', 'input', 'output', 'sell', 'buy', 'pay with', 'receive', 'slippage',
  'max slippage', 'slippage tolerance', 'validator', 'stake account', 'wallet', 'network', 'chain', 'memo', 'note', 'side',
  'from token', 'to token', 'token in', 'token out'].sort((a, b) => b.length - a.length);
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
    if (key === '_text') { extra.push(value); continue; }
    const field = KEYS.get(keyOf(key)) ?? (keyOf(key) === 'function' ? 'action' : undefined);
    if (field === 'ignore' || value === '') continue;
    if (!field || f.has(field)) { extra.push(`${key} ${value}`); continue; }
    f.set(field, value);
  }
  // "mode: swap": a mode that names an action is the action.
  if (!f.has('action') && f.has('side') && actionOf(f.get('side') as string)) { f.set('action', f.get('side') as string); f.delete('side'); }
  const action = f.has('action') ? actionOf(f.get('action') as string) : null;
  if (f.has('action') && !action) return null;
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
  if (f.has('memo')) sentence += ' with memo';
  if (f.has('wallet')) sentence = `from wallet ${f.get('wallet')}, ${sentence}`;
  if (extra.length) sentence += ` ${extra.join(' ')}`;
  return sentence.replace(/\s+/g, ' ').trim();
}
