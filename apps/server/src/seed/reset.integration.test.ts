import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../test/fixture.ts';
import { instructors, people } from '../db/schema/index.ts';
import { resetToSeed } from './index.ts';

const counts = async (db: Fixture['db']) => {
  const result = await db.execute<{ people: number; instructors: number; items: number }>(
    sql`select (select count(*)::int from people) as people, (select count(*)::int from instructors) as instructors,
        (select count(*)::int from calendar_items) as items`,
  );
  return (result as unknown as { rows: Array<Record<string, number>> }).rows[0];
};

describeIntegration('demo mode reset to the seed', { instructor: false }, (fx) => {
  it('puts changed and added data back exactly as seeded', async () => {
    const { db } = fx();
    const before = await counts(db);
    await db.update(people).set({ firstName: 'Changed' }).where(eq(people.lastName, 'Hughes'));
    await db.insert(people).values({ firstName: 'Added', lastName: 'Person' });
    expect((await counts(db))?.people).toBe(before!.people! + 1);
    await db.execute(sql`update calendar_items set status = 'Cancelled'`);
    await db.update(instructors).set({ status: 'Inactive' }).where(eq(instructors.adiNumber, '100001'));

    await resetToSeed(fx().deps.database, fx().deps.config);

    expect(await counts(db)).toEqual(before);
    const [daniel] = await db.select().from(people).where(eq(people.lastName, 'Hughes'));
    expect(daniel?.firstName).toBe('Daniel');
    const [row] = await db.select().from(instructors).where(eq(instructors.adiNumber, '100001'));
    expect(row?.status).toBe('Active');
    const cancelled = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from calendar_items where status = 'Cancelled'`,
    );
    expect((cancelled as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBeLessThan(before!.items!);
  });
});
