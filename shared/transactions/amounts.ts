/**
 * Exact integer math for amounts: decimal strings to raw token units and back, percentages of a
 * raw balance, and USD values at a price. No binary floating point touches an amount; a price
 * (a JS number) is first turned into its shortest exact decimal.
 */
import { canonicalDecimal, scaleDecimal } from '../intents/decimal.js';

/** Raw units of a canonical decimal at `decimals`, or null when it has more fraction digits than the token. */
export function toRawUnits(value: string, decimals: number): bigint | null {
  const canonical = canonicalDecimal(value);
  if (canonical === null) return null;
  const scaled = scaleDecimal(canonical, decimals);
  return scaled.includes('.') ? null : BigInt(scaled);
}

/** A non-negative raw amount as a plain decimal string of whole tokens ("1500000", 6 → "1.5"). */
export function formatUnits(raw: bigint, decimals: number): string {
  const digits = raw.toString().padStart(decimals + 1, '0');
  const int = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/** A canonical decimal as a fraction of integers: "12.5" → [125n, 10n]. */
function fraction(value: string): [bigint, bigint] {
  const [int, frac = ''] = value.split('.');
  return [BigInt(int + frac), 10n ** BigInt(frac.length)];
}

/** floor(raw × percent / 100) for a canonical decimal percent. */
export function percentOf(raw: bigint, percent: string): bigint {
  const [num, den] = fraction(percent);
  return (raw * num) / (den * 100n);
}

/**
 * The shortest exact decimal of a positive finite number, to 15 significant digits (all a double
 * holds reliably), so 0.1 is "0.1" and 2.5e-7 is "0.00000025"; null for anything else.
 */
export function numberToDecimal(n: number): string | null {
  if (!Number.isFinite(n) || n <= 0) return null;
  const m = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(n.toExponential(14));
  if (!m) return null;
  const digits = m[1] + (m[2] ?? '');
  const exponent = Number(m[3]);
  const point = 1 + exponent;
  const text = point <= 0 ? `0.${'0'.repeat(-point)}${digits}` : point >= digits.length ? digits + '0'.repeat(point - digits.length) : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return canonicalDecimal(text);
}

/** Raw units worth `usd` (canonical decimal) at `priceUsd` per whole token: floor(usd × 10^decimals / price). */
export function usdToRawUnits(usd: string, priceUsd: number, decimals: number): bigint | null {
  const price = numberToDecimal(priceUsd);
  if (price === null) return null;
  const [usdNum, usdDen] = fraction(usd);
  const [priceNum, priceDen] = fraction(price);
  return (usdNum * priceDen * 10n ** BigInt(decimals)) / (usdDen * priceNum);
}

/** Raw units of a canonical decimal at `decimals`, dropping digits past the token's precision. */
export function toRawUnitsFloor(value: string, decimals: number): bigint {
  const [num, den] = fraction(canonicalDecimal(value) ?? '0');
  return (num * 10n ** BigInt(decimals)) / den;
}
