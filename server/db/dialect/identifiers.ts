// SQL identifiers as each engine stores them. Strapi 4.26 shortens nothing itself: it hands its long
// names to PostgreSQL, which keeps their first 63 bytes (NAMEDATALEN - 1). Doing the same cut here
// means names Tessera looks up (indexes, constraints) are the ones PostgreSQL reports back.

export const POSTGRES_IDENTIFIER_BYTES = 63;

/** The name PostgreSQL keeps for `name`: its first 63 bytes, never splitting a UTF-8 character. */
export function postgresIdentifier(name: string): string {
  const bytes = Buffer.from(name, 'utf8');
  if (bytes.length <= POSTGRES_IDENTIFIER_BYTES) return name;
  let end = POSTGRES_IDENTIFIER_BYTES;
  // A continuation byte (10xxxxxx) would leave half a character: step back to its start.
  while (end > 0 && (bytes[end] & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString('utf8');
}

export function quoteDoubled(name: string): string {
  // Schema names hold no quote: looking for one costs half the replace (every statement quotes dozens).
  return name.includes('"') ? `"${name.replace(/"/g, '""')}"` : `"${name}"`;
}

export function quoteBacktick(name: string): string {
  return `\`${name.replace(/`/g, '``')}\``;
}
