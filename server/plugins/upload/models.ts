// Upload plugin content types, as Strapi v4 declares them (tables files, upload_folders).
import type { ModelSource } from '../../schema/normalise-model.ts';

const plugin = 'upload';
const file = 'plugin::upload';

export const FILE_UID = 'plugin::upload.file';
export const FOLDER_UID = 'plugin::upload.folder';

export const uploadModels: ModelSource[] = [
  {
    uid: FILE_UID,
    modelType: 'contentType',
    file,
    plugin,
    raw: {
      collectionName: 'files',
      kind: 'collectionType',
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      info: { singularName: 'file', pluralName: 'files', displayName: 'File' },
      options: { draftAndPublish: false },
      attributes: {
        name: { type: 'string', configurable: false, required: true },
        alternativeText: { type: 'string', configurable: false },
        caption: { type: 'string', configurable: false },
        width: { type: 'integer', configurable: false },
        height: { type: 'integer', configurable: false },
        formats: { type: 'json', configurable: false },
        hash: { type: 'string', configurable: false, required: true },
        ext: { type: 'string', configurable: false },
        mime: { type: 'string', configurable: false, required: true },
        size: { type: 'decimal', configurable: false, required: true },
        url: { type: 'string', configurable: false, required: true },
        previewUrl: { type: 'string', configurable: false },
        provider: { type: 'string', configurable: false, required: true },
        provider_metadata: { type: 'json', configurable: false },
        related: { type: 'relation', relation: 'morphToMany', configurable: false },
        folder: { type: 'relation', relation: 'manyToOne', target: FOLDER_UID, inversedBy: 'files', private: true },
        folderPath: { type: 'string', min: 1, required: true, private: true, searchable: false },
      },
    },
  },
  {
    uid: FOLDER_UID,
    modelType: 'contentType',
    file,
    plugin,
    raw: {
      collectionName: 'upload_folders',
      kind: 'collectionType',
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      info: { singularName: 'folder', pluralName: 'folders', displayName: 'Folder' },
      options: { draftAndPublish: false },
      attributes: {
        name: { type: 'string', min: 1, required: true },
        pathId: { type: 'integer', unique: true, required: true },
        parent: { type: 'relation', relation: 'manyToOne', target: FOLDER_UID, inversedBy: 'children' },
        children: { type: 'relation', relation: 'oneToMany', target: FOLDER_UID, mappedBy: 'parent' },
        files: { type: 'relation', relation: 'oneToMany', target: FILE_UID, mappedBy: 'folder' },
        path: { type: 'string', min: 1, required: true },
      },
    },
  },
];
