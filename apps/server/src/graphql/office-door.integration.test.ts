import { buildSchema } from 'graphql';
import { generate } from 'otplib';
import { beforeAll, expect, it } from 'vitest';
import { describeIntegration } from '../../test/fixture.ts';
import { rootOperations } from '../../test/schema-operations.ts';
import { signIn } from '../../test/sign-in.ts';
import { features } from '../features/index.ts';
import { officeTypeDefs } from '../generated/office-type-defs.ts';
import { CSRF_HEADER } from '../http/csrf.ts';

/*
 * Issue 24 §1-§2: the office's own door. Staff sign in at /office/graphql with a password and a second factor
 * and get the office's own cookie; an instructor's session opens nothing there, and a staff session nothing
 * at /graphql.
 */

type Answer = {
  data: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};

const officeRules = new Map<string, string>(
  Object.values(features).flatMap((feature) =>
    Object.entries(
      (feature as { office?: { access: Record<string, Record<string, unknown>> } }).office?.access ?? {},
    ).flatMap(([type, fields]) =>
      Object.entries(fields).map(
        ([field, rule]) => [`${type}.${field}`, typeof rule === 'string' ? rule : 'roles'] as const,
      ),
    ),
  ),
);

const refusalOf = (answer: Answer): string => {
  const error = (answer.errors ?? []).find(
    (e) => e.extensions?.reason === 'NOT_SIGNED_IN' || e.extensions?.reason === 'FEATURE_UNAVAILABLE',
  );
  return error ? `${error.extensions?.code}/${error.extensions?.reason}` : 'not refused';
};

describeIntegration('the office door', (fx) => {
  const PASSWORD = 'Office-Desk-2026';
  let member: { email: string; secret: string };
  let instructorCookie: string;

  const office = async (query: string, variables: Record<string, unknown> = {}, cookie?: string) => {
    const response = await fx().app.inject({
      method: 'POST',
      url: '/office/graphql',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify({ query, variables }),
    });
    const setCookie = response.headers['set-cookie'];
    return {
      ...(response.json() as Answer),
      cookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
    };
  };

  const staffSignIn = async () => {
    const first = await office(
      'mutation ($e: String!, $p: String!) { staffSignIn(email: $e, password: $p) { success signInId factors message } }',
      { e: member.email, p: PASSWORD },
    );
    const { signInId } = (first.data as { staffSignIn: { signInId: string } }).staffSignIn;
    fx().clock.advance(31_000);
    const code = await generate({ secret: member.secret, epoch: Math.floor(fx().clock.now().getTime() / 1000) });
    const second = await office(
      'mutation ($s: ID!, $c: String!) { staffSecondFactor(signInId: $s, code: $c) { success message staff { email roles brands } } }',
      { s: signInId, c: code },
    );
    return second;
  };

  const cookieOf = (cookies: string[]) => cookies.find((c) => c.startsWith('office_session='))?.split(';')[0] ?? '';

  beforeAll(async () => {
    const { staff } = fx().services;
    const row = await staff.addMember({
      email: 'door@office.example',
      name: 'Dora Door',
      password: PASSWORD,
      roles: ['Support'],
      brands: ['AADS', 'BSM'],
    });
    const { secret } = await staff.enrolTotp(row.id);
    member = { email: row.email, secret };
    instructorCookie = await signIn(fx(), '100001');
  });

  it('signs a staff member in with a password and an authenticator code, into a cookie of the office alone', async () => {
    const answer = await staffSignIn();
    expect(answer.data?.staffSecondFactor).toEqual({
      success: true,
      message: null,
      staff: { email: 'door@office.example', roles: ['Support'], brands: ['AADS', 'BSM'] },
    });
    const setCookie = answer.cookies.find((c) => c.startsWith('office_session=')) ?? '';
    expect(setCookie).toMatch(/Path=\/office/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    const me = await office('{ staffMe { email } }', {}, cookieOf(answer.cookies));
    expect(me.data).toEqual({ staffMe: { email: 'door@office.example' } });
    await office('mutation { staffSignOut }', {}, cookieOf(answer.cookies));
    expect((await office('{ staffMe { email } }', {}, cookieOf(answer.cookies))).data).toEqual({ staffMe: null });
  });

  it("opens nothing of the office to an instructor's session", async () => {
    const schema = buildSchema(officeTypeDefs);
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    for (const operation of rootOperations(schema)) {
      if (operation.field === 'Mutation._empty') continue;
      const rule = officeRules.get(operation.field);
      expected[operation.field] = rule === 'public' ? 'not refused' : 'UNAUTHENTICATED/NOT_SIGNED_IN';
      actual[operation.field] = refusalOf(await office(operation.document, {}, instructorCookie));
    }
    expect(actual).toEqual(expected);
    expect((await office('{ staffMe { email } }', {}, instructorCookie)).data).toEqual({ staffMe: null });
  });

  it("opens nothing of the portal to a staff member's session", async () => {
    const staffCookie = cookieOf((await staffSignIn()).cookies);
    expect(staffCookie).not.toBe('');
    const schema = fx().app.graphql.schema;
    const asStaff: Record<string, string> = {};
    const anonymous: Record<string, string> = {};
    for (const operation of rootOperations(schema)) {
      if (operation.field === 'Mutation.signOut') continue;
      asStaff[operation.field] = refusalOf(await fx().gql(operation.document, {}, staffCookie));
      anonymous[operation.field] = refusalOf(await fx().gql(operation.document));
    }
    expect(asStaff).toEqual(anonymous);
    expect(asStaff['Query.learner']).toBe('UNAUTHENTICATED/NOT_SIGNED_IN');
    expect(
      Object.values(asStaff).filter((outcome) => outcome === 'UNAUTHENTICATED/NOT_SIGNED_IN').length,
    ).toBeGreaterThan(40);
  });

  it('takes only POSTs with the CSRF header, as the portal', async () => {
    expect((await fx().app.inject({ method: 'GET', url: '/office/graphql?query={staffMe{email}}' })).statusCode).toBe(
      405,
    );
    const forged = await fx().app.inject({
      method: 'POST',
      url: '/office/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ staffMe { email } }' }),
    });
    expect(forged.statusCode).toBe(403);
  });
});
