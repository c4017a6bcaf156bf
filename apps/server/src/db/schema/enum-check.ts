import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `('A','B')`: the values are the domain's own constants, never user input, so inlining them is safe. */
const valueList = (values: readonly string[]): SQL => sql.raw(`(${values.map((v) => `'${v}'`).join(',')})`);

/** The CHECK body that keeps a text column to one of the domain's values (the same array types the column). */
export const isOneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in ${valueList(values)}`;

/** As isOneOf, for a nullable column. */
export const isNullOrOneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} is null or ${column} in ${valueList(values)}`;
