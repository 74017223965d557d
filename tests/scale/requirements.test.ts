import { describe, expect, it, vi } from 'vitest';
import { skipUnlessPresent } from './requirements.js';

describe('scale suites without their binaries', () => {
  it('under CI: a missing binary fails loudly, naming the file and the binary', () => {
    expect(() => skipUnlessPresent('tests/scale/x.test.ts', 'pgbouncer is not installed', { CI: 'true' })).toThrow(/tests\/scale\/x\.test\.ts cannot run under CI: pgbouncer is not installed/);
  });
  it('elsewhere: skips, saying why; nothing missing: runs', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(skipUnlessPresent('tests/scale/x.test.ts', 'redis-server is not installed', {})).toBe(true);
    expect(warn).toHaveBeenCalledWith('tests/scale/x.test.ts skipped: redis-server is not installed');
    warn.mockRestore();
    expect(skipUnlessPresent('tests/scale/x.test.ts', null, { CI: 'true' })).toBe(false);
  });
});
