// What ran during each stall that bench/probes/stall-tracer.mjs reported, from the processes'
// CPU profiles (--cpu-prof): `node bench/probes/stall-profile.mjs /tmp/prof < /tmp/run.log`.
// Per stall: the samples on the main thread (about 1 ms of CPU each; GC among them), the gaps
// between samples (the thread not running), and the app's frames most present.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import console from 'node:console';
import process from 'node:process';

const dir = process.argv[2];
const profiles = Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).map((f) => [f.split('.')[3], join(dir, f)]));
const loaded = {};
const frame = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^.*\/(node_modules\/)?/, '')}:${n.callFrame.lineNumber + 1}`;
const load = (pid) => {
  if (loaded[pid]) return loaded[pid];
  const p = JSON.parse(readFileSync(profiles[pid], 'utf8'));
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = p.startTime;
  return (loaded[pid] = { p, byId, parent, ts: p.timeDeltas.map((d) => (t += d)) });
};
for (const line of readFileSync(0, 'utf8').split('\n')) {
  const m = /^STALL pid=(\d+) argv=(\S+) late=([\d.]+)ms(.*) end_us=(\d+) since_start=(\S+)/.exec(line);
  if (!m) continue;
  const [, pid, argv, late, cpu, endUs, since] = m;
  if (!profiles[pid]) { console.log(`${argv} ${since} stall ${late} ms${cpu} (no profile)`); continue; }
  const { p, byId, parent, ts } = load(pid);
  const end = Number(endUs);
  const start = end - (Number(late) + 10) * 1000;
  let busy = 0, gc = 0, gaps = 0;
  const seenIn = new Map();
  for (let i = 1; i < ts.length; i++) {
    if (ts[i] < start || ts[i] > end) continue;
    const d = (ts[i] - ts[i - 1]) / 1000;
    if (d > 3) gaps += d - 1;
    const fn = byId.get(p.samples[i]).callFrame.functionName;
    if (fn === '(idle)') continue;
    busy++;
    if (fn === '(garbage collector)') gc++;
    const seen = new Set();
    for (let id = p.samples[i]; id !== undefined; id = parent.get(id)) seen.add(frame(byId.get(id)));
    for (const f of seen) seenIn.set(f, (seenIn.get(f) ?? 0) + 1);
  }
  const app = [...seenIn].filter(([f]) => /\.js:\d+$/.test(f) && !/^(\(|anon|processTicksAndRejections|runMicrotasks|emit |listOnTimeout|processTimers)|node:|internal/.test(f))
    .sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.log(`${argv} ${since} stall ${late} ms${cpu}; ${busy} samples (${gc} GC), ~${gaps.toFixed(0)} ms without samples | ${app.map(([f, n]) => `${n} ${f}`).join(' | ')}`);
}
