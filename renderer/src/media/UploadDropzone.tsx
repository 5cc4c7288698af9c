// Drop files here (or browse) to upload them to the media library.
import { useRef, useState, type ReactNode } from 'react';
import type { MediaFile } from '../../../server/admin/studio-contract.ts';
import { Icon } from '../components/Icon.tsx';
import { toast } from '../stores/toast-store.ts';
import { uploadMedia } from './media-client.ts';

export function UploadDropzone({
  onUploaded,
  accept,
  compact,
  hint,
  children,
}: {
  onUploaded(files: MediaFile[]): void;
  accept?: string;
  compact?: boolean;
  hint?: string;
  children?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setProgress(0);
    try {
      const uploaded = await uploadMedia(files, setProgress);
      toast.success(uploaded.length === 1 ? `${uploaded[0].name} uploaded` : `${uploaded.length} files uploaded`);
      onUploaded(uploaded);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setProgress(null);
    }
  };
  return (
    <div
      className={`dropzone${over ? ' over' : ''}${compact ? ' compact' : ''}`}
      data-testid="dropzone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        void upload([...e.dataTransfer.files]);
      }}
    >
      <Icon name="upload" />
      {progress === null ? (
        <div className="dropzone-text">
          <strong>Drop files here to upload</strong>
          <span className="muted">
            or{' '}
            <button type="button" className="link-button" onClick={() => input.current?.click()}>
              browse your files
            </button>
            {hint ? ` · ${hint}` : ''}
          </span>
        </div>
      ) : (
        <div
          className="progress"
          role="progressbar"
          aria-valuenow={Math.round(progress * 100)}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
      {children}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={accept}
        aria-label="Upload files"
        onChange={(e) => {
          void upload([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
    </div>
  );
}
