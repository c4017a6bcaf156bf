import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(date.getTime())) throw new GraphQLError('Invalid DateTime');
    return date;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(new Date(ast.value).getTime())) {
      throw new GraphQLError('Invalid DateTime');
    }
    return new Date(ast.value);
  },
});

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
  parseValue: (value) => {
    if (typeof value !== 'string' || !ISO_DATE.test(value)) throw new GraphQLError('Invalid Date');
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || !ISO_DATE.test(ast.value)) throw new GraphQLError('Invalid Date');
    return ast.value;
  },
});
