// The custom scalars of Strapi v4's schema, with the descriptions its introspection shows.
// Values stay in the shapes the entry service stores and returns (ISO strings, `YYYY-MM-DD`…).
import { GraphQLError, GraphQLScalarType, Kind, valueFromASTUntyped, type ValueNode } from 'graphql';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const LOCALE_CODE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf).',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});

function stringLiteral(ast: ValueNode, typeName: string): string {
  if (ast.kind !== Kind.STRING) throw new GraphQLError(`${typeName} cannot represent non string type ${ast.kind === Kind.NULL ? 'null' : ''}`.trim(), { nodes: ast });
  return ast.value;
}

function dateTimeValue(v: unknown): string {
  if (v instanceof Date && !Number.isNaN(v.getTime())) return v.toISOString();
  if (typeof v === 'number' && Number.isFinite(v)) return new Date(v).toISOString();
  if (typeof v === 'string' && ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v))) return new Date(v).toISOString();
  throw new TypeError(`DateTime cannot represent an invalid date-time-string ${String(v)}.`);
}

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.',
  serialize: (v) => (typeof v === 'string' ? v : dateTimeValue(v)),
  parseValue: dateTimeValue,
  parseLiteral: (ast) => dateTimeValue(stringLiteral(ast, 'DateTime')),
});

function dateValue(v: unknown): string {
  if (v instanceof Date && !Number.isNaN(v.getTime())) return v.toISOString().slice(0, 10);
  if (typeof v === 'string' && ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))) return v;
  throw new TypeError(`Date cannot represent an invalid date-string ${String(v)}.`);
}

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  description: 'A date string, such as 2007-12-03, compliant with the `full-date` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.',
  serialize: (v) => (typeof v === 'string' ? v : dateValue(v)),
  parseValue: dateValue,
  parseLiteral: (ast) => dateValue(stringLiteral(ast, 'Date')),
});

function timeValue(v: unknown): string {
  if (typeof v !== 'string') throw new TypeError('Time cannot represent non string type');
  if (!TIME.test(v)) throw new TypeError(`Time cannot represent an invalid time-string ${v}.`);
  return v;
}

export const TimeScalar = new GraphQLScalarType({
  name: 'Time',
  description: 'A time string with format HH:mm:ss.SSS',
  serialize: (v) => v,
  parseValue: timeValue,
  parseLiteral: (ast) => timeValue(stringLiteral(ast, 'Time')),
});

function longValue(v: unknown): string | number {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^-?\d+$/.test(v)) return v;
  throw new TypeError(`Long cannot represent non-integer value: ${String(v)}`);
}

export const LongScalar = new GraphQLScalarType({
  name: 'Long',
  description: 'The `BigInt` scalar type represents non-fractional signed whole numeric values.',
  serialize: (v) => (typeof v === 'string' && /^-?\d+$/.test(v) && Number.isSafeInteger(Number(v)) ? Number(v) : v),
  parseValue: longValue,
  parseLiteral: (ast) => {
    if (ast.kind === Kind.INT || ast.kind === Kind.STRING) return longValue(ast.value);
    throw new TypeError('Long cannot represent non-integer value');
  },
});

/** Files arrive through the multipart request (graphql-multipart-request-spec), never as literals. */
export const UploadScalar = new GraphQLScalarType({
  name: 'Upload',
  description: 'The `Upload` scalar type represents a file upload.',
  serialize: () => {
    throw new GraphQLError('Upload serialization unsupported.');
  },
  parseValue: (v) => v,
  parseLiteral: () => {
    throw new GraphQLError('Upload literal unsupported.');
  },
});

function localeValue(v: unknown): string {
  if (typeof v === 'string' && (v === 'all' || LOCALE_CODE.test(v))) return v;
  throw new TypeError('Unknown locale supplied');
}

export const I18NLocaleCodeScalar = new GraphQLScalarType({
  name: 'I18NLocaleCode',
  description: 'A string used to identify an i18n locale',
  serialize: (v) => v,
  parseValue: localeValue,
  parseLiteral: (ast) => localeValue(stringLiteral(ast, 'I18NLocaleCode')),
});
