// The entity service's paging of plugin lists (users, upload files), as Strapi 4.26.2 answered it.
import { describe, expect, it } from 'vitest';
import { listWindow } from './list-window.ts';

describe('listWindow', () => {
  it('cuts the list by start and limit only; a limit of 0 or -1 is the whole list', () => {
    expect(listWindow({ start: '1', limit: '2' })).toEqual({ offset: 1, limit: 2 });
    expect(listWindow({ limit: '0' })).toEqual({ offset: undefined, limit: null });
    expect(listWindow({ limit: '-1' })).toEqual({ offset: undefined, limit: null });
    expect(listWindow({ pagination: { pageSize: '1' } })).toEqual({ offset: undefined, limit: null });
  });

  it('checks page and pageSize, but cuts nothing by them', () => {
    expect(listWindow({ page: '2', pageSize: '1' })).toEqual({ limit: null });
    expect(() => listWindow({ page: 'abc' })).toThrow(
      "Invalid 'page' parameter. Expected an integer > 0, received: abc",
    );
    // Strapi's message for a bad pageSize names the page.
    expect(() => listWindow({ pageSize: '0' })).toThrow(
      "Invalid 'pageSize' parameter. Expected an integer > 0, received: undefined",
    );
    expect(() => listWindow({ page: '1', start: '1' })).toThrow('You cannot use page and offset pagination');
    expect(() => listWindow({ start: '-1' })).toThrow("Invalid 'start' parameter. Expected an integer >= 0");
  });
});
