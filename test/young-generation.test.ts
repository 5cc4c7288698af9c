// serve's young generation grows under load to its bound and no further, and what a process held
// it at does not spoil the code cache it writes at exit. Each case runs in a child Node process,
// since V8's heap and flags are per process; allocation runs in turns of the event loop, as a
// server's requests do.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, ROOT, tempDir } from './helpers/tessera.ts';

afterAll(cleanup);

const MODULE = pathToFileURL(join(ROOT, 'bin', 'young-generation.js')).href;

/** Runs `body` as an ES module in a fresh Node; returns what it printed as JSON. */
function inChild(body: string): Record<string, unknown> {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', body], { encoding: 'utf8', timeout: 60_000 });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

/** Objects that live a while, made in turns of the event loop: scavenges find much alive, and V8 grows the space. */
const CHURN = `
  const kept = [];
  let largest = 0;
  for (let turn = 0; turn < 400; turn++) {
    for (let i = 0; i < 20000; i++) {
      const o = { i, pair: [i, i + 1] };
      if (i % 8 === 0) kept.push(o);
    }
    if (kept.length > 60000) kept.length = 0;
    largest = Math.max(largest, youngGenerationBytes());
    await new Promise((resolve) => setImmediate(resolve));
  }
`;

describe('the young generation of serve', () => {
  it('grows to its bound under load and stays there', () => {
    const out = inChild(`
      import { holdYoungGeneration, youngGenerationBytes } from '${MODULE}';
      holdYoungGeneration(4);
      ${CHURN}
      console.log(JSON.stringify({ largest, last: youngGenerationBytes() }));
    `);
    expect(out.largest).toBe(8 * 1024 * 1024);
    expect(out.last).toBe(8 * 1024 * 1024);
  });

  it('grows past the bound in the same churn when nothing holds it (the case the bound exists for)', () => {
    const out = inChild(`
      import { youngGenerationBytes } from '${MODULE}';
      ${CHURN}
      console.log(JSON.stringify({ largest }));
    `);
    expect(out.largest).toBeGreaterThan(8 * 1024 * 1024);
  });

  it('leaves the flags a code cache is written under as they were at launch', () => {
    const cacheFile = join(tempDir('tessera-young-'), 'cache.bin');
    // A script cached at exit, as the launcher does, after the space was held at its bound.
    const script = (churn: string) => `
      import { existsSync, readFileSync, writeFileSync } from 'node:fs';
      import vm from 'node:vm';
      import { holdYoungGeneration, youngGenerationBytes } from '${MODULE}';
      holdYoungGeneration(4);
      const cachedData = existsSync(${JSON.stringify(cacheFile)}) ? readFileSync(${JSON.stringify(cacheFile)}) : undefined;
      const script = new vm.Script('(function () { return 1 + 1; })', { filename: 'cached.js', cachedData });
      script.runInThisContext()();
      if (!cachedData) process.once('exit', () => writeFileSync(${JSON.stringify(cacheFile)}, script.createCachedData()));
      ${churn}
      console.log(JSON.stringify({ held: youngGenerationBytes() === 8 * 1024 * 1024, rejected: script.cachedDataRejected ?? null }));
    `;
    const first = inChild(script(CHURN));
    expect(first.held).toBe(true);
    const second = inChild(script(''));
    expect(second.rejected).toBe(false);
  });
});
