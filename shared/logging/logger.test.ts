import { describe, expect, it } from 'vitest';
import { createLogger, scrubErrorText } from './logger.js';

describe('logger', () => {
  it('drops SQL (and its bound values) from driver errors and masks key-shaped text', () => {
    const hash = 'd2d539f5'.repeat(8);
    expect(scrubErrorText(`insert into "api_keys" ("key_hash") values ('${hash}') - date/time field value out of range`))
      .toBe('[sql omitted] - date/time field value out of range');
    expect(scrubErrorText(`bad key service_live_abcDEF123 and digest ${hash}`)).toBe('bad key service_live_[redacted] and digest [redacted-hex64]');
  });

  it('applies to errors logged under err, their stack and their cause', () => {
    const lines: string[] = [];
    const log = createLogger({ level: 'info' }, { write: (l: string) => { lines.push(l); } });
    const hash = 'ab'.repeat(32);
    const cause = new Error(`select * from api_keys where key_hash = '${hash}' - connection terminated`);
    log.error({ err: Object.assign(new Error(`failed for service_test_SECRET1234`, { cause }), { sql: `where key_hash = '${hash}'` }) }, 'request failed');
    const text = lines.join('\n');
    expect(text).not.toContain(hash);
    expect(text).not.toContain('SECRET1234');
    expect(text).toContain('connection terminated');
  });
});
