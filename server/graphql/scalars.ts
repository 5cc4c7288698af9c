// The custom scalars of Strapi v4's schema, with the descriptions its introspection shows.
// Values stay in the shapes the entry service stores and returns (ISO strings, `YYYY-MM-DD`…).
import { GraphQLError, GraphQLScalarType, Kind, print, valueFromASTUntyped, type ValueNode } from 'graphql';
import { isIsoLocaleCode } from '../plugins/i18n/iso-locales.ts';
import { parseTime } from '../schema/field-values.ts';

// Errors as Strapi 4.26 words them. `Date`, `DateTime` and `Long`'s own range checks throw
// GraphQLErrors, which graphql-js reports as they are; `Time` and the conversions `BigInt()` refuses
// throw plain errors, which graphql-js prefixes (`Expected value of type "Time", found …; ` for a
// literal, `Expected type "Time". ` for a variable).
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,3})?$/;

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description:
    'The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf).',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});

/** What a non-string literal shows in Strapi's messages: its value, `false` for lists and objects. */
function literalShown(ast: ValueNode): string {
  return 'value' in ast ? String(ast.value) : 'false';
}

/** A real calendar day: `2023-02-29` and `2024-00-10` are not. */
function isCalendarDate(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(2000, m - 1, d));
  t.setUTCFullYear(y);
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

function dateTimeString(v: string, nodes?: ValueNode): string {
  const m = DATE_TIME.exec(v);
  const valid =
    m &&
    isCalendarDate(m[1]) &&
    Number(m[2]) < 24 &&
    Number(m[3]) < 60 &&
    Number(m[4]) < 60 &&
    !Number.isNaN(Date.parse(v));
  if (!valid) throw new GraphQLError(`DateTime cannot represent an invalid date-time-string ${v}.`, { nodes });
  return new Date(v).toISOString();
}

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description:
    'A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.',
  serialize: (v) => (typeof v === 'string' ? v : v instanceof Date ? v.toISOString() : v),
  parseValue: (v) => {
    if (v instanceof Date && !Number.isNaN(v.getTime())) return v.toISOString();
    if (typeof v !== 'string')
      throw new GraphQLError(`DateTime cannot represent non string or Date type ${JSON.stringify(v)}`);
    return dateTimeString(v);
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING)
      throw new GraphQLError(`DateTime cannot represent non string or Date type ${literalShown(ast)}`, { nodes: ast });
    return dateTimeString(ast.value, ast);
  },
});

function dateString(v: string, nodes?: ValueNode): string {
  if (!DATE.test(v) || !isCalendarDate(v))
    throw new GraphQLError(`Date cannot represent an invalid date-string ${v}.`, { nodes });
  return v;
}

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  description:
    'A date string, such as 2007-12-03, compliant with the `full-date` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.',
  serialize: (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
  parseValue: (v) => {
    if (v instanceof Date && !Number.isNaN(v.getTime())) return v.toISOString().slice(0, 10);
    if (typeof v !== 'string') throw new GraphQLError(`Date cannot represent non string type ${JSON.stringify(v)}`);
    return dateString(v);
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING)
      throw new GraphQLError(`Date cannot represent non string type ${literalShown(ast)}`, { nodes: ast });
    return dateString(ast.value, ast);
  },
});

function timeString(v: string): string {
  if (!TIME.test(v)) throw new TypeError('Invalid time format, expected HH:mm:ss.SSS');
  return v;
}

export const TimeScalar = new GraphQLScalarType({
  name: 'Time',
  description: 'A time string with format HH:mm:ss.SSS',
  // Strapi formats the stored value: PostgreSQL's time column reads back without the milliseconds.
  serialize: (v) => (typeof v === 'string' ? parseTime(v) : v),
  parseValue: (v) => {
    if (typeof v !== 'string') throw new TypeError(`Expected a string, got a ${typeof v}`);
    return timeString(v);
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new TypeError('Time cannot represent non string type');
    return timeString(ast.value);
  },
});

/**
 * An integer as `BigInt()` reads it: what it cannot convert fails with its own message (`Cannot
 * convert 12.5 to a BigInt`); what it converts to another spelling (`007`, `+7`, `''`, `true`) is
 * refused. The text is kept (a biginteger is stored exactly, README).
 */
function longValue(v: string | boolean): string {
  const text = String(BigInt(v));
  if (text !== String(v)) throw new GraphQLError(`BigInt cannot represent value: ${String(v)}`);
  return text;
}

export const LongScalar = new GraphQLScalarType({
  name: 'Long',
  description: 'The `BigInt` scalar type represents non-fractional signed whole numeric values.',
  serialize: (v) => (typeof v === 'string' && /^-?\d+$/.test(v) && Number.isSafeInteger(Number(v)) ? Number(v) : v),
  parseValue: (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : longValue(String(v))),
  parseLiteral: (ast) => {
    if (ast.kind === Kind.LIST || ast.kind === Kind.OBJECT)
      throw new GraphQLError(`BigInt cannot represent non-integer value: ${print(ast)}`, { nodes: ast });
    return longValue('value' in ast ? ast.value : '');
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

/**
 * As Strapi's: a variable passes as it is, a literal must be `all` or a code of i18n's ISO list
 * (plain errors, so graphql-js words them "Expected value of type …, found …; <reason>").
 */
export const I18NLocaleCodeScalar = new GraphQLScalarType({
  name: 'I18NLocaleCode',
  description: 'A string used to identify an i18n locale',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new TypeError('Locale cannot represent non string type');
    if (ast.value !== 'all' && !isIsoLocaleCode(ast.value)) throw new TypeError('Unknown locale supplied');
    return ast.value;
  },
});
