// A preload for the bench's API and worker processes, to find what makes the event loop stall:
//
//   BENCH_NODE_ARGS="--import ./bench/probes/stall-tracer.mjs --cpu-prof --cpu-prof-dir=/tmp/prof" \
//     npm run bench -- --only intents --duration 2 2>&1 | tee /tmp/run.log
//
// Every 10 ms a timer checks how late it fired; a stall over STALL_TRACE_MS (default 35) is
// written to stderr with when it ended (µs of the monotonic clock, the clock of a .cpuprofile)
// and, from /proc (Linux), how much of it the main thread spent on a CPU and how much waiting
// for one (runnable, not scheduled: the machine's other processes, not this one's work).
// bench/probes/stall-profile.mjs then names what ran during each stall from the CPU profiles.
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { setInterval } from 'node:timers';

const threshold = Number(process.env.STALL_TRACE_MS ?? 35);
const schedFile = `/proc/self/task/${process.pid}/schedstat`;
/** [ns on a CPU, ns runnable but waiting for one] of the main thread, or null off Linux. */
const sched = () => {
  try {
    const [run, wait] = readFileSync(schedFile, 'utf8').split(' ').map(Number);
    return [run, wait];
  } catch {
    return null;
  }
};
const t0 = process.hrtime.bigint();
let last = t0;
let lastSched = sched();
setInterval(() => {
  const now = process.hrtime.bigint();
  const nowSched = sched();
  const late = Number(now - last) / 1e6 - 10;
  if (late > threshold) {
    const cpu = nowSched && lastSched ? ` on_cpu=${((nowSched[0] - lastSched[0]) / 1e6).toFixed(1)}ms waiting_for_cpu=${((nowSched[1] - lastSched[1]) / 1e6).toFixed(1)}ms` : '';
    process.stderr.write(`STALL pid=${process.pid} argv=${process.argv[1].split('/').slice(-2).join('/')} late=${late.toFixed(1)}ms${cpu} end_us=${now / 1000n} since_start=${(Number(now - t0) / 1e9).toFixed(2)}s\n`);
  }
  last = now;
  lastSched = nowSched;
}, 10).unref();
