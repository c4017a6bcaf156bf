import { asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { addLearner, bookLesson } from '../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../test/fixture.ts';
import { countQueries } from '../../test/query-count.ts';
import { batchedReads, directReads } from './reads.ts';
import { calendarItems, invoices, propositionAllocations, propositions } from './schema/index.ts';

describeIntegration('reads: many small reads as one statement', { start: new Date('2030-01-07T07:00:00Z') }, (fx) => {
  let t: Fixture;
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

  it('answers exactly what each read answers on its own, in one statement', async () => {
    const direct = directReads(t.db);
    const alone = await Promise.all([direct.rows(lessons()), direct.rows(seededInvoices()), direct.value(count)]);
    expect(alone[0]).toHaveLength(3);
    expect(alone[0][0]?.startAt).toBeInstanceOf(Date);
    expect(alone[1].length).toBeGreaterThan(0);

    let together: typeof alone | undefined;
    const statements = await countQueries(t.db, async () => {
      const batch = batchedReads(t.db);
      together = await Promise.all([batch.rows(lessons()), batch.rows(seededInvoices()), batch.value(count)]);
    });
    expect(statements).toBe(1);
    expect(together).toEqual(alone);
  });

  it('gives an empty list for a select that finds nothing, and runs a lone read as it is', async () => {
    const batch = batchedReads(t.db);
    const none = t.db.select().from(invoices).where(sql`false`);
    const [rows, n] = await Promise.all([batch.rows(none), batch.value(count)]);
    expect(rows).toEqual([]);
    expect(n).toBeGreaterThanOrEqual(3);
    const statements = await countQueries(t.db, () => batchedReads(t.db).rows(lessons()));
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
    for (let run = 0; run < 4; run++) {
      const batch = batchedReads(t.db);
      let answer: unknown;
      const statements = await countQueries(t.db, async () => {
        answer = await Promise.all([batch.rows(mine, values), batch.value(howMany, { id: values.instructorId })]);
      });
      expect(statements).toBe(1);
      expect(answer).toEqual(expected);
    }
    if (t.kind === 'pglite') {
      // A named statement the database has forgotten is prepared again.
      await t.db.execute(sql`deallocate all`);
      const batch = batchedReads(t.db);
      expect(await Promise.all([batch.rows(mine, values), batch.value(howMany, { id: values.instructorId })])).toEqual(
        expected,
      );
    }
  });

  it('fails every read of a statement that fails, and the next turn runs afresh', async () => {
    const batch = batchedReads(t.db);
    const broken = batch.value(sql<number>`(select 1 / 0)`);
    const fine = batch.value(count);
    await expect(broken).rejects.toThrow();
    await expect(fine).rejects.toThrow();
    expect(await batch.value(count)).toBeGreaterThanOrEqual(3);
  });
});
