// The studio's calls to its admin API (/admin/api/...): the session cookie goes along by itself,
// writes carry the studio header, and failures become ApiErrors. A 401 means signed out.
import { ApiError } from './api-error.ts';
import { BASE_PATH } from './base-path.ts';

export const ADMIN_API = `${BASE_PATH}/admin/api`;
let onSignedOut: () => void = () => undefined;

export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers['x-tessera-studio'] = '1';
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${ADMIN_API}${path}`, { method, headers, body: payload, credentials: 'same-origin' });
  if (res.status === 401) onSignedOut();
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  const data = text ? JSON.parse(text) : undefined;
  if (!res.ok) throw new ApiError(res.status, data);
  return data as T;
}

export const admin = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

/** `/entries/api%3A%3Aarticle.article`: uids carry colons, so path segments are encoded. */
export function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}
