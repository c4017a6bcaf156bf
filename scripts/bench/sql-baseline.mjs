// The baseline for a signed-in query: a bare node:http server doing only the work the answer needs - one
// session lookup and the minimal SQL for the data (sql-cases.mjs), with the same driver on the same database
// (a copy of the server's PGlite data, or the same PostgreSQL database) - and answering the same JSON.
// Env: BENCH_CASE (a key of sqlCases), BENCH_DB_KIND (pglite | postgres), BENCH_DB (data folder or URL),
// BENCH_VARIABLES (the operation's variables, JSON), BENCH_HEADERS (the server's response headers, JSON).
// Prints {"port":N} once listening.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { openBenchDatabase } from './bench-db.mjs';
import { SESSION_SQL, sqlCases } from './sql-cases.mjs';

const SESSION_COOKIE = 'portal_session';
const answer = sqlCases[process.env.BENCH_CASE];
if (!answer) throw new Error(`unknown BENCH_CASE ${process.env.BENCH_CASE}`);
const variables = JSON.parse(process.env.BENCH_VARIABLES ?? '{}');
const headers = JSON.parse(process.env.BENCH_HEADERS ?? '{"content-type":"application/json; charset=utf-8"}');

const { query, close } = await openBenchDatabase({ kind: process.env.BENCH_DB_KIND, location: process.env.BENCH_DB });

const tokenOf = (cookieHeader = '') => {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
};

const handle = async (request) => {
  const token = tokenOf(request.headers.cookie);
  if (!token) return null;
  const [session] = await query(SESSION_SQL, [createHash('sha256').update(token).digest('hex')]);
  if (!session) return null;
  // `instructor(id:)` answers only the signed-in instructor, as the server does.
  if (variables.instructorId && variables.instructorId !== session.instructor_id) return null;
  return JSON.stringify({ data: await answer(query, session.instructor_id, variables) });
};

const server = http.createServer((request, response) => {
  request.on('data', () => {});
  request.on('end', () => {
    handle(request).then(
      (body) => {
        const bytes = Buffer.from(body ?? '{"error":"no session"}');
        response.writeHead(body ? 200 : 401, { ...headers, 'content-length': bytes.length });
        response.end(bytes);
      },
      (error) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error?.message ?? error));
      },
    );
  });
});
server.keepAliveTimeout = 10_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => {
  server.close(() => close().finally(() => process.exit(0)));
  server.closeAllConnections();
});
