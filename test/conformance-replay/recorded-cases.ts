// The recorded cases, merged from every file and put in execution order.
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

export function readCases(dir: string): RecordedCase[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as RecordedCase))
    .sort((a, b) => a.seq - b.seq);
}
