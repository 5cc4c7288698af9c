// The recorded Strapi v4.26 cases, replayed against a real Tessera process: every case listed in
// conformance-baseline.txt must keep passing (the ratchet), and the baseline only grows.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replayConformance, type Verdict } from './conformance-replay/replay.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('conformance with Strapi v4.26 recordings', () => {
  it('passes every case in the baseline', async () => {
    const verdicts: Verdict[] = await replayConformance(root, join(root, 'test', 'conformance'));
    const baseline = readFileSync(join(root, 'conformance-baseline.txt'), 'utf8').split('\n').map((s) => s.trim()).filter(Boolean);
    const byId = new Map(verdicts.map((v) => [v.id, v]));
    const regressed = baseline.filter((id) => !byId.get(id)?.pass);
    const details = regressed.slice(0, 5).map((id) => {
      const v = byId.get(id);
      return v ? `${id}: want ${v.want.status} ${JSON.stringify(v.want.body).slice(0, 300)}\n   got ${v.got.status} ${JSON.stringify(v.got.body).slice(0, 300)}` : `${id}: not replayed`;
    });
    expect(regressed, details.join('\n')).toEqual([]);
    const passed = verdicts.filter((v) => v.pass).length;
    console.log(`conformance replay: ${passed} of ${verdicts.length} cases pass`);
  }, 600000);
});
