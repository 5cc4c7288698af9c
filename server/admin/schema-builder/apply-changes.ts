// Applies builder changes to a running project: writes and removes the Strapi-layout model files,
// reloads the schema, and carries existing entries over draft & publish and i18n being turned on
// (with the table changes, in one transaction on PostgreSQL).
// Changes that lose or convert stored data need `confirm`; a failed reload restores the files.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { errorType } from '../../errors.ts';
import { defaultLocale } from '../../plugins/i18n/locales.ts';
import type { Queries } from '../../db/engine.ts';
import type { Project } from '../../project.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import { describeSchema } from '../describe-schema.ts';
import { reloadProjectSchema } from '../schema-reload.ts';
import type { SchemaApplyResult, SchemaChange, SchemaChangePlan } from '../studio-contract.ts';
import { prepareChanges } from './prepare-changes.ts';
import { assignDefaultLocale, publishExisting } from './stored-data.ts';

const ConfirmationRequired = errorType(
  'ConfirmationRequiredError',
  409,
  'This change affects stored data: confirm it to apply',
);

export class ConfirmationRequiredError extends ConfirmationRequired {
  constructor(plan: SchemaChangePlan) {
    super(undefined, { plan });
  }
}

export async function applyChanges(
  project: Project,
  changes: SchemaChange[],
  confirm: boolean,
): Promise<SchemaApplyResult> {
  const prepared = await prepareChanges(project, changes);
  if (prepared.plan.needsConfirmation && !confirm) throw new ConfirmationRequiredError(prepared.plan);
  const before = project.registry;
  const backup = new Map<string, string | null>();
  const abs = (file: string) => resolve(project.dir, file);
  for (const f of [...prepared.writes.values(), ...prepared.removes.values()])
    backup.set(f.file, existsSync(abs(f.file)) ? readFileSync(abs(f.file), 'utf8') : null);
  const locale = await defaultLocale(project.engine);
  let reload;
  try {
    for (const f of prepared.writes.values()) {
      mkdirSync(dirname(abs(f.file)), { recursive: true });
      writeFileSync(abs(f.file), `${JSON.stringify(f.raw, null, 2)}\n`);
    }
    for (const f of prepared.removes.values()) {
      rmSync(abs(f.file), { force: true });
      pruneEmptyDirs(dirname(abs(f.file)), resolve(project.dir, 'src'));
    }
    reload = await reloadProjectSchema(project, {
      migrate: (tx, next) => carryEntriesOver(tx, before, next, locale),
    });
  } catch (err) {
    for (const [file, text] of backup) {
      if (text === null) rmSync(abs(file), { force: true });
      else {
        mkdirSync(dirname(abs(file)), { recursive: true });
        writeFileSync(abs(file), text);
      }
    }
    throw err;
  }
  return {
    plan: prepared.plan,
    schema: await describeSchema(project.registry, project.engine),
    uids: prepared.uids,
    routesReloaded: reload.listened,
  };
}

/** Entries of a type that turned on draft & publish or i18n stay served: published, in the default locale. */
async function carryEntriesOver(
  tx: Queries,
  before: SchemaRegistry,
  after: SchemaRegistry,
  locale: string,
): Promise<void> {
  for (const model of after.contentTypes()) {
    const old = before.models.get(model.uid);
    if (!old || old.plugin) continue;
    if (!old.draftAndPublish && model.draftAndPublish) await publishExisting(tx, model);
    if (!old.localized && model.localized) await assignDefaultLocale(tx, model, locale);
  }
}

/** Removes empty folders from `dir` up to (not including) `stop`. */
function pruneEmptyDirs(dir: string, stop: string): void {
  let current = dir;
  while (current.startsWith(stop) && current !== stop && existsSync(current) && readdirSync(current).length === 0) {
    rmdirSync(current);
    current = dirname(current);
  }
}
