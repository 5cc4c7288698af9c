// serve's young generation, held at 2 × 8 MiB. V8 starts it at 2 × 1 MiB and doubles it (up to
// 2 × 16 MiB) whenever scavenges find much still alive, which a server under load soon does. At
// 2 × 1 MiB a scavenge ran every few requests and garbage collection was 15 % of the served CPU of a
// list of 25 (at 2 × 8 MiB, with the response cache off, the bench's list 25 went from 52-53 to
// 56-57 % of the bare floor and its nested GraphQL query from 27-28 to 31-35 %, two runs each); at
// 2 × 16 MiB the space committed for objects that live one request pushed the RSS after the bench's
// load past 150 MiB. V8 takes no bound on the young generation once running, only its growth
// factor, so the factor is set after each collection: 2 while the space is under the bound, 1 at it.
// V8 may shrink the space again when the server idles; it then grows back under load.
import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

const SEMI_SPACE_MIB = 8;
const GROWING = '--semi-space-growth-factor=2';
const HELD = '--semi-space-growth-factor=1';

/** Both semi-spaces of the young generation, in bytes. */
export function youngGenerationBytes() {
  return getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;
}

/**
 * Holds the young generation at `semiSpaceMiB` from now on. V8 writes its flags into a code cache and
 * refuses a cache made under other flags, so the factor goes back to the launch value at exit: call
 * this before anything writes a cache at exit (exit listeners run in the order they were added).
 */
export function holdYoungGeneration(semiSpaceMiB = SEMI_SPACE_MIB) {
  const bound = 2 * semiSpaceMiB * 1024 * 1024;
  let held = false;
  setFlagsFromString(GROWING);
  const observer = new PerformanceObserver(() => {
    const atBound = youngGenerationBytes() >= bound;
    if (atBound === held) return;
    held = atBound;
    setFlagsFromString(held ? HELD : GROWING);
  });
  observer.observe({ entryTypes: ['gc'] });
  process.once('exit', () => {
    observer.disconnect();
    setFlagsFromString(GROWING);
  });
}
