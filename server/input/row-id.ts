// The row an id sent by a client names. Strapi passes the text as it came to its query, and on
// SQLite the integer id column compares it under numeric affinity: text that reads as a decimal
// number is that number. So `1`, `01`, `+1`, `1.0`, `1e0` and ` 1 ` all name row 1, where `0x1`,
// `1.5`, `1_0` or `abc` name none (Strapi 4.26.2, asked side by side, REST and GraphQL alike).

/** SQLite's numeric text: a decimal literal, with the whitespace it skips on either side. */
const NUMERIC_TEXT = /^[ \t\n\v\f\r]*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?[ \t\n\v\f\r]*$/;

/** The id `value` (a path parameter, a GraphQL ID, a query value) names, or null for none. */
export function parseRowId(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}
