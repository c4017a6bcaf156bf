import { DomainError } from '@portal/domain/errors';
import { BREAK, type DocumentNode, visit } from 'graphql';

/** No text the portal stores or searches may hold a NUL: PostgreSQL cannot keep one in a text value. */
export const NUL_REFUSED = 'Text cannot contain a NUL character';

const hasNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 50 || value === null || typeof value !== 'object') return false;
  const items = Array.isArray(value) ? value : Object.values(value);
  return items.some((item) => hasNul(item, depth + 1));
};

const documentHasNul = (document: DocumentNode): boolean => {
  let found = false;
  visit(document, {
    StringValue: (node) => {
      if (!node.value.includes('\u0000')) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
};

/**
 * Mercurius preExecution hook: a NUL character in any argument (a variable or a literal) is bad input, refused
 * before any resolver runs, instead of reaching the database and failing there as an internal error.
 */
export const refuseNulCharacters = async (
  _schema: unknown,
  document: DocumentNode,
  _context: unknown,
  variables?: Record<string, unknown>,
): Promise<undefined> => {
  if (hasNul(variables) || documentHasNul(document)) throw new DomainError('INVALID_INPUT', NUL_REFUSED);
  return undefined;
};
