// Helpers the bench suites share: GraphQL calls as the web app makes them (persisted operations by hash), a
// signed-in session, and the baseline processes (bare JSON, bare SQL).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const GRAPHQL_HEADERS = { 'content-type': 'application/json', 'x-portal-csrf': '1' };

/** POSTs one GraphQL operation; returns the status, the exact response text and the parsed JSON. */
export const graphql = async (baseUrl, query, { variables, cookie } = {}) => {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(variables ? { query, variables } : { query }),
  });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text), headers: response.headers };
};

const persistedDocuments = JSON.parse(
  readFileSync(new URL('../../apps/server/src/generated/persisted-documents.json', import.meta.url), 'utf8'),
);

/** The request body the web app sends for one of its operations: the document's hash, never its text. */
export const persistedBody = (operationName, variables = {}) => {
  const entry = Object.entries(persistedDocuments).find(([, text]) =>
    new RegExp(`(query|mutation) ${operationName}\\b`).test(text),
  );
  if (!entry) throw new Error(`no persisted operation named ${operationName}`);
  return JSON.stringify({
    operationName,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: entry[0] } },
  });
};

// Set per response or per connection by node:http itself, on both sides alike.
const TRANSPORT_HEADERS = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

/**
 * POSTs a request body to /graphql as the web app does; returns the status, the exact response text and the
 * response's own headers (what a baseline sends back too: the security headers, the content type).
 */
export const postGraphql = async (baseUrl, body, cookie) => {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS, ...(cookie ? { cookie } : {}) },
    body,
  });
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name)));
  return { status: response.status, text: await response.text(), headers };
};

const codeIn = (body) => /(?<!\d)(\d{3})[- ]?(\d{3})(?!\d)/.exec(body)?.slice(1, 3).join('');

/**
 * Signs in as a demo instructor through the API (password, then the code from the development outbox) and
 * returns the session cookie. Throws with the server's message when sign-in is not possible.
 */
export const signInCookie = async (baseUrl, adiNumber, password = 'Drive2Pass') => {
  const login = await graphql(
    baseUrl,
    'mutation ($input: InstructorLoginInput!) { instructorLogin(input: $input) { challengeRequired challengeId } }',
    { variables: { input: { adiNumber, password } } },
  );
  const challengeId = login.json.data?.instructorLogin?.challengeId;
  if (!challengeId) throw new Error(`instructorLogin: ${login.json.errors?.[0]?.message ?? login.text.slice(0, 200)}`);
  const outbox = await (await fetch(`${baseUrl}/dev/outbox.json`)).json();
  const code = outbox.map((m) => codeIn(m.body)).find(Boolean);
  if (!code) throw new Error('no access code in the outbox');
  const confirm = await graphql(
    baseUrl,
    'mutation ($input: ConfirmSignInCodeInput!) { confirmSignInCode(input: $input) { authenticated } }',
    { variables: { input: { challengeId, code } } },
  );
  const cookie = confirm.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!confirm.json.data?.confirmSignInCode?.authenticated || !cookie) {
    throw new Error(`confirmSignInCode: ${confirm.json.errors?.[0]?.message ?? confirm.text.slice(0, 200)}`);
  }
  return cookie;
};

/** A `cookie` header's pairs as browser cookies for `baseUrl` (Playwright's addCookies, Puppeteer's setCookie). */
export const cookiesFor = (baseUrl, cookie) =>
  cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
  });

/** Starts a baseline server script of this folder as its own process; resolves once it prints its port. */
const startBaseline = async (script, env) => {
  const child = spawn(process.execPath, [fileURLToPath(new URL(script, import.meta.url))], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), 60_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /"port":(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

/** The bare JSON baseline (its own process) answering every request with `body` (and `headers`, when given). */
export const startBareServer = (body, headers) =>
  startBaseline('./bare-server.mjs', {
    BENCH_BODY: body,
    ...(headers ? { BENCH_HEADERS: JSON.stringify(headers) } : {}),
  });

/**
 * The bare SQL baseline of a signed-in case (sql-baseline.mjs): one session lookup and the case's minimal SQL
 * on `db` ({ kind: 'pglite', location: folder } or { kind: 'postgres', location: url }).
 */
export const startSqlBaseline = (sqlCase, db, variables = {}, headers = undefined) =>
  startBaseline('./sql-baseline.mjs', {
    BENCH_CASE: sqlCase,
    BENCH_DB_KIND: db.kind,
    BENCH_DB: db.location,
    BENCH_VARIABLES: JSON.stringify(variables),
    ...(headers ? { BENCH_HEADERS: JSON.stringify(headers) } : {}),
  });
