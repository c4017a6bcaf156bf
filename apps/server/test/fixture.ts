import { afterAll, beforeAll } from 'vitest';
import type { Viewer } from '../src/app-deps.ts';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import type { SmsTransport } from '../src/lib/sms/sms-transport.ts';
import { createServices, type Services } from '../src/services.ts';
import { addCalendarInstructor, type CalendarInstructor } from './calendar-fixtures.ts';
import { type DatabaseKind, describeEachDatabase } from './databases.ts';
import { signIn } from './sign-in.ts';
import { createTestApp, type GqlCall, type TestApp } from './test-app.ts';

type FixtureOptions = {
  /** Seed the demo data (default). Without it there is no instructor either. */
  seed?: boolean;
  /** Add the suite's own instructor (default, when seeded); off for a suite that counts what the seed made. */
  instructor?: boolean;
  /** The test clock's start. */
  start?: Date;
  /** Configuration overrides, as environment variables. */
  config?: Record<string, string>;
  /** An SMS transport other than the outbox, made when the suite starts. */
  sms?: () => SmsTransport | Promise<SmsTransport>;
};

/** One suite's world: a fresh database, the app on it with a test clock, and an instructor of its own. */
export type Fixture = TestApp & {
  kind: DatabaseKind;
  db: Database;
  services: Services;
  /** A fresh instructor with one working franchise (Mon-Sat 08:00-18:00, travel 15, LS1-LS8). */
  instructor: CalendarInstructor;
  /** The instructor as the services take them. */
  viewer: Viewer;
  /** The Cookie header of a session signed in as the instructor through the real flow (made once). */
  session: () => Promise<string>;
  /** POST /graphql as the signed-in instructor. */
  gqlAsViewer: <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) => GqlCall<T>;
};

const openFixture = async (handle: DatabaseHandle, kind: DatabaseKind, options: FixtureOptions): Promise<Fixture> => {
  const sms = options.sms ? await options.sms() : undefined;
  const t = await createTestApp(handle, { config: options.config, sms, start: options.start });
  const withInstructor = options.seed !== false && options.instructor !== false;
  const instructor = withInstructor ? await addCalendarInstructor(handle.db) : undefined;
  const own = () => {
    if (!instructor) throw new Error('this fixture was opened without an instructor');
    return instructor;
  };
  let cookie: Promise<string> | undefined;
  const session = () => {
    cookie ??= signIn(t, own().adiNumber, own().password);
    return cookie;
  };
  return {
    ...t,
    kind,
    db: handle.db,
    services: createServices(t.deps),
    get instructor() {
      return own();
    },
    get viewer() {
      return own().viewer;
    },
    session,
    gqlAsViewer: async (query, variables) => t.gql(query, variables, await session()),
  };
};

type SuiteBody = (fx: () => Fixture, kind: DatabaseKind) => void;

/**
 * An integration suite on every test database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
 *   describeIntegration('lessons', { start }, (fx) => { it('...', async () => { await fx().services... }) })
 * `fx()` returns the suite's fixture inside hooks and tests; the options may be left out.
 */
export function describeIntegration(title: string, body: SuiteBody): void;
export function describeIntegration(title: string, options: FixtureOptions, body: SuiteBody): void;
export function describeIntegration(title: string, ...args: [SuiteBody] | [FixtureOptions, SuiteBody]): void {
  const [options, body] = args.length === 1 ? [{}, args[0]] : args;
  describeEachDatabase(
    title,
    (use, kind) => {
      let fixture: Fixture | undefined;
      beforeAll(async () => {
        fixture = await openFixture(use(), kind, options);
      });
      afterAll(async () => {
        await fixture?.app.close();
      });
      body(() => {
        if (!fixture) throw new Error('the fixture is not open yet');
        return fixture;
      }, kind);
    },
    { seed: options.seed ?? true },
  );
}
