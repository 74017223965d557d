/**
 * Plain decimal strings for amounts. Amounts stay strings end to end so that "0.1k" is "100"
 * and "2,500.75" is "2500.75" exactly: no binary floating point, never an exponent.
 */

const PLAIN_DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/** Canonical form of an unsigned plain decimal ("0010.50" -> "10.5", ".5" -> "0.5"); null if not one. */
export function canonicalDecimal(text: string): string | null {
  const m = PLAIN_DECIMAL.exec(text.includes(',') ? text.replace(/,/g, '') : text);
  if (!m || (m[1] === '' && !m[2])) return null;
  const int = m[1].replace(/^0+/, '') || '0';
  const frac = (m[2] ?? '').replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/** Multiply a canonical decimal by 10^exponent (exponent >= 0) by moving the point. */
export function scaleDecimal(value: string, exponent: number): string {
  const [int, frac = ''] = value.split('.');
  const digits = int + frac.padEnd(exponent, '0');
  const point = int.length + exponent;
  return canonicalDecimal(`${digits.slice(0, point)}.${digits.slice(point)}`) ?? value;
}

/** True when a canonical decimal is greater than zero. */
export function isPositiveDecimal(value: string): boolean {
  return /[1-9]/.test(value);
}

/** Canonical decimal of a finite non-negative JS number small enough to print without exponent. */
export function decimalFromNumber(n: number): string | null {
  if (!Number.isFinite(n) || n < 0 || n >= 1e21) return null;
  // toFixed avoids exponent notation; 12 places covers every fraction the number words produce.
  return canonicalDecimal(n.toFixed(12));
}
