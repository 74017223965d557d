import { describe, expect, it } from 'vitest';
import { cleanTokenText, isConfusableTokenText, tokenSkeleton } from './token-text.js';

describe('cleanTokenText', () => {
  it('drops tag characters, zero-width characters, U+2060 and bidi controls; collapses whitespace; bounds code points', () => {
    const tags = [...'hi'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');
    expect(cleanTokenText(`US\u200BD\u2060C${tags}\u202E\u2066\u200F\uFEFF`, 20)).toBe('USDC');
    expect(cleanTokenText('\u0000\u0000Bonk\tInu\n\n', 64)).toBe('Bonk Inu');
    expect(cleanTokenText('\u200B\u2060', 10)).toBeNull();
    expect(cleanTokenText('😀😀😀', 2)).toBe('😀😀');
    expect(cleanTokenText(null, 5)).toBeNull();
  });
});

describe('isConfusableTokenText', () => {
  it('marks mixed look-alike scripts in a word and non-ASCII imitations of curated symbols', () => {
    expect(isConfusableTokenText('USD\u0421')).toBe(true); // Cyrillic Es
    expect(isConfusableTokenText('\uFF35\uFF33\uFF24\uFF23')).toBe(true); // fullwidth USDC
    expect(isConfusableTokenText('\u0408\u0422\u041E')).toBe(true); // Cyrillic-only "JTO"
    expect(isConfusableTokenText('USD \u0421oin')).toBe(true);
    expect(tokenSkeleton('U\u0405DC')).toBe('USDC');
  });
  it('leaves plain ASCII (copies are unverified, not confusable) and single-script words alone', () => {
    expect(isConfusableTokenText('USDC')).toBe(false);
    expect(isConfusableTokenText('BONK')).toBe(false);
    expect(isConfusableTokenText('\u041F\u0415\u041F\u0415')).toBe(false); // Cyrillic ПЕПЕ: no curated symbol reads so
    expect(isConfusableTokenText('Токен DOGE')).toBe(false);
    expect(isConfusableTokenText('猫 Cat')).toBe(false);
    expect(isConfusableTokenText(null)).toBe(false);
  });
});
