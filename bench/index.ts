import { printRows, type BenchRow } from './lib.js';
import { startBenchStack } from './stack.js';
import { analyticsBench } from './analytics.bench.js';
import { authBench } from './auth.bench.js';
import { buildsBench } from './builds.bench.js';
import { chainBench } from './chain.bench.js';
import { indexerBench } from './indexer.bench.js';
import { intentsBench } from './intents.bench.js';
import { foundationBench } from './foundation.bench.js';
import { pricesBench } from './prices.bench.js';

/**
 * `npm run bench [-- --duration 5] [-- --only foundation]`: every benchmark, each beside a
 * baseline measured in the same run, printed as one table. Speed targets live here, never as
 * timed assertions in tests.
 */
const args = process.argv.slice(2);
const durationS = Number(args[args.indexOf('--duration') + 1]) || 5;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;

const sections: Array<[string, (stack: Awaited<ReturnType<typeof startBenchStack>>) => Promise<BenchRow[]>]> = [
  ['foundation', (s) => foundationBench(s, durationS)],
  ['chain', () => chainBench()],
  ['auth', (s) => authBench(s, durationS)],
  ['intents', (s) => intentsBench(s, durationS)],
  ['builds', (s) => buildsBench(s)],
  ['prices', (s) => pricesBench(s, durationS)],
  ['analytics', (s) => analyticsBench(s)],
  ['indexer', (s) => indexerBench(s)],
];

const stack = await startBenchStack();
const rows: BenchRow[] = [];
try {
  for (const [name, run] of sections) {
    if (only && !only.includes(name)) continue;
    process.stderr.write(`running ${name}…\n`);
    rows.push(...(await run(stack)));
  }
} finally {
  await stack.close();
}
console.log(`\nbenchmarks (${new Date().toISOString()}, node ${process.version}, ${durationS}s per load test)\n`);
printRows(rows);
process.exit(0);
