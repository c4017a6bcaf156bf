import { DomainError } from '@portal/domain/errors';
import { validationMessages } from '@portal/domain/validation';
import { BREAK, type DocumentNode, visit } from 'graphql';

/**
 * No text the portal stores or searches may hold a NUL: PostgreSQL cannot keep one in a text value. The words
 * are the domain's for any control character, so a NUL reads like the rest.
 */
export const NUL_REFUSED = validationMessages.controlCharacters;

/** Where a NUL is found: the name of the field (or argument) that holds it, when it has one. */
type Found = { field: string | undefined };

const nulIn = (value: unknown, field: string | undefined, depth = 0): Found | null => {
  if (typeof value === 'string') return value.includes('\u0000') ? { field } : null;
  if (depth > 50 || value === null || typeof value !== 'object') return null;
  const entries: [string | undefined, unknown][] = Array.isArray(value)
    ? value.map((item) => [field, item])
    : Object.entries(value);
  for (const [name, item] of entries) {
    const found = nulIn(item, name, depth + 1);
    if (found) return found;
  }
  return null;
};

/** A document's answer, kept while the document is (persisted operations' parsed documents are cached). */
const documentsChecked = new WeakMap<DocumentNode, Found | null>();

const nulInDocument = (document: DocumentNode): Found | null => {
  const known = documentsChecked.get(document);
  if (known !== undefined) return known;
  const found = visitForNul(document);
  documentsChecked.set(document, found);
  return found;
};

const visitForNul = (document: DocumentNode): Found | null => {
  let found: Found | null = null;
  const names: string[] = [];
  visit(document, {
    Argument: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    ObjectField: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    StringValue: (node) => {
      if (!node.value.includes('\u0000')) return undefined;
      found = { field: names.at(-1) };
      return BREAK;
    },
  });
  return found;
};

/**
 * Before execution (before-execution.ts): a NUL character in any argument (a variable or a literal) is bad input,
 * refused before any resolver runs with the field that holds it, instead of reaching the database and failing there
 * as an internal error.
 */
export const refuseNulCharacters = (document: DocumentNode, variables?: Record<string, unknown>): void => {
  const found = nulIn(variables, undefined) ?? nulInDocument(document);
  if (found) throw new DomainError('INVALID_INPUT', NUL_REFUSED, found.field ? { field: found.field } : undefined);
};
