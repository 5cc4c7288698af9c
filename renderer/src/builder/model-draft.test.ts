import { describe, expect, it } from 'vitest';
import { describeAttribute, moveAttribute, namesFrom, withAttribute } from './model-draft.ts';

describe('builder drafts', () => {
  it('derives API names from a display name', () => {
    expect(namesFrom('Blog Post')).toEqual({ singularName: 'blog-post', pluralName: 'blog-posts' });
    expect(namesFrom('Category')).toEqual({ singularName: 'category', pluralName: 'categories' });
    expect(namesFrom('Address')).toEqual({ singularName: 'address', pluralName: 'addresses' });
    expect(namesFrom('  Café Menu ')).toEqual({ singularName: 'cafe-menu', pluralName: 'cafe-menus' });
  });

  it('renames an attribute where it stands, and moves one', () => {
    const attrs = { a: { type: 'string' }, b: { type: 'integer' }, c: { type: 'boolean' } };
    expect(Object.keys(withAttribute(attrs, 'b', 'views', { type: 'integer' }))).toEqual(['a', 'views', 'c']);
    expect(Object.keys(withAttribute(attrs, null, 'd', { type: 'text' }))).toEqual(['a', 'b', 'c', 'd']);
    expect(Object.keys(moveAttribute(attrs, 'c', -1))).toEqual(['a', 'c', 'b']);
    expect(Object.keys(moveAttribute(attrs, 'a', -1))).toEqual(['a', 'b', 'c']);
  });

  it('describes attributes in one line', () => {
    const label = (uid: string) => uid.split('.').pop()!;
    expect(
      describeAttribute(
        { type: 'relation', relation: 'manyToOne', target: 'api::tag.tag', inversedBy: 'posts', required: true },
        label,
      ),
    ).toBe('manyToOne → tag (↔ posts) · required');
    expect(describeAttribute({ type: 'media', multiple: true, allowedTypes: ['images'] }, label)).toBe(
      'multiple media · images',
    );
  });
});
