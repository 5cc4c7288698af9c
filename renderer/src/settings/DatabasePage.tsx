// #/settings/database: download the database as a standard SQLite file; replace it with one.
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../components/Dialog.tsx';
import { Alert } from '../components/Feedback.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { admin, ADMIN_API } from '../lib/admin-client.ts';
import { useStudio } from '../stores/studio-store.ts';
import { toast } from '../stores/toast-store.ts';

export function DatabasePage() {
  const { session, reloadSchema } = useStudio();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const importFile = async (f: File) => {
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', f, f.name);
      const r = await admin.post<{ tables: number; rows: number }>('/database/import', form);
      setResult(`Imported ${f.name}: ${r.tables} tables, ${r.rows.toLocaleString()} rows.`);
      toast.success('Database imported');
      await reloadSchema();
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
      setFile(null);
    }
  };
  return (
    <>
      <PageHeader eyebrow="Settings" title="Database" />
      <div className="page card-stack" style={{ maxWidth: 860 }}>
        <section className="card">
          <div className="card-header">
            <h2>Export</h2>
          </div>
          <div className="card-body stack">
            <p>
              A standard SQLite file in Strapi v4's table layout: the <code className="code-inline">sqlite3</code> CLI
              opens it, and so does Strapi.
            </p>
            <p className="muted">
              The server's database: <span className="mono">{session?.project.dbFile}</span>
            </p>
            <div>
              <a className="btn btn-primary" href={`${ADMIN_API}/database/export`} download>
                <Icon name="download" />
                Download the database
              </a>
            </div>
          </div>
        </section>
        <section className="card danger-zone">
          <div className="card-header">
            <h2>Import</h2>
          </div>
          <div className="card-body stack">
            <p>
              Replace all content, users, tokens and settings with those of a SQLite file (from an export, or a Strapi
              v4 project's <code className="code-inline">.tmp/data.db</code>). The file is checked first: one the
              project's models cannot use is refused whole.
            </p>
            {result && <Alert kind="success">{result}</Alert>}
            <div>
              <button type="button" className="btn btn-danger" disabled={busy} onClick={() => input.current?.click()}>
                <Icon name="upload" />
                {busy ? 'Importing…' : 'Choose a database file…'}
              </button>
              <input
                ref={input}
                type="file"
                hidden
                accept=".db,.sqlite,.sqlite3,application/vnd.sqlite3"
                aria-label="Database file"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  e.target.value = '';
                }}
              />
            </div>
          </div>
        </section>
      </div>
      {file && (
        <ConfirmDialog
          title="Replace the database?"
          confirmLabel="Replace everything"
          danger
          busy={busy}
          onCancel={() => setFile(null)}
          onConfirm={() => void importFile(file)}
        >
          <p>
            Everything in the current database is replaced by <strong>{file.name}</strong>. Download an export first if
            you may want it back.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
