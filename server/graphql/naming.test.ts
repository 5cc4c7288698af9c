// Names as Strapi v4's GraphQL plugin derives them (lodash camelCase rules included).
import { describe, expect, it } from 'vitest';
import { camelCase, upperSnakeCase } from './naming.ts';

describe('naming', () => {
  it('camel-cases like lodash', () => {
    expect(camelCase('i18n')).toBe('i18N');
    expect(camelCase('I18NLocales')).toBe('i18NLocales');
    expect(camelCase('users-permissions')).toBe('usersPermissions');
    expect(camelCase('component_blocks.rich-text')).toBe('componentBlocksRichText');
    expect(camelCase('myURLField')).toBe('myUrlField');
  });

  it('builds Strapi error codes', () => {
    expect(upperSnakeCase('PaginationError')).toBe('PAGINATION_ERROR');
    expect(upperSnakeCase('NotFoundError')).toBe('NOT_FOUND_ERROR');
  });
});
