// Export and import of the database file from the studio's Settings (a SQLite file on either engine).
import { basename } from 'node:path';
import { ValidationError } from '../../errors.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { Project } from '../../project.ts';
import type { AdminApi } from '../admin-api.ts';
import { exportDatabase, importDatabase } from '../database-transfer.ts';

const MAX_IMPORT = 1024 * 1024 * 1024;

export function registerDatabaseApi(api: AdminApi, project: Project): void {
  api.get('/database/export', async () => {
    const bytes = await exportDatabase(project);
    const name = `${basename(project.dir)}-${new Date().toISOString().slice(0, 10)}.db`;
    return {
      status: 200,
      headers: {
        'content-type': 'application/vnd.sqlite3',
        'content-length': String(bytes.length),
        'content-disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`,
        'cache-control': 'no-store',
      },
      body: bytes,
    };
  });

  api.post('/database/import', async (ctx) => {
    const body = await readMultipart(ctx, { maxFileSize: MAX_IMPORT, maxFiles: 1 });
    const file = body.files[0];
    if (!file) throw new ValidationError('Send the database file in the "file" field');
    return { status: 200, body: await importDatabase(project, new Uint8Array(file.buffer)) };
  });
}
