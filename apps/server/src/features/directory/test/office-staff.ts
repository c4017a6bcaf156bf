import type { BrandCode, OfficeRole } from '@portal/domain/office';
import { generate } from 'otplib';
import type { Fixture } from '../../../../test/fixture.ts';
import { CSRF_HEADER } from '../../../http/csrf.ts';

export type OfficeAnswer<T> = {
  data: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; reason?: string; field?: string } }>;
};

const PASSWORD = 'Office-Desk-2026';
let made = 0;

/** POST /office/graphql with a staff member's cookie (or none). */
export const officeGql = async <T = Record<string, unknown>>(
  fx: Fixture,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<OfficeAnswer<T>> => {
  const response = await fx.app.inject({
    method: 'POST',
    url: '/office/graphql',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify({ query, variables }),
  });
  return response.json() as OfficeAnswer<T>;
};

const cookieOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .find((c) => c.startsWith('office_session='))
    ?.split(';')[0] ?? '';

/**
 * A new staff member with these roles and brands, signed in through the real flow (password, then an
 * authenticator code computed from their secret): the Cookie header of their session, and their id.
 */
export const staffSession = async (fx: Fixture, roles: OfficeRole[], brands: BrandCode[]) => {
  made += 1;
  const email = `member-${made}-${Math.random().toString(36).slice(2, 8)}@office.example`;
  const member = await fx.services.staff.addMember({
    email,
    name: `${roles.join(' ')} ${brands.join(' ')} ${made}`,
    password: PASSWORD,
    roles,
    brands,
  });
  const { secret } = await fx.services.staff.enrolTotp(member.id);
  const first = await officeGql<{ staffSignIn: { signInId: string } }>(
    fx,
    'mutation ($e: String!, $p: String!) { staffSignIn(email: $e, password: $p) { signInId } }',
    { e: email, p: PASSWORD },
  );
  fx.clock.advance(31_000);
  const code = await generate({ secret, epoch: Math.floor(fx.clock.now().getTime() / 1000) });
  const response = await fx.app.inject({
    method: 'POST',
    url: '/office/graphql',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
    payload: JSON.stringify({
      query: 'mutation ($s: ID!, $c: String!) { staffSecondFactor(signInId: $s, code: $c) { success } }',
      variables: { s: first.data?.staffSignIn.signInId, c: code },
    }),
  });
  const cookie = cookieOf(response.headers['set-cookie']);
  if (!cookie) throw new Error(`staff sign-in failed: ${response.body}`);
  return { cookie, staffId: member.id, name: member.name };
};

export const reasonOf = (answer: OfficeAnswer<unknown>) =>
  answer.errors?.[0] ? `${answer.errors[0].extensions?.code}/${answer.errors[0].extensions?.reason}` : 'ok';
