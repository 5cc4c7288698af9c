// The recorded Strapi v4.26 corpora (the hand-made fixture and the generated projects beside it),
// replayed against a real Tessera process: every case listed in conformance-baseline.txt must keep
// passing (the ratchet), and the baseline only grows. Served from PostgreSQL, the cases of
// conformance-baseline-postgres.txt must pass: a ratchet of its own until it reaches the first one.
import { appendFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCorpora, replayConformance, type Verdict } from './conformance-replay/replay.ts';
import { POSTGRES_SKIP_REASON, postgresUrl, scratchDatabase } from './helpers/postgres.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
type Corpus = ReturnType<typeof findCorpora>[number];

function readBaseline(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** RAISE_BASELINE=1 adds every newly passing id of this corpus: the ratchet only goes up. */
function raiseBaseline(file: string, baseline: string[], verdicts: Verdict[]): void {
  if (process.env.RAISE_BASELINE !== '1') return;
  const known = new Set(baseline);
  const added = verdicts.filter((v) => v.pass && !known.has(v.id)).map((v) => v.id);
  if (added.length) appendFileSync(file, added.map((id) => `${id}\n`).join(''));
}

const baselineFile = join(root, 'conformance-baseline.txt');
const baseline = readBaseline(baselineFile);
const postgresBaselineFile = join(root, 'conformance-baseline-postgres.txt');
const postgresBaseline = readBaseline(postgresBaselineFile);

function expectBaseline(corpus: Corpus, verdicts: Verdict[], baseline: string[]): void {
  const mine = baseline.filter((id) => (corpus.prefix ? id.startsWith(corpus.prefix) : !id.includes('/')));
  const byId = new Map(verdicts.map((v) => [v.id, v]));
  const regressed = mine.filter((id) => !byId.get(id)?.pass);
  const details = regressed.slice(0, 5).map((id) => {
    const v = byId.get(id);
    return v
      ? `${id}: want ${v.want.status} ${JSON.stringify(v.want.body).slice(0, 300)}\n   got ${v.got.status} ${JSON.stringify(v.got.body).slice(0, 300)}`
      : `${id}: not replayed`;
  });
  expect(regressed, details.join('\n')).toEqual([]);
}

describe('conformance with Strapi v4.26 recordings', () => {
  for (const corpus of findCorpora(join(root, 'test', 'conformance'))) {
    const name = corpus.prefix ? corpus.prefix.slice(0, -1) : 'fixture';
    it(`passes every case of ${name} in the baseline`, async () => {
      const verdicts = await replayConformance(corpus);
      expectBaseline(corpus, verdicts, baseline);
      const passed = verdicts.filter((v) => v.pass).length;
      raiseBaseline(baselineFile, baseline, verdicts);
      console.log(`conformance replay ${name}: ${passed} of ${verdicts.length} cases pass`);
    }, 600000);
  }
});

// The same corpora served from PostgreSQL (a scratch database each).
describe.skipIf(!postgresUrl)(
  `conformance with Strapi v4.26 recordings on PostgreSQL${postgresUrl ? '' : ` (${POSTGRES_SKIP_REASON})`}`,
  () => {
    for (const corpus of findCorpora(join(root, 'test', 'conformance'))) {
      const name = corpus.prefix ? corpus.prefix.slice(0, -1) : 'fixture';
      it(`passes every case of ${name} in the PostgreSQL baseline`, async () => {
        const scratch = await scratchDatabase(`replay_${name.replace(/\W/g, '_')}`);
        try {
          const verdicts = await replayConformance(corpus, { databaseUrl: scratch.url });
          console.log(
            `conformance replay ${name} on PostgreSQL: ${verdicts.filter((v) => v.pass).length} of ${verdicts.length} cases pass`,
          );
          expectBaseline(corpus, verdicts, postgresBaseline);
          raiseBaseline(postgresBaselineFile, postgresBaseline, verdicts);
        } finally {
          await scratch.drop();
        }
      }, 900000);
    }
  },
);
