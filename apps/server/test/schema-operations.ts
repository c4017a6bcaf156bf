import { randomUUID } from 'node:crypto';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';

/* Documents built from the schema, to call every operation with minimal but well-formed arguments. */

/** One field to call: the fields from the root that lead to it, and the document that asks for it. */
export type SchemaOperation = {
  /** `Type.field` of the field under test. */
  field: string;
  /** `Type.field` of every field the document goes through, the field under test last. */
  path: string[];
  document: string;
};

const SCALARS: Record<string, () => string> = {
  ID: () => JSON.stringify(randomUUID()),
  String: () => JSON.stringify('Access check'),
  Int: () => '0',
  Float: () => '1',
  Boolean: () => 'false',
  DateTime: () => JSON.stringify('2030-01-08T10:00:00Z'),
  Date: () => JSON.stringify('2030-01-08'),
};

/** A literal of the type: required input fields filled, lists of one. A new scalar must be taught here. */
const literalOf = (type: GraphQLInputType): string => {
  if (isNonNullType(type)) return literalOf(type.ofType);
  if (isListType(type)) return `[${literalOf(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${required.map((f) => `${f.name}: ${literalOf(f.type)}`).join(', ')} }`;
  }
  const scalar = SCALARS[type.name];
  if (!scalar) throw new Error(`No test value for the scalar ${type.name}: add one to schema-operations.ts`);
  return scalar();
};

const requiredArgs = (field: GraphQLField<unknown, unknown>) => field.args.filter((a) => isNonNullType(a.type));

const callOf = (field: GraphQLField<unknown, unknown>): string => {
  const args = requiredArgs(field).map((a) => `${a.name}: ${literalOf(a.type)}`);
  return args.length > 0 ? `${field.name}(${args.join(', ')})` : field.name;
};

const selectionOf = (type: GraphQLOutputType): string => (isLeafType(getNamedType(type)) ? '' : ' { __typename }');

type Step = { type: GraphQLObjectType; field: GraphQLField<unknown, unknown> };

/** The shortest way from Query to each object type, through fields that need fewest arguments first. */
const routesFromQuery = (schema: GraphQLSchema): Map<string, Step[]> => {
  const query = schema.getQueryType()!;
  const routes = new Map<string, Step[]>([[query.name, []]]);
  const queue: GraphQLObjectType[] = [query];
  for (let type = queue.shift(); type; type = queue.shift()) {
    const fields = Object.values(type.getFields()).sort((a, b) => requiredArgs(a).length - requiredArgs(b).length);
    for (const field of fields) {
      const target: GraphQLNamedType = getNamedType(field.type);
      if (!isObjectType(target) || routes.has(target.name)) continue;
      routes.set(target.name, [...routes.get(type.name)!, { type, field }]);
      queue.push(target);
    }
  }
  return routes;
};

const nest = (steps: Step[]): string => {
  const [step, ...rest] = steps;
  if (!step) return '';
  return rest.length === 0
    ? `${callOf(step.field)}${selectionOf(step.field.type)}`
    : `${callOf(step.field)} { ${nest(rest)} }`;
};

const documentOf = (operation: 'query' | 'mutation', steps: Step[]): string => `${operation} { ${nest(steps)} }`;

const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);

/** Every operation, and every field a feature adds to a type with `extend type`: each needs an access rule. */
export const fieldsNeedingRules = (schema: GraphQLSchema): string[] =>
  Object.values(schema.getTypeMap())
    .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'))
    .flatMap((type) => {
      const added = new Set(type.extensionASTNodes.flatMap((node) => node.fields ?? []));
      const needsRule = (field: GraphQLField<unknown, unknown>) =>
        ROOTS.has(type.name) || (!!field.astNode && added.has(field.astNode));
      return Object.values(type.getFields())
        .filter(needsRule)
        .map((field) => `${type.name}.${field.name}`);
    })
    .sort();

export const isRootField = (name: string): boolean => ROOTS.has(name.split('.')[0]!);

const nameOf = (step: Step) => `${step.type.name}.${step.field.name}`;

/** Every Query and Mutation field, each called alone. */
export const rootOperations = (schema: GraphQLSchema): SchemaOperation[] =>
  (['query', 'mutation'] as const).flatMap((kind) => {
    const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(root?.getFields() ?? {}).map((field) => {
      const steps = [{ type: root!, field }];
      return { field: nameOf(steps[0]!), path: steps.map(nameOf), document: documentOf(kind, steps) };
    });
  });

/** Fields of other types (`Instructor.calendarEvents`), each asked for on the shortest query that reaches it. */
export const nestedOperations = (schema: GraphQLSchema, fields: readonly string[]): SchemaOperation[] => {
  const routes = routesFromQuery(schema);
  return fields.map((name) => {
    const [typeName, fieldName] = name.split('.') as [string, string];
    const type = schema.getType(typeName);
    const route = routes.get(typeName);
    if (!isObjectType(type) || !route) throw new Error(`${name} cannot be reached from Query`);
    const steps = [...route, { type, field: type.getFields()[fieldName]! }];
    return { field: name, path: steps.map(nameOf), document: documentOf('query', steps) };
  });
};
