/**
 * The outbox page (`/_sandbox/outbox`): the e-mails the sandbox sent, newest
 * first, as Mailpit or MailHog list them; one opened beside the list (below it
 * on a phone) with its links, its text, and its HTML in a sandboxed frame that
 * runs no script and loads nothing from elsewhere. The page holds no data: its
 * script reads `GET /api/_sandbox/emails` with the administrator token from the
 * `#token=` fragment of the URL the start command prints (kept for the tab in
 * sessionStorage, and taken out of the address bar), or typed into its form.
 *
 * @module
 */
import { themeTokensCss } from '@volunteerkit/widgets/residential';

/**
 * The page's Content-Security-Policy: its own script, style and API only. The
 * e-mail's HTML frame (`srcdoc`, `sandbox`) inherits it, so the e-mail can run no
 * script and fetch no remote image.
 */
export const OUTBOX_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The page (a shell: the script fills it). */
export const outboxPageHtml = `<!doctype html>
<html lang="en" class="vk-root">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Outbox · VolunteerKit sandbox</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/_sandbox/outbox.css">
<script type="module" src="/_sandbox/outbox.js"></script>
</head>
<body>
<a class="skip" href="#main">Skip to the e-mails</a>
<header class="bar">
  <div class="bar__inner">
    <h1>Outbox</h1>
    <p class="bar__note">Every e-mail the VolunteerKit sandbox has sent. None leaves this machine.</p>
  </div>
</header>
<main id="main" tabindex="-1">
  <form id="token-form" class="card" hidden novalidate>
    <h2>Administrator token</h2>
    <p>The outbox shows e-mails to people with the sandbox's administrator token. Open the outbox link the start command printed, or paste the token the sandbox printed after <code>Authorization: Bearer</code>.</p>
    <label for="token">Administrator token</label>
    <input id="token" name="token" type="password" autocomplete="off" spellcheck="false" aria-describedby="token-error">
    <p id="token-error" class="error"></p>
    <button type="submit">Show the e-mails</button>
  </form>
  <div id="outbox" hidden>
    <form id="filter" class="filter" role="search" aria-label="E-mails to one address" novalidate>
      <div class="filter__field">
        <label for="to">Recipient</label>
        <input id="to" name="to" type="email" autocomplete="off" spellcheck="false">
      </div>
      <button type="submit">Filter</button>
      <button type="button" id="show-all">Show all</button>
      <button type="button" id="refresh">Refresh</button>
    </form>
    <p id="status" class="status" role="status"></p>
    <div class="panes">
      <nav class="list" aria-labelledby="list-title">
        <h2 id="list-title" class="vk-visually-hidden">E-mails, newest first</h2>
        <ul id="list"></ul>
      </nav>
      <section id="message" class="message" aria-labelledby="message-subject" tabindex="-1" hidden></section>
    </div>
  </div>
</main>
</body>
</html>
`;

const pageCss = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; background: var(--vk-color-bg); color-scheme: light dark; }
body { margin: 0; line-height: 1.5; }
a { color: var(--vk-color-primary); }
a:focus-visible, button:focus-visible, input:focus-visible, main:focus-visible, .message:focus-visible {
  outline: 3px solid var(--vk-color-focus); outline-offset: 2px; }
.skip { position: absolute; left: -999px; top: 0.5rem; padding: 0.5rem 1rem; background: var(--vk-color-bg); }
.skip:focus { left: 0.5rem; }
.bar { border-bottom: 1px solid var(--vk-color-border); background: var(--vk-color-surface); }
.bar__inner, main { max-width: 80rem; margin: 0 auto; padding: 0 1rem; }
.bar__inner { padding-top: 0.75rem; padding-bottom: 0.75rem; }
h1 { font-size: 1.5rem; margin: 0; }
h2 { font-size: 1.25rem; margin: 0 0 0.5rem; overflow-wrap: anywhere; }
h3 { font-size: 1rem; margin: 1.25rem 0 0.25rem; }
.bar__note { margin: 0; color: var(--vk-color-muted); }
main { padding-top: 1rem; padding-bottom: 3rem; }
main:focus { outline: none; }
.card { max-width: 36rem; padding: 1rem; border: 1px solid var(--vk-color-border); border-radius: var(--vk-radius); }
label { display: block; font-weight: 600; }
input { font: inherit; color: inherit; background: var(--vk-color-bg); border: 1px solid var(--vk-color-border);
  border-radius: var(--vk-radius); padding: 0.5rem; min-height: 2.75rem; width: 100%; }
button { font: inherit; min-height: 2.75rem; padding: 0.5rem 1rem; border-radius: var(--vk-radius); cursor: pointer;
  border: 1px solid var(--vk-color-primary); background: var(--vk-color-bg); color: var(--vk-color-primary); font-weight: 600; }
button[type="submit"] { background: var(--vk-color-primary); color: var(--vk-color-primary-text); }
.error { color: var(--vk-color-danger); margin: 0.25rem 0 0.75rem; min-height: 1.5em; }
.filter { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.5rem; }
.filter__field { flex: 1 1 16rem; max-width: 28rem; }
.status { color: var(--vk-color-muted); margin: 0.75rem 0; min-height: 1.5em; }
.panes { display: grid; grid-template-columns: minmax(16rem, 24rem) 1fr; gap: 1rem; align-items: start; }
.list ul { list-style: none; margin: 0; padding: 0; border: 1px solid var(--vk-color-border); border-radius: var(--vk-radius); }
.list li + li { border-top: 1px solid var(--vk-color-border); }
.list a { display: block; padding: 0.5rem 0.75rem; text-decoration: none; color: var(--vk-color-text); }
.list a:hover .item__subject { text-decoration: underline; }
.list a[aria-current="true"] { background: var(--vk-color-surface); box-shadow: inset 4px 0 0 var(--vk-color-primary); }
.item__subject { display: block; font-weight: 600; overflow-wrap: anywhere; }
.item__meta { display: block; color: var(--vk-color-muted); font-size: 0.875rem; overflow-wrap: anywhere; }
.empty { padding: 0.75rem; margin: 0; }
.message { min-width: 0; padding: 1rem; border: 1px solid var(--vk-color-border); border-radius: var(--vk-radius); }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.125rem 1rem; margin: 0; }
.facts dt { font-weight: 600; }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.links { margin: 0; padding-inline-start: 1.25rem; }
.links a { overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; padding: 0.75rem; background: var(--vk-color-surface);
  border-radius: var(--vk-radius); font-size: 0.9375rem; }
iframe { width: 100%; min-height: 16rem; border: 1px solid var(--vk-color-border); border-radius: var(--vk-radius); background: #fff; }
.vk-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
@media (max-width: 48rem) {
  .panes { grid-template-columns: 1fr; }
  .facts { grid-template-columns: 1fr; }
  .facts dd { margin-bottom: 0.25rem; }
}
`;

/** The page's stylesheet: the widgets' theme tokens (light, dark when preferred) and its layout. */
export const outboxCss = `${themeTokensCss}\n${pageCss}`;

/** The page's script (plain browser JavaScript). */
export const outboxScript = `
const KEY = 'vk-outbox-token';
const FRAME_POLICY = '<meta http-equiv="Content-Security-Policy" content="default-src \\'none\\'; style-src \\'unsafe-inline\\'; img-src data:">';
const $ = (id) => document.getElementById(id);
const state = { emails: [], newest: 0, selected: 0, to: '' };

function takeToken() {
  const m = /(?:^#|&)token=([^&]+)/.exec(location.hash);
  if (m) {
    sessionStorage.setItem(KEY, decodeURIComponent(m[1]));
    history.replaceState(null, '', location.pathname + location.search);
  }
  return sessionStorage.getItem(KEY) || '';
}

function el(tag, props, children) {
  const node = document.createElement(tag);
  Object.assign(node, props || {});
  for (const child of children || []) node.append(child);
  return node;
}

function when(iso) {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
}

async function api(path) {
  const token = sessionStorage.getItem(KEY) || '';
  const res = await fetch(path, { headers: token ? { authorization: 'Bearer ' + token } : {} });
  if (res.status === 401) {
    const error = new Error('unauthorised');
    error.unauthorised = true;
    throw error;
  }
  if (!res.ok) throw new Error('The sandbox answered ' + res.status + '.');
  return res.json();
}

function showTokenForm(message) {
  $('outbox').hidden = true;
  $('token-form').hidden = false;
  $('token-error').textContent = message || '';
  if (message) $('token').setAttribute('aria-invalid', 'true');
  $('token').focus();
}

function renderList() {
  const list = $('list');
  list.replaceChildren();
  if (state.emails.length === 0) {
    list.append(el('li', { className: 'empty', textContent: state.to ? 'No e-mails to ' + state.to + ' yet.' : 'No e-mails yet.' }));
    return;
  }
  for (const email of state.emails) {
    const link = el('a', { href: '?id=' + email.id + (state.to ? '&to=' + encodeURIComponent(state.to) : '') }, [
      el('span', { className: 'item__subject', textContent: email.subject }),
      el('span', { className: 'item__meta', textContent: 'To ' + email.to + ' · ' + when(email.sent_at) }),
    ]);
    link.dataset.id = String(email.id);
    if (email.id === state.selected) link.setAttribute('aria-current', 'true');
    link.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      select(email.id, true);
    });
    list.append(el('li', {}, [link]));
  }
}

function renderMessage(focus) {
  const section = $('message');
  const email = state.emails.find((e) => e.id === state.selected);
  if (!email) {
    section.hidden = true;
    return;
  }
  section.hidden = false;
  const facts = el('dl', { className: 'facts' });
  const fact = (term, value) => facts.append(el('dt', { textContent: term }), el('dd', { textContent: value }));
  fact('To', email.to_name ? email.to_name + ' <' + email.to + '>' : email.to);
  fact('Sent', when(email.sent_at));
  fact('Kind', email.kind);
  const parts = [el('h2', { id: 'message-subject', textContent: email.subject }), facts];
  parts.push(el('h3', { textContent: 'Links' }));
  if (email.links.length === 0) parts.push(el('p', { textContent: 'This e-mail has no links.' }));
  else
    parts.push(
      el('ul', { className: 'links' }, email.links.map((href) => el('li', {}, [el('a', { href, textContent: href })]))),
    );
  parts.push(el('h3', { textContent: 'Text' }), el('pre', { textContent: email.text }));
  if (email.html) {
    parts.push(el('h3', { textContent: 'HTML' }));
    const frame = el('iframe', { title: 'The HTML of the e-mail (no scripts, no remote images)' });
    frame.setAttribute('sandbox', '');
    // Its own policy too: no script, nothing fetched (tracking images), inline styles only.
    frame.srcdoc = FRAME_POLICY + email.html;
    parts.push(frame);
  }
  section.replaceChildren(...parts);
  if (focus) section.focus();
}

function select(id, focus) {
  state.selected = id;
  const query = new URLSearchParams();
  query.set('id', String(id));
  if (state.to) query.set('to', state.to);
  history.replaceState(null, '', '?' + query.toString());
  for (const a of document.querySelectorAll('#list a')) {
    if (a.dataset.id === String(id)) a.setAttribute('aria-current', 'true');
    else a.removeAttribute('aria-current');
  }
  renderMessage(focus);
}

async function load(announce) {
  const query = state.to ? '?to=' + encodeURIComponent(state.to) : '';
  let body;
  try {
    body = await api('/api/_sandbox/emails' + query);
  } catch (error) {
    if (error.unauthorised) {
      sessionStorage.removeItem(KEY);
      showTokenForm(announce === 'token' ? 'The sandbox refused this token: copy it again from its output.' : '');
    } else $('status').textContent = 'Could not read the outbox: ' + error.message;
    return;
  }
  $('token-form').hidden = true;
  $('outbox').hidden = false;
  const newest = body.data.length ? body.data[0].id : 0;
  const fresh = state.newest && newest > state.newest ? body.data.filter((e) => e.id > state.newest).length : 0;
  const changed = newest !== state.newest || body.data.length !== state.emails.length || announce;
  state.emails = body.data;
  state.newest = newest;
  if (!state.emails.some((e) => e.id === state.selected)) state.selected = state.emails.length ? state.emails[0].id : 0;
  if (changed) {
    renderList();
    renderMessage(false);
  }
  const count = state.emails.length;
  const summary = (count === 1 ? '1 e-mail' : count + ' e-mails') + (state.to ? ' to ' + state.to : '');
  if (fresh) $('status').textContent = (fresh === 1 ? '1 new e-mail. ' : fresh + ' new e-mails. ') + summary + '.';
  else if (announce) $('status').textContent = summary + '.';
}

function start() {
  takeToken();
  const params = new URLSearchParams(location.search);
  state.selected = Number(params.get('id')) || 0;
  state.to = params.get('to') || '';
  $('to').value = state.to;
  $('token-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const token = $('token').value.trim();
    if (!token) {
      showTokenForm('Paste the administrator token.');
      return;
    }
    $('token').removeAttribute('aria-invalid');
    sessionStorage.setItem(KEY, token);
    void load('token');
  });
  $('filter').addEventListener('submit', (event) => {
    event.preventDefault();
    state.to = $('to').value.trim();
    state.selected = 0;
    void load('filter');
  });
  $('show-all').addEventListener('click', () => {
    $('to').value = '';
    state.to = '';
    void load('filter');
  });
  $('refresh').addEventListener('click', () => void load('refresh'));
  void load('start');
  setInterval(() => {
    if (document.visibilityState === 'visible' && !$('outbox').hidden) void load();
  }, 3000);
}

start();
`;
