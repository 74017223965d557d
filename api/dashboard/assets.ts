import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The dashboard's static files, all served by the API itself: its stylesheet and script (kept
 * here as text so the compiled build needs no copy step) and uPlot, read once from
 * node_modules. No CDN, no web fonts (the system font stack), no telemetry.
 */
export interface Asset {
  body: string;
  type: string;
  etag: string;
}

const STYLE = `
:root { color-scheme: light; --bg: #f6f7fb; --panel: #fff; --ink: #111827; --muted: #6b7280; --line: #e5e7eb;
  --brand: #4f46e5; --brand-ink: #fff; --danger: #dc2626; --ok: #059669; --warn: #b45309; --radius: 10px;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--ink); font-size: 14px; line-height: 1.5; }
a { color: var(--brand); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible { outline: 3px solid #a5b4fc; outline-offset: 2px; }
.topbar { display: flex; align-items: center; gap: 24px; padding: 0 28px; height: 56px; background: #111827; color: #e5e7eb; }
.brand { font-weight: 700; letter-spacing: .2px; color: #fff; text-decoration: none; display: flex; align-items: center; gap: 10px; }
.brand-mark { width: 22px; height: 22px; border-radius: 6px; background: linear-gradient(135deg, #9945ff, #14f195); }
.nav { display: flex; gap: 4px; flex: 1; }
.nav a { color: #d1d5db; text-decoration: none; padding: 8px 12px; border-radius: 8px; }
.nav a[aria-current="page"] { background: #374151; color: #fff; }
.nav a:hover { color: #fff; }
.who { display: flex; align-items: center; gap: 12px; color: #9ca3af; font-size: 13px; }
.who form { margin: 0; }
main { max-width: 1280px; margin: 0 auto; padding: 28px; }
h1 { font-size: 22px; margin: 0 0 4px; }
.lede { color: var(--muted); margin: 0 0 20px; }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius); padding: 20px; margin-bottom: 20px; }
.panel h2 { font-size: 15px; margin: 0 0 12px; }
.panel .row h2 { margin: 0; }
.panel > .row { margin-bottom: 12px; }
.row { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
.spacer { flex: 1; }
button, .button { font: inherit; border: 1px solid var(--line); background: #fff; color: var(--ink); padding: 7px 14px; border-radius: 8px; cursor: pointer; text-decoration: none; display: inline-block; }
button.primary, .button.primary { background: var(--brand); border-color: var(--brand); color: var(--brand-ink); }
button.danger, .button.danger { background: var(--danger); border-color: var(--danger); color: #fff; }
.link-danger { color: var(--danger); }
button.small, .button.small { padding: 4px 10px; font-size: 13px; }
label { font-weight: 600; display: block; margin-bottom: 4px; }
.hint { color: var(--muted); font-weight: 400; font-size: 12px; }
input[type=text], input[type=password], input[type=datetime-local], select { font: inherit; padding: 8px 10px; border: 1px solid #d1d5db; border-radius: 8px; background: #fff; min-width: 260px; }
input.mono, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
fieldset { border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; margin: 0; }
legend { font-weight: 600; padding: 0 4px; }
.checks { display: grid; grid-template-columns: repeat(3, minmax(160px, 1fr)); gap: 6px 18px; }
.checks label, .radios label { font-weight: 400; display: flex; gap: 6px; align-items: center; margin: 0; }
.radios { display: flex; gap: 18px; }
.form-grid { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
.form-grid .wide { grid-column: 1 / -1; }
table { width: 100%; border-collapse: collapse; }
th { text-align: left; font-size: 12px; text-transform: uppercase; letter-spacing: .4px; color: var(--muted); font-weight: 600; padding: 8px 7px; border-bottom: 1px solid var(--line); }
td { padding: 10px 7px; border-bottom: 1px solid var(--line); vertical-align: middle; }
tr:last-child td { border-bottom: 0; }
time { white-space: nowrap; }
td.actions { white-space: nowrap; text-align: right; }
img.qr { display: block; background: #fff; border: 1px solid var(--line); border-radius: 6px; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.small { font-size: 12px; }
td.actions form { display: inline; }
.name { font-weight: 600; overflow-wrap: anywhere; }
.muted { color: var(--muted); }
.badge { display: inline-block; padding: 2px 8px; border-radius: 999px; font-size: 12px; font-weight: 600; background: #eef2ff; color: #3730a3; }
.badge.active { background: #d1fae5; color: #065f46; }
.badge.expiring { background: #fef3c7; color: #92400e; }
.badge.revoked, .badge.expired { background: #fee2e2; color: #991b1b; }
.badge.test { background: #f3f4f6; color: #374151; }
.badge.live { background: #ede9fe; color: #5b21b6; }
.scope { display: inline-block; font-size: 12px; background: #f3f4f6; border-radius: 6px; padding: 1px 6px; margin: 1px 2px 1px 0; }
.alert { border-radius: 8px; padding: 12px 14px; margin-bottom: 16px; border: 1px solid; }
.alert.error { background: #fef2f2; border-color: #fecaca; color: #991b1b; }
.alert.success { background: #ecfdf5; border-color: #a7f3d0; color: #065f46; }
.alert.warn { background: #fffbeb; border-color: #fde68a; color: #92400e; }
.secret { display: flex; gap: 8px; margin: 10px 0; }
.secret input { flex: 1; font-size: 15px; padding: 10px; background: #f9fafb; }
.pager { display: flex; justify-content: flex-end; gap: 8px; margin-top: 12px; }
.signin { max-width: 420px; margin: 10vh auto; }
.signin .brand { color: var(--ink); font-size: 18px; margin-bottom: 18px; }
.signin input[type=password] { width: 100%; }
.stats { display: grid; grid-template-columns: repeat(4, 1fr); gap: 12px; margin-bottom: 20px; }
.stat { background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius); padding: 14px 16px; }
.stat .label { color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: .4px; }
.stat .value { font-size: 22px; font-weight: 700; margin-top: 2px; }
.stat .sub { color: var(--muted); font-size: 12px; }
.charts { display: grid; grid-template-columns: 1fr 1fr; gap: 20px; }
.chart { margin: 0; background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius); padding: 16px; min-width: 0; }
.chart figcaption { font-weight: 600; margin-bottom: 8px; }
.chart .plot { min-height: 220px; }
.table-panel { margin-top: 20px; overflow-x: auto; }
.table-wrap { overflow-x: auto; }
label.inline { display: inline; margin: 0; }
details summary { cursor: pointer; color: var(--brand); }
.meter { height: 8px; background: #e5e7eb; border-radius: 999px; overflow: hidden; margin-top: 8px; }
.meter > span { display: block; height: 100%; background: var(--brand); }
@media (max-width: 900px) { .charts, .form-grid, .stats { grid-template-columns: 1fr; } }
`;

const SCRIPT = `
(function () {
  'use strict';
  // Copy buttons: <button data-copy="id-of-input">
  document.querySelectorAll('button[data-copy]').forEach(function (button) {
    button.addEventListener('click', function () {
      var input = document.getElementById(button.getAttribute('data-copy'));
      if (!input) return;
      var done = function () { button.textContent = 'Copied'; setTimeout(function () { button.textContent = 'Copy'; }, 2000); };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(input.value).then(done, function () { input.select(); document.execCommand('copy'); done(); });
      } else { input.select(); document.execCommand('copy'); done(); }
    });
  });

  document.querySelectorAll('[data-width]').forEach(function (el) { el.style.width = el.getAttribute('data-width') + '%'; });

  // Usage charts, from the page's JSON data block, drawn with uPlot (a time-series library).
  var block = document.getElementById('usage-data');
  if (!block || typeof uPlot === 'undefined') return;
  var data = JSON.parse(block.textContent);
  var palette = { requests: '#4f46e5', errors: '#dc2626', rateLimited: '#f59e0b', mcp: '#10b981', intents: '#0ea5e9', parseErrors: '#dc2626',
    built: '#6366f1', confirmed: '#059669', failed: '#dc2626', expired: '#9ca3af', successRate: '#059669', volumeUsd: '#7c3aed' };
  var money = function (v) { return v == null ? '' : '$' + v.toLocaleString(undefined, { maximumFractionDigits: 2 }); };
  var percent = function (v) { return v == null ? '' : v + '%'; };
  document.querySelectorAll('[data-chart]').forEach(function (figure) {
    var names = figure.getAttribute('data-series').split(',');
    var labels = figure.getAttribute('data-labels').split(',');
    var unit = figure.getAttribute('data-unit');
    var fmt = unit === 'usd' ? money : unit === 'percent' ? percent : function (v) { return v == null ? '' : String(v); };
    var target = figure.querySelector('.plot');
    var width = Math.max(280, target.clientWidth);
    var series = [{}].concat(names.map(function (name, i) {
      return { label: labels[i], stroke: palette[name], width: 2, fill: names.length === 1 ? palette[name] + '22' : undefined,
        value: function (u, v) { return fmt(v); }, points: { show: data.x.length < 60 } };
    }));
    var opts = { width: width, height: 220, series: series, cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true }, y: { range: function (u, min, max) { return [0, Math.max(unit === 'percent' ? 100 : 1, max * 1.1)]; } } },
      axes: [{ stroke: '#6b7280', grid: { stroke: '#f3f4f6' } }, { stroke: '#6b7280', grid: { stroke: '#f3f4f6' }, values: function (u, vals) { return vals.map(fmt); }, size: 60 }] };
    var plotData = [data.x].concat(names.map(function (name) { return data.series[name]; }));
    var chart = new uPlot(opts, plotData, target);
    figure.setAttribute('data-rendered', 'true');
    window.addEventListener('resize', function () { chart.setSize({ width: Math.max(280, target.clientWidth), height: 220 }); });
  });
})();
`;

const etag = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
const asset = (body: string, type: string): Asset => ({ body, type, etag: etag(body) });

let cache: Map<string, Asset> | null = null;

/** The asset served at /dashboard/assets/<name>, or undefined. */
export function dashboardAsset(name: string): Asset | undefined {
  if (!cache) {
    const require = createRequire(import.meta.url);
    const read = (path: string) => readFileSync(require.resolve(path), 'utf8');
    cache = new Map([
      ['dashboard.css', asset(STYLE, 'text/css; charset=utf-8')],
      ['dashboard.js', asset(SCRIPT, 'text/javascript; charset=utf-8')],
      ['uplot.min.css', asset(read('uplot/dist/uPlot.min.css'), 'text/css; charset=utf-8')],
      ['uplot.min.js', asset(read('uplot/dist/uPlot.iife.min.js'), 'text/javascript; charset=utf-8')],
    ]);
  }
  return cache.get(name);
}
