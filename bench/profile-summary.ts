// Sums the self time of a V8 .cpuprofile by function and by file (or package), so a profile can be
// read as shares: `tsx bench/profile-summary.ts FILE.cpuprofile [top]`.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The bundle's source map (one line of code, no comments): where each profiled position came from. */
const maps = new Map<string, SourceMap>();
function bundleSource(url: string, line: number, column: number): string | undefined {
  let map = maps.get(url);
  if (!map) {
    map = new SourceMap(JSON.parse(readFileSync(`${fileURLToPath(url)}.map`, 'utf8')));
    maps.set(url, map);
  }
  const entry = map.findEntry(line, column) as { originalSource?: string };
  const original = entry.originalSource ?? '';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(original);
  return pkg ? `npm:${pkg[1]}` : /\/((?:server|shared)\/.*\.ts)$/.exec(original)?.[1];
}

/** A file's short name: its package under node_modules, else its path from the repo root. */
function fileLabel(url: string, line: number, column: number): string {
  if (!url) return '(native)';
  const bundle = /\/dist\/server\/tessera\.cjs$/.test(url);
  const original = bundle ? bundleSource(url, line, column) : undefined;
  if (original) return original;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `npm:${pkg[1]}`;
  const local = /\/(server|bench|bin|shared|dist)\/(.*)$/.exec(url);
  if (local) return `${local[1]}/${local[2]}`;
  return url.replace(/^file:\/\//, '');
}

/** `skipMs`: leave out the first milliseconds (start-up) so the shares are those of serving. */
export function summarise(
  profile: CpuProfile,
  skipMs = 0,
): {
  total: number;
  byFunction: Map<string, number>;
  byFile: Map<string, number>;
} {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let elapsed = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    elapsed += profile.timeDeltas[i] ?? 0;
    if (elapsed < skipMs * 1000) continue;
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let total = 0;
  for (const [id, us] of self) {
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id)!.callFrame;
    const file = fileLabel(url, lineNumber, columnNumber);
    const fn = `${functionName || '(anonymous)'} ${file}${file.endsWith('.ts') ? '' : `:${lineNumber + 1}`}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    byFile.set(file, (byFile.get(file) ?? 0) + us);
    total += us;
  }
  return { total, byFunction, byFile };
}

function top(map: Map<string, number>, total: number, n: number): string {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => `${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`)
    .join('\n');
}

export function printSummary(file: string, n = 25, skipMs = 0): void {
  const { total, byFunction, byFile } = summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, skipMs);
  console.log(`\n${file}: ${(total / 1000).toFixed(0)} ms sampled\n-- by file --\n${top(byFile, total, n)}`);
  console.log(`-- by function --\n${top(byFunction, total, n)}`);
}

if (process.argv[1]?.endsWith('profile-summary.ts')) {
  printSummary(process.argv[2], Number(process.argv[3] ?? 25), Number(process.argv[4] ?? 0));
}
