import { desc, eq } from 'drizzle-orm';
import { instructors, people, smsOutbox } from '../src/db/schema/index.ts';
import { SESSION_COOKIE } from '../src/features/auth/index.ts';
import { DEMO_PASSWORD } from '../src/seed/foundation.seed.ts';
import type { TestApp } from './test-app.ts';

const LOGIN = `mutation ($input: InstructorLoginInput!) {
  instructorLogin(input: $input) { authenticated challengeRequired challengeId attemptsRemaining lockoutExpiry }
}`;
const CONFIRM = `mutation ($input: ConfirmSignInCodeInput!) {
  confirmSignInCode(input: $input) { authenticated challengeRequired attemptsRemaining }
}`;

/** The newest code texted to the instructor with this ADI number, read from the outbox table. */
const latestCodeFor = async (t: TestApp, adiNumber: string): Promise<string> => {
  const [person] = await t.db
    .select({ mobile: people.mobileNumber })
    .from(instructors)
    .innerJoin(people, eq(people.id, instructors.personId))
    .where(eq(instructors.adiNumber, adiNumber));
  if (!person?.mobile) throw new Error(`No instructor with a mobile for ADI number ${adiNumber}`);
  const [text] = await t.db
    .select({ body: smsOutbox.body })
    .from(smsOutbox)
    .where(eq(smsOutbox.toNumber, person.mobile))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  const code = text && /(?<!\d)(\d{6})(?!\d)/.exec(text.body)?.[1];
  if (!code) throw new Error(`No access code was texted to ${person.mobile}`);
  return code;
};

/** The `name=value` of the session cookie a response set, ready to send back as a Cookie header. */
export const sessionCookieFrom = (cookies: string[]): string | null => {
  const cookie = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return cookie ? cookie.split(';')[0]! : null;
};

/**
 * Signs in through the real flow (password, then the texted code from the outbox) and returns the Cookie
 * header of the new session: `await t.gql(query, variables, await signIn(t, '100001'))`.
 * Needs the outbox SMS transport (createTestApp's default).
 */
export const signIn = async (t: TestApp, adiNumber: string, password: string = DEMO_PASSWORD): Promise<string> => {
  const login = await t.gql<{ instructorLogin: { challengeRequired: boolean; challengeId: string | null } }>(LOGIN, {
    input: { adiNumber, password },
  });
  const challengeId = login.data?.instructorLogin.challengeId;
  if (!login.data?.instructorLogin.challengeRequired || !challengeId) {
    throw new Error(`Sign-in as ${adiNumber} failed: ${JSON.stringify(login.errors ?? login.data)}`);
  }
  const code = await latestCodeFor(t, adiNumber);
  const confirm = await t.gql<{ confirmSignInCode: { authenticated: boolean } }>(CONFIRM, {
    input: { challengeId, code },
  });
  const cookie = sessionCookieFrom(confirm.cookies);
  if (!confirm.data?.confirmSignInCode.authenticated || !cookie) {
    throw new Error(`Access code for ${adiNumber} was refused: ${JSON.stringify(confirm.errors ?? confirm.data)}`);
  }
  return cookie;
};
