#!/usr/bin/env node
// Sign-in -> the volunteer's home painted, on a phone (issue 48): Chromium with its CPU
// slowed 4× (DevTools protocol), a slow mobile link in front of the portal and the API
// (./slowLink.mjs: 150 ms round trip, 1.6 Mbit/s down), a 390 px screen. Two visits:
//   first   a fresh browser profile: nothing cached, no service worker yet;
//   repeat  the same profile after signing out: the app shell from the service worker's
//           precache, the API over the link as before.
// Each is (opening the portal -> the sign-in form painted) + (pressing Sign in -> the home's
// heading and next shifts painted); the typing between is not counted. Medians of RUNS runs.
// Writes bench/results/phone-home.{md,json} and bench/phone-home/recorded.json (the figures
// bench/phone-home-budget.test.ts holds to the budgets in ./profile.mjs).
// Usage: node bench/phone-home/run.mjs   (needs the portal and the sandbox built)
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../../scripts/serve.mjs';
import { portalSecurityHeaders } from '../../packages/portal/security-headers.mjs';
import { startApi } from '../lib/api.mjs';
import { launchBrowser } from '../lib/browser.mjs';
import { ROOT } from '../lib/bundle.mjs';
import { median, table, writeResult } from '../lib/report.mjs';
import { BUDGET_MS, CPU_RATE, NETWORK, SCREEN } from './profile.mjs';
import { startSlowLink } from './slowLink.mjs';

const RUNS = process.env.BENCH_QUICK ? 3 : 7;
/** The longest a person is taken to type their e-mail and password (not counted). */
const TYPING_MS = 10000;
const LOGIN = { email: 'volunteer@volunteerkit.test', password: 'volunteerkit-demo' };
const PORTAL_DIST = join(ROOT, 'packages', 'portal', 'dist');

if (!existsSync(join(PORTAL_DIST, 'sw.js'))) {
  console.error('The portal is not built (packages/portal/dist/sw.js): build it first.');
  process.exit(1);
}

const api = await startApi({ seed: 'demo' });
if (api.kind !== 'sandbox') {
  console.error('The sandbox is not built (packages/sandbox/dist): build it first.');
  await api.close();
  process.exit(1);
}
const portal = await serveStatic({
  mounts: { '/': PORTAL_DIST },
  fallback: join(PORTAL_DIST, 'index.html'),
  proxy: { '/api/': api.url },
  headers: portalSecurityHeaders,
});
const link = await startSlowLink(portal.url, NETWORK);
const browser = await launchBrowser();

/** A page on the phone profile with its CPU slowed. */
async function phonePage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  return page;
}

/** ms from opening the portal to the sign-in form painted, then from Sign in to home painted. */
async function signInToHome(page) {
  await page.goto(`${link.url}/`, { waitUntil: 'commit' });
  const form = await page
    .waitForFunction(
      () =>
        document.querySelector('input[type="password"]') &&
        new Promise((ok) => requestAnimationFrame(() => ok(performance.now()))),
      null,
      { timeout: 60000, polling: 'raf' },
    )
    .then((h) => h.jsonValue());
  // A person takes some seconds to type their e-mail and password; the service worker's
  // install (its precache, over the same link) runs meanwhile. Modelled as: until the
  // worker is ready, at most TYPING_MS (not counted).
  await page.evaluate(
    (ms) => Promise.race([navigator.serviceWorker.ready, new Promise((ok) => setTimeout(ok, ms))]),
    TYPING_MS,
  );
  await page.getByLabel('E-mail address').fill(LOGIN.email);
  await page.getByLabel('Password').fill(LOGIN.password);
  const pressed = await page.evaluate(() => {
    const t = performance.now();
    document.querySelector('form button[type="submit"]')?.click();
    return t;
  });
  const home = await page
    .waitForFunction(
      () => {
        const h1 = document.querySelector('main h1');
        if (!h1 || !/^Hello, /.test(h1.textContent ?? '')) return false;
        if (!document.querySelector('main .vkm-shifts li')) return false;
        return new Promise((ok) => requestAnimationFrame(() => ok(performance.now())));
      },
      null,
      { timeout: 60000, polling: 'raf' },
    )
    .then((h) => h.jsonValue());
  return { form, signIn: home - pressed, total: form + (home - pressed) };
}

const first = [];
const repeat = [];
const bytes = { first: [], repeat: [] };
const started = Date.now();
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({
      serviceWorkers: 'allow',
      viewport: { width: SCREEN.width, height: SCREEN.height },
      deviceScaleFactor: SCREEN.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    try {
      let page = await phonePage(context);
      let before = link.bytes();
      first.push(await signInToHome(page));
      bytes.first.push(link.bytes() - before);
      // The worker installs in the background (its precache over the same link); then sign out.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.getByRole('button', { name: 'Sign out' }).first().click();
      await page.getByLabel('Password').waitFor();
      await page.close();
      page = await phonePage(context);
      before = link.bytes();
      repeat.push(await signInToHome(page));
      bytes.repeat.push(link.bytes() - before);
    } finally {
      await context.close();
    }
    console.log(
      `run ${i + 1}/${RUNS}: first ${first.at(-1).total.toFixed(0)} ms, repeat ${repeat.at(-1).total.toFixed(0)} ms`,
    );
  }
} finally {
  await browser.close();
  await link.close();
  await portal.close();
  await api.close();
}

const summary = (runs) => ({
  form: median(runs.map((r) => r.form)),
  signIn: median(runs.map((r) => r.signIn)),
  total: median(runs.map((r) => r.total)),
  min: Math.min(...runs.map((r) => r.total)),
  max: Math.max(...runs.map((r) => r.total)),
});
const result = {
  date: new Date().toISOString().slice(0, 10),
  runs: RUNS,
  profile: { cpuRate: CPU_RATE, network: NETWORK, screen: SCREEN },
  first: summary(first),
  repeat: summary(repeat),
  linkKiB: {
    first: median(bytes.first) / 1024,
    repeat: median(bytes.repeat) / 1024,
  },
  secs: (Date.now() - started) / 1000,
  /** The machine's 1-minute load average at the end (2 cores, shared): read the figures with it. */
  loadAverage: Number(loadavg()[0].toFixed(1)),
};
writeFileSync(
  join(ROOT, 'bench', 'phone-home', 'recorded.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);

const ms = (v) => v.toFixed(0);
const row = (label, s, kib, budget) => [
  label,
  ms(s.form),
  ms(s.signIn),
  ms(s.total),
  `${ms(s.min)}–${ms(s.max)}`,
  kib.toFixed(1),
  budget,
  s.total <= budget ? 'met' : '**not met**',
];
writeResult(
  'phone-home',
  [
    "## Sign-in to the volunteer's home on a phone",
    '',
    `Issue 48. System Chromium (headless), CPU slowed ${CPU_RATE}× (\`Emulation.setCPUThrottlingRate\`), ` +
      `a ${SCREEN.width} × ${SCREEN.height} screen at ${SCREEN.deviceScaleFactor}×, and a slow mobile link ` +
      `(\`bench/phone-home/slowLink.mjs\`: ${NETWORK.latency} ms round trip, ` +
      `${((NETWORK.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbit/s down, ` +
      `${((NETWORK.uploadThroughput * 8) / 1024).toFixed(0)} kbit/s up; text costs its gzip size) in front of ` +
      "the built portal and the sandbox (seed `demo`), so the service worker's own fetches go over it " +
      "too (DevTools' network emulation would spare them). Val signs in; the home is painted when its " +
      'heading and next shifts are. First visit: a fresh profile. Repeat visit: the same profile after ' +
      "signing out, the app shell from the service worker's precache. Typing is not counted: it is " +
      `modelled as the time the service worker takes to install (at most ${TYPING_MS / 1000} s), as its ` +
      'precache downloads while a person types. ' +
      `Medians of ${RUNS} runs, ms; budgets enforced by \`bench/phone-home-budget.test.ts\` on the ` +
      'recorded figures (`bench/phone-home/recorded.json`). Run: `node bench/phone-home/run.mjs`. ' +
      `Recorded ${result.date}, load average ${result.loadAverage} on the shared 2-core machine.`,
    '',
    table(
      [
        'Visit',
        'open → form painted',
        'Sign in → home painted',
        'total',
        'range',
        'KiB over the link',
        'budget ms',
        '',
      ],
      [
        row('first (nothing cached)', result.first, result.linkKiB.first, BUDGET_MS.first),
        row('repeat (service worker)', result.repeat, result.linkKiB.repeat, BUDGET_MS.repeat),
      ],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
  ].join('\n'),
  result,
);
console.log(JSON.stringify(result, null, 2));
