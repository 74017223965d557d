import es from './es.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import ko from './ko.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import tr from './tr.json' with { type: 'json' };
import vi from './vi.json' with { type: 'json' };
import zh from './zh.json' with { type: 'json' };

/** The languages of api-decisions section 11, as the record's `language` (BCP 47). */
export type { CommandLanguage as LanguageCode } from '../intent.types.js';
import type { CommandLanguage as LanguageCode } from '../intent.types.js';

/**
 * A language's lexicon as its data file holds it (shared/intents/languages/<lang>.json; the
 * format is described in docs/intents.md, "Languages"): words and phrases with the English words
 * they stand for, verbs (moved to the front of their clause), particles and suffixes (whose English
 * preposition goes before the noun they follow), and the refusal messages.
 */
export interface LexiconFile {
  language: string;
  script: 'latin' | 'cyrillic' | 'han' | 'kana' | 'hangul';
  decimal: 'comma' | 'dot';
  spaceGroups?: boolean;
  cjkNumerals?: boolean;
  cjkUnits?: boolean;
  bareScale?: boolean;
  verbs: Record<string, string>;
  words: Record<string, string>;
  post?: Record<string, string>;
  suffixes?: Record<string, string>;
  messages: Record<string, string>;
}

export interface Lexicon extends Omit<LexiconFile, 'language' | 'suffixes'> {
  language: Exclude<LanguageCode, 'en'>;
  /** Keys by their first character, longest first. */
  byFirst: Map<string, { key: string; value: string; kind: 'word' | 'verb' | 'post' }[]>;
  /** Suffixes after an apostrophe, longest first. */
  suffixes?: [string, string][];
}

function compile(file: LexiconFile): Lexicon {
  const byFirst = new Map<string, { key: string; value: string; kind: 'word' | 'verb' | 'post' }[]>();
  const add = (entries: Record<string, string> | undefined, kind: 'word' | 'verb' | 'post') => {
    for (const [key, value] of Object.entries(entries ?? {})) {
      const k = key.toLowerCase().normalize('NFKC');
      const list = byFirst.get(k[0]) ?? [];
      list.push({ key: k, value, kind });
      byFirst.set(k[0], list);
    }
  };
  add(file.words, 'word');
  add(file.verbs, 'verb');
  add(file.post, 'post');
  for (const list of byFirst.values()) list.sort((a, b) => b.key.length - a.key.length);
  const suffixes = file.suffixes ? Object.entries(file.suffixes).sort((a, b) => b[0].length - a[0].length) : undefined;
  return { ...file, language: file.language as Exclude<LanguageCode, 'en'>, byFirst, suffixes };
}

export const LEXICONS: Readonly<Record<Exclude<LanguageCode, 'en'>, Lexicon>> = {
  zh: compile(zh as LexiconFile), es: compile(es as LexiconFile), ko: compile(ko as LexiconFile), ja: compile(ja as LexiconFile),
  ru: compile(ru as LexiconFile), vi: compile(vi as LexiconFile), pt: compile(pt as LexiconFile), tr: compile(tr as LexiconFile),
};
