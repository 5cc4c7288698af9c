// The i18n plugin's locale content type (table i18n_locale).
import type { ModelSource } from '../../schema/normalise-model.ts';

export const LOCALE_UID = 'plugin::i18n.locale';

export const i18nModels: ModelSource[] = [
  {
    uid: LOCALE_UID,
    modelType: 'contentType',
    file: 'plugin::i18n',
    plugin: 'i18n',
    raw: {
      collectionName: 'i18n_locale',
      kind: 'collectionType',
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      info: { singularName: 'locale', pluralName: 'locales', displayName: 'Locale' },
      options: { draftAndPublish: false },
      attributes: {
        name: { type: 'string', min: 1, max: 50, configurable: false },
        code: { type: 'string', unique: true, configurable: false },
      },
    },
  },
];
