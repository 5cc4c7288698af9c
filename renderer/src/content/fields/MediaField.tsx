// A media attribute: previews of the chosen assets (reorder by dragging when multiple), the media
// library to add more, and dropping files straight onto the field to upload and add them.
import { useState, type ReactNode } from 'react';
import type { MediaFile, StudioAttribute } from '../../../../server/admin/studio-contract.ts';
import { IconButton } from '../../components/Buttons.tsx';
import { Icon } from '../../components/Icon.tsx';
import { moveItem, SortableList } from '../../components/SortableList.tsx';
import { MediaLibraryDialog } from '../../media/MediaLibraryDialog.tsx';
import { mediaKind } from '../../media/media-client.ts';
import { MediaTile } from '../../media/MediaTile.tsx';
import { UploadDropzone } from '../../media/UploadDropzone.tsx';
import { toast } from '../../stores/toast-store.ts';
import { useField, type Path } from './form-context.tsx';

export function MediaField({ attr, path }: { attr: StudioAttribute; path: Path }) {
  const { value, set } = useField<MediaFile | MediaFile[] | null>(path);
  const [picking, setPicking] = useState(false);
  const list = Array.isArray(value) ? value : value ? [value] : [];
  const allowed = attr.allowedTypes ?? null;
  const add = (files: MediaFile[]) => {
    const usable = files.filter((f) => !allowed || allowed.includes(mediaKind(f.mime)) || allowed.includes('files'));
    if (usable.length < files.length) toast.error(`${attr.name} accepts ${allowed?.join(', ')} only`);
    if (attr.multiple) set([...list, ...usable.filter((f) => !list.some((x) => x.id === f.id))]);
    else if (usable[0]) set(usable[0]);
  };
  const remove = (f: MediaFile) => set(attr.multiple ? list.filter((x) => x.id !== f.id) : null);
  const tileActions = (f: MediaFile, controls?: ReactNode) => (
    <span className="media-actions">
      {controls}
      <a
        className="btn btn-ghost btn-sm btn-icon"
        href={f.url}
        target="_blank"
        rel="noreferrer"
        aria-label={`Open ${f.name}`}
      >
        <Icon name="eye" />
      </a>
      <IconButton icon="x" label={`Remove ${f.name}`} onClick={() => remove(f)} />
    </span>
  );
  return (
    <div className="media-field" data-field={attr.name}>
      {list.length > 0 &&
        (attr.multiple ? (
          <SortableList
            horizontal
            items={list}
            itemKey={(f) => f.id}
            label={(f) => f.name}
            onMove={(from, to) => set(moveItem(list, from, to))}
          >
            {(f, _i, controls) => <MediaTile file={f} actions={tileActions(f, controls)} />}
          </SortableList>
        ) : (
          <div className="media-strip">
            <MediaTile file={list[0]} actions={tileActions(list[0])} />
          </div>
        ))}
      {(attr.multiple || list.length === 0) && (
        <UploadDropzone compact onUploaded={add} hint={allowed ? `accepts ${allowed.join(', ')}` : 'any file'}>
          <button type="button" className="btn" onClick={() => setPicking(true)}>
            <Icon name="image" />
            {list.length ? 'Add from the library' : 'Media library'}
          </button>
        </UploadDropzone>
      )}
      {picking && (
        <MediaLibraryDialog
          multiple={attr.multiple === true}
          allowedTypes={allowed}
          onClose={() => setPicking(false)}
          onPick={(files) => {
            add(files);
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}
