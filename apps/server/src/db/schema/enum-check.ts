import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `('A','B')`: the values are the domain's own constants, never user input, so inlining them is safe. */
const valueList = (values: readonly string[]): SQL => sql.raw(`(${values.map((v) => `'${v}'`).join(',')})`);

/** The CHECK body that keeps a text column to one of the domain's values (the same array types the column). */
export const isOneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in ${valueList(values)}`;

/** As isOneOf, for a nullable column. */
export const isNullOrOneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} is null or ${column} in ${valueList(values)}`;

/** The CHECK body that keeps a text[] column to the domain's values: at least one, none other. */
export const isNonEmptySubsetOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`cardinality(${column}) > 0 and ${column} <@ array${sql.raw(`[${values.map((v) => `'${v}'`).join(',')}]`)}::text[]`;
