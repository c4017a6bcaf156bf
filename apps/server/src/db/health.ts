import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type DatabaseHandle, migrationsFolder } from './client.ts';

/** True when the database answers a trivial query. */
export const isDatabaseReachable = async ({ db }: DatabaseHandle): Promise<boolean> => {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
};

/**
 * How many of this build's migrations the database has not applied yet (as drizzle's migrator decides: those
 * newer than the last one it recorded); null when the database cannot be asked.
 */
export const pendingMigrations = async ({ db }: DatabaseHandle): Promise<number | null> => {
  const migrations = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  try {
    const result = await db.execute<{ last: string | null }>(
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    );
    const rows = (result as unknown as { rows?: Array<{ last: string | null }> }).rows ?? [];
    const last = Number(rows[0]?.last ?? 0);
    return migrations.filter((m) => m.folderMillis > last).length;
  } catch {
    return null;
  }
};
