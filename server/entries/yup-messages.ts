// Messages worded exactly as Strapi v4's yup validators word them.

/** yup's printValue: simple values as they are (strings quoted), objects as JSON of those. */
export function printValue(value: unknown): string {
  const simple = printSimpleValue(value);
  if (simple !== null) return simple;
  return JSON.stringify(
    value,
    function replacer(this: Record<string, unknown>, key: string, v: unknown) {
      const s = printSimpleValue(this[key]);
      return s !== null ? s : v;
    },
    2,
  );
}

function printSimpleValue(value: unknown): string | null {
  if (value === null || value === undefined || value === true || value === false) return String(value);
  if (typeof value === 'number')
    return Number.isNaN(value) ? 'NaN' : value === 0 && 1 / value < 0 ? '-0' : String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'string') return `"${value}"`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  return null;
}

export function typeError(path: string, type: string, value: unknown, original: unknown = value): string {
  const cast = original !== value ? ` (cast from the value \`${printValue(original)}\`)` : '';
  return `${path} must be a \`${type}\` type, but the final value was: \`${printValue(value)}\`${cast}.`;
}

export const messages = {
  defined: (p: string) => `${p} must be defined.`,
  notNull: (p: string) => `${p} cannot be null.`,
  required: (p: string) => `${p} is a required field`,
  min: (p: string, n: number) => `${p} must be greater than or equal to ${n}`,
  max: (p: string, n: number) => `${p} must be less than or equal to ${n}`,
  minLength: (p: string, n: number) => `${p} must be at least ${n} characters`,
  maxLength: (p: string, n: number) => `${p} must be at most ${n} characters`,
  minItems: (p: string, n: number) => `${p} field must have at least ${n} items`,
  maxItems: (p: string, n: number) => `${p} field must have less than or equal to ${n} items`,
  integer: (p: string) => `${p} must be an integer`,
  email: (p: string) => `${p} must be a valid email`,
  matches: (p: string, re: string) => `${p} must match the following: "${re}"`,
  oneOf: (p: string, values: unknown[]) =>
    `${p} must be one of the following values: ${values.map((v) => (v === null ? '' : String(v))).join(', ')}`,
  unique: () => 'This attribute must be unique',
};
