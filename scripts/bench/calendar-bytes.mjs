// The bytes the browser fetches to show the calendar, as the server sends them (DESIGN.md §5: "JavaScript the
// browser fetches for the calendar, compressed as served"), and when the calendar's largest paint happens on a
// throttled phone. Headless Chromium opens /calendar signed in as 100001 with an empty cache, asking for
// `Accept-Encoding: br, gzip`; every response's encoded size is summed from the DevTools protocol
// (Network.loadingFinished encodedDataLength: headers and body as they came over the wire). A second visit in
// the same browser counts what the cache does not spare. Then a fresh phone-sized browser with the network of
// Lighthouse's mobile profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed 4x
// records the largest contentful paint of /calendar.
import { existsSync } from 'node:fs';
import { CHROMIUM, launchChromium } from './bundle.mjs';
import { cookiesFor, signInCookie } from './http.mjs';

/**
 * What main sent before the static files were compressed and cached properly (commit abc3675, measured with
 * this suite): the budgets are never to send more, nor to paint later, than that again.
 */
const BEFORE = { firstVisitBytes: 1_104_244, lcpMs: 5_100 };
/** Core Web Vitals' "good" largest contentful paint: the target, reported beside the budget. */
const LCP_GOOD_MS = 2_500;

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const showCalendar = async (page, baseUrl) => {
  await page.goto(`${baseUrl}/calendar`, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.locator('.fc-timegrid-slot-lane, .fc-daygrid-day').first().waitFor({ timeout: 30_000 });
};

/** Opens /calendar in `context` and returns the encoded bytes of every response, by resource type. */
const measureVisit = async (context, baseUrl) => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'br, gzip' } });
  const types = new Map();
  const encodings = new Map();
  const byType = {};
  let responses = 0;
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    types.set(requestId, type);
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    if (encoding) encodings.set(encoding[1], (encodings.get(encoding[1]) ?? 0) + 1);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const type = types.get(requestId) ?? 'Other';
    byType[type] = (byType[type] ?? 0) + encodedDataLength;
    responses += 1;
  });
  await showCalendar(page, baseUrl);
  await page.close();
  const total = Object.values(byType).reduce((sum, bytes) => sum + bytes, 0);
  return { total, byType, responses, encodings: Object.fromEntries(encodings) };
};

/** The largest contentful paint of /calendar on the throttled phone, in ms from navigation start. */
const measureLcp = async (browser, baseUrl, cookie) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    await context.addCookies(cookiesFor(baseUrl, cookie));
    await context.addInitScript(() => {
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'br, gzip' } });
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await showCalendar(page, baseUrl);
    return await page.evaluate(() => window.__lcp);
  } finally {
    await context.close();
  }
};

const notMeasured = (why) => [{ case: 'calendar page bytes', value: `not measured: ${why}`, budget: '', ratio: null }];

export const calendarBytesSuite = {
  name: 'Calendar page: bytes fetched as served (br/gzip) and largest contentful paint on a phone',
  async run({ server, sessions, verbose }) {
    if (!existsSync(CHROMIUM)) return notMeasured('no Chromium');
    const cookie = sessions['100001'] ?? (await signInCookie(server.baseUrl, '100001'));
    const browser = await launchChromium();
    try {
      const context = await browser.newContext();
      await context.addCookies(cookiesFor(server.baseUrl, cookie));
      const first = await measureVisit(context, server.baseUrl);
      const second = await measureVisit(context, server.baseUrl);
      await context.close();
      const lcp = await measureLcp(browser, server.baseUrl, cookie);
      if (verbose) {
        for (const [label, visit] of [
          ['first', first],
          ['second', second],
        ]) {
          console.log(
            `  ${label} visit: ${visit.total} bytes, ${visit.responses} responses, encodings ${JSON.stringify(visit.encodings)}`,
          );
          for (const [type, bytes] of Object.entries(visit.byType))
            console.log(`    ${kib(bytes).padStart(10)}  ${type}`);
        }
      }
      const parts = (visit) =>
        Object.entries(visit.byType)
          .sort((a, b) => b[1] - a[1])
          .map(([type, bytes]) => `${type} ${kib(bytes)}`)
          .join(', ');
      return [
        {
          case: 'fetched to show /calendar, empty cache',
          value: kib(first.total),
          budget: `<= ${kib(BEFORE.firstVisitBytes)} (main abc3675)`,
          ratio: first.total / BEFORE.firstVisitBytes,
          limit: 1,
          detail: `${first.responses} responses: ${parts(first)}`,
        },
        {
          case: 'fetched to show /calendar again (cached)',
          value: kib(second.total),
          budget: '<= 10% of the first visit',
          ratio: second.total / first.total,
          limit: 0.1,
          detail: `${second.responses} responses: ${parts(second)}`,
        },
        {
          case: 'largest contentful paint of /calendar, phone (slow 4G, CPU 4x)',
          value: `${Math.round(lcp)} ms`,
          budget: `<= ${BEFORE.lcpMs} ms (main abc3675)`,
          ratio: lcp / BEFORE.lcpMs,
          limit: 1,
          detail: `${(lcp / LCP_GOOD_MS).toFixed(2)}x the ${LCP_GOOD_MS} ms that Core Web Vitals call good`,
        },
      ];
    } finally {
      await browser.close();
    }
  },
};
