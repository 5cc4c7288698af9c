// What a condition says of a row whose every column is NULL: the row a relation filter's LEFT JOIN
// makes up for an entry with nothing linked. Where that row can never pass, an entry matches
// exactly when one of its linked rows does, and the filter may read the link table once
// (`id IN (SELECT …)`) instead of once per entry.
import type { Condition } from '../ast.ts';

type Truth = 'true' | 'false' | 'null' | 'unknown';

/** Whether the all-NULL row fails the condition (false or NULL in SQL), whatever the values. */
export function rejectsEmptyRow(cond: Condition): boolean {
  const t = onEmptyRow(cond);
  return t === 'false' || t === 'null';
}

function onEmptyRow(cond: Condition): Truth {
  switch (cond.type) {
    case 'and':
      return combine(cond.items.map(onEmptyRow), 'false', 'true');
    case 'or':
      return combine(cond.items.map(onEmptyRow), 'true', 'false');
    case 'not': {
      const inner = onEmptyRow(cond.item);
      return inner === 'true' ? 'false' : inner === 'false' ? 'true' : inner;
    }
    case 'compare':
      return compareOnNull(cond.op, cond.value);
    case 'nested':
      return 'unknown';
    case 'search':
      // NULL LIKE … is NULL, in every column searched.
      return 'null';
  }
}

/** SQL's three-valued AND (dominant 'false', neutral 'true') or OR (the reverse). */
function combine(items: Truth[], dominant: Truth, neutral: Truth): Truth {
  if (items.includes(dominant)) return dominant;
  if (items.includes('unknown')) return 'unknown';
  return items.every((t) => t === neutral) ? neutral : 'null';
}

/** The operators as where.ts compiles them, applied to a NULL column. */
function compareOnNull(op: string, value: unknown): Truth {
  if (op === '$null') return value === true ? 'true' : 'false';
  if (op === '$notNull') return value === true ? 'false' : 'true';
  if (op === '$in' || op === '$notIn') {
    const list = Array.isArray(value) ? value : [value];
    if (list.length === 0) return op === '$in' ? 'false' : 'true';
    return 'null';
  }
  if (op === '$between') return 'null';
  if (Array.isArray(value))
    return combine(
      value.map((v) => compareOnNull(op, v)),
      'true',
      'false',
    );
  if (value === null && op === '$eq') return 'true';
  if (value === null && op === '$ne') return 'false';
  return 'null';
}
