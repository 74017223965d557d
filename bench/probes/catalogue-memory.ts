/**
 * The token index's memory in a fresh process (run with --expose-gc by bench/catalogue.bench.ts):
 * heap and RSS after gc, before and after loading DATABASE_URL's test-network catalogue. Prints
 * one JSON line: { tokens, heapMb, rssMb, loadMs }.
 */
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../config/index.js';
import { TokenIndex } from '../../shared/catalogue/token-index.js';
import { createOrm } from '../../shared/db/orm.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const orm = await createOrm(loadConfig());
const index = new TokenIndex(orm, ['devnet']);
gc();
gc();
const before = process.memoryUsage();
const t0 = performance.now();
await index.ensureLoaded();
const loadMs = performance.now() - t0;
gc();
gc();
const after = process.memoryUsage();
console.log(JSON.stringify({ tokens: index.size('devnet'), heapMb: (after.heapUsed - before.heapUsed) / 2 ** 20, rssMb: (after.rss - before.rss) / 2 ** 20, loadMs }));
await orm.close();
