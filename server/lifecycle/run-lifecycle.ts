// Runs a project's src/index.{js,ts} register() and bootstrap() as Strapi does at start.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ProjectError } from '../errors.ts';

export interface Lifecycle {
  register?: (ctx: { strapi: unknown }) => unknown;
  bootstrap?: (ctx: { strapi: unknown }) => unknown;
}

export async function loadLifecycle(projectDir: string): Promise<Lifecycle | null> {
  for (const name of ['index.ts', 'index.js', 'index.mjs', 'index.cjs']) {
    const file = join(projectDir, 'src', name);
    if (!existsSync(file)) continue;
    try {
      let mod: unknown;
      if (name.endsWith('.ts')) {
        const { tsImport } = await import('tsx/esm/api');
        mod = await tsImport(pathToFileURL(file).href, import.meta.url);
      } else if (name.endsWith('.mjs')) {
        mod = await import(`${pathToFileURL(file).href}?t=${Date.now()}`);
      } else {
        const require = createRequire(file);
        delete require.cache[require.resolve(file)];
        mod = require(file);
      }
      const m = mod as { default?: unknown };
      const exported = (m && typeof m === 'object' && 'default' in m && m.default ? m.default : mod) as Lifecycle & {
        default?: Lifecycle;
      };
      return exported.default ?? exported;
    } catch (err) {
      throw new ProjectError(`src/${name}: ${String((err as Error).message).split('\n')[0]}`);
    }
  }
  return null;
}

export async function runPhase(
  lifecycle: Lifecycle | null,
  phase: 'register' | 'bootstrap',
  strapi: unknown,
): Promise<void> {
  const fn = lifecycle?.[phase];
  if (typeof fn !== 'function') return;
  try {
    await fn({ strapi });
  } catch (err) {
    throw new ProjectError(`src/index ${phase}(): ${String((err as Error).message).split('\n')[0]}`);
  }
}
