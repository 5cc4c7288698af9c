// One asset's details: a large preview, its file facts, and its name, alternative text and caption.
import { useState } from 'react';
import type { MediaFile } from '../../../server/admin/studio-contract.ts';
import { Dialog, DialogActions } from '../components/Dialog.tsx';
import { Field } from '../components/Field.tsx';
import { Icon } from '../components/Icon.tsx';
import { formatDateTime, formatKb } from '../lib/format.ts';
import { toast } from '../stores/toast-store.ts';
import { deleteMedia, describeMedia } from './media-client.ts';
import { MediaPreview } from './MediaTile.tsx';

export function MediaDetailsDialog({
  file,
  onClose,
  onChanged,
}: {
  file: MediaFile;
  onClose(): void;
  onChanged(): void;
}) {
  const [name, setName] = useState(file.name);
  const [alt, setAlt] = useState(file.alternativeText ?? '');
  const [caption, setCaption] = useState(file.caption ?? '');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await describeMedia(file.id, { name, alternativeText: alt || null, caption: caption || null });
      toast.success('Asset updated');
      onChanged();
      onClose();
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!window.confirm(`Delete ${file.name}? Entries that use it will lose it.`)) return;
    await deleteMedia(file.id);
    toast.success('Asset deleted');
    onChanged();
    onClose();
  };
  return (
    <Dialog
      wide
      title={file.name}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-danger" onClick={() => void remove()}>
            <Icon name="trash" />
            Delete
          </button>
          <span className="spacer" />
          <DialogActions confirmLabel="Save" disabled={busy} onConfirm={() => void save()} onCancel={onClose} />
        </>
      }
    >
      <div className="media-details">
        <div className="media-preview large">
          <MediaPreview file={file} />
        </div>
        <div className="stack">
          <dl className="facts" style={{ padding: 0 }}>
            <dt>Type</dt>
            <dd>{file.mime}</dd>
            <dt>Size</dt>
            <dd>{formatKb(file.size)}</dd>
            {file.width && (
              <>
                <dt>Dimensions</dt>
                <dd>
                  {file.width}×{file.height}
                </dd>
              </>
            )}
            <dt>Uploaded</dt>
            <dd>{formatDateTime(file.createdAt)}</dd>
            <dt>URL</dt>
            <dd>
              <a href={file.url} target="_blank" rel="noreferrer" className="mono">
                {file.url}
              </a>
            </dd>
          </dl>
          {file.formats && <FormatList formats={file.formats} />}
          <Field label="File name" htmlFor="media-name">
            <input id="media-name" className="input" value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field label="Alternative text" htmlFor="media-alt" hint="Describes the image for screen readers">
            <input id="media-alt" className="input" value={alt} onChange={(e) => setAlt(e.target.value)} />
          </Field>
          <Field label="Caption" htmlFor="media-caption">
            <input id="media-caption" className="input" value={caption} onChange={(e) => setCaption(e.target.value)} />
          </Field>
        </div>
      </div>
    </Dialog>
  );
}

const FORMAT_ORDER = ['thumbnail', 'small', 'medium', 'large'];

/** The smaller copies made on upload (thumbnail and breakpoints), as the content API serves them. */
function FormatList({ formats }: { formats: NonNullable<MediaFile['formats']> }) {
  const names = Object.keys(formats).sort(
    (a, b) => (FORMAT_ORDER.indexOf(a) + 1 || 99) - (FORMAT_ORDER.indexOf(b) + 1 || 99),
  );
  return (
    <section aria-label="Formats">
      <div className="field-label">Formats made on upload</div>
      <ul className="format-list">
        {names.map((n) => (
          <li key={n}>
            <span className="format-name">{n}</span>
            <span className="muted">
              {formats[n].width}×{formats[n].height}
            </span>
            <a href={formats[n].url} target="_blank" rel="noreferrer" className="mono">
              {formats[n].url}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
