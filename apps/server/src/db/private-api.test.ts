import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PINNED_VERSIONS, queryNamedOnPglite, sqlFieldDecoder } from './private-api.ts';

/** The installed version of a package (its package.json, found above its entry point). */
const installed = (name: string): string => {
  let folder = dirname(createRequire(import.meta.url).resolve(name));
  while (!existsSync(join(folder, 'package.json')) || !folder.endsWith(name)) folder = dirname(folder);
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version;
};

describe('the private-API adapter (db/private-api.ts)', () => {
  it('is used with the library versions it was written for (read it again before changing the pins)', () => {
    for (const [name, version] of Object.entries(PINNED_VERSIONS))
      expect(`${name}@${installed(name)}`).toBe(`${name}@${version}`);
  });

  it("reads drizzle's decoder of an SQL field (the mapWith one, else the driver's value as it is)", () => {
    expect(sqlFieldDecoder(sql`x`.mapWith(Number))('42')).toBe(42);
    expect(sqlFieldDecoder(sql`x`)('42')).toBe('42');
  });

  describe("PGlite's named statements", () => {
    let pg: PGlite;
    beforeAll(async () => {
      pg = await PGlite.create();
    });
    afterAll(() => pg.close());

    it('prepares once and runs again with new values, waiting for an open transaction first', async () => {
      expect(typeof pg._runExclusiveQuery).toBe('function');
      expect(typeof pg._runExclusiveTransaction).toBe('function');
      const text = 'select $1::int + 1 as n, $2::text as t';
      expect((await queryNamedOnPglite(pg, 'adapter_test', text, [1, 'a'])).rows).toEqual([{ n: 2, t: 'a' }]);
      let inside = false;
      const tx = pg.transaction(async (t) => {
        inside = true;
        await new Promise((resolve) => setTimeout(resolve, 30));
        await t.query('select 1');
        inside = false;
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const run = queryNamedOnPglite(pg, 'adapter_test', text, [41, null]).then((result) => ({ result, inside }));
      await tx;
      expect(await run).toEqual({ result: { rows: [{ n: 42, t: null }] }, inside: false });
    });

    it('prepares a statement again when the database has forgotten it', async () => {
      await pg.exec('deallocate all');
      expect((await queryNamedOnPglite(pg, 'adapter_test', 'select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
    });
  });
});
