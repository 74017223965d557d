/**
 * Throughput of the grammar parser, single core, in-process, through the non-throwing fast path
 * (IntentParser.tryParse), over the first dev set and over all three public dev sets (the sets
 * `npm run bench -- --only intents` times). Not a test: run it by hand.
 *
 *   npx tsx tests/intents/measure-throughput.ts [seconds]
 *
 * With `--against <checkout>`, the parser of another checkout (e.g. the commit before a change:
 * `git worktree add ../parser-before <commit> && ln -s "$PWD/node_modules" ../parser-before/`)
 * is timed in the same process, alternating 0.4 s windows with this one and counting CPU time
 * (process.cpuUsage), so that a busy shared machine slows both alike; it prints each parser's
 * commands per CPU-second and the ratio of this one to the other per pair of windows.
 *
 *   npx tsx tests/intents/measure-throughput.ts 4 --against ../parser-before
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEVNET_TOKENS } from '../../shared/chain/token-list.js';
import { IntentParser, staticTokenResolver } from '../../shared/intents/index.js';

const args = process.argv.slice(2);
const againstAt = args.indexOf('--against');
const against = againstAt >= 0 ? args[againstAt + 1] : null;
const seconds = Number(args.find((a, i) => /^\d+(\.\d+)?$/.test(a) && (againstAt < 0 || i !== againstAt + 1)) ?? 5);

const read = (file: string): string[] => readFileSync(new URL(file, import.meta.url), 'utf8')
  .split('\n').filter((line) => line.trim()).map((line) => (JSON.parse(line) as { command: string }).command);
const dev = read('./intents-dev.jsonl');
const sets: [string, string[]][] = [
  ['dev set', dev],
  ['all three dev sets', [...dev, ...read('./intents-dev-2.jsonl'), ...read('./intents-dev-3.jsonl')]],
  ['all four dev sets', [...dev, ...read('./intents-dev-2.jsonl'), ...read('./intents-dev-3.jsonl'), ...read('./intents-dev-4.jsonl')]],
  ['all five dev sets (nine languages)', [...dev, ...read('./intents-dev-2.jsonl'), ...read('./intents-dev-3.jsonl'), ...read('./intents-dev-4.jsonl'), ...read('./intents-dev-5.jsonl')]],
  ['fifth dev set alone (eight languages)', read('./intents-dev-5.jsonl')],
];

interface Parser { tryParse(command: string): unknown }

/** Parse the set over and over for `ms` of CPU time; commands parsed and CPU seconds used. */
function window(parser: Parser, commands: readonly string[], ms: number): { parsed: number; cpu: number } {
  const start = process.cpuUsage();
  let parsed = 0;
  let cpu = 0;
  while (cpu * 1000 < ms) {
    for (const command of commands) parser.tryParse(command);
    parsed += commands.length;
    const used = process.cpuUsage(start);
    cpu = (used.user + used.system) / 1e6;
  }
  return { parsed, cpu };
}

const mine: Parser = new IntentParser({ tokens: staticTokenResolver(DEVNET_TOKENS) });

if (!against) {
  for (const [name, commands] of sets) {
    window(mine, commands, 1_000); // warm-up: let the JIT settle before measuring
    const { parsed, cpu } = window(mine, commands, seconds * 1_000);
    console.log(`${name}: ${Math.round(parsed / cpu)} commands per CPU-second (${parsed} commands in ${cpu.toFixed(2)} s, single core, ${commands.length} commands)`);
  }
} else {
  const root = resolve(against);
  const other = await import(pathToFileURL(`${root}/shared/intents/index.ts`).href) as typeof import('../../shared/intents/index.js');
  const otherTokens = await import(pathToFileURL(`${root}/shared/chain/token-list.ts`).href) as typeof import('../../shared/chain/token-list.js');
  const theirs: Parser = new other.IntentParser({ tokens: other.staticTokenResolver(otherTokens.DEVNET_TOKENS) });
  const windowMs = 400;
  const pairs = Math.max(1, Math.round((seconds * 1_000) / windowMs));
  for (const [name, commands] of sets) {
    window(mine, commands, 1_000);
    window(theirs, commands, 1_000);
    const ratios: number[] = [];
    let mineTotal = { parsed: 0, cpu: 0 };
    let theirsTotal = { parsed: 0, cpu: 0 };
    for (let i = 0; i < pairs; i++) {
      // Alternate which goes first, so neither always runs after the other's garbage.
      const [a, b] = i % 2 === 0 ? [mine, theirs] : [theirs, mine];
      const first = window(a, commands, windowMs);
      const second = window(b, commands, windowMs);
      const m = a === mine ? first : second;
      const t = a === mine ? second : first;
      ratios.push((m.parsed / m.cpu) / (t.parsed / t.cpu));
      mineTotal = { parsed: mineTotal.parsed + m.parsed, cpu: mineTotal.cpu + m.cpu };
      theirsTotal = { parsed: theirsTotal.parsed + t.parsed, cpu: theirsTotal.cpu + t.cpu };
    }
    ratios.sort((x, y) => x - y);
    const median = ratios[Math.floor(ratios.length / 2)];
    console.log(`${name} (${commands.length} commands, ${pairs} pairs of ${windowMs} ms CPU windows): this checkout ${Math.round(mineTotal.parsed / mineTotal.cpu)}, ${root} ${Math.round(theirsTotal.parsed / theirsTotal.cpu)} commands per CPU-second; ratio ${median.toFixed(2)} (median; ${ratios[0].toFixed(2)}-${ratios[ratios.length - 1].toFixed(2)})`);
  }
}
