import { DomainError } from '@portal/domain/errors';
import Fastify from 'fastify';
import { extendSchema, GraphQLObjectType, type GraphQLResolveInfo, type GraphQLSchema, parse } from 'graphql';
import mercurius from 'mercurius';
import { describe, expect, it } from 'vitest';
import { fieldsNeedingRules } from '../../test/schema-operations.ts';
import { testConfig } from '../../test/test-app.ts';
import type { AppDeps } from '../app-deps.ts';
import type { FeatureEntry } from '../feature-entry.ts';
import { features } from '../features/index.ts';
import { typeDefs } from '../generated/type-defs.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { buildResolvers } from '../graphql/resolvers.ts';
import { withAccess } from './guard.ts';

/** The schema the server serves: the bundled SDL with every feature's (guarded) resolvers. */
const executableSchema = async (): Promise<GraphQLSchema> => {
  const app = Fastify();
  // Building the resolvers calls no service: the schema needs none of them.
  const wiring = { deps: { config: testConfig() } as AppDeps, services: {} };
  const resolvers = buildResolvers(Object.values(features) as Array<FeatureEntry<unknown, unknown>>, wiring);
  await app.register(mercurius, { schema: typeDefs, resolvers: resolvers as never });
  await app.ready();
  const schema = app.graphql.schema;
  await app.close();
  return schema;
};

const declaredRules = (): string[] =>
  Object.values(features)
    .flatMap((feature) =>
      Object.entries(feature.access).flatMap(([type, fields]) => Object.keys(fields).map((f) => `${type}.${f}`)),
    )
    .sort();

describe('every operation declares who may use it', () => {
  it('has a rule for each Query and Mutation field and each field a feature adds to a shared type', async () => {
    const needed = fieldsNeedingRules(await executableSchema());
    const declared = new Set(declaredRules());
    expect(needed.filter((field) => !declared.has(field))).toEqual([]);
    // The walk sees both kinds (a broken walk would find nothing to miss).
    expect(needed).toEqual(expect.arrayContaining(['Mutation.createTimeOff', 'Instructor.calendarEvents']));
  });

  it('declares each rule once, and only for fields that exist', async () => {
    const schema = await executableSchema();
    const declared = declaredRules();
    expect(declared.filter((field, i) => declared.indexOf(field) !== i)).toEqual([]);
    const exists = (field: string) => {
      const [type, name] = field.split('.') as [string, string];
      const found = schema.getType(type);
      return found instanceof GraphQLObjectType && name in found.getFields();
    };
    expect(declared.filter((field) => !exists(field))).toEqual([]);
  });

  it('would catch a new operation or a new field on a shared type without a rule', async () => {
    const grown = extendSchema(
      await executableSchema(),
      parse('extend type Mutation { newOperation: Boolean } extend type Instructor { newField: Int }'),
    );
    const declared = new Set(declaredRules());
    expect(fieldsNeedingRules(grown).filter((field) => !declared.has(field))).toEqual([
      'Instructor.newField',
      'Mutation.newOperation',
    ]);
  });

  it('leaves no operation of the served schema without its resolver', async () => {
    const schema = await executableSchema();
    const roots = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.values(type?.getFields() ?? {}).map((field) => [`${type?.name}.${field.name}`, field.resolve] as const),
    );
    expect(roots.filter(([, resolve]) => typeof resolve !== 'function').map(([name]) => name)).toEqual([]);
  });
});

describe('an operation the server resolves without a rule', () => {
  it('is refused, not left open', () => {
    const guarded = withAccess({ Query: { me: () => 'data' } } as never, {}, () => ({}) as never) as {
      Query: { me: (p: unknown, a: unknown, c: GraphQLContext, i: GraphQLResolveInfo) => unknown };
    };
    expect(() => guarded.Query.me(null, {}, {} as GraphQLContext, {} as GraphQLResolveInfo)).toThrow(DomainError);
  });
});
