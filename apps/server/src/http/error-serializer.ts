/**
 * The logger's `err` serializer. A failed database query carries its SQL and parameters (user data: ADI
 * numbers, names, notes) in its message and properties; the log keeps the reason (the database's own
 * message, SQLSTATE, constraint, table) and the stack frames, never the SQL or the values.
 */
const WITHHELD = new Set(['query', 'params', 'parameters', 'detail', 'where', 'internalQuery', 'queryOptions']);
const MAX_NESTING = 4;

type Bag = Record<string, unknown>;

export type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** drizzle's DrizzleQueryError and PGlite errors: `query` text beside its `params`. */
const carriesQuery = (error: Bag): boolean => typeof error.query === 'string' && 'params' in error;

const safeMessage = (error: Bag): string =>
  carriesQuery(error) && String(error.message ?? '').startsWith('Failed query:')
    ? 'Failed query (SQL and parameters withheld from the log)'
    : String(error.message ?? '');

/** Only the frames: the first lines of a stack repeat the message, which may hold the SQL. */
const safeStack = (type: string, message: string, stack: unknown): string => {
  const frames = typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  return [`${type}: ${message}`, ...frames].join('\n');
};

const serializeValue = (value: unknown, nesting: number): unknown => {
  if (value === null || typeof value !== 'object') return value;
  if (nesting >= MAX_NESTING) return '[withheld: nested too deep]';
  if (value instanceof Error) return serializeError(value, nesting + 1);
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => serializeValue(item, nesting + 1));
  const out: Bag = {};
  for (const [key, inner] of Object.entries(value)) {
    if (!WITHHELD.has(key)) out[key] = serializeValue(inner, nesting + 1);
  }
  return out;
};

export const serializeError = (error: Error, nesting = 0): SerializedError => {
  const bag = error as unknown as Bag;
  const type = error.constructor?.name ?? error.name ?? 'Error';
  const message = safeMessage(bag);
  const out: SerializedError = { type, message, stack: safeStack(type, message, bag.stack) };
  for (const [key, value] of Object.entries(bag)) {
    if (WITHHELD.has(key) || key === 'message' || key === 'stack' || key === 'cause') continue;
    out[key] = serializeValue(value, nesting);
  }
  if (bag.cause !== undefined) out.cause = serializeValue(bag.cause, nesting);
  return out;
};
