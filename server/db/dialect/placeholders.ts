// The query compiler writes `?` placeholders (SQLite's); PostgreSQL numbers them ($1, $2…). The
// rewrite skips string literals, quoted identifiers and comments, where a `?` is text.

export function numberPlaceholders(sql: string): string {
  let out = '';
  let n = 0;
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      const end = closingQuote(sql, i, ch);
      out += sql.slice(i, end);
      i = end;
    } else if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop;
    } else if (ch === '?') {
      out += `$${++n}`;
      i++;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

/** The index just past the quote that closes the one at `start` (a doubled quote is part of the text). */
function closingQuote(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else i++;
  }
  return sql.length;
}

/** SQLite accepts MySQL-style `name` quoting; PostgreSQL wants "name". */
export function backticksToDoubleQuotes(sql: string): string {
  if (!sql.includes('`')) return sql;
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i];
    if (ch === "'" || ch === '"') {
      const end = closingQuote(sql, i, ch);
      out += sql.slice(i, end);
      i = end;
    } else if (ch === '`') {
      const end = closingQuote(sql, i, '`');
      const name = sql.slice(i + 1, end - 1).replace(/``/g, '`');
      out += `"${name.replace(/"/g, '""')}"`;
      i = end;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}
