// #/media: every uploaded asset, with upload by drag and drop, search, type filter and details.
import { useCallback, useEffect, useState } from 'react';
import type { MediaFile, MediaList } from '../../../server/admin/studio-contract.ts';
import { EmptyState, Loading } from '../components/Feedback.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { SearchInput } from '../content/SearchInput.tsx';
import { pluralize } from '../lib/format.ts';
import { listMedia } from './media-client.ts';
import { MediaDetailsDialog } from './MediaDetailsDialog.tsx';
import { MediaTile } from './MediaTile.tsx';
import { UploadDropzone } from './UploadDropzone.tsx';

const KINDS = [
  ['', 'All'],
  ['images', 'Images'],
  ['videos', 'Videos'],
  ['audios', 'Audio'],
] as const;

export function MediaLibraryPage() {
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<MediaList | null>(null);
  const [open, setOpen] = useState<MediaFile | null>(null);
  const load = useCallback(() => {
    listMedia({ page, pageSize: 30, search, kinds: kind ? [kind] : null }).then(setList, () => setList(null));
  }, [page, search, kind]);
  useEffect(load, [load]);
  return (
    <>
      <PageHeader
        eyebrow="Build"
        title={<>Media library{list && <span className="badge">{pluralize(list.pagination.total, 'asset')}</span>}</>}
      />
      <div className="page page-wide stack">
        <UploadDropzone
          onUploaded={() => {
            setPage(1);
            load();
          }}
        />
        <div className="toolbar" style={{ margin: 0 }}>
          <SearchInput
            value={search}
            placeholder="Search assets"
            onChange={(s) => {
              setSearch(s);
              setPage(1);
            }}
          />
          <div className="segmented" role="group" aria-label="Asset type">
            {KINDS.map(([k, label]) => (
              <button
                key={k}
                type="button"
                aria-pressed={kind === k}
                onClick={() => {
                  setKind(k);
                  setPage(1);
                }}
              >
                {label}
              </button>
            ))}
          </div>
        </div>
        {!list ? (
          <Loading />
        ) : list.results.length === 0 ? (
          <div className="card">
            <EmptyState icon="image" title={search || kind ? 'No assets match' : 'No assets yet'}>
              Drop images, videos, audio or documents above. They are served under /uploads and can be used in media
              fields.
            </EmptyState>
          </div>
        ) : (
          <>
            <div className="media-grid" role="listbox" aria-label="Assets">
              {list.results.map((f) => (
                <MediaTile key={f.id} file={f} onClick={() => setOpen(f)} />
              ))}
            </div>
            <div className="card">
              <Pagination
                page={list.pagination.page}
                pageCount={list.pagination.pageCount}
                pageSize={list.pagination.pageSize}
                total={list.pagination.total}
                onPage={setPage}
              />
            </div>
          </>
        )}
      </div>
      {open && <MediaDetailsDialog file={open} onClose={() => setOpen(null)} onChanged={load} />}
    </>
  );
}
