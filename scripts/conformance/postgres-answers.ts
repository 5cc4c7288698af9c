// Where real Strapi 4.26.2 answers a recorded case differently on PostgreSQL than it did on SQLite
// (its LIKE is case-sensitive there, NULLs sort last, rows without a sort come in heap order), the
// PostgreSQL replay judges that case against Strapi's PostgreSQL answer: a user's Strapi database on
// PostgreSQL must read the same through Tessera. record-postgres.ts asks Strapi and writes the file.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RecordedCase } from './recorded-cases.ts';

export interface PostgresAnswers {
  /** When Strapi on PostgreSQL was asked: its timestamps within a day of this count as "now". */
  recordedOn: string;
  /** Case id → Strapi's answer on PostgreSQL, for the cases where it differs from the recording. */
  answers: Record<string, RecordedCase['response']>;
}

const FILE = 'postgres-answers.json';

/** The corpus's PostgreSQL answers; none where Strapi answered every case alike on both engines. */
export function readPostgresAnswers(corpusDir: string): PostgresAnswers {
  const file = join(corpusDir, FILE);
  if (!existsSync(file)) return { recordedOn: new Date(0).toISOString(), answers: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as PostgresAnswers;
}

export function writePostgresAnswers(corpusDir: string, answers: PostgresAnswers): void {
  writeFileSync(join(corpusDir, FILE), JSON.stringify(answers, null, 1) + '\n');
}
