// The REST endpoints of a content type (Strapi v4's generated routes) and their URLs.
import type { StudioModel } from '../../../server/admin/studio-contract.ts';

export interface Endpoint {
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  label: string;
  needsId: boolean;
  hasBody: boolean;
  /** Whether read parameters (filters, sort, pagination) apply. */
  isList: boolean;
}

export function endpointsOf(model: StudioModel): Endpoint[] {
  if (model.kind === 'singleType') {
    return [
      {
        key: 'find',
        method: 'GET',
        label: `GET /${model.singularName}`,
        needsId: false,
        hasBody: false,
        isList: false,
      },
      {
        key: 'update',
        method: 'PUT',
        label: `PUT /${model.singularName}`,
        needsId: false,
        hasBody: true,
        isList: false,
      },
      {
        key: 'delete',
        method: 'DELETE',
        label: `DELETE /${model.singularName}`,
        needsId: false,
        hasBody: false,
        isList: false,
      },
    ];
  }
  const base = `/${model.pluralName}`;
  return [
    { key: 'find', method: 'GET', label: `GET ${base}`, needsId: false, hasBody: false, isList: true },
    { key: 'findOne', method: 'GET', label: `GET ${base}/:id`, needsId: true, hasBody: false, isList: false },
    { key: 'create', method: 'POST', label: `POST ${base}`, needsId: false, hasBody: true, isList: false },
    { key: 'update', method: 'PUT', label: `PUT ${base}/:id`, needsId: true, hasBody: true, isList: false },
    { key: 'delete', method: 'DELETE', label: `DELETE ${base}/:id`, needsId: true, hasBody: false, isList: false },
  ];
}

export function endpointPath(prefix: string, model: StudioModel, endpoint: Endpoint, id: string): string {
  const base = model.kind === 'singleType' ? `${prefix}/${model.singularName}` : `${prefix}/${model.pluralName}`;
  return endpoint.needsId ? `${base}/${encodeURIComponent(id || ':id')}` : base;
}

/** A plugin's own routes (not generated from a content type): sent as they are, with a sample body. */
export interface PluginRoute extends Endpoint {
  path: string;
  sampleBody?: string;
}

export interface PluginRouteGroup {
  key: string;
  label: string;
  routes: PluginRoute[];
}

const route = (method: Endpoint['method'], path: string, sampleBody?: string, isList = false): PluginRoute => ({
  key: `${method} ${path}`,
  method,
  label: `${method} ${path}`,
  path,
  needsId: false,
  hasBody: sampleBody !== undefined,
  isList,
  sampleBody,
});

export const PLUGIN_ROUTE_GROUPS: PluginRouteGroup[] = [
  {
    key: 'plugin:users-permissions',
    label: 'Users & auth',
    routes: [
      route('POST', '/auth/local', '{\n  "identifier": "",\n  "password": ""\n}'),
      route('POST', '/auth/local/register', '{\n  "username": "",\n  "email": "",\n  "password": ""\n}'),
      route('GET', '/users/me'),
      route('GET', '/users', undefined, true),
      route('GET', '/users/count'),
      route('GET', '/users-permissions/roles'),
    ],
  },
  {
    key: 'plugin:upload',
    label: 'Upload',
    routes: [route('GET', '/upload/files', undefined, true), route('GET', '/upload/files/1')],
  },
  { key: 'plugin:i18n', label: 'Locales (i18n)', routes: [route('GET', '/i18n/locales')] },
];
