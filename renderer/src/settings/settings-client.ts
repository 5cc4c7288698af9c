// The Settings pages' calls to the admin API.
import type {
  CreatedToken,
  PermissionSubject,
  StudioLocale,
  StudioRole,
  StudioToken,
} from '../../../server/admin/studio-contract.ts';
import { admin, seg } from '../lib/admin-client.ts';

export const settings = {
  roles: () => admin.get<StudioRole[]>('/roles'),
  createRole: (name: string, description: string) => admin.post<StudioRole>('/roles', { name, description }),
  deleteRole: (type: string) => admin.delete(`/roles/${seg(type)}`),
  savePermissions: (type: string, permissions: string[]) =>
    admin.put<StudioRole>(`/roles/${seg(type)}/permissions`, { permissions }),
  subjects: () => admin.get<PermissionSubject[]>('/permissions/subjects'),
  tokens: () => admin.get<StudioToken[]>('/tokens'),
  createToken: (input: {
    name: string;
    description: string;
    type: StudioToken['type'];
    lifespanDays: number | null;
    permissions?: string[];
  }) => admin.post<CreatedToken>('/tokens', input),
  revokeToken: (id: number) => admin.delete(`/tokens/${id}`),
  locales: () => admin.get<StudioLocale[]>('/locales'),
  addLocale: (code: string, name: string, isDefault: boolean) =>
    admin.post<StudioLocale[]>('/locales', { code, name, isDefault }),
  setDefaultLocale: (code: string) => admin.put<StudioLocale[]>(`/locales/${seg(code)}/default`),
  removeLocale: (code: string) => admin.delete<StudioLocale[]>(`/locales/${seg(code)}`),
};
