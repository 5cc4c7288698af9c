// The media library's calls: list, upload (with progress), describe, delete.
import type { MediaFile, MediaList } from '../../../server/admin/studio-contract.ts';
import { admin, ADMIN_API } from '../lib/admin-client.ts';
import { ApiError } from '../lib/api-error.ts';

export function listMedia(params: {
  page?: number;
  pageSize?: number;
  search?: string;
  kinds?: string[] | null;
}): Promise<MediaList> {
  const q = new URLSearchParams();
  if (params.page) q.set('page', String(params.page));
  if (params.pageSize) q.set('pageSize', String(params.pageSize));
  if (params.search) q.set('search', params.search);
  if (params.kinds?.length) q.set('kinds', params.kinds.join(','));
  return admin.get<MediaList>(`/media?${q}`);
}

/** Uploads files with XHR so the studio can show progress (fetch cannot report upload progress). */
export function uploadMedia(files: File[], onProgress?: (fraction: number) => void): Promise<MediaFile[]> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const f of files) form.append('files', f, f.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${ADMIN_API}/media`);
    xhr.setRequestHeader('x-tessera-studio', '1');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      const body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as MediaFile[]);
      else reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new Error('The upload failed: the server could not be reached'));
    xhr.send(form);
  });
}

export const describeMedia = (
  id: number,
  info: { name?: string; alternativeText?: string | null; caption?: string | null },
) => admin.put<MediaFile>(`/media/${id}`, info);
export const deleteMedia = (id: number) => admin.delete<MediaFile>(`/media/${id}`);

export function mediaKind(mime: string): 'images' | 'videos' | 'audios' | 'files' {
  if (mime.startsWith('image/')) return 'images';
  if (mime.startsWith('video/')) return 'videos';
  if (mime.startsWith('audio/')) return 'audios';
  return 'files';
}

/** The smallest rendition good for a tile. */
export function previewUrl(file: Pick<MediaFile, 'url' | 'formats'>): string {
  return file.formats?.thumbnail?.url ?? file.formats?.small?.url ?? file.url;
}
