import {
  buildClientSchema,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getIntrospectionQuery,
  getNamedType,
  graphql,
  type IntrospectionQuery,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeIntegration } from '../../test/fixture.ts';
import { CALLS, CATALOGUE, type Call, STILL_OPEN } from './spec4-calls.table.ts';

/*
 * Issue 23 §3: a client written to spec 4 works. Every call of spec 4 §7 and every field of §3's catalogue
 * (transcribed in spec4-calls.table.ts), checked against the schema the app serves, read by introspection.
 * A call exists under its name, accepts every argument spec 4 names (on the field, or inside its one `input`),
 * requires nothing else, and its result can give every field spec 4 lists.
 */

type AnyField = GraphQLField<unknown, unknown>;

const fieldOf = (type: GraphQLNamedType | undefined, name: string): AnyField | undefined =>
  type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields()[name] : undefined;

/** The field at a dotted path from a type ('propositions.coverage'), through lists and non-nulls. */
const fieldAt = (type: GraphQLNamedType | undefined, path: string): AnyField | undefined => {
  const [head, ...rest] = path.split('.');
  const field = fieldOf(type, head!);
  if (!field || rest.length === 0) return field;
  return fieldAt(getNamedType(field.type), rest.join('.'));
};

const isRequired = (t: { type: unknown; defaultValue?: unknown }) =>
  isNonNullType(t.type) && t.defaultValue === undefined;

/** What a spec-4 client sending these argument names would trip over; [] when the call takes them. */
const argumentProblems = (field: AnyField, names: readonly string[]): string[] => {
  const input = field.args.find((a) => a.name === 'input');
  const inputType = input ? getNamedType(input.type) : undefined;
  const inputFields = inputType && isInputObjectType(inputType) ? inputType.getFields() : {};
  const onField = new Set(field.args.map((a) => a.name));
  const problems: string[] = [];
  for (const name of names) {
    if (!onField.has(name) && !(name in inputFields)) problems.push(`does not take ${name}`);
  }
  const sendsInput = names.includes('input') || names.some((n) => !onField.has(n) && n in inputFields);
  for (const arg of field.args) {
    if (!isRequired(arg) || names.includes(arg.name) || (arg.name === 'input' && sendsInput)) continue;
    problems.push(`requires ${arg.name}`);
  }
  if (sendsInput && !names.includes('input')) {
    for (const f of Object.values(inputFields)) {
      if (isRequired(f) && !names.includes(f.name)) problems.push(`requires input.${f.name}`);
    }
  }
  return problems;
};

const returnProblems = (field: AnyField, names: readonly string[]): string[] =>
  names.filter((name) => !fieldAt(getNamedType(field.type), name)).map((name) => `cannot give ${name}`);

const rootOf = (schema: GraphQLSchema, call: Call) =>
  call.kind === 'query' ? schema.getQueryType() : schema.getMutationType();

const callProblems = (schema: GraphQLSchema, call: Call): string[] => {
  const field = fieldAt(rootOf(schema, call) ?? undefined, call.field);
  if (!field) return [`no ${call.kind} ${call.field}`];
  return [...argumentProblems(field, call.args ?? []), ...returnProblems(field, call.returns ?? [])];
};

const typeProblems = (schema: GraphQLSchema, typeName: string, fields: readonly string[]): string[] => {
  const type = schema.getType(typeName);
  if (!type) return [`no type ${typeName}`];
  return fields.filter((f) => !fieldAt(type, f)).map((f) => `${typeName} has no ${f}`);
};

describeIntegration('spec 4: the calls and the catalogue', { seed: false }, (fx) => {
  let schema: GraphQLSchema;

  beforeAll(async () => {
    // The schema the app serves, read by introspection (a client's own query is cut short by the depth limit).
    const served = fx().app.graphql.schema;
    const result = await graphql({ schema: served, source: getIntrospectionQuery() });
    expect(result.errors).toBeUndefined();
    schema = buildClientSchema(result.data as unknown as IntrospectionQuery);
  });

  it('transcribes the whole of spec 4 §7 (the 79 calls: 41 queries, 38 mutations)', () => {
    expect(CALLS.filter((c) => c.kind === 'query').length).toBe(41);
    expect(CALLS.filter((c) => c.kind === 'mutation').length).toBe(38);
    const known = (open: string) => {
      const [typeName, ...path] = open.split('.');
      return CALLS.some((c) => c.spec === open) || CATALOGUE[typeName!]?.includes(path.join('.'));
    };
    expect(STILL_OPEN.filter((open) => !known(open))).toEqual([]);
  });

  describe('§7: each call as spec 4 sends it', () => {
    for (const call of CALLS) {
      const title = `${call.spec}: ${call.kind} ${call.field}(${(call.args ?? []).join(', ')})`;
      const check = () => expect(callProblems(schema, call)).toEqual([]);
      if (STILL_OPEN.includes(call.spec)) it.fails(`${title} (still open)`, check);
      else it(title, check);
    }
  });

  describe('§3: each catalogue field can be asked for', () => {
    for (const [typeName, fields] of Object.entries(CATALOGUE)) {
      for (const field of fields) {
        const name = `${typeName}.${field}`;
        const check = () => expect(typeProblems(schema, typeName, [field])).toEqual([]);
        if (STILL_OPEN.includes(name)) it.fails(`${name} (still open)`, check);
        else it(name, check);
      }
    }
  });
});
