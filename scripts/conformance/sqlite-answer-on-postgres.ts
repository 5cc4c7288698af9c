// Where real Strapi fails (500) on PostgreSQL a case it answered on SQLite, its SQLite answer is the
// contract, read as PostgreSQL writes it: a time of day comes without a zero fraction there
// ("16:45:00", not "16:45:00.000"), and the rows of a list come in the order PostgreSQL reads them
// (heap order, which an update changes), which the SQLite answer cannot tell: without a sort, any
// order of its rows.
import { judge } from './judge.ts';
import type { TimeWindow } from './normalise.ts';
import type { RecordedCase } from './recorded-cases.ts';
import type { Answer } from './send.ts';

const ZERO_FRACTION_TIME = /^(\d{2}:\d{2}:\d{2})\.0+$/;

export function judgeBySqliteAnswer(
  request: RecordedCase['request'],
  onSqlite: RecordedCase['response'],
  got: Answer,
  theirs: TimeWindow,
  ours: TimeWindow,
): boolean {
  const anyOrder = !/[?&]sort\b/.test(request.path);
  const rows = (body: unknown) => (anyOrder ? rowsById(body) : body);
  const want = { ...onSqlite, body: rows(timesAsOnPostgres(onSqlite.body)) };
  return judge(request, want, { ...got, body: rows(got.body) }, theirs, ours);
}

function timesAsOnPostgres(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(timesAsOnPostgres);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, timesAsOnPostgres(v)]));
  return typeof value === 'string' ? value.replace(ZERO_FRACTION_TIME, '$1') : value;
}

/** A list answer's `data` rows in id order. */
function rowsById(body: unknown): unknown {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data) || !data.every((r) => typeof (r as { id?: unknown })?.id === 'number')) return body;
  return { ...(body as object), data: [...(data as { id: number }[])].sort((a, b) => a.id - b.id) };
}
