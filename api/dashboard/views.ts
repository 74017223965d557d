import type { ApiKeyView } from '../../shared/accounts/api-keys.js';
import type { MetricsReport } from '../../shared/analytics/account-metrics.js';
import { html, jsonData, type Html } from './html.js';

/** Who is signed in, as the page header shows it. */
export interface Viewer {
  accountName: string;
  environment: 'live' | 'test';
  keyName: string;
  csrf: string;
}

type Nav = 'keys' | 'usage' | 'links' | null;

/** A timestamp as people read it, in UTC, inside a <time> element. */
export function when(iso: string | null, empty = '—'): Html {
  if (!iso) return html`<span class="muted">${empty}</span>`;
  const text = iso.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, '');
  return html`<time datetime="${iso}" title="${iso}">${text}</time>`;
}

/** The page frame: header with navigation and Sign out (signed in only). */
export function layout(title: string, body: Html, viewer: Viewer | null, nav: Nav = null, head: Html = html``): Html {
  const link = (name: Nav, href: string, label: string) => html`<a href="${href}"${nav === name ? html` aria-current="page"` : ''}>${label}</a>`;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title} · Solana Intent Service</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/dashboard/assets/dashboard.css">
${head}
<script src="/dashboard/assets/dashboard.js" defer></script>
</head>
<body>
${viewer ? html`<header class="topbar">
  <a class="brand" href="/dashboard/keys"><span class="brand-mark" aria-hidden="true"></span>Solana Intent Service</a>
  <nav class="nav" aria-label="Dashboard">${link('keys', '/dashboard/keys', 'API keys')}${link('usage', '/dashboard/usage', 'Usage')}${link('links', '/dashboard/links', 'Payment links')}</nav>
  <div class="who"><span>${viewer.accountName} · <span class="badge ${viewer.environment}">${viewer.environment}</span></span>
    <form method="post" action="/dashboard/sign-out"><input type="hidden" name="csrf" value="${viewer.csrf}"><button type="submit" class="small">Sign out</button></form>
  </div>
</header>` : ''}
${body}
</body>
</html>`;
}

/** The sign-in page: one password input for the key; never echoes the key back. */
export function signInPage(csrf: string, error: string | null, notice: string | null = null): Html {
  return layout('Sign in', html`<main>
<div class="signin panel">
  <div class="brand"><span class="brand-mark" aria-hidden="true"></span>Solana Intent Service</div>
  <h1>Sign in to the dashboard</h1>
  <p class="lede">Use an admin API key of your account (<span class="mono">service_live_…</span> or <span class="mono">service_test_…</span>). The key is checked, never stored.</p>
  ${error ? html`<div class="alert error" role="alert">${error}</div>` : ''}
  ${notice ? html`<div class="alert success" role="status">${notice}</div>` : ''}
  <form method="post" action="/dashboard/sign-in">
    <input type="hidden" name="csrf" value="${csrf}">
    <p><label for="key">API key</label><input id="key" name="key" type="password" class="mono" autocomplete="off" spellcheck="false" required autofocus></p>
    <button type="submit" class="primary">Sign in</button>
  </form>
</div>
</main>`, null);
}

/** A key's secret part hidden: its visible prefix, dots and its last four characters. */
export function maskedKey(view: Pick<ApiKeyView, 'prefix' | 'last4'>): string {
  return `${view.prefix}••••••••${view.last4}`;
}

/** A just-issued key: its plaintext once, with a copy button and a warning. */
export interface IssuedKeyNotice {
  view: ApiKeyView;
  plaintext: string;
  /** On rotation: the old key and when it stops working. */
  rotatedFrom?: ApiKeyView;
}

export interface KeysPageModel {
  viewer: Viewer;
  keys: ApiKeyView[];
  /** Scopes the signed-in key may grant (checkboxes). */
  grantable: readonly string[];
  /** Environments it may issue. */
  environments: readonly ('live' | 'test')[];
  /** One-time token of the create form. */
  formToken: string;
  rotateToken: string;
  nextAfter: string | null;
  firstPage: boolean;
  issued?: IssuedKeyNotice;
  notice?: string;
  error?: string;
  /** The create form's last input, when it was refused. */
  draft?: { name: string; scopes: string[]; environment: string; expiresAt: string };
}

function issuedPanel(issued: IssuedKeyNotice): Html {
  return html`<section class="panel" aria-labelledby="new-key-title">
  <h2 id="new-key-title">${issued.rotatedFrom ? 'Key rotated: here is the new key' : 'Key created'}: ${issued.view.name}</h2>
  <div class="alert warn" role="status"><strong>Copy this key now.</strong> It is shown only once: we store only its hash, so nobody can show it to you again.</div>
  <label for="new-key">Secret key</label>
  <div class="secret"><input id="new-key" class="mono" type="text" readonly value="${issued.plaintext}" data-new-key><button type="button" data-copy="new-key">Copy</button></div>
  ${issued.rotatedFrom ? html`<p>The old key <span class="mono">${maskedKey(issued.rotatedFrom)}</span> keeps working until ${when(issued.rotatedFrom.gracePeriodEndsAt)} UTC, then stops: replace it everywhere before then.</p>` : ''}
</section>`;
}

function keyRow(k: ApiKeyView, m: KeysPageModel): Html {
  const usable = k.status === 'active' || k.status === 'expiring';
  const creator = k.createdByKeyId ? m.keys.find((o) => o.id === k.createdByKeyId) : undefined;
  return html`<tr data-key-id="${k.id}">
  <td><div class="name">${k.name}</div><div class="mono muted">${maskedKey(k)}</div>${k.createdByKeyId ? html`<div class="muted created-by" data-created-by="${k.createdByKeyId}">created by ${creator ? html`${creator.name} (<code>${maskedKey(creator)}</code>)` : html`<code>${k.createdByKeyId}</code>`}</div>` : ''}</td>
  <td><span class="badge ${k.environment}">${k.environment}</span></td>
  <td>${k.scopes.map((s) => html`<span class="scope">${s}</span>`)}</td>
  <td><span class="badge ${k.status}">${k.status}</span></td>
  <td>${when(k.createdAt)}</td>
  <td>${when(k.lastUsedAt, 'never')}</td>
  <td>${when(k.expiresAt, 'never')}</td>
  <td>${when(k.gracePeriodEndsAt)}</td>
  <td class="actions">${usable ? html`
    ${k.status === 'active' ? html`<form method="post" action="/dashboard/keys/${k.id}/rotate"><input type="hidden" name="csrf" value="${m.viewer.csrf}"><input type="hidden" name="form" value="${m.rotateToken}"><button type="submit" class="small" aria-label="Rotate ${k.name}">Rotate</button></form>` : ''}
    <a class="button small link-danger" href="/dashboard/keys/${k.id}/revoke" aria-label="Revoke ${k.name}">Revoke</a>` : ''}</td>
</tr>`;
}

/** The keys page: the new key (once), the create form, and the account's keys, newest first. */
export function keysPage(m: KeysPageModel): Html {
  const d = m.draft ?? { name: '', scopes: [], environment: m.viewer.environment, expiresAt: '' };
  return layout('API keys', html`<main>
<h1>API keys</h1>
<p class="lede">Keys authenticate your requests to <span class="mono">/v1</span>. Test keys act on the development cluster, live keys on mainnet.</p>
${m.error ? html`<div class="alert error" role="alert">${m.error}</div>` : ''}
${m.notice ? html`<div class="alert success" role="status">${m.notice}</div>` : ''}
${m.issued ? issuedPanel(m.issued) : ''}
<section class="panel" aria-labelledby="create-title">
  <details${m.error && m.draft ? html` open` : ''}>
  <summary id="create-title"><strong>Create key</strong></summary>
  <form method="post" action="/dashboard/keys">
    <input type="hidden" name="csrf" value="${m.viewer.csrf}">
    <input type="hidden" name="form" value="${m.formToken}">
    <div class="form-grid">
      <p><label for="name">Name</label><input id="name" name="name" type="text" maxlength="100" required value="${d.name}" placeholder="e.g. Trading bot"></p>
      <p><label for="expiresAt">Expires <span class="hint">(optional, UTC)</span></label><input id="expiresAt" name="expiresAt" type="datetime-local" value="${d.expiresAt}"></p>
      <fieldset class="wide"><legend>Scopes</legend><div class="checks">
        ${m.grantable.map((s) => html`<label><input type="checkbox" name="scopes" value="${s}"${d.scopes.includes(s) ? html` checked` : ''}> ${s}</label>`)}
      </div></fieldset>
      ${m.environments.length > 1 ? html`<fieldset class="wide"><legend>Environment</legend><div class="radios">
        ${m.environments.map((e) => html`<label><input type="radio" name="environment" value="${e}"${d.environment === e ? html` checked` : ''}> ${e}</label>`)}
      </div></fieldset>` : html`<input type="hidden" name="environment" value="${m.environments[0]!}">`}
    </div>
    <p><button type="submit" class="primary">Create key</button></p>
  </form>
  </details>
</section>
<section class="panel" aria-labelledby="keys-title">
  <div class="row"><h2 id="keys-title">Your keys</h2><span class="spacer"></span><span class="muted">Newest first · times in UTC</span></div>
  ${m.keys.length ? html`<div role="region" aria-labelledby="keys-title" tabindex="0" class="table-wrap"><table>
    <thead><tr><th scope="col">Name / key</th><th scope="col">Env</th><th scope="col">Scopes</th><th scope="col">Status</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Expires</th><th scope="col">Grace ends</th><th scope="col"><span class="muted">Actions</span></th></tr></thead>
    <tbody>${m.keys.map((k) => keyRow(k, m))}</tbody>
  </table></div>` : html`<p class="muted">No keys yet.</p>`}
  <nav class="pager" aria-label="Pages">
    ${m.firstPage ? '' : html`<a class="button small" href="/dashboard/keys">Newest</a>`}
    ${m.nextAfter ? html`<a class="button small" href="/dashboard/keys?after=${m.nextAfter}">Older keys</a>` : ''}
  </nav>
</section>
</main>`, m.viewer, 'keys');
}

/**
 * Revoking asks first: "Revoke" acts, "Cancel" goes back; when the key created keys still in
 * use, a second button revokes them with it (DELETE /v1/keys/{id}?cascade=true).
 */
export function revokePage(viewer: Viewer, key: ApiKeyView, created = 0): Html {
  return layout('Revoke key', html`<main>
<section class="panel">
  <h1>Revoke “${key.name}”?</h1>
  <p>The key <span class="mono">${maskedKey(key)}</span> stops working at once, on every server, and cannot be restored. Requests made with it will be answered <span class="mono">401 unauthorized</span>.</p>
  ${created ? html`<p id="created-keys">This key created <strong>${created} ${created === 1 ? 'key' : 'keys'}</strong> still in use (directly, or through keys it created). If it may have leaked, revoke ${created === 1 ? 'that key' : 'them'} with it: a leaked key can leave keys of its own behind.</p>` : ''}
  <form method="post" action="/dashboard/keys/${key.id}/revoke" class="row">
    <input type="hidden" name="csrf" value="${viewer.csrf}">
    <button type="submit" class="danger" autofocus>Revoke</button>
    ${created ? html`<button type="submit" class="danger" name="cascade" value="true" data-cascade>Revoke it and the ${created} ${created === 1 ? 'key' : 'keys'} it created</button>` : ''}
    <a class="button" href="/dashboard/keys">Cancel</a>
  </form>
</section>
</main>`, viewer, 'keys');
}

export interface UsagePageModel {
  viewer: Viewer;
  report: MetricsReport | null;
  period: string;
  granularity: string;
  periods: readonly { value: string; label: string }[];
  granularities: readonly string[];
  error?: string;
  limits: { tier: string; requestsPerMinute: number; quotaLimit: number | null; quotaUsed: number; quotaRemaining: number | null; quotaResetAt: string; testKeyDaily: number | null };
  /** The rollups' watermark (ISO) and their interval. */
  lag: { watermark: string | null; intervalMs: number; behindMs: number | null };
}

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A time to land: milliseconds under 10 s, seconds above; a dash when nothing landed. */
const landTime = (ms: number | null) => (ms === null ? '–' : ms < 10_000 ? `${fmt(ms)} ms` : `${fmt(ms / 1000)} s`);

function chart(id: string, title: string, series: string, labels: string, unit: string): Html {
  return html`<figure class="chart" id="chart-${id}" data-chart="${id}" data-series="${series}" data-labels="${labels}" data-unit="${unit}"><figcaption>${title}</figcaption><div class="plot" role="img" aria-label="${title} over time (figures in the data table below)"></div></figure>`;
}

function lagText(lag: UsagePageModel['lag']): string {
  const every = `The rollups run every ${Math.round(lag.intervalMs / 1000)} s`;
  if (!lag.watermark || lag.behindMs === null) return `No rollup has run yet: the figures appear within a rollup interval. ${every}.`;
  const behind = lag.behindMs < 90_000 ? `${Math.max(0, Math.round(lag.behindMs / 1000))} s` : `${Math.round(lag.behindMs / 60_000)} min`;
  return `Figures include activity up to ${lag.watermark.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')} (${behind} ago). ${every}; the charts lag by at most that much.`;
}

/** The usage page: limits, totals, charts from the analytics rollups, and the figures as a table. */
export function usagePage(m: UsagePageModel): Html {
  const r = m.report;
  const series = r?.series ?? [];
  const data = {
    x: series.map((s) => Date.parse(s.period.start) / 1000),
    series: {
      requests: series.map((s) => s.requests.total),
      errors: series.map((s) => s.requests.errors),
      rateLimited: series.map((s) => s.requests.rateLimited),
      mcp: series.map((s) => s.requests.mcp),
      intents: series.map((s) => s.intents.total),
      parseErrors: series.map((s) => s.intents.parseErrors),
      built: series.map((s) => s.transactions.total),
      confirmed: series.map((s) => s.transactions.confirmed),
      failed: series.map((s) => s.transactions.failed),
      expired: series.map((s) => s.transactions.expired),
      // An hour in which no transaction finished has no success rate: null, which the chart
      // draws as a gap (uPlot's default), not as a fall to 0%.
      successRate: series.map((s) => (s.transactions.confirmed + s.transactions.failed + s.transactions.expired > 0 ? s.transactions.successRate : null)),
      volumeUsd: series.map((s) => s.volume.totalUSD),
    },
  };
  const l = m.limits;
  // The period's success rate, like the chart's hours, exists only once a transaction finished.
  const finished = series.reduce((n, s) => n + s.transactions.confirmed + s.transactions.failed + s.transactions.expired, 0);
  const quotaPct = l.quotaLimit ? Math.min(100, Math.round((100 * l.quotaUsed) / l.quotaLimit)) : 0;
  return layout('Usage', html`<main>
<h1>Usage</h1>
<p class="lede">Your account's activity on ${m.viewer.environment === 'live' ? 'mainnet (live keys)' : 'the development cluster (test keys)'}, from the hourly analytics rollups.</p>
<form method="get" action="/dashboard/usage" class="panel row" aria-label="Choose the period">
  <label for="period" class="inline">Period</label>
  <select id="period" name="period">${m.periods.map((p) => html`<option value="${p.value}"${p.value === m.period ? html` selected` : ''}>${p.label}</option>`)}</select>
  <label for="granularity" class="inline">Granularity</label>
  <select id="granularity" name="granularity">${m.granularities.map((g) => html`<option value="${g}"${g === m.granularity ? html` selected` : ''}>${g}</option>`)}</select>
  <button type="submit">Show</button>
  <span class="spacer"></span>
  <span class="muted" id="rollup-lag">${lagText(m.lag)}</span>
</form>
${m.error ? html`<div class="alert error" role="alert">${m.error}</div>` : ''}
<div class="stats">
  <div class="stat"><div class="label">Rate limit</div><div class="value">${l.requestsPerMinute}<span class="hint"> / min</span></div><div class="sub">${l.tier} tier${l.testKeyDaily ? `, and ${l.testKeyDaily} requests per day per test key` : ''}</div></div>
  <div class="stat" id="quota"><div class="label">Builds today</div><div class="value">${l.quotaUsed}<span class="hint"> ${l.quotaLimit === null ? 'of unlimited' : `of ${l.quotaLimit}`}</span></div>
    <div class="sub">${l.quotaRemaining === null ? 'no daily quota' : `${l.quotaRemaining} left, resets ${l.quotaResetAt.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC')}`}</div>
    ${l.quotaLimit ? html`<div class="meter" role="progressbar" aria-label="Builds used today" aria-valuemin="0" aria-valuemax="${l.quotaLimit}" aria-valuenow="${l.quotaUsed}"><span data-width="${quotaPct}"></span></div>` : ''}</div>
  <div class="stat"><div class="label">Requests</div><div class="value" id="total-requests">${fmt(r?.requests.total ?? 0)}</div><div class="sub">${fmt(r?.requests.errors ?? 0)} errors · ${fmt(r?.requests.rateLimited ?? 0)} × 429 · <span id="mcp-requests">${fmt(r?.requests.mcp ?? 0)}</span> via MCP</div></div>
  <div class="stat"><div class="label">Volume</div><div class="value">${usd(r?.volume.totalUSD ?? 0)}</div><div class="sub">${fmt(r?.transactions.total ?? 0)} transactions · <span id="success-rate">${finished > 0 ? `${fmt(r?.transactions.successRate ?? 0)}% success` : 'none finished yet'}</span></div></div>
</div>
<section class="panel" id="landing" aria-labelledby="landing-title">
<h2 id="landing-title">Landing</h2>
<p class="muted">Transactions submitted through the API in this period and what became of them so far, read live from the records.</p>
<table id="landing-table">
  <thead><tr><th scope="col">Submitted</th><th scope="col">Landed</th><th scope="col">Failed on chain</th><th scope="col">Expired</th><th scope="col">Median time to land</th></tr></thead>
  <tbody><tr><td id="landing-submitted">${fmt(r?.landing.submitted ?? 0)}</td><td id="landing-landed">${fmt(r?.landing.landed ?? 0)}</td><td id="landing-failed">${fmt(r?.landing.failed ?? 0)}</td><td id="landing-expired">${fmt(r?.landing.expired ?? 0)}</td><td id="landing-median">${landTime(r?.landing.medianTimeToLandMs ?? null)}</td></tr></tbody>
</table>
</section>
<div class="charts">
  ${chart('requests', 'Requests, errors, 429s and MCP tool calls', 'requests,errors,rateLimited,mcp', 'Requests,Errors,429s,MCP', 'count')}
  ${chart('intents', 'Intents and parse errors', 'intents,parseErrors', 'Intents,Parse errors', 'count')}
  ${chart('builds', 'Builds by status', 'built,confirmed,failed,expired', 'Built,Confirmed,Failed,Expired', 'count')}
  ${chart('success', 'Success rate', 'successRate', 'Success rate', 'percent')}
  ${chart('volume', 'Volume (USD)', 'volumeUsd', 'Volume', 'usd')}
</div>
<section class="panel table-panel" aria-labelledby="table-title">
<details><summary id="table-title">Data table</summary>
<table id="usage-table">
  <thead><tr><th scope="col">Period start (UTC)</th><th scope="col">Requests</th><th scope="col">Errors</th><th scope="col">429s</th><th scope="col">MCP</th><th scope="col">Intents</th><th scope="col">Parse errors</th><th scope="col">Built</th><th scope="col">Confirmed</th><th scope="col">Failed</th><th scope="col">Expired</th><th scope="col">Success</th><th scope="col">Volume</th></tr></thead>
  <tbody>${series.filter((s) => s.requests.total || s.intents.total || s.transactions.total).map((s) => html`<tr>
    <td>${when(s.period.start)}</td><td>${s.requests.total}</td><td>${s.requests.errors}</td><td>${s.requests.rateLimited}</td><td>${s.requests.mcp}</td><td>${s.intents.total}</td><td>${s.intents.parseErrors}</td>
    <td>${s.transactions.total}</td><td>${s.transactions.confirmed}</td><td>${s.transactions.failed}</td><td>${s.transactions.expired}</td><td>${s.transactions.successRate}%</td><td>${usd(s.volume.totalUSD)}</td></tr>`)}</tbody>
</table>
<p class="muted">Buckets without activity are left out of this table; the charts show them as zero.</p>
</details>
</section>
<script type="application/json" id="usage-data">${jsonData(data)}</script>
</main>`, m.viewer, 'usage', html`<link rel="stylesheet" href="/dashboard/assets/uplot.min.css"><script src="/dashboard/assets/uplot.min.js" defer></script>`);
}

/** Any other outcome: a readable message and a way back. */
export function messagePage(viewer: Viewer | null, title: string, message: string): Html {
  return layout(title, html`<main><section class="panel ${viewer ? '' : 'signin'}"><h1>${title}</h1><p>${message}</p>
<p><a href="${viewer ? '/dashboard/keys' : '/dashboard/sign-in'}">${viewer ? 'Back to your keys' : 'Sign in'}</a></p></section></main>`, viewer);
}
