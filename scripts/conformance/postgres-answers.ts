// Where real Strapi 4.26.2 answers a recorded case differently on PostgreSQL than it did on SQLite
// (its LIKE is case-sensitive there, NULLs sort last, rows without a sort come in heap order), the
// PostgreSQL replay judges that case against Strapi's PostgreSQL answer: a user's Strapi database on
// PostgreSQL must read the same through Tessera. record-postgres.ts asks Strapi and writes the file.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RecordedCase } from './recorded-cases.ts';

/** One replay of a corpus against Strapi on PostgreSQL: its answers where they differ from what it is compared with. */
export interface PostgresRun {
  /** When Strapi on PostgreSQL was asked: its timestamps within a day of this count as "now". */
  recordedOn: string;
  answers: Record<string, RecordedCase['response']>;
}

/** The first run's answers that differ from the SQLite recording, and later runs' that differ from those. */
export interface PostgresAnswers extends PostgresRun {
  /**
   * Later runs, each on a new database: Strapi creates an entry's components concurrently on its
   * connection pool and reads DISTINCT rows in hash order, so some answers differ from run to run.
   * Any answer Strapi gave there counts.
   */
  otherRuns?: PostgresRun[];
}

const FILE = 'postgres-answers.json';

/** The corpus's PostgreSQL answers; none where Strapi answered every case alike on both engines. */
export function readPostgresAnswers(corpusDir: string): PostgresAnswers {
  const file = join(corpusDir, FILE);
  if (!existsSync(file)) return { recordedOn: new Date(0).toISOString(), answers: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as PostgresAnswers;
}

/** One answer a line, as the recorded cases are kept, so that a new run's diff reads case by case. */
export function writePostgresAnswers(corpusDir: string, file: PostgresAnswers): void {
  const run = (r: PostgresRun, indent: string) =>
    `{\n${indent}  "recordedOn": ${JSON.stringify(r.recordedOn)},\n${indent}  "answers": {` +
    Object.entries(r.answers)
      .map(([id, answer]) => `\n${indent}    ${JSON.stringify(id)}: ${JSON.stringify(answer)}`)
      .join(',') +
    `\n${indent}  }`;
  const others = (file.otherRuns ?? []).map((r) => `\n    ${run(r, '    ')}\n    }`).join(',');
  const text = `${run(file, '')}${file.otherRuns ? `,\n  "otherRuns": [${others}\n  ]` : ''}\n}\n`;
  writeFileSync(join(corpusDir, FILE), text);
}
