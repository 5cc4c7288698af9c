import type { PlannedCase } from './planned-case.ts';
import { rest } from './planned-case.ts';
import type { Project } from './project.ts';
import type { World } from './seed-data.ts';

export function restReads(p: Project, world: World, seed: number): PlannedCase[] {
  void world; void seed;
  return [rest('find-main', 'find', 'GET', `/api/${p.main.pluralName}?populate=*`, 'public')];
}
