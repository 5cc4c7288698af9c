// Every request of a seed, in the order both servers receive them: the seed data first, then the
// reads, the writes and the bad input that depend on it.
import type { PlannedCase } from './planned-case.ts';
import type { Project } from './project.ts';
import { seedData } from './seed-data.ts';
import { graphqlRequests } from './graphql-requests.ts';
import { restReads } from './rest-reads.ts';
import { restWrites } from './rest-writes.ts';

export function planCases(p: Project, seed: number): PlannedCase[] {
  const { cases, world } = seedData(p, seed);
  return [...cases, ...restReads(p, world, seed), ...graphqlRequests(p, world), ...restWrites(p, world, seed)];
}
