import { randomBytes } from 'node:crypto';
import type { ItemStatus } from '@portal/domain/calendar';
import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { addLearner } from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { authChallenges, calendarItems, sessions } from '../../db/schema/index.ts';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { GRACE_MS } from './housekeeping.ts';
import { housekeepingFeature } from './index.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describeIntegration('housekeeping', (fx) => {
  let t: Fixture;
  let learnerId: string;
  beforeAll(async () => {
    t = fx();
    learnerId = await addLearner(t.db, t.instructor);
  });
  const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);
  const ahead = (ms: number) => new Date(t.clock.now().getTime() + ms);

  const addSession = async (at: { lastSeenAt?: Date; expiresAt?: Date; revokedAt?: Date }) => {
    const [row] = await t.db
      .insert(sessions)
      .values({
        instructorId: t.instructor.instructorId,
        tokenHash: randomBytes(32).toString('hex'),
        createdAt: ago(HOUR),
        lastSeenAt: at.lastSeenAt ?? ago(MINUTE),
        expiresAt: at.expiresAt ?? ahead(11 * HOUR),
        revokedAt: at.revokedAt ?? null,
      })
      .returning({ id: sessions.id });
    return row!.id;
  };
  const addChallenge = async (createdAt: Date, expiresAt: Date) => {
    const [row] = await t.db
      .insert(authChallenges)
      .values({
        kind: 'sign_in',
        instructorId: t.instructor.instructorId,
        codeHash: 'x',
        expiresAt,
        lastSentAt: createdAt,
        createdAt,
      })
      .returning({ id: authChallenges.id });
    return row!.id;
  };
  let slot = 0;
  const addHold = async (status: ItemStatus, pendingExpiresAt: Date | null) => {
    slot += 1;
    const startAt = new Date(Date.UTC(2027, 0, 4, 8) + slot * 2 * HOUR);
    const [row] = await t.db
      .insert(calendarItems)
      .values({
        instructorId: t.instructor.instructorId,
        kind: 'lesson',
        learnerId,
        propositionAllocationId: t.instructor.franchiseId,
        startAt,
        endAt: new Date(startAt.getTime() + HOUR),
        status,
        pendingExpiresAt,
      })
      .returning({ id: calendarItems.id });
    return row!.id;
  };
  const remaining = async <T extends typeof sessions | typeof authChallenges | typeof calendarItems>(
    table: T,
    ids: string[],
  ) =>
    (
      await t.db
        .select({ id: table.id })
        .from(table as typeof sessions)
        .where(inArray(table.id, ids))
    )
      .map((r) => r.id)
      .sort();

  it('deletes ended sessions, dead challenges and lapsed holds, and keeps whatever may still be used', async () => {
    const idle = t.deps.config.SESSION_IDLE_MINUTES * MINUTE;
    const ended = [
      await addSession({ expiresAt: ago(GRACE_MS + MINUTE) }),
      await addSession({ revokedAt: ago(GRACE_MS + MINUTE) }),
      await addSession({ lastSeenAt: ago(idle + GRACE_MS + MINUTE) }),
    ];
    const kept = [
      await addSession({}),
      await addSession({ revokedAt: ago(GRACE_MS - MINUTE) }),
      await addSession({ lastSeenAt: ago(idle + GRACE_MS - MINUTE) }),
    ];
    const deadChallenge = await addChallenge(ago(3 * HOUR), ago(3 * HOUR - 3 * MINUTE));
    // Expired, but young enough to be sent again: kept.
    const resendable = await addChallenge(ago(20 * MINUTE), ago(17 * MINUTE));
    const lapsed = [await addHold('Pending', ago(2 * HOUR)), await addHold('Deleted', ago(2 * HOUR))];
    const lessons = [
      await addHold('Pending', ahead(10 * MINUTE)),
      await addHold('Deleted', ago(GRACE_MS - MINUTE)),
      await addHold('Active', null),
      await addHold('Cancelled', null),
    ];

    const purged = await t.services.housekeeping.runHousekeeping();
    expect(purged).toMatchObject({ sessions: expect.any(Number), challenges: expect.any(Number), holds: 2 });
    expect(await remaining(sessions, [...ended, ...kept])).toEqual([...kept].sort());
    expect(await remaining(authChallenges, [deadChallenge, resendable])).toEqual([resendable]);
    expect(await remaining(calendarItems, [...lapsed, ...lessons])).toEqual([...lessons].sort());

    t.clock.advance(idle + 2 * HOUR);
    await t.services.housekeeping.runHousekeeping();
    expect(await remaining(sessions, kept)).toEqual([]);
    expect(await remaining(authChallenges, [resendable])).toEqual([]);
    expect(await remaining(calendarItems, lessons)).toEqual([lessons[2], lessons[3]].sort());
  });

  it('runs by itself at every interval while the app runs (the job housekeeping declares)', async () => {
    const ended = await addSession({ revokedAt: ago(GRACE_MS + MINUTE) });
    const app = Fastify();
    const [job] = housekeepingFeature.jobs?.({ deps: t.deps, services: t.services }) ?? [];
    expect(job?.name).toBe('housekeeping');
    registerPeriodicJob(app, { ...job!, intervalMs: 20 });
    await app.ready();
    const deadline = Date.now() + 5_000;
    while ((await remaining(sessions, [ended])).length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await app.close();
    expect(await t.db.select().from(sessions).where(eq(sessions.id, ended))).toEqual([]);
  });

  it("keeps the planner's statistics on the embedded database only: PostgreSQL's autovacuum does it there", () => {
    const names = (housekeepingFeature.jobs?.({ deps: t.deps, services: t.services }) ?? []).map((j) => j.name);
    expect(names).toEqual(
      t.deps.database.kind === 'pglite' ? ['housekeeping', 'planner-statistics'] : ['housekeeping'],
    );
  });
});
