import type { IntentParseFailure } from './intent.types.js';
import { SUPPORTED } from './parse-notes.js';

/**
 * The round-five classes of English (issue 43), read before the grammar: a sign-off after a
 * blank line, a question or an instruction to the model (refused at any confidence), and a few
 * phrasings the grammar's words do not cover ("three-quarters of", "put 5 SOL to work staking",
 * "withdraw 40 USDC to <address>", "flip my BONK to USDC"), rewritten into its words.
 */

const ADDRESS = String.raw`[1-9A-HJ-NP-Za-km-z]{32,44}`;
const QUESTION_START = /^(?:is|are|am|should|does|do|did|shall|what|what's|whats|how|how's|why|when|where|who|which|whose)\b/i;
const INJECTION = [
  /\b(?:print|reveal|show|repeat|output|display|tell me|leak|dump|give me)\b[^.?!]{0,30}\b(?:hidden|system|secret|internal|initial|original)\b[^.?!]{0,20}\b(?:instructions?|prompts?|rules|messages?|config(?:uration)?)\b/i,
  /\b(?:ignore|disregard|forget|override|bypass)\b[^.?!]{0,30}\b(?:instructions?|prompts?|rules|guidelines|restrictions|previous|prior|above)\b/i,
  /\b(?:you are now|from now on,? you|act as (?:an?|my) (?:unrestricted|different)|jailbreak|developer mode|system prompt)\b/i,
];
const INJECTION_HINTS = ['instruction', 'prompt', 'rules', 'ignore', 'disregard', 'forget', 'override', 'bypass', 'you are now', 'from now on', 'jailbreak',
  'developer mode', 'act as', 'guideline', 'restriction', 'config', 'message'];
/** Words one of the rewrites needs; most commands have none. */
const REWRITE_HINTS = ['half', 'halves', 'third', 'quarter', 'fourth', 'fifth', 'sixth', 'eighth', 'tenth', ' work', ' out of ', 'stake ', 'withdraw', 'airdrop',
  'deposit', 'take ', ' my ', ' your '];

/** Closings people write after a blank line: never tokens, amounts or actions. */
const SIGN_OFF = /^(?:cheers|thanks|thank you|thx|ty|regards|best|best regards|kind regards|br|sent from my [\w ]+|get outlook for \w+|--|-|—)[,.!]?$/i;

const FRACTION_NUMERATORS: ReadonlyMap<string, number> = new Map([['one', 1], ['a', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6], ['seven', 7], ['eight', 8], ['nine', 9]]);
const FRACTION_DENOMINATORS: ReadonlyMap<string, number> = new Map([
  ['half', 2], ['halves', 2], ['third', 3], ['thirds', 3], ['quarter', 4], ['quarters', 4], ['fourth', 4], ['fourths', 4], ['fifth', 5], ['fifths', 5],
  ['sixth', 6], ['sixths', 6], ['eighth', 8], ['eighths', 8], ['tenth', 10], ['tenths', 10],
]);

export type PreReading = { ok: true; command: string } | { ok: false; failure: IntentParseFailure };

/** The English command as the grammar should read it, or the refusal it gets before any reading. */
export function preReadEnglish(command: string): PreReading {
  let text = dropSignOff(command);
  const flat = text.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  // Cheap word checks first: these patterns run on every English command (the hot path).
  const instructionWords = INJECTION_HINTS.some((w) => lower.includes(w));
  for (const re of instructionWords ? INJECTION : []) {
    if (re.test(flat)) {
      return { ok: false, failure: { reason: 'not_a_command', message: `That reads as an instruction to the service itself, not a command: say what to do with your tokens, e.g. "swap 1 SOL for USDC" (supported: ${SUPPORTED}).`, missing: ['type'] } };
    }
  }
  // "is 2% slippage too high for swapping 1 SOL to WIF?": a question, whatever it mentions.
  if (/\?\s*$/.test(flat) && QUESTION_START.test(flat.replace(/^(?:hey|hi|ok|okay|so|um|uh|quick question)[,:]?\s+/i, ''))) {
    return { ok: false, failure: { reason: 'question', message: `That reads as a question, not a command: say what to do, e.g. "swap 1 SOL for USDC" (supported: ${SUPPORTED}).`, missing: ['type'] } };
  }
  if (!REWRITE_HINTS.some((w) => lower.includes(w))) return { ok: true, command: text };
  text = rewrite(text);
  return { ok: true, command: text };
}

/** Lines after the last blank line that are only a closing and a name ("Cheers,\nRay"), and a "Sent from my iPhone" line. */
function dropSignOff(command: string): string {
  if (!/[\r\n]/.test(command)) return command;
  const lines = command.split(/\r?\n/);
  let end = lines.length;
  while (end > 0 && !lines[end - 1].trim()) end--;
  let k = end;
  // From the end: short lines without digits or addresses, up to a closing word.
  let closing = -1;
  while (k > 0 && end - k < 4) {
    const line = lines[k - 1].trim();
    if (!line) break;
    if (/\d/.test(line) || line.length > 40) break;
    if (SIGN_OFF.test(line)) closing = k - 1;
    k--;
  }
  if (closing < 0) return command;
  const before = lines.slice(0, closing);
  if (!before.some((l) => l.trim())) return command;
  // A name line alone after the closing is part of it; anything else stays.
  const after = lines.slice(closing + 1, end).map((l) => l.trim()).filter((l) => l);
  if (after.length > 1 || after.some((l) => !/^[\p{L}.' -]{1,30}$/u.test(l))) return command;
  return before.join('\n');
}

function rewrite(text: string): string {
  let out = text;
  // "three-quarters of", "two fifths of", "one-eighth of": a share of the balance.
  out = out.replace(/\b(one|a|two|three|four|five|six|seven|eight|nine)[- ](halves|half|thirds?|quarters?|fourths?|fifths?|sixths?|eighths?|tenths?)\s+of\b(?!\s+(?:a|one)\s+(?:percent|pct|percentage|per cent)\b)/gi, (m, n: string, d: string) => {
    const num = FRACTION_NUMERATORS.get(n.toLowerCase()) ?? 0;
    const den = FRACTION_DENOMINATORS.get(d.toLowerCase()) ?? 0;
    if (!(num > 0 && den > 0 && num <= den)) return m;
    return `${num}/${den} of`;
  });
  // "put 5 SOL to work staking", "put 5 SOL to work in staking": stake it.
  out = out.replace(/\bput\s+(.{1,40}?)\s+to\s+work\s+(?:by\s+)?(?:in\s+)?(?:staking|stake|earning staking yield)\b/i, 'stake $1');
  // "pull 2 SOL out of staking", "take 2 SOL out of my stake": unstake it.
  out = out.replace(/\b(?:pull|take|get)\s+(.{1,40}?)\s+out\s+of\s+(?:my\s+|the\s+)?(?:staking|stake|stakes|stake account)\b/i, 'unstake $1');
  // "deactivate stake <address>": the address is the stake account.
  out = out.replace(new RegExp(String.raw`\b(deactivate|undelegate|unstake|withdraw)\s+(?:the\s+|my\s+)?stake\s+(?=${ADDRESS})`, 'i'), '$1 stake account ');
  // "withdraw 40 USDC to <address>", "airdrop 500 BONK to <address>", "deposit 100 USDC to/into <address>": a token given to an address.
  const give = new RegExp(String.raw`^(\W*(?:please\s+)?)(withdraw|airdrop|deposit)\b(?=[^]*\b(?:to|into)\s+(?:(?:the|my|this|that|wallet|address|account)\s+){0,3}${ADDRESS})`, 'i');
  if (give.test(out) && !/\b(?:stake|staked|staking|validator|unstake)\b/i.test(out) && !(/^\W*(?:please\s+)?withdraw\b/i.test(out) && /\b(?:SOL|wSOL)\b/.test(out) && !/\b(?:USDC|USDT)\b/i.test(out))) {
    out = out.replace(give, '$1send');
  }
  // "take my ORCA and swap all of it for USDC": all of that token.
  out = out.replace(/\btake\s+(my|the|your)\s+(\$?[\w.-]+)\s*,?\s+and\s+(swap|sell|convert|trade|exchange|flip|turn|dump)\s+(?:all|every bit|the whole thing)\s+of\s+(?:it|them)\b/i, '$3 all $1 $2');
  // "flip my bonk to usdc": a swap that names a token it holds but no amount is all of it.
  const swapVerb = /^\W*(?:please\s+)?(flip|swap|convert|trade|exchange|switch|rotate|turn|change)\s+(my|your)\s+(\$?[A-Za-z][\w.-]*)\s+(?:in)?to\b/i;
  if (swapVerb.test(out) && !/\d|\b(?:all|half|quarter|third|fifth|tenth|eighth|percent|every|each|some|bit)\b|%/i.test(out)) {
    out = out.replace(swapVerb, (m, verb: string, my: string, token: string) => m.replace(`${verb} ${my} ${token}`, `${verb} all ${my} ${token}`));
  }
  return out;
}
