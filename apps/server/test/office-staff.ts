import type { BrandCode, OfficeRole } from '@portal/domain/office';
import { generate } from 'otplib';
import { CSRF_HEADER } from '../src/http/csrf.ts';
import type { Services } from '../src/services.ts';
import type { TestApp } from './test-app.ts';

export type OfficeAnswer<T> = {
  data: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  cookies: string[];
};

/** POST /office/graphql as the office app does; pass a staff member's cookie header to act as them. */
export const officeGql = async <T = Record<string, unknown>>(
  t: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<OfficeAnswer<T>> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/office/graphql',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify({ query, variables }),
  });
  const setCookie = response.headers['set-cookie'];
  return {
    ...(response.json() as Omit<OfficeAnswer<T>, 'cookies'>),
    cookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
  };
};

let next = 0;
const PASSWORD = 'Office-Desk-2026';

export type SignedInStaff = { staffId: string; name: string; cookie: string };

/**
 * A new staff member with these roles and brands, signed in through the real flow (password, then an
 * authenticator code); the test clock moves on 31 seconds so the code is a fresh one.
 */
export const addSignedInStaff = async (
  t: TestApp & { services: Services },
  member: { roles: OfficeRole[]; brands: BrandCode[]; name?: string },
): Promise<SignedInStaff> => {
  next += 1;
  const email = `staff-${next}-${Date.now()}@office.example`;
  const name = member.name ?? `Staff Member ${next}`;
  const row = await t.services.staff.addMember({ email, name, password: PASSWORD, ...member });
  const { secret } = await t.services.staff.enrolTotp(row.id);
  const first = await officeGql<{ staffSignIn: { signInId: string } }>(
    t,
    'mutation ($e: String!, $p: String!) { staffSignIn(email: $e, password: $p) { signInId } }',
    { e: email, p: PASSWORD },
  );
  t.clock.advance(31_000);
  const code = await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
  const second = await officeGql(
    t,
    'mutation ($s: ID!, $c: String!) { staffSecondFactor(signInId: $s, code: $c) { success message } }',
    { s: first.data?.staffSignIn.signInId, c: code },
  );
  const cookie = second.cookies.find((c) => c.startsWith('office_session='))?.split(';')[0];
  if (!cookie) throw new Error(`Staff sign-in failed: ${JSON.stringify(second.errors ?? second.data)}`);
  return { staffId: row.id, name, cookie };
};
