import { type AccessRule, accessRefusalMessage, isPageRule, operationAccess, type Viewer } from '@portal/domain/access';
import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../test/fixture.ts';
import {
  fieldsNeedingRules,
  isRootField,
  nestedOperations,
  rootOperations,
  type SchemaOperation,
} from '../../test/schema-operations.ts';
import { signIn } from '../../test/sign-in.ts';
import { features } from '../features/index.ts';
import { seedInstructors, seedPropositions } from '../seed/foundation.seed.ts';
import type { FeatureAccess } from './feature-access.ts';

/*
 * Issue 7 §1: every operation (and every field a feature adds to a shared type) x every demo account, through
 * /graphql. FORBIDDEN exactly where the domain's rule refuses the account, never elsewhere; and without a
 * session, NOT_SIGNED_IN for everything but the public operations.
 */

const rules = new Map<string, AccessRule>(
  Object.values(features).flatMap((feature) =>
    Object.entries(feature.access as FeatureAccess).flatMap(([type, fields]) =>
      Object.entries(fields).map(([field, rule]) => [`${type}.${field}`, rule] as const),
    ),
  ),
);

/** The demo account as the rules see it, from the seed's own description (not from the server's lookup). */
const seededViewer = (adiNumber: string): Viewer => {
  const seed = seedInstructors.find((i) => i.adiNumber === adiNumber)!;
  const propositions = seed.franchises.map((key) => seedPropositions.find((p) => p.key === key)!);
  return { status: seed.status, propositions };
};

type Answer = { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
const NOT_REFUSED = 'not refused';

/** What an answer says about access: the refusal, or that the operation went on (to data or another error). */
const outcomeOf = (answer: Answer): string => {
  const codes = (answer.errors ?? []).map((e) => ({ code: e.extensions?.code, reason: e.extensions?.reason, e }));
  // The guard's refusals; a public operation's own credential (onboarding's token) answers with a reason of its own.
  const refusal = codes.find((c) => c.reason === 'FEATURE_UNAVAILABLE' || c.reason === 'NOT_SIGNED_IN');
  if (refusal) return `${refusal.code}/${refusal.reason}: ${refusal.e.message}`;
  return codes.some((c) => c.code === 'INTERNAL_SERVER_ERROR') ? 'INTERNAL_SERVER_ERROR' : NOT_REFUSED;
};

const expectedFor = (operation: SchemaOperation, viewer: Viewer, fx: Fixture): string => {
  const flags = fx.services.globalConfig.getDsGlobalConfig();
  for (const field of operation.path) {
    const rule = rules.get(field);
    if (!rule || !isPageRule(rule)) continue;
    const access = operationAccess(rule, viewer, flags);
    if (access.kind !== 'allowed') return `FORBIDDEN/FEATURE_UNAVAILABLE: ${accessRefusalMessage(access)}`;
  }
  return NOT_REFUSED;
};

// Signing out ends the session the later calls use: it goes last.
const lastIfSignOut = (a: SchemaOperation, b: SchemaOperation) =>
  Number(a.field === 'Mutation.signOut') - Number(b.field === 'Mutation.signOut');

describeIntegration('access rules through /graphql', (fx) => {
  let operations: SchemaOperation[];
  const cookies = new Map<string, string>();
  const accounts = seedInstructors.map((i) => i.adiNumber);

  beforeAll(async () => {
    const schema = fx().app.graphql.schema;
    const nested = fieldsNeedingRules(schema).filter((field) => !isRootField(field));
    operations = [...rootOperations(schema), ...nestedOperations(schema, nested)].sort(lastIfSignOut);
    for (const adi of accounts) cookies.set(adi, await signIn(fx(), adi));
  });

  it('covers every operation and every field added to a shared type', () => {
    expect(operations.map((o) => o.field).sort()).toEqual(fieldsNeedingRules(fx().app.graphql.schema));
    expect(accounts).toEqual(['100001', '100002', '100003', '100004', '100005', '100006']);
  });

  it('refuses each demo account exactly where the domain rule says, and never elsewhere', async () => {
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    for (const adi of accounts) {
      for (const operation of operations) {
        const key = `${adi} ${operation.field}`;
        expected[key] = expectedFor(operation, seededViewer(adi), fx());
        actual[key] = outcomeOf(await fx().gql(operation.document, {}, cookies.get(adi)));
      }
    }
    expect(actual).toEqual(expected);
    // Written out from issue 7: what the inactive and Solo-only accounts reached before.
    for (const adi of ['100003', '100004']) {
      for (const field of ['Mutation.createTimeOff', 'Mutation.createLesson', 'Instructor.calendarEvents']) {
        expect(actual[`${adi} ${field}`]).toMatch(/^FORBIDDEN\/FEATURE_UNAVAILABLE: This feature isn't available/);
      }
    }
    expect(actual['100001 Instructor.calendarEvents']).toBe(NOT_REFUSED);
  });

  it('asks for a session for everything but the public operations', async () => {
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    for (const operation of operations.filter((o) => isRootField(o.field))) {
      const open = rules.get(operation.field) === 'public';
      expected[operation.field] = open ? NOT_REFUSED : "UNAUTHENTICATED/NOT_SIGNED_IN: You're not signed in.";
      actual[operation.field] = outcomeOf(await fx().gql(operation.document));
    }
    expect(actual).toEqual(expected);
  });
});
