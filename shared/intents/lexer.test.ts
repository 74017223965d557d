import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { canonicalDecimal, scaleDecimal } from './decimal.js';
import { editDistance } from './fuzzy.js';
import { isPublicKey, lex, type Lexeme, normaliseCommand } from './lexer.js';

const numbers = (text: string): string[] =>
  lex(normaliseCommand(text)).filter((l): l is Extract<Lexeme, { kind: 'number' }> => l.kind === 'number')
    .map((l) => `${l.negative ? '-' : ''}${l.usd ? '$' : ''}${l.value}${l.percent ? '%' : ''}`);

describe('normaliseCommand', () => {
  it('folds full-width forms and odd spaces, drops controls, invisible characters and emoji', () => {
    expect(normaliseCommand('ｓｗａｐ\u00a0１．５\u3000ＳＯＬ')).toBe('swap 1.5 SOL');
    expect(normaliseCommand('a\u0000b\u0007c\r\nd')).toBe('a b c d');
    expect(normaliseCommand('sw\u200bap\ufe0f 🚀👍🏽 now')).toBe('swap now');
    expect(normaliseCommand('it\u2019s SOL -> USDC')).toBe("it's SOL to USDC");
  });

  it('survives lone surrogates', () => {
    expect(normaliseCommand('swap \ud800 1')).toBe('swap 1');
  });
});

describe('lex: numbers', () => {
  it.each([
    ['3', ['3']],
    ['0.50', ['0.5']],
    ['.25', ['0.25']],
    ['007', ['7']],
    ['4,200', ['4200']],
    ['1,234,567.89', ['1234567.89']],
    ['2.5k 3K 1.25m 2MM 1b 4bn', ['2500', '3000', '1250000', '2000000', '1000000000', '4000000000']],
    ['$12 12$ $ 12', ['$12', '$12', '$12']],
    ['-4 - 4', ['-4', '-4']],
    ['15% 15 %', ['15%', '15%']],
    ['eight', ['8']],
    ['ninety-nine', ['99']],
    ['two hundred and six', ['206']],
    ['one thousand two hundred', ['1200']],
    ['three and a quarter', ['3.25']],
    ['a dozen', ['12']],
    ['4 thousand', ['4000']],
    ['0.1 million', ['100000']],
    ['1/8', ['0.125']],
  ])('%s', (text, expected) => {
    expect(numbers(text)).toEqual(expected);
  });

  it('multiplies stacked scale words exactly, and refuses spelled numbers past 2^53 rather than round them', () => {
    expect(numbers('12 thousand million')).toEqual(['12000000000']);
    expect(numbers('2 hundred thousand')).toEqual(['200000']);
    expect(numbers('one thousand million')).toEqual(['1000000000']);
    expect(numbers('a hundred thousand')).toEqual(['100000']);
    expect(numbers('two million one thousand')).toEqual(['2001000']);
    const big = lex(normaliseCommand('ninety thousand million million')).find((l) => l.kind === 'number');
    expect(big).toMatchObject({ kind: 'number', inexact: true });
  });

  it('splits a number glued to a symbol', () => {
    expect(lex('5sol').map((l) => l.kind)).toEqual(['number', 'word']);
    expect(lex('5msol').map((l) => (l.kind === 'word' ? l.text : l.kind))).toEqual(['number', 'msol']);
  });
});

describe('lex: words and addresses', () => {
  it('keeps $ symbols, "w/" and inner dots', () => {
    expect(lex('$Bonk w/ usdc.e')).toEqual([
      { kind: 'word', text: 'bonk', raw: 'Bonk', dollar: true },
      { kind: 'word', text: 'with', raw: 'w/', dollar: false },
      { kind: 'word', text: 'usdc.e', raw: 'usdc.e', dollar: false },
    ]);
  });

  it('marks long base58 runs as addresses, valid only when they decode to 32 bytes', () => {
    const key = 'C9z6QD7EPr4hZGHLoaZmUf7n2Sex4qohxjXeX98ifqru';
    expect(lex(`to ${key}.`)).toContainEqual({ kind: 'address', text: key, valid: true });
    expect(lex(`to ${key.slice(0, 30)}`)).toContainEqual({ kind: 'address', text: key.slice(0, 30), valid: false });
    expect(lex(`to ${key.slice(0, -1)}0`)).toContainEqual({ kind: 'address', text: `${key.slice(0, -1)}0`, valid: false });
    expect(isPublicKey('11111111111111111111111111111111')).toBe(true);
    expect(isPublicKey('O'.repeat(44))).toBe(false);
  });
});

describe('lex: the fast paths read as the full grammar', () => {
  const kinds = (text: string) => lex(normaliseCommand(text)).map((l) => (l.kind === 'word' ? `w:${l.raw}` : l.kind === 'number' ? `n:${l.value}${l.percent ? '%' : ''}${l.usd ? '$' : ''}` : l.kind === 'mark' ? `m:${l.text}` : `a:${l.text}`));

  it('reads a word up to a space, a mark or the end, and hands anything glued to it to the grammar', () => {
    expect(kinds('Swap 1 SOL, then stake! ok? fine; a & b.')).toEqual(['w:Swap', 'n:1', 'w:SOL', 'm:,', 'w:then', 'w:stake', 'm:.', 'w:ok', 'm:?', 'w:fine', 'm:;', 'w:a', 'm:&', 'w:b', 'm:.']);
    expect(kinds('jup.ag SOL.USDC it.')).toEqual(['w:jup.ag', 'w:SOL.USDC', 'w:it', 'm:.']);
    expect(kinds("don't usd25 US$25 USD 25 w/ sol")).toEqual(["w:don't", 'n:25$', 'n:25$', 'n:25$', 'w:w/', 'w:sol']);
    // 24 letters is a word; 25 is read as an address (invalid).
    expect(kinds(`${'a'.repeat(24)} ${'a'.repeat(25)}`)).toEqual([`w:${'a'.repeat(24)}`, `a:${'a'.repeat(25)}`]);
  });

  it('reads plain digits before a space or the end, and a percent, fraction or suffix after them as before', () => {
    expect(kinds('5 SOL 0.25 7')).toEqual(['n:5', 'w:SOL', 'n:0.25', 'n:7']);
    expect(kinds('5 % 1 /2 2.5k 5.')).toEqual(['n:5%', 'n:0.5', 'n:2500', 'n:5', 'm:.']);
    expect(kinds('+5 .5 1,000 usd 40')).toEqual(['n:5', 'n:0.5', 'n:1000', 'n:40$']);
  });

  it('normalises printable ASCII as the Unicode passes would', () => {
    expect(normaliseCommand('  swap  `1` SOL -> USDC ==> JUP  ')).toBe("swap '1' SOL to USDC to JUP");
  });
});

describe('isPublicKey', () => {
  it('answers as bs58.decode(text).length === 32 does, including at the length and value limits', () => {
    const byDecode = (text: string): boolean => {
      if (text.length < 32 || text.length > 44) return false;
      try { return bs58.decode(text).length === 32; } catch { return false; }
    };
    let seed = 1;
    const random = (): number => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
    const samples: string[] = [];
    for (let n = 0; n <= 34; n++) {
      for (let k = 0; k < 20; k++) {
        const bytes = new Uint8Array(n).map(() => (random() < 0.2 ? 0 : random() < 0.2 ? 255 : Math.floor(random() * 256)));
        samples.push(bs58.encode(bytes));
      }
    }
    const max = new Uint8Array(32).fill(255);
    const over = new Uint8Array(33);
    over[0] = 1;
    samples.push(bs58.encode(max), bs58.encode(over), '1'.repeat(32), '1'.repeat(33), 'z'.repeat(44), `${'1'.repeat(31)}z`, 'O'.repeat(44), `${'2'.repeat(43)}l`);
    let valid = 0;
    for (const text of samples) {
      expect(isPublicKey(text), text).toBe(byDecode(text));
      if (byDecode(text)) valid++;
    }
    expect(valid).toBeGreaterThan(20);
  });
});

describe('decimals and edit distance', () => {
  it('keeps amounts exact', () => {
    expect(canonicalDecimal('000.100')).toBe('0.1');
    expect(canonicalDecimal('1.')).toBe('1');
    expect(canonicalDecimal('abc')).toBeNull();
    expect(scaleDecimal('0.001', 3)).toBe('1');
    expect(scaleDecimal('1.23456', 3)).toBe('1234.56');
    expect(scaleDecimal('12', 9)).toBe('12000000000');
  });

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('bnok', 'bonk')).toBe(1);
    expect(editDistance('bonk', 'bonk')).toBe(0);
    expect(editDistance('usdc', 'sol')).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });
});
