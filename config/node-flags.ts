/**
 * Node/V8 flags the API and worker processes run with, wherever they are started: Procfile,
 * Dockerfile, docker-compose.yml, package.json (start:api, start:worker), scripts/dev.ts and
 * bench/stack.ts (config/node-flags.test.ts checks the files that cannot import this).
 *
 * --no-memory-reducer: V8's memory reducer, once a process goes quiet after load, runs up to
 * three full GCs that compact the whole heap to give memory back; with --trace-gc-nvp under
 * `npm run bench` their second one (reduce_memory=1, nearly all of it `evacuate`) paused the
 * API 41-109 ms and the worker 47 ms, the longest GC pause of the process in most runs, and it
 * shrank the young generation to 1 MB, so the next burst of load started with a storm of
 * scavenges (docs/performance.md "Stalls"). A server's heap stays at its working size instead:
 * regular GCs still run on allocation, and --max-old-space-size is untouched.
 */
export const NODE_FLAGS: readonly string[] = ['--no-memory-reducer'];
