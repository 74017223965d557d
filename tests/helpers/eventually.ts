/**
 * Read until `ok` accepts the value or `boundMs` has passed, pausing `stepMs` between reads.
 * Returns the last value read, accepted or not: the caller asserts on it, so a failure shows
 * what was last seen rather than a bare timeout.
 */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, boundMs = 5000, stepMs = 20): Promise<T> {
  const end = Date.now() + boundMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
