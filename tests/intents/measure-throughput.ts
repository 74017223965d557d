/**
 * Throughput of the grammar parser over both dev sets, single core, in-process, through the
 * non-throwing fast path (IntentParser.tryParse). Not a test: run it by hand.
 *
 *   npx tsx tests/intents/measure-throughput.ts [seconds]
 */
import { readFileSync } from 'node:fs';
import { DEVNET_TOKENS } from '../../shared/chain/token-list.js';
import { IntentParser, staticTokenResolver } from '../../shared/intents/index.js';

const seconds = Number(process.argv[2] ?? 5);
const read = (file: string): string[] => readFileSync(new URL(file, import.meta.url), 'utf8')
  .split('\n').filter((line) => line.trim()).map((line) => (JSON.parse(line) as { command: string }).command);
// Both public dev sets: the second has the structured, multi-sentence and other-chain commands.
const commands = [...read('./intents-dev.jsonl'), ...read('./intents-dev-2.jsonl')];
const parser = new IntentParser({ tokens: staticTokenResolver(DEVNET_TOKENS) });

function run(ms: number): { parsed: number; elapsed: number } {
  const start = performance.now();
  let parsed = 0;
  let elapsed = 0;
  while (elapsed < ms) {
    for (const command of commands) parser.tryParse(command);
    parsed += commands.length;
    elapsed = performance.now() - start;
  }
  return { parsed, elapsed };
}

run(1_000); // warm-up: let the JIT settle before measuring
const { parsed, elapsed } = run(seconds * 1_000);
console.log(`${parsed} commands in ${(elapsed / 1000).toFixed(2)} s: ${Math.round(parsed / (elapsed / 1000))} commands/s (single core, ${commands.length} commands of both dev sets)`);
