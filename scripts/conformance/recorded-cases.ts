// A recorded corpus: its cases, merged from every file and put in execution order, and its setup.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface RecordedCase {
  id: string;
  seq: number;
  phase: string;
  group: string;
  request: { method: string; path: string; headers?: Record<string, string>; body?: unknown };
  response: { status: number; body: unknown; contentType?: string };
}

/** fixture/setup.json: what the recording set up before its phases. */
export interface CorpusSetup {
  locales: Array<{ code: string; name: string }>;
  /** A custom API token the cases use, by placeholder. */
  customToken?: { placeholder: string; permissions: string[] };
  grants: { public: string[]; authenticated: string[] };
  /** The phase at whose start the roles get their grants (and the server restarts). */
  grantsPhase?: string;
  /** When the recording was made: its timestamps within a day of this count as "now". */
  recordedOn?: string;
}

export function readCases(dir: string): RecordedCase[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as RecordedCase),
    )
    .sort((a, b) => a.seq - b.seq);
}
