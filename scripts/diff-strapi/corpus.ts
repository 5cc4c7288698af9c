// A recorded corpus on disk, in the layout test/conformance-replay reads: cases/*.jsonl (one
// {id, seq, phase, group, request, response} a line), fixture/ (the project) and fixture/setup.json.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusSetup, RecordedCase } from '../conformance/recorded-cases.ts';
import { grants } from './project-files.ts';
import type { Project } from './project.ts';
import { PHASE } from './planned-case.ts';

export type { CorpusSetup };

export function setupOf(p: Project, recordedOn = new Date().toISOString().slice(0, 10) + 'T00:00:00Z'): CorpusSetup {
  return {
    locales: p.locales.map((code) => ({ code, name: code })),
    grants: grants(p),
    grantsPhase: PHASE,
    recordedOn,
  };
}

/** Replaces every JWT in a recorded answer by "<JWT>", as the hand-made corpus does. */
export function withoutJwts(v: unknown): unknown {
  if (typeof v === 'string') return /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/.test(v) ? '<JWT>' : v;
  if (Array.isArray(v)) return v.map(withoutJwts);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withoutJwts(x)]));
  return v;
}

export function writeCorpus(dir: string, projectDir: string, setup: CorpusSetup, cases: RecordedCase[]): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'cases'), { recursive: true });
  cpSync(projectDir, join(dir, 'fixture'), { recursive: true });
  writeFileSync(join(dir, 'fixture', 'setup.json'), JSON.stringify(setup, null, 2) + '\n');
  const files = new Map<string, string[]>();
  for (const c of cases) {
    const file = c.group === 'seed' ? 'seed' : c.group.startsWith('graphql') ? 'graphql' : 'rest';
    files.set(file, [...(files.get(file) ?? []), JSON.stringify(c)]);
  }
  for (const [file, lines] of files) writeFileSync(join(dir, 'cases', `${file}.jsonl`), lines.join('\n') + '\n');
}
