import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NODE_FLAGS } from './node-flags.js';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

/** The service processes are started with NODE_FLAGS everywhere they are started. */
describe('NODE_FLAGS', () => {
  it('the Procfile starts the API and the worker with them', () => {
    const lines = read('Procfile').split('\n');
    for (const entry of ['web: node ', 'worker: node ']) {
      const line = lines.find((l) => l.startsWith(entry));
      expect(line, entry).toBeDefined();
      for (const flag of NODE_FLAGS) expect(line, entry).toContain(` ${flag} `);
    }
  });

  it('so do the Dockerfile and docker-compose.yml', () => {
    const exec = (script: string) => `["node", ${NODE_FLAGS.map((f) => JSON.stringify(f)).join(', ')}, "${script}"]`;
    expect(read('Dockerfile')).toContain(`CMD ${exec('dist/api/main.js')}`);
    const compose = read('docker-compose.yml');
    const commands = [...compose.matchAll(/command: (\[[^\]]*dist\/(?:api|workers)\/main\.js"\])/g)].map((m) => m[1]);
    expect(commands.length).toBeGreaterThanOrEqual(4);
    for (const command of commands) expect(command).toBe(exec(command.includes('dist/api/') ? 'dist/api/main.js' : 'dist/workers/main.js'));
  });

  it('and npm run start:api / start:worker', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    for (const name of ['start:api', 'start:worker']) expect(scripts[name]).toMatch(new RegExp(`^node ${NODE_FLAGS.join(' ')} `));
  });
});
