import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app.ts';
import { NETWORK_SIZE } from '../seed/directory.seed.ts';
import { isSeeded, seedDatabase } from '../seed/index.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { withStartupLock } from './startup-lock.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
};

describe.runIf(adminUrl)('instances started together on one PostgreSQL database', () => {
  const name = `portal_t_${randomBytes(6).toString('hex')}`;
  let url: string;
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    await admin(`create database ${name}`);
    const u = new URL(adminUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('migrate and seed one after the other, so all start on one database seeded once', async () => {
    const start = async () => {
      const handle = await openDatabase({ kind: 'postgres', url });
      handles.push(handle);
      await withStartupLock(url, async () => {
        await handle.migrate();
        if (!(await isSeeded(handle))) await seedDatabase(handle, testConfig());
      });
      return handle;
    };
    const [first] = await Promise.all([start(), start(), start()]);
    const result = await first!.db.execute<{ n: number }>(sql`select count(*)::int as n from instructors`);
    expect((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(6 + NETWORK_SIZE);
  });
});
