// `npm run bench -- --pg=postgres://user@127.0.0.1:5432/db`: run the server on a fresh PostgreSQL database
// (created on that server, dropped afterwards) instead of the embedded PGlite, as production runs.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const run = async (adminUrl, sql) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/** Creates an empty database next to `adminUrl`; returns its URL and a function that drops it. */
export const createScratchDatabase = async (adminUrl) => {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  await run(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(adminUrl, `drop database if exists ${name} with (force)`),
  };
};
