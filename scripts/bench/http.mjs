// Helpers the bench suites share: GraphQL calls as the web app makes them, a signed-in session, and the
// bare node:http baseline process.
import { spawn } from 'node:child_process';
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

/** Starts the bare baseline server (its own process) answering every request with `body`. */
export const startBareServer = async (body) => {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./bare-server.mjs', import.meta.url))], {
    env: { ...process.env, BENCH_BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the bare server did not start')), 10_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /"port":(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited with code ${code}`)));
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
