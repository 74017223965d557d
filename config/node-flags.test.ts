import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_NODE_FLAGS, nodeFlagsOf, WORKER_NODE_FLAGS } from './node-flags.js';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const words = (flags: readonly string[]) => flags.map((f) => `${f} `).join('');

/** The service processes are started with their flags everywhere they are started. */
describe('service Node flags', () => {
  it('nodeFlagsOf tells the API from the worker, source or compiled', () => {
    for (const script of ['api/main.ts', 'dist/api/main.js']) expect(nodeFlagsOf(script)).toBe(API_NODE_FLAGS);
    for (const script of ['workers/main.ts', 'dist/workers/main.js']) expect(nodeFlagsOf(script)).toBe(WORKER_NODE_FLAGS);
  });

  it('the Procfile starts the API and the worker with them', () => {
    const lines = read('Procfile').split('\n');
    expect(lines).toContain(`web: node ${words(API_NODE_FLAGS)}dist/api/main.js`);
    expect(lines).toContain(`worker: node ${words(WORKER_NODE_FLAGS)}dist/workers/main.js`);
  });

  it('so do the Dockerfile and docker-compose.yml', () => {
    const exec = (flags: readonly string[], script: string) => JSON.stringify(['node', ...flags, script]).replaceAll(',', ', ');
    expect(read('Dockerfile')).toContain(`CMD ${exec(API_NODE_FLAGS, 'dist/api/main.js')}`);
    const commands = [...read('docker-compose.yml').matchAll(/command: (\[[^\]]*dist\/(?:api|workers)\/main\.js"\])/g)].map((m) => m[1]);
    expect(commands.length).toBeGreaterThanOrEqual(4);
    for (const command of commands) {
      const script = command.includes('dist/api/') ? 'dist/api/main.js' : 'dist/workers/main.js';
      expect(command).toBe(exec(nodeFlagsOf(script), script));
    }
  });

  it('and npm run start:api / start:worker', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts['start:api']).toBe(`node ${words(API_NODE_FLAGS)}--import tsx api/main.ts`);
    expect(scripts['start:worker']).toBe(`node ${words(WORKER_NODE_FLAGS)}--import tsx workers/main.ts`);
  });
});
