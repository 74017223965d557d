import type { IntentParseFailure, ParseOutcome, TokenResolver } from '../intent.types.js';
import { FULL_CONFIDENCE, MAX_IGNORED_WORDS, PENALTY } from '../parse-notes.js';
import { detectLanguage, readInLanguage } from './front.js';
import { LEXICONS, type LanguageCode } from './lexicons.js';

export { detectLanguage } from './front.js';
export { type LanguageCode } from './lexicons.js';

/** A command read through a lexicon is a reading of ours, not the user's words: it costs this much confidence. */
export const TRANSLATION_PENALTY = 0.02;

/**
 * Parse a command written in `language` (not English): read it into the English grammar's words
 * (front.ts), parse that with `parseEnglish`, and answer in the user's language. The intent carries
 * `language`; a refusal keeps its machine reason and gets a message in the language.
 */
export function parseInLanguage(command: string, language: Exclude<LanguageCode, 'en'>, tokens: TokenResolver, parseEnglish: (text: string) => ParseOutcome): ParseOutcome {
  const reading = readInLanguage(command, language, tokens);
  if (!reading.ok) {
    const failure: IntentParseFailure = { reason: reading.reason, message: '' };
    if (reading.reason === 'question' || reading.reason === 'not_a_command') failure.missing = ['type'];
    if (reading.reason === 'ambiguous_amount' && reading.suggestions) failure.suggestions = reading.suggestions;
    return { ok: false, failure: localise(failure, language, reading.raw) };
  }
  if (reading.unknown.length > MAX_IGNORED_WORDS) {
    return { ok: false, failure: localise({ reason: 'not_understood', message: '' }, language) };
  }
  const outcome = parseEnglish(reading.text);
  if (!outcome.ok) return { ok: false, failure: localise(outcome.failure, language) };
  const intent = outcome.intent;
  const penalty = TRANSLATION_PENALTY + PENALTY.ignoredWord * reading.unknown.length;
  const details = { ...intent.details, ignored: [...intent.details.ignored, ...reading.unknown] };
  details.assumptions = [...(intent.details.assumptions ?? []), `read in ${language} through its lexicon as "${reading.text}"`,
    ...reading.unknown.map((w) => `skipped "${w}" (not understood)`)];
  const confidence = Math.round(Math.max(0.05, Math.min(intent.confidence, FULL_CONFIDENCE) - penalty) * 100) / 100;
  return { ok: true, intent: { ...intent, confidence, details, language } };
}

/** The refusal's message in the command's language; reason, missing and suggestions stay as they were. */
export function localise(failure: IntentParseFailure, language: Exclude<LanguageCode, 'en'>, raw?: string): IntentParseFailure {
  const messages = LEXICONS[language].messages;
  const template = messages[failure.reason] ?? messages.generic;
  const suggestions = failure.suggestions?.length ? ` (${failure.suggestions.join(' / ')})` : '';
  const message = template
    .replace('{word}', failure.word ?? '')
    .replace('{suggestions}', failure.reason === 'ambiguous_amount' ? (failure.suggestions ?? []).join(' / ') : suggestions)
    .replace('{raw}', raw ?? '')
    .replace('{reason}', failure.reason);
  return { ...failure, message, language };
}

/** The language of a command, for the record: `en` unless the front stage recognises another. */
export function languageOf(command: string): LanguageCode {
  return detectLanguage(command);
}
