import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { me } from '../../../test/auth-calls.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { addInstructor } from '../../../test/instructor-fixture.ts';
import { statementsSent } from '../../../test/query-count.ts';
import { signIn } from '../../../test/sign-in.ts';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { SESSION_CACHE_MS } from './session-cache.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const PING = '{ __typename }';

const sessionRow = async (db: Database, instructorId: string) => {
  const [row] = await db.select().from(sessions).where(eq(sessions.instructorId, instructorId));
  return row!;
};

describeIntegration('sessions answered from the cache of live sessions', (fx) => {
  let t: Fixture;
  beforeAll(() => {
    t = fx();
  });

  const signedIn = async () => {
    const account = await addInstructor(t.db);
    return { account, cookie: await signIn(t, account.adiNumber, account.password) };
  };
  const ping = (cookie: string) => t.gql(PING, {}, cookie);

  it('reads a session from the database only once its short time in the cache is up', async () => {
    const { cookie } = await signedIn();
    expect(await statementsSent(t.db, () => Promise.all([ping(cookie), ping(cookie), ping(cookie)]))).toEqual([]);
    t.clock.advance(SESSION_CACHE_MS);
    const reads = await statementsSent(t.db, () => ping(cookie));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/from "sessions"/);
    expect(await statementsSent(t.db, () => ping(cookie))).toEqual([]);
  });

  it('writes the idle clock at most once a minute, however busy the session', async () => {
    const { account, cookie } = await signedIn();
    const written = [(await sessionRow(t.db, account.instructorId)).lastSeenAt.getTime()];
    for (let step = 0; step < 36; step++) {
      t.clock.advance(10 * SECOND);
      await Promise.all([ping(cookie), ping(cookie), ping(cookie)]);
      const lastSeenAt = (await sessionRow(t.db, account.instructorId)).lastSeenAt.getTime();
      if (lastSeenAt !== written.at(-1)) written.push(lastSeenAt);
    }
    // Six minutes of requests every ten seconds: written by the first request over a minute after the last write.
    expect(written.slice(1).map((value, i) => (value - written[i]!) / SECOND)).toEqual([70, 70, 70, 70, 70]);
  });

  it('keeps a busy session alive past the idle timeout, and ends it 4 hours after its last request', async () => {
    const { cookie } = await signedIn();
    for (let seconds = 0; seconds < 5 * 3_600; seconds += 25) {
      t.clock.advance(25 * SECOND);
      expect((await ping(cookie)).errors).toBeUndefined();
    }
    expect(await me(t, cookie)).not.toBeNull();
    t.clock.advance(4 * HOUR - MINUTE);
    expect(await me(t, cookie)).not.toBeNull();
    t.clock.advance(4 * HOUR + SECOND);
    expect(await me(t, cookie)).toBeNull();
  });

  it('ends a session at its absolute expiry even while it sits in the cache', async () => {
    const { cookie } = await signedIn();
    for (let hour = 0; hour < 9; hour += 3) {
      t.clock.advance(3 * HOUR);
      expect(await me(t, cookie)).not.toBeNull();
    }
    t.clock.advance(3 * HOUR - 20 * SECOND);
    expect(await me(t, cookie)).not.toBeNull();
    t.clock.advance(19 * SECOND);
    expect(await statementsSent(t.db, () => ping(cookie))).toEqual([]);
    t.clock.advance(SECOND);
    expect(await me(t, cookie)).toBeNull();
  });

  it('ends a cached session at sign-out, and only that one', async () => {
    const { account, cookie } = await signedIn();
    const other = await signIn(t, account.adiNumber, account.password);
    expect(await me(t, cookie)).not.toBeNull();
    expect(await me(t, other)).not.toBeNull();
    await t.gql('mutation { signOut }', {}, cookie);
    expect(await me(t, cookie)).toBeNull();
    expect(await me(t, other)).not.toBeNull();
  });
});
