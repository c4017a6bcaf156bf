// Budget: the sign-in page's initial JS+CSS, gzipped, at most 200 KiB (DESIGN.md §5). Counted from the
// built index.html: its entry script and stylesheets, its modulepreloads (named by the first-screen script's
// data-modules when it loads them), the first-screen script itself, and every chunk the entry reaches
// through static imports (dynamic import() chunks load later, with their routes, and are not counted).
// When Chromium is installed, a second row counts what the browser actually fetched for /aa/sign-in.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1024;
export const CHROMIUM = '/usr/bin/chromium';

const attr = (tag, name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`).exec(tag)?.[1];

/** Static imports of an ES module: `import x from "./a.js"`, `import "./b.js"`, `export * from "./c.js"`. */
const staticImports = (code) => {
  const found = [];
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.(?:js|mjs|css))["']/g;
  for (const match of code.matchAll(pattern)) found.push(match[1]);
  return found;
};

const resolveAsset = (from, spec) => (spec.startsWith('/') ? spec : new URL(spec, `http://x${from}`).pathname);

/** The files the sign-in page loads before it can render, as dist-relative URL paths. */
export const initialFiles = (distDir) => {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = new Set();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = attr(tag, 'src');
    if (src?.startsWith('/assets/')) files.add(src);
  }
  // The first-screen script (apps/web/first-screen.ts) asks for the entry and its modulepreloads once the first
  // screen is painted: its data-modules lists them.
  for (const tag of html.match(/<script\b[^>]*data-modules[^>]*>/g) ?? []) {
    for (const file of JSON.parse(/data-modules='([^']*)'/.exec(tag)?.[1] ?? '[]')) files.add(file);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (href && (rel === 'stylesheet' || rel === 'modulepreload')) files.add(href);
  }
  const queue = [...files].filter((f) => f.endsWith('.js'));
  while (queue.length) {
    const file = queue.shift();
    for (const spec of staticImports(readFileSync(join(distDir, file), 'utf8'))) {
      const path = resolveAsset(file, spec);
      if (!files.has(path) && existsSync(join(distDir, path))) {
        files.add(path);
        if (path.endsWith('.js')) queue.push(path);
      }
    }
  }
  return [...files];
};

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const row = (name, bytes, detail) => ({
  case: name,
  value: `${kib(bytes)} gz`,
  budget: `<= ${kib(BUDGET_BYTES)}`,
  ratio: bytes / BUDGET_BYTES,
  limit: 1,
  detail,
});

/** Headless Chromium as the bench suites drive it. */
export const launchChromium = async () => {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
};

/** What Chromium fetches for /aa/sign-in until the network is idle (includes lazily loaded route chunks). */
const measuredInChromium = async (baseUrl, distDir) => {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const urls = new Set();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') urls.add(new URL(response.url()).pathname);
    });
    await page.goto(`${baseUrl}/aa/sign-in`, { waitUntil: 'networkidle', timeout: 30_000 });
    return [...urls].filter((path) => existsSync(join(distDir, path)));
  } finally {
    await browser.close();
  }
};

export const bundleSuite = {
  name: 'Sign-in page initial JS+CSS (gzip -9)',
  async run({ repoRoot, server, verbose }) {
    const distDir = join(repoRoot, 'apps/web/dist');
    const total = (files) => {
      const sizes = files.map((f) => [f, gzipBytes(readFileSync(join(distDir, f)))]).sort((a, b) => b[1] - a[1]);
      if (verbose) for (const [f, bytes] of sizes) console.log(`  ${kib(bytes).padStart(10)}  ${f}`);
      return sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
    };
    const fromHtml = initialFiles(distDir);
    const rows = [row('index.html entry + static imports', total(fromHtml), `${fromHtml.length} files`)];
    if (existsSync(CHROMIUM)) {
      const loaded = await measuredInChromium(server.baseUrl, distDir);
      rows.push(row('fetched by Chromium for /aa/sign-in', total(loaded), `${loaded.length} files`));
    } else {
      rows.push({
        case: 'fetched by Chromium for /aa/sign-in',
        value: 'skipped (no Chromium)',
        budget: '',
        ratio: null,
      });
    }
    return rows;
  },
};
