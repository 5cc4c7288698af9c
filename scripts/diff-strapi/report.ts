// Prints each difference with the request that shows it and a command that re-runs just that
// case, then a summary per group and in all.
import type { Answer } from '../conformance/send.ts';
import type { PlannedCase } from './planned-case.ts';
import type { Verdict } from './compare.ts';
import type { Parting } from './difference.ts';

export interface Outcome {
  planned: PlannedCase;
  verdict: Verdict;
  strapi: Answer;
  tessera: Answer;
  parting?: Parting;
}

export function describeRequest(c: PlannedCase): string {
  const auth = c.request.headers?.Authorization?.replace('Bearer ', '') ?? 'public';
  const body = c.request.body === undefined ? '' : ` ${JSON.stringify(c.request.body).slice(0, 600)}`;
  return `${c.request.method} ${c.request.path} [${auth}]${body}`;
}

export function printDifference(o: Outcome, reproduce: string, width = 900): void {
  console.log(`\n--- ${o.planned.id} (${o.planned.group})`);
  console.log(`request  ${describeRequest(o.planned)}`);
  console.log(`strapi   ${o.strapi.status} ${JSON.stringify(o.strapi.body).slice(0, width)}`);
  console.log(`tessera  ${o.tessera.status} ${JSON.stringify(o.tessera.body).slice(0, width)}`);
  if (o.parting)
    console.log(
      `parts at ${o.parting.where}: strapi ${JSON.stringify(o.parting.strapi)?.slice(0, 200)} | tessera ${JSON.stringify(o.parting.tessera)?.slice(0, 200)}`,
    );
  console.log(`repro    ${reproduce}`);
}

/** Differences grouped by where the answers first part, largest group first, each with one example. */
export function printPartings(outcomes: Outcome[], top = 25): void {
  const byPlace = new Map<string, Outcome[]>();
  for (const o of outcomes) if (o.parting) byPlace.set(o.parting.where, [...(byPlace.get(o.parting.where) ?? []), o]);
  if (!byPlace.size) return;
  console.log(`\nwhere the answers part (count, place, one example):`);
  for (const [where, list] of [...byPlace].sort((x, y) => y[1].length - x[1].length).slice(0, top)) {
    console.log(`${String(list.length).padStart(5)}  ${where}   e.g. ${list[0].planned.id}`);
  }
}

export function printSummary(seed: number, outcomes: Outcome[]): void {
  const groups = new Map<string, { same: number; total: number }>();
  for (const o of outcomes) {
    const g = groups.get(o.planned.group) ?? { same: 0, total: 0 };
    g.total += 1;
    if (o.verdict !== 'different') g.same += 1;
    groups.set(o.planned.group, g);
  }
  console.log(`\n${'group'.padEnd(28)}${'same'.padStart(6)}${'total'.padStart(7)}`);
  for (const [name, g] of [...groups].sort())
    console.log(`${name.padEnd(28)}${String(g.same).padStart(6)}${String(g.total).padStart(7)}`);
  const same = outcomes.filter((o) => o.verdict !== 'different').length;
  const better = outcomes.filter((o) => o.verdict === 'better').length;
  const pct = outcomes.length ? ((100 * same) / outcomes.length).toFixed(1) : '0';
  console.log(
    `\nseed ${seed}: ${same} / ${outcomes.length} identical (${pct} %)${better ? `, of which ${better} a 400 where Strapi answers 500` : ''}`,
  );
}
