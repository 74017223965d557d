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
