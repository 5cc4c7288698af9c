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
      { key: 'find', method: 'GET', label: `GET /${model.singularName}`, needsId: false, hasBody: false, isList: false },
      { key: 'update', method: 'PUT', label: `PUT /${model.singularName}`, needsId: false, hasBody: true, isList: false },
      { key: 'delete', method: 'DELETE', label: `DELETE /${model.singularName}`, needsId: false, hasBody: false, isList: false },
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
