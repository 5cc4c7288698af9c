// One asset in a grid: a preview (image, video or a file badge), its name and size.
import type { ReactNode } from 'react';
import type { MediaFile } from '../../../server/admin/studio-contract.ts';
import { Icon } from '../components/Icon.tsx';
import { formatKb } from '../lib/format.ts';
import { mediaKind, previewUrl } from './media-client.ts';

export function MediaPreview({ file }: { file: MediaFile }) {
  const kind = mediaKind(file.mime);
  if (kind === 'images') return <img src={previewUrl(file)} alt={file.alternativeText ?? file.name} loading="lazy" />;
  if (kind === 'videos') return <video src={file.url} muted preload="metadata" />;
  return (
    <div className="file-badge">
      <Icon name={kind === 'audios' ? 'audio' : 'file'} />
      <span>{file.ext.replace('.', '')}</span>
    </div>
  );
}

export function MediaTile({
  file,
  selected,
  onClick,
  actions,
}: {
  file: MediaFile;
  selected?: boolean;
  onClick?(): void;
  actions?: ReactNode;
}) {
  return (
    <figure
      className={`media-tile${selected ? ' selected' : ''}`}
      onClick={onClick}
      aria-selected={selected}
      role={onClick ? 'option' : undefined}
      aria-label={file.name}
    >
      <div className="media-preview">
        <MediaPreview file={file} />
        {selected && (
          <span className="media-check">
            <Icon name="check" />
          </span>
        )}
      </div>
      <figcaption>
        <span className="media-name" title={file.name}>
          {file.name}
        </span>
        <span className="muted">
          {file.ext.replace('.', '').toUpperCase()} · {file.width ? `${file.width}×${file.height} · ` : ''}
          {formatKb(file.size)}
        </span>
        {actions}
      </figcaption>
    </figure>
  );
}
