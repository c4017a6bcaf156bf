import { asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { addLearner, bookLesson } from '../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../test/fixture.ts';
import { countQueries } from '../../test/query-count.ts';
import { calendarItems, invoices, propositionAllocations, propositions } from './schema/index.ts';
import { db, inTransaction, read, readValue, runUnitOfWork } from './unit-of-work.ts';

describeIntegration('reads: many small reads as one statement', { start: new Date('2030-01-07T07:00:00Z') }, (fx) => {
  let t: Fixture;
  const inWork = <T>(work: () => Promise<T>) => runUnitOfWork(t.deps.database, work);
  // Joined tables with equal column names (id, created_at), timestamps, dates, integers, booleans, nulls,
  // a nested selection and SQL fields: every kind of value a repository reads.
  const lessons = () =>
    t.db
      .select({
        ...getTableColumns(calendarItems),
        franchise: {
          id: propositionAllocations.id,
          from: propositionAllocations.fromDate,
          to: propositionAllocations.toDate,
        },
        brand: propositions.brand,
        minutes: sql<number>`(extract(epoch from ${calendarItems.endAt} - ${calendarItems.startAt}) / 60)::int`,
        startsInJanuary: sql<boolean>`extract(month from ${calendarItems.startAt}) = 1`.as('january'),
        week: sql`to_char(${calendarItems.startAt}, 'IYYY-IW')`.mapWith(String),
      })
      .from(calendarItems)
      .leftJoin(propositionAllocations, eq(propositionAllocations.id, calendarItems.propositionAllocationId))
      .leftJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
      .where(eq(calendarItems.instructorId, t.instructor.instructorId))
      .orderBy(desc(calendarItems.startAt));
  const seededInvoices = () =>
    t.db.select().from(invoices).orderBy(asc(invoices.invoiceDate), asc(invoices.id)).limit(30);
  const count = sql<number>`(select count(*)::int from ${calendarItems})`;

  beforeAll(async () => {
    t = fx();
    for (const hour of [9, 11, 14]) {
      const learnerId = await addLearner(t.db, t.instructor, { hours: 5 });
      await bookLesson(t, learnerId, `2030-01-07T${String(hour).padStart(2, '0')}:00:00Z`);
    }
  });

  it('answers exactly what each read answers on its own (drizzle), in one statement', async () => {
    const [n] = await t.db.select({ n: count }).from(sql`(values (1)) as one (x)`);
    const alone = [await lessons(), await seededInvoices(), n?.n];
    expect(alone[0]).toHaveLength(3);
    expect((alone[0] as Array<{ startAt: Date }>)[0]?.startAt).toBeInstanceOf(Date);
    expect((alone[1] as unknown[]).length).toBeGreaterThan(0);

    let together: unknown[] | undefined;
    const statements = await countQueries(t.db, async () => {
      together = await inWork(() => Promise.all([read(lessons()), read(seededInvoices()), readValue(count)]));
    });
    expect(statements).toBe(1);
    expect(together).toEqual(alone);
  });

  it('gives null for a left-joined selection nothing matched, as drizzle does', async () => {
    const withFranchise = () =>
      t.db
        .select({
          id: calendarItems.id,
          franchise: { id: propositionAllocations.id, from: propositionAllocations.fromDate },
        })
        .from(calendarItems)
        .leftJoin(propositionAllocations, sql`false`)
        .where(eq(calendarItems.instructorId, t.instructor.instructorId))
        .orderBy(asc(calendarItems.id));
    const alone = await withFranchise();
    expect(alone).toHaveLength(3);
    expect(alone.every((row) => row.franchise === null)).toBe(true);
    const [rows] = await inWork(() => Promise.all([read(withFranchise()), readValue(count)]));
    expect(rows).toEqual(alone);
  });

  it('gives an empty list for a select that finds nothing, and runs a lone read as one statement', async () => {
    const none = t.db.select().from(invoices).where(sql`false`);
    const [rows, n] = await inWork(() => Promise.all([read(none), readValue(count)]));
    expect(rows).toEqual([]);
    expect(n).toBeGreaterThanOrEqual(3);
    const statements = await countQueries(t.db, () => inWork(() => read(lessons())));
    expect(statements).toBe(1);
  });

  it('runs a recurring batch of reads built once as a named statement, with the same answers each time', async () => {
    // Built once with placeholders, as repositories build them (preparedQuery): the batch's shape recurs.
    const mine = t.db
      .select({ id: calendarItems.id, startAt: calendarItems.startAt, paid: calendarItems.paidHours })
      .from(calendarItems)
      .where(eq(calendarItems.instructorId, sql.placeholder('instructorId')))
      .orderBy(asc(calendarItems.startAt));
    const howMany = sql<number>`(select count(*)::int from ${calendarItems} where instructor_id = ${sql.placeholder('id')})`;
    const values = { instructorId: t.instructor.instructorId };
    const expected = [await mine.execute(values), 3];
    const both = () => inWork(() => Promise.all([read(mine, values), readValue(howMany, { id: values.instructorId })]));
    for (let run = 0; run < 4; run++) {
      let answer: unknown;
      const statements = await countQueries(t.db, async () => {
        answer = await both();
      });
      expect(statements).toBe(1);
      expect(answer).toEqual(expected);
    }
    if (t.kind === 'pglite') {
      // A named statement the database has forgotten is prepared again.
      await t.db.execute(sql`deallocate all`);
      expect(await both()).toEqual(expected);
    }
  });

  it('reads inside a transaction in that transaction (what it wrote, not yet committed)', async () => {
    const before = await inWork(() => readValue(count));
    const seen = await inWork(() =>
      inTransaction(async () => {
        await db.delete(calendarItems).where(eq(calendarItems.instructorId, t.instructor.instructorId));
        throw Object.assign(new Error('roll back'), { seen: await readValue(count) });
      }).catch((error: { seen: number }) => error.seen),
    );
    expect(seen).toBe(before - 3);
    expect(await inWork(() => readValue(count))).toBe(before);
  });

  it('fails every read of a statement that fails, and the next turn runs afresh', async () => {
    await inWork(async () => {
      const broken = readValue(sql<number>`(select 1 / 0)`);
      const fine = readValue(count);
      await expect(broken).rejects.toThrow();
      await expect(fine).rejects.toThrow();
      expect(await readValue(count)).toBeGreaterThanOrEqual(3);
    });
  });

  it('refuses, loudly, to reach the database outside a unit of work', () => {
    expect(() => db.select().from(invoices)).toThrow(/No unit of work/);
  });
});
