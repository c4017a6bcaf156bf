import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

// ISO 8601 with a four-digit year and an offset: no expanded years (+275760-...), nothing Date.parse guesses at.
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const INVALID_DATE_TIME =
  'Invalid DateTime: expected an ISO 8601 date and time with an offset, e.g. 2030-01-08T10:00:00Z';
const INVALID_DATE = 'Invalid Date: expected a calendar date yyyy-MM-dd, e.g. 2030-01-08';

/** The year, month and day name a real day of years 1 to 9999 (no 30 February, no year 0). */
const isRealDay = (match: RegExpExecArray): boolean => {
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(2000, month - 1, day));
  at.setUTCFullYear(year);
  return year >= 1 && at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
};

const toDateTime = (value: unknown): Date => {
  const match = typeof value === 'string' ? ISO_DATE_TIME.exec(value) : null;
  const date = match && isRealDay(match) ? new Date(value as string) : null;
  if (!date || Number.isNaN(date.getTime())) throw new GraphQLError(INVALID_DATE_TIME);
  return date;
};

const toDate = (value: unknown): string => {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match || !isRealDay(match)) throw new GraphQLError(INVALID_DATE);
  return value as string;
};

/** An instant. Which instants a command takes (the portal's years) is the domain's rule, with its own message. */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: toDateTime,
  parseLiteral: (ast) => toDateTime(ast.kind === Kind.STRING ? ast.value : null),
});

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
  parseValue: toDate,
  parseLiteral: (ast) => toDate(ast.kind === Kind.STRING ? ast.value : null),
});
