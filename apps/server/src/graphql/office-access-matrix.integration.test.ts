import { type BrandCode, type OfficeAccessRule, type OfficeRole, officeRoles } from '@portal/domain/office';
import { buildSchema } from 'graphql';
import { generate } from 'otplib';
import { beforeAll, expect, it } from 'vitest';
import { describeIntegration } from '../../test/fixture.ts';
import { rootOperations, type SchemaOperation } from '../../test/schema-operations.ts';
import { features } from '../features/index.ts';
import { officeTypeDefs } from '../generated/office-type-defs.ts';
import { CSRF_HEADER } from '../http/csrf.ts';

/*
 * Issue 24 §2: the office's access table, proved operation by operation. Every Query and Mutation field of the
 * office schema (walked from the schema, so a new one is covered the day it lands) is called as every role in
 * every brand scope, and as a new member still setting up a second factor: it is refused exactly when the rule its
 * feature declares in `office.access` refuses that member. An operation without a rule fails the test.
 */

type Answer = { errors?: Array<{ extensions?: Record<string, unknown> }> };

const ruleOf = new Map<string, OfficeAccessRule>(
  Object.values(features).flatMap((feature) =>
    Object.entries(
      (feature as { office?: { access: Record<string, Record<string, OfficeAccessRule>> } }).office?.access ?? {},
    ).flatMap(([type, fields]) => Object.entries(fields).map(([field, rule]) => [`${type}.${field}`, rule] as const)),
  ),
);

type Persona = { label: string; roles: OfficeRole[]; brands: BrandCode[]; settingUp: boolean };

const brandScopes: BrandCode[][] = [['AADS'], ['BSM'], ['AADS', 'BSM']];
const personas: Persona[] = [
  ...officeRoles.flatMap((role) =>
    brandScopes.map((brands) => ({ label: `${role} ${brands.join('+')}`, roles: [role], brands, settingUp: false })),
  ),
  { label: 'new member setting up', roles: ['Admin'], brands: ['AADS', 'BSM'], settingUp: true },
];

const ALLOWED = 'allowed';
const NOT_SIGNED_IN = 'UNAUTHENTICATED/NOT_SIGNED_IN';
const NOT_YOUR_ROLE = 'FORBIDDEN/FEATURE_UNAVAILABLE';

/** What the declared rule says for the persona (the same reading as the domain's staffMayUse, written out). */
const expectedFor = (rule: OfficeAccessRule | undefined, persona: Persona): string => {
  if (rule === undefined) return 'a declared rule';
  if (rule === 'public' || rule === 'self') return ALLOWED;
  if (persona.settingUp) return NOT_SIGNED_IN;
  if (rule === 'staff') return ALLOWED;
  return rule.roles.some((role) => persona.roles.includes(role)) ? ALLOWED : NOT_YOUR_ROLE;
};

const outcomeOf = (answer: Answer): string => {
  const refusal = (answer.errors ?? []).find(
    (e) => e.extensions?.reason === 'NOT_SIGNED_IN' || e.extensions?.reason === 'FEATURE_UNAVAILABLE',
  );
  return refusal ? `${refusal.extensions?.code}/${refusal.extensions?.reason}` : ALLOWED;
};

/** Signing out ends the persona's session: those operations go last, signing out of this session the very last. */
const rank = (operation: SchemaOperation) =>
  operation.field === 'Mutation.staffSignOut' ? 2 : /SignOut/.test(operation.field) ? 1 : 0;
const signOutLast = (a: SchemaOperation, b: SchemaOperation) => rank(a) - rank(b);

describeIntegration('the office access table', { seed: false }, (fx) => {
  const PASSWORD = 'Office-Desk-2026';
  const cookies = new Map<string, string>();

  const sessionOf = async (persona: Persona, n: number): Promise<string> => {
    const { staff } = fx().services;
    const email = `matrix${n}@office.example`;
    const row = await staff.addMember({ email, name: persona.label, password: PASSWORD, ...persona });
    const secret = persona.settingUp ? null : (await staff.enrolTotp(row.id)).secret;
    const first = await staff.checkPassword({ email, password: PASSWORD });
    if (first.kind === 'setUpSecondFactor') return first.token;
    if (first.kind !== 'secondFactor' || !secret) throw new Error(`${persona.label}: ${first.kind}`);
    const code = await generate({ secret, epoch: Math.floor(fx().clock.now().getTime() / 1000) });
    const second = await staff.checkCode({ signInId: first.signInId, code });
    if (second.kind !== 'signedIn') throw new Error(`${persona.label}: ${second.message}`);
    return second.token;
  };

  const office = async (document: string, cookie: string): Promise<Answer> =>
    (
      await fx().app.inject({
        method: 'POST',
        url: '/office/graphql',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', cookie: `office_session=${cookie}` },
        payload: JSON.stringify({ query: document }),
      })
    ).json() as Answer;

  beforeAll(async () => {
    for (const [n, persona] of personas.entries()) cookies.set(persona.label, await sessionOf(persona, n));
  });

  const operations = rootOperations(buildSchema(officeTypeDefs))
    .filter((operation) => operation.field !== 'Mutation._empty')
    .sort(signOutLast);

  it('declares a rule for every office operation', () => {
    expect(operations.map((o) => o.field).filter((field) => !ruleOf.has(field))).toEqual([]);
    expect(operations.length).toBeGreaterThan(10);
  });

  it.each(personas.map((persona) => [persona.label, persona] as const))(
    'lets %s use exactly the operations their rules allow',
    async (_label, persona) => {
      const expected: Record<string, string> = {};
      const actual: Record<string, string> = {};
      for (const operation of operations) {
        expected[operation.field] = expectedFor(ruleOf.get(operation.field), persona);
        actual[operation.field] = outcomeOf(await office(operation.document, cookies.get(persona.label) ?? ''));
      }
      expect(actual).toEqual(expected);
    },
  );
});
