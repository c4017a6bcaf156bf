// The first screen on a phone (issue 28 §6): Lighthouse 12's mobile preset (its default config: a Moto G Power
// sized screen, slow 4G - 150 ms round trip, 1.6 Mbit/s down - and the CPU 4x slower, simulated by Lantern from
// an unthrottled load) on /aa/sign-in signed out and /home and /calendar signed in as 100001, each page three
// times, the best of the three for each figure. Chromium at /usr/bin/chromium, launched by chrome-launcher with
// the flags below only; the session cookie is set in the browser (Lighthouse clears caches, service workers and
// file systems between runs, never cookies), as Lighthouse's own recipe for pages behind a sign-in does.
// Goals: largest contentful paint at most 2.5 s ("good" in Core Web Vitals) and total blocking time at most
// 200 ms; the performance score and first contentful paint are shown beside them.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM } from './bundle.mjs';
import { cookiesFor, signInCookie } from './http.mjs';

/** The journeys' flags (apps/web/e2e/support/chromium.ts, TypeScript, so not importable here) and new headless. */
const CHROMIUM_FLAGS =
  '--no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --headless=new'.split(
    ' ',
  );
const RUNS = 3;
/** A run Lighthouse itself could not record (NO_NAVSTART, a trace it lost on a busy machine) is tried again, this often. */
const RETRIES = 3;
/** `--lighthouse-reports=DIR` keeps each run's full report (JSON, for the Lighthouse viewer) in DIR. */
const reportsDir = process.argv.find((a) => a.startsWith('--lighthouse-reports='))?.split('=')[1];
const LCP_GOOD_MS = 2_500;
const TBT_GOOD_MS = 200;
/** Lighthouse's own "good" first contentful paint on mobile, shown for reference (not a budget here). */
const FCP_GOOD_MS = 1_800;

const PAGES = [
  { path: '/aa/sign-in', signedIn: false },
  { path: '/home', signedIn: true },
  { path: '/calendar', signedIn: true },
];

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** One Lighthouse run of `url` in a fresh tab of the launched browser: the four figures. */
const audit = async (lighthouse, browser, url) => {
  const page = await browser.newPage();
  try {
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    const { lhr, report } = result ?? {};
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-/, '')}-${Date.now()}.json`;
      writeFileSync(join(reportsDir, name), report);
    }
    const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      finalUrl: lhr.finalDisplayedUrl,
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await page.close();
  }
};

const ms = (value) => `${Math.round(value)} ms`;

/** The rows of one page from its runs: each figure the best of the runs (all runs in the detail). */
const pageRows = (path, runs) => {
  const timing = (key, label, goodMs, budgeted) => {
    const best = Math.min(...runs.map((r) => r[key]));
    return {
      case: `${path}: ${label}`,
      value: ms(best),
      budget: budgeted ? `<= ${goodMs} ms` : `(good <= ${goodMs} ms)`,
      ...(budgeted ? { ratio: best / goodMs, limit: 1 } : { ratio: null, info: true }),
      detail: runs.map((r) => ms(r[key])).join(', '),
    };
  };
  const scores = runs.map((r) => r.score);
  return [
    {
      case: `${path}: performance score`,
      value: String(Math.max(...scores)),
      budget: '',
      ratio: null,
      info: true,
      detail: scores.join(', '),
    },
    timing('fcp', 'first contentful paint', FCP_GOOD_MS, false),
    timing('lcp', 'largest contentful paint', LCP_GOOD_MS, true),
    timing('tbt', 'total blocking time', TBT_GOOD_MS, true),
  ];
};

/** One page's rows: RUNS runs (a run Lighthouse could not record is tried again), or a row that says why not. */
const measurePage = async (lighthouse, browser, baseUrl, path, verbose) => {
  const runs = [];
  const failures = [];
  while (runs.length < RUNS && failures.length <= RETRIES) {
    try {
      runs.push(await audit(lighthouse, browser, `${baseUrl}${path}`));
    } catch (error) {
      failures.push(error.message);
      continue;
    }
    const result = runs.at(-1);
    const landed = new URL(result.finalUrl).pathname;
    if (landed !== path) throw new Error(`${path} ended on ${landed}, not the page asked for`);
    if (verbose) {
      const warnings = result.warnings.length ? `; ${result.warnings.join('; ')}` : '';
      console.log(
        `  ${path} run ${runs.length}: score ${result.score}, FCP ${ms(result.fcp)}, LCP ${ms(result.lcp)}, ` +
          `TBT ${ms(result.tbt)}, load average ${load()}${warnings}`,
      );
    }
  }
  if (failures.length) console.log(`  ${path}: ${failures.length} run(s) failed: ${failures.join('; ')}`);
  // This page's row says why; the other pages are still measured.
  if (runs.length < RUNS)
    return [{ case: path, value: `failed: ${failures.join('; ')}`, budget: '', ratio: null, failed: true }];
  return pageRows(path, runs);
};

export const lighthouseSuite = {
  name: `Lighthouse 12, mobile preset (slow 4G, CPU 4x), best of ${RUNS}`,
  async run({ server, sessions, verbose }) {
    if (!existsSync(CHROMIUM)) {
      return [{ case: 'Lighthouse', value: 'not measured: no Chromium', budget: '', ratio: null }];
    }
    const [{ default: lighthouse }, chromeLauncher, { default: puppeteer }] = await Promise.all([
      import('lighthouse'),
      import('chrome-launcher'),
      import('puppeteer-core'),
    ]);
    const loadAtStart = load();
    console.log(`  Lighthouse: load average ${loadAtStart} at start`);
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROMIUM_FLAGS,
      ignoreDefaultFlags: true,
      logLevel: 'silent',
    });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const rows = [];
    let cookieSet = false;
    try {
      // Signed out first: the cookie, once set, is the browser's for every later tab.
      for (const { path, signedIn } of PAGES) {
        if (signedIn && !cookieSet) {
          const cookie = sessions['100001'] ?? (await signInCookie(server.baseUrl, '100001'));
          await browser.setCookie(...cookiesFor(server.baseUrl, cookie));
          cookieSet = true;
        }
        rows.push(...(await measurePage(lighthouse, browser, server.baseUrl, path, verbose)));
      }
    } finally {
      await browser.disconnect();
      chrome.kill();
    }
    rows.push({
      case: 'load average (1, 5, 15 min) at start / end',
      value: `${loadAtStart} / ${load()}`,
      budget: '',
      ratio: null,
      info: true,
    });
    return rows;
  },
};
