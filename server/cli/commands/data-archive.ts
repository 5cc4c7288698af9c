// `tessera data export --out FILE.tar.gz` and `tessera data import FILE.tar.gz`: a project's content
// to and from Strapi v4's data-transfer archive, with a progress bar on a terminal and the counts
// checked at the end (the written archive is read back; the imported rows are counted).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { exportStrapiArchive } from '../../data-transfer/strapi-archive/export-archive.ts';
import { countMismatches, importStrapiArchive } from '../../data-transfer/strapi-archive/import-archive.ts';
import { readStrapiArchive } from '../../data-transfer/strapi-archive/read-archive.ts';
import { writeStrapiArchive } from '../../data-transfer/strapi-archive/write-archive.ts';
import type { StrapiArchive } from '../../data-transfer/strapi-archive/archive-format.ts';
import { Database } from '../../db/database.ts';
import { ProjectError } from '../../errors.ts';
import { defaultDbFile, openProject, projectModelSources, embeddedDatabase } from '../../project.ts';
import { SchemaRegistry } from '../../schema/registry.ts';
import { progressBar } from '../progress-bar.ts';
import { parse, UsageError, type CommandIO } from '../usage.ts';

/** Read without the lock (as `export` does), so it works while the server runs. */
export async function exportArchive(
  out: string,
  projectArg: string | undefined,
  dbArg: string | undefined,
  io: CommandIO,
): Promise<number> {
  const projectDir = resolve(projectArg ?? '.');
  const registry = new SchemaRegistry(projectModelSources(projectDir));
  const dbFile = resolve(dbArg ?? defaultDbFile(projectDir));
  if (!existsSync(dbFile)) throw new ProjectError(`no database at ${dbFile}`);
  const db = await Database.open(dbFile, { readOnly: true });
  let report: ReturnType<typeof exportStrapiArchive>;
  try {
    report = exportStrapiArchive({ db, registry, uploadsDir: join(projectDir, 'public', 'uploads') });
  } finally {
    db.close();
  }
  const file = resolve(out);
  const bar = process.stderr.isTTY ? progressBar() : undefined;
  await writeStrapiArchive(report.archive, file, bar);
  if (bar) process.stderr.write('\n');
  const mismatches = archiveMismatches(report.archive, await readStrapiArchive(file));
  if (mismatches.length)
    throw new ProjectError(`the archive written does not hold everything: ${mismatches.join('; ')}`);
  const { entities, links, assets } = report.archive;
  const counts = countByType(report.archive);
  io.out(
    `exported ${entities.length} entities of ${counts.size} types, ${links.length} links and ${assets.size} files to ${file}`,
  );
  for (const [uid, n] of counts) io.out(`  ${uid}\t${n}`);
  if (report.missingFiles.length)
    io.err(`uploads missing from public/uploads (not in the archive): ${report.missingFiles.join(', ')}`);
  return 0;
}

/** `data import`: the archive replaces the content of every type it shares with the project. */
export async function importArchive(argv: string[], io: CommandIO, usage: string): Promise<number> {
  const { values, positionals } = parse(argv, { db: { type: 'string' } }, usage, 2);
  if (values.help) {
    io.out(usage);
    return 0;
  }
  if (!positionals[0]) throw new UsageError('data import needs the FILE.tar.gz to import', usage);
  const file = resolve(positionals[0]);
  if (!existsSync(file)) throw new UsageError(`no file at ${file}`, usage);
  const archive = await readStrapiArchive(file).catch((err: Error) => {
    throw new ProjectError(err.message);
  });
  const project = await openProject({ projectDir: positionals[1] ?? '.', dbFile: values.db as string | undefined });
  try {
    const db = embeddedDatabase(project, 'tessera data import writes into the embedded database (give --db FILE)');
    const bar = process.stderr.isTTY ? progressBar() : undefined;
    const report = importStrapiArchive(archive, {
      db,
      registry: project.registry,
      uploadsDir: join(project.dir, 'public', 'uploads'),
      onProgress: bar,
    });
    if (bar) process.stderr.write('\n');
    const mismatches = countMismatches(db, project.registry, report, archive);
    if (mismatches.length) throw new ProjectError(`the import did not keep every entity: ${mismatches.join('; ')}`);
    const entities = Object.values(report.counts).reduce((a, b) => a + b, 0);
    io.out(
      `imported ${entities} entities of ${Object.keys(report.counts).length} types, ${report.links} links and ${report.assets} files from ${file} (Strapi ${archive.metadata.strapi?.version ?? 'unknown'})`,
    );
    for (const [uid, n] of Object.entries(report.counts)) io.out(`  ${uid}\t${n}`);
    if (report.skipped.length) io.out(`skipped types the project does not have: ${report.skipped.join(', ')}`);
  } finally {
    await project.close();
  }
  return 0;
}

function countByType(archive: StrapiArchive): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of archive.entities) counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
  return counts;
}

/** What the archive read back lacks of what was meant to be written, by type, links and files. */
function archiveMismatches(meant: StrapiArchive, read: StrapiArchive): string[] {
  const out: string[] = [];
  const readCounts = countByType(read);
  for (const [uid, n] of countByType(meant))
    if (readCounts.get(uid) !== n) out.push(`${uid}: ${n} exported, ${readCounts.get(uid) ?? 0} in the archive`);
  if (read.links.length !== meant.links.length)
    out.push(`links: ${meant.links.length} exported, ${read.links.length} in the archive`);
  if (read.assets.size !== meant.assets.size)
    out.push(`files: ${meant.assets.size} exported, ${read.assets.size} in the archive`);
  return out;
}
