import type { RenderedLink } from '../../shared/links/links.js';
import { html, type Html } from './html.js';
import { layout, when, type Viewer } from './views.js';

/** The create form's values, kept when it is refused. */
export interface LinkDraft { command: string; title: string; description: string; amountMin: string; amountMax: string; maxUses: string }

export interface LinksPageModel {
  viewer: Viewer;
  /** Each link with its QR code as an SVG data URL (the CSP allows data: images, not other origins). */
  links: Array<{ link: RenderedLink; qrDataUrl: string }>;
  error?: string;
  notice?: string;
  draft?: LinkDraft;
  nextAfter: string | null;
  firstPage: boolean;
}

function linkRow(entry: LinksPageModel['links'][number], m: LinksPageModel): Html {
  const l = entry.link;
  return html`<tr>
    <td><img class="qr" src="${entry.qrDataUrl}" width="96" height="96" alt="QR code of the Solana Pay link ${l.title}"></td>
    <td><strong>${l.title}</strong><div class="mono small">${l.id}</div><div class="muted small">${l.command}</div>
      <div class="small"><a href="${l.actionUrl}" rel="noreferrer">Action</a> · <span class="mono">${l.solanaPayUrl.slice(0, 48)}…</span></div></td>
    <td>${l.amount ? `${l.amount.min}–${l.amount.max}` : html`<span class="muted">fixed</span>`}</td>
    <td><span class="badge ${l.status === 'active' ? 'active' : 'revoked'}">${l.status.replace('_', ' ')}</span></td>
    <td class="num" data-counter="views">${l.views}</td>
    <td class="num" data-counter="builds">${l.builds}</td>
    <td class="num" data-counter="paid">${l.paid}${l.maxUses !== null ? html`<span class="muted"> / ${l.maxUses}</span>` : ''}</td>
    <td class="num">$${l.volumeUsd.toFixed(2)}</td>
    <td>${when(l.expiresAt, 'never')}</td>
    <td>${l.status === 'revoked' ? '' : html`<form method="post" action="/dashboard/links/${l.id}/revoke"><input type="hidden" name="csrf" value="${m.viewer.csrf}"><button type="submit" class="small danger" aria-label="Revoke ${l.title}">Revoke</button></form>`}</td>
  </tr>`;
}

/** The payable links page: the create form and the links of the key's network with QR codes and counters. */
export function linksPage(m: LinksPageModel): Html {
  const d = m.draft ?? { command: '', title: '', description: '', amountMin: '', amountMax: '', maxUses: '' };
  return layout('Payment links', html`<main>
<h1>Payment links</h1>
<p class="lede">A command any wallet can pay: show the QR code (Solana Pay) or share the Action URL (blinks). No API key is needed to pay; counters move as wallets view, build and pay.</p>
${m.error ? html`<div class="alert error" role="alert">${m.error}</div>` : ''}
${m.notice ? html`<div class="alert success" role="status">${m.notice}</div>` : ''}
<section class="panel" aria-labelledby="create-link-title">
  <details${m.error && m.draft ? html` open` : ''}>
  <summary id="create-link-title"><strong>Create link</strong></summary>
  <form method="post" action="/dashboard/links">
    <input type="hidden" name="csrf" value="${m.viewer.csrf}">
    <div class="form-grid">
      <p class="wide"><label for="command">Command</label><input id="command" name="command" type="text" maxlength="500" required value="${d.command}" placeholder="send 5 USDC to <your address>"></p>
      <p><label for="title">Title</label><input id="title" name="title" type="text" maxlength="120" required value="${d.title}" placeholder="Coffee"></p>
      <p><label for="description">Description <span class="hint">(optional)</span></label><input id="description" name="description" type="text" maxlength="500" value="${d.description}"></p>
      <p><label for="amountMin">Payer chooses: min <span class="hint">(optional)</span></label><input id="amountMin" name="amountMin" type="text" inputmode="decimal" value="${d.amountMin}"></p>
      <p><label for="amountMax">max</label><input id="amountMax" name="amountMax" type="text" inputmode="decimal" value="${d.amountMax}"></p>
      <p><label for="maxUses">Max payments <span class="hint">(optional)</span></label><input id="maxUses" name="maxUses" type="number" min="1" value="${d.maxUses}"></p>
    </div>
    <p><button type="submit" class="primary">Create link</button></p>
  </form>
  </details>
</section>
<section class="panel" aria-labelledby="links-title">
  <div class="row"><h2 id="links-title">Your links</h2><span class="spacer"></span><span class="muted">Newest first · times in UTC</span></div>
  ${m.links.length ? html`<div role="region" aria-labelledby="links-title" tabindex="0" class="table-wrap"><table>
    <thead><tr><th scope="col">QR</th><th scope="col">Link</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Views</th><th scope="col">Builds</th><th scope="col">Paid</th><th scope="col">Volume</th><th scope="col">Expires</th><th scope="col"><span class="muted">Actions</span></th></tr></thead>
    <tbody>${m.links.map((e) => linkRow(e, m))}</tbody>
  </table></div>` : html`<p class="muted">No links yet.</p>`}
  <nav class="pager" aria-label="Pages">
    ${m.firstPage ? '' : html`<a class="button small" href="/dashboard/links">Newest</a>`}
    ${m.nextAfter ? html`<a class="button small" href="/dashboard/links?after=${m.nextAfter}">Older links</a>` : ''}
  </nav>
</section>
</main>`, m.viewer, 'links');
}
