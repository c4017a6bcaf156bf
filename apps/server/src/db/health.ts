import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';

/** True when the database answers a trivial query. */
export const isDatabaseReachable = async ({ db }: DatabaseHandle): Promise<boolean> => {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
};
