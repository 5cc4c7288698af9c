// Picks assets for a media field: browse the library (filtered to the field's allowed types),
// search, upload by dropping files, select one or several.
import { useEffect, useState } from 'react';
import type { MediaFile } from '../../../server/admin/studio-contract.ts';
import { Dialog, DialogActions } from '../components/Dialog.tsx';
import { EmptyState, Loading } from '../components/Feedback.tsx';
import { listMedia, mediaKind } from './media-client.ts';
import { MediaTile } from './MediaTile.tsx';
import { UploadDropzone } from './UploadDropzone.tsx';
import { SearchInput } from '../content/SearchInput.tsx';

interface Props {
  multiple: boolean;
  allowedTypes: string[] | null;
  onClose(): void;
  onPick(files: MediaFile[]): void;
}

const ACCEPT: Record<string, string> = { images: 'image/*', videos: 'video/*', audios: 'audio/*' };

export function MediaLibraryDialog({ multiple, allowedTypes, onClose, onPick }: Props) {
  const [search, setSearch] = useState('');
  const [files, setFiles] = useState<MediaFile[] | null>(null);
  const [more, setMore] = useState(false);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<MediaFile[]>([]);
  const kinds = allowedTypes && !allowedTypes.includes('files') ? allowedTypes : null;
  useEffect(() => {
    listMedia({ page, pageSize: 24, search, kinds }).then(
      (r) => {
        setFiles((prev) => (page === 1 ? r.results : [...(prev ?? []), ...r.results]));
        setMore(r.pagination.page < r.pagination.pageCount);
      },
      () => setFiles([]),
    );
  }, [search, page]);
  const allowed = (f: MediaFile) => !kinds || kinds.includes(mediaKind(f.mime));
  const toggle = (f: MediaFile) => {
    if (!multiple) {
      setSelected([f]);
      return;
    }
    setSelected((s) => (s.some((x) => x.id === f.id) ? s.filter((x) => x.id !== f.id) : [...s, f]));
  };
  const uploaded = (list: MediaFile[]) => {
    setFiles((prev) => [...list, ...(prev ?? [])]);
    const usable = list.filter(allowed);
    setSelected((s) => (multiple ? [...s, ...usable] : usable.slice(0, 1)));
  };
  return (
    <Dialog
      wide
      title="Media library"
      label="Media library"
      onClose={onClose}
      footer={
        <>
          <span className="muted grow">
            {selected.length
              ? `${selected.length} selected`
              : multiple
                ? 'Select one or more assets'
                : 'Select an asset'}
          </span>
          <DialogActions
            confirmLabel={selected.length > 1 ? `Add ${selected.length} assets` : 'Add asset'}
            disabled={selected.length === 0}
            onConfirm={() => onPick(selected)}
            onCancel={onClose}
          />
        </>
      }
    >
      <div className="stack">
        <UploadDropzone compact onUploaded={uploaded} accept={kinds?.map((k) => ACCEPT[k]).join(',')} />
        <div className="row">
          <SearchInput
            value={search}
            placeholder="Search by name"
            onChange={(s) => {
              setSearch(s);
              setPage(1);
            }}
          />
          {kinds && <span className="muted">Showing {kinds.join(', ')}</span>}
        </div>
        {files === null ? (
          <Loading />
        ) : files.length === 0 ? (
          <EmptyState icon="image" title="No assets yet">
            Drop files above to add them to the library.
          </EmptyState>
        ) : (
          <div className="media-grid" role="listbox" aria-label="Assets" aria-multiselectable={multiple}>
            {files.filter(allowed).map((f) => (
              <MediaTile key={f.id} file={f} selected={selected.some((s) => s.id === f.id)} onClick={() => toggle(f)} />
            ))}
          </div>
        )}
        {more && (
          <button type="button" className="btn" onClick={() => setPage((p) => p + 1)}>
            Load more
          </button>
        )}
      </div>
    </Dialog>
  );
}
