import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from '../generated/type-defs.ts';
import { createExpandedMeasure, expandedDocumentLimits, MAX_ALIASES, MAX_COST, MAX_DEPTH } from './limits.ts';
import { loadPersistedDocuments } from './persisted.ts';

const schema = buildSchema(typeDefs);
const errorsOf = (source: string) => validate(schema, parse(source), [expandedDocumentLimits]).map((e) => e.message);
const ONE_STEP = 'Only one sign-in step may be sent per request';
const login = (alias: string) =>
  `${alias}: instructorLogin(input: { adiNumber: "100001", password: "Guess${alias}1" }) { authenticated }`;
const logins = (n: number) => Array.from({ length: n }, (_, i) => login(`a${i}`)).join('\n');

/** The expanded measure of a document's first operation. */
const measureOf = (source: string) => {
  const document = parse(source);
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  if (operation?.kind !== 'OperationDefinition') throw new Error('expected an operation');
  return createExpandedMeasure(document)(operation.selectionSet);
};

describe('one sign-in step per request, counted with fragments written out', () => {
  it('allows one step, written plainly or through any fragment', () => {
    expect(errorsOf(`mutation { ${login('a')} }`)).toEqual([]);
    expect(errorsOf(`mutation { ... on Mutation { ${login('a')} } }`)).toEqual([]);
    expect(errorsOf(`mutation { ...F } fragment F on Mutation { ${login('a')} }`)).toEqual([]);
  });

  it('refuses steps inside inline fragments', () => {
    expect(errorsOf(`mutation { ... on Mutation { ${logins(20)} } }`)).toEqual([ONE_STEP]);
    expect(
      errorsOf(`mutation { ${login('a')} ... on Mutation { resendCode(input: { challengeId: "x" }) { success } } }`),
    ).toEqual([ONE_STEP]);
  });

  it('refuses steps inside named fragments, and one fragment spread under two names', () => {
    expect(errorsOf(`mutation { ...F } fragment F on Mutation { ${logins(2)} }`)).toEqual([ONE_STEP]);
    expect(
      errorsOf(`mutation { ...F ...G } fragment F on Mutation { ${login('a')} } fragment G on Mutation { ...F }`),
    ).toEqual([ONE_STEP]);
  });

  it('refuses steps nested fragment in fragment, inline in named', () => {
    const source = `mutation { ${login('top')} ...Outer }
      fragment Outer on Mutation { ... on Mutation { ...Inner } }
      fragment Inner on Mutation { ... on Mutation { ${login('deep')} } }`;
    expect(errorsOf(source)).toEqual([ONE_STEP]);
  });
});

describe('aliases, cost and depth of the expanded document', () => {
  const range = 'startDate: "2026-01-05T00:00:00Z", endDate: "2026-04-06T00:00:00Z"';
  const events = Array.from({ length: 10 }, (_, i) => `c${i}: calendarEvents(${range}) { __typename }`).join(' ');

  it('counts a me spreading a fragment of ten calendarEvents as if written out', () => {
    const spread = Array.from({ length: 10 }, (_, i) => `m${i}: me { ...Events }`).join(' ');
    const viaFragment = `query { ${spread} } fragment Events on Instructor { ${events} }`;
    const writtenOut = `query { ${Array.from({ length: 10 }, (_, i) => `m${i}: me { ${events} }`).join(' ')} }`;
    const tooMany = `Too many aliases in one request (maximum ${MAX_ALIASES})`;
    expect(errorsOf(writtenOut)).toContain(tooMany);
    expect(errorsOf(viaFragment)).toContain(tooMany);
    expect(measureOf(viaFragment)).toEqual(measureOf(writtenOut));
    expect(measureOf(viaFragment)).toMatchObject({ aliases: 110, cost: 210 });
  });

  it('refuses fragments that double each other past the cost limit, measuring each fragment once', () => {
    const levels = Array.from({ length: 40 }, (_, i) => `fragment F${i + 1} on Instructor { ...F${i} ...F${i} }`);
    const source = `query { me { ...F40 } } fragment F0 on Instructor { id adiNumber } ${levels.join(' ')}`;
    const started = performance.now();
    expect(errorsOf(source)).toContain(`Query is too costly (maximum ${MAX_COST} fields)`);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('measures depth through fragments without counting the fragments as levels', () => {
    const source = '{ a { ...F ... on X { b { c } } } } fragment F on X { d { ... on Y { e { f } } } }';
    expect(measureOf(source)).toMatchObject({ depth: 4, cost: 6 });
  });

  it('refuses a document nested deeper than the limit, through fields or fragments', () => {
    const nest = (levels: number): string => (levels === 0 ? '' : `{ a ${nest(levels - 1)} }`);
    expect(measureOf(`query ${nest(MAX_DEPTH)}`).depth).toBe(MAX_DEPTH);
    expect(measureOf(`query ${nest(MAX_DEPTH + 1)}`).depth).toBe(MAX_DEPTH + 1);
    expect(errorsOf(`query { me { ...A } } fragment A on Instructor { ...B } fragment B on Instructor { id }`)).toEqual(
      [],
    );
    const inline = `{ ${'... on Query { '.repeat(200)}ping${' }'.repeat(200)} }`;
    expect(measureOf(inline).depth).toBe(Number.POSITIVE_INFINITY);
    expect(errorsOf(inline)).toEqual([`Query is too deep (maximum ${MAX_DEPTH} levels)`]);
  });
});

describe('the operations the web app ships', () => {
  it('all pass the limits', () => {
    const refused = Object.entries(loadPersistedDocuments()).filter(([, source]) => errorsOf(source).length > 0);
    expect(refused).toEqual([]);
  });
});
