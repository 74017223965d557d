/**
 * Node/V8 flags of the service processes, wherever they are started: Procfile, Dockerfile,
 * docker-compose.yml, package.json (start:api, start:worker), scripts/dev.ts and bench/stack.ts
 * (config/node-flags.test.ts checks the files that cannot import this).
 *
 * API: --no-memory-reducer. V8's memory reducer, once a process goes quiet after load, runs up
 * to three full GCs that compact the whole heap to give memory back; under `npm run bench`
 * their second one (reduce_memory=1 in --trace-gc-nvp, nearly all of it `evacuate`) paused the
 * API 19-109 ms (62-109 ms in four of six runs), its longest GC pause of the run, and left a
 * 1 MB young generation behind. Without it the API's longest pause was 4-22 ms in the same
 * sections (docs/performance.md "Stalls"). The heap stays at its working size instead (about
 * 110-180 MB rather than about 60 MB when quiet); regular GCs still run on allocation.
 *
 * Worker: none yet. Its reducer compactions were 30-47 ms, but with the flag its GC pauses in
 * the webhook burst were not shorter (19-30 ms against 14-21 ms without it, in runs whose CPU
 * wait differed too much to decide): left as it was until runs on a quiet machine say more.
 */
export const API_NODE_FLAGS: readonly string[] = ['--no-memory-reducer'];
export const WORKER_NODE_FLAGS: readonly string[] = [];

/** The flags of the process running `script` (api/main.ts or workers/main.ts, or their dist/ .js). */
export function nodeFlagsOf(script: string): readonly string[] {
  return /(^|\/)api\/main\.[jt]s$/.test(script) ? API_NODE_FLAGS : WORKER_NODE_FLAGS;
}
