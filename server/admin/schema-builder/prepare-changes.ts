// Checks a set of builder changes without touching the project: the model files they produce
// (both sides of two-way relations), a schema registry built from them, a trial table sync on a
// copy of the database, or on PostgreSQL in a transaction rolled back (either refuses conversions
// that would lose values), and the impact report.
import { defaultLocale } from '../../plugins/i18n/locales.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from '../../db/database.ts';
import { syncPostgresTables } from '../../db/postgres/sync-tables.ts';
import { syncTables } from '../../db/sync-tables.ts';
import { ProjectError, ValidationError } from '../../errors.ts';
import type { Project } from '../../project.ts';
import { SchemaRegistry } from '../../schema/registry.ts';
import type { SchemaChange, SchemaChangePlan } from '../studio-contract.ts';
import { draftToFile, type ModelFile } from './draft-to-file.ts';
import { impactReport } from './impact-report.ts';
import { syncInverseRelations } from './inverse-relations.ts';
import { currentModelFiles, sourcesAfter } from './model-sources.ts';

export interface PreparedChanges {
  writes: Map<string, ModelFile>;
  removes: Map<string, ModelFile>;
  registry: SchemaRegistry;
  plan: SchemaChangePlan;
  /** uid of each change's model, in change order. */
  uids: string[];
}

export async function prepareChanges(project: Project, changes: SchemaChange[]): Promise<PreparedChanges> {
  if (!Array.isArray(changes) || changes.length === 0) throw new ValidationError('No changes to apply');
  const current = currentModelFiles(project.dir);
  const writes = new Map<string, ModelFile>();
  const removes = new Map<string, ModelFile>();
  const uids: string[] = [];
  for (const change of changes) {
    const existing = change.uid ? project.registry.models.get(change.uid) : undefined;
    if (change.uid && (!existing || existing.plugin || !current.has(change.uid)))
      throw new ValidationError(`${change.uid} is not a model of this project's files`);
    if (change.action === 'delete') {
      removes.set(change.uid, current.get(change.uid)!);
      uids.push(change.uid);
      continue;
    }
    const file = draftToFile(change.draft, existing);
    if (!existing && (current.has(file.uid) || writes.has(file.uid)))
      throw new ValidationError(`A model ${file.uid} already exists`, {
        errors: [{ path: ['singularName'], message: `${file.uid} already exists` }],
      });
    writes.set(file.uid, file);
    uids.push(file.uid);
  }
  syncInverseRelations(writes, current);
  for (const uid of removes.keys()) writes.delete(uid);
  checkNoDanglingUse(current, writes, removes);

  let registry: SchemaRegistry;
  try {
    registry = new SchemaRegistry(sourcesAfter(project.dir, current, writes, new Set(removes.keys())));
    await trialSync(project, registry);
  } catch (err) {
    if (err instanceof ProjectError) throw new ValidationError(err.message);
    throw err;
  }
  const impacts = await impactReport(project.engine, project.registry, registry, await defaultLocale(project.engine));
  return {
    writes,
    removes,
    registry,
    uids,
    plan: {
      writes: [...writes.values()].map((f) => f.file),
      removes: [...removes.values()].map((f) => f.file),
      impacts,
      needsConfirmation: impacts.length > 0,
    },
  };
}

/** A model cannot go while another still uses it. */
function checkNoDanglingUse(
  current: Map<string, ModelFile>,
  writes: Map<string, ModelFile>,
  removes: Map<string, ModelFile>,
): void {
  const after = new Map(current);
  for (const uid of removes.keys()) after.delete(uid);
  for (const [uid, f] of writes) after.set(uid, f);
  for (const removed of removes.keys()) {
    for (const model of after.values()) {
      for (const [name, a] of Object.entries(model.raw.attributes)) {
        if (a.target === removed || a.component === removed || a.components?.includes(removed)) {
          throw new ValidationError(`${removed} is still used by ${model.uid}.${name}: remove that field first`);
        }
      }
    }
  }
}

/** Thrown to roll a trial back: the trial went through. */
class TrialDone extends Error {}

/**
 * Syncs the tables with the new registry where it changes nothing: its errors are the real ones.
 * On PostgreSQL in a transaction that is rolled back; on sql.js on a copy of the database.
 */
async function trialSync(project: Project, registry: SchemaRegistry): Promise<void> {
  if (!project.db) {
    await project.engine
      .transaction(async (tx) => {
        await syncPostgresTables(tx, registry, { convertTypes: true });
        throw new TrialDone();
      })
      .catch((err: unknown) => {
        if (!(err instanceof TrialDone)) throw err;
      });
    return;
  }
  const scratch = mkdtempSync(join(tmpdir(), 'tessera-schema-'));
  try {
    const file = join(scratch, 'data.db');
    writeFileSync(file, project.db.export());
    const db = await Database.open(file, { lock: false, fsync: false });
    try {
      syncTables(db, registry);
    } finally {
      db.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
