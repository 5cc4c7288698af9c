// Rules an attribute's options must follow, in one place: the server applies them when it loads
// schema files, the studio's field dialog while the modeller types, so a value the dialog accepts
// never stops the server (and the dialog also refuses what would stop Strapi).
import slugify from '@sindresorhus/slugify';

/** Why `pattern` cannot be a field's `regex`, or null when it compiles as JavaScript does. */
export function regexProblem(pattern: string): string | null {
  try {
    new RegExp(pattern);
    return null;
  } catch (e) {
    return `"regex" is not a valid regular expression: ${(e as Error).message.replace(/^Invalid regular expression: /, '')}`;
  }
}

/**
 * The name an enumeration value is known by in GraphQL and in Strapi's checks, as Strapi v4
 * regresses it (@sindresorhus/slugify with `_`, case and camelCase kept): `draft-ready` →
 * `draft_ready`, `_blank` → `blank`, `café crème` → `cafe_creme`.
 */
export function normalisedEnumValue(value: string): string {
  return slugify(value, { separator: '_', lowercase: false, decamelize: false });
}

/** Why these values cannot be read as an enumeration at all (the server refuses to start on it). */
export function enumerationShapeProblem(values: unknown): string | null {
  return !Array.isArray(values) || !values.every((v) => typeof v === 'string')
    ? '"enum" must be an array of strings'
    : null;
}

/**
 * Why these values should not be written as an enumeration, or null: besides the shape, Strapi
 * refuses to start on values that collide once normalised, and on values with a digit before any
 * letter ("1st"). Tessera still starts on such a file (serving the field as a String in GraphQL),
 * so the builder refuses to write one.
 */
export function enumerationProblem(values: unknown): string | null {
  const shape = enumerationShapeProblem(values);
  if (shape || !Array.isArray(values)) return shape;
  if (values.length === 0) return 'Give at least one value';
  if (values.some((v) => v.trim() === '')) return 'Values cannot be empty';
  const seen = new Map<string, string>();
  const collisions = new Set<string>();
  for (const v of values) {
    const key = normalisedEnumValue(v);
    if (seen.has(key)) collisions.add(key);
    else seen.set(key, v);
  }
  if (collisions.size)
    return `Some enumeration values collide when normalized: ${[...collisions].join(', ')}. Please modify your enumeration.`;
  const badStart = values.filter((v) => /^[^A-Za-z]*[0-9]/.test(normalisedEnumValue(v)));
  if (badStart.length)
    return `Invalid enumeration value ${badStart.map((v) => `"${v}"`).join(', ')}. Values should have at least one alphabetical character preceding the first occurence of a number.`;
  return null;
}
