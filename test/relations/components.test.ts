// Components (single, repeatable, nested) and dynamic zones: create, update by id (kept) or
// without id (replaced), another entry's component refused, deleted with their entry.
import { beforeEach, describe, expect, it } from 'vitest';
import { component, contentType, inMemoryProject, type InMemoryProject } from '../helpers/in-memory-project.ts';

let p: InMemoryProject;
const page = () => p.registry.get('api::page.page');
const read = async (id: number) =>
  await p.entries.findOne(page(), id, {
    populate: {
      hero: { populate: { cta: {} } },
      links: {},
      body: { on: { 'parts.text': {}, 'parts.hero': { populate: { cta: {} } } } },
    },
  })!;

beforeEach(async () => {
  p = await inMemoryProject([
    contentType('page', {
      title: { type: 'string' },
      hero: { type: 'component', component: 'parts.hero' },
      links: { type: 'component', component: 'parts.link', repeatable: true, max: 3 },
      body: { type: 'dynamiczone', components: ['parts.text', 'parts.hero'] },
    }),
    component('parts.hero', {
      heading: { type: 'string', required: true },
      cta: { type: 'component', component: 'parts.link' },
    }),
    component('parts.link', { label: { type: 'string' }, url: { type: 'string' } }),
    component('parts.text', { text: { type: 'richtext' } }),
  ]);
});

describe('components', () => {
  it('creates nested components and reads them back flat', async () => {
    const id = (
      await p.entries.create(page(), {
        title: 't',
        hero: { heading: 'Hi', cta: { label: 'Go', url: '/go' } },
        links: [{ label: 'a' }, { label: 'b' }],
      })
    ).id;
    const e = (await read(id)) as any;
    expect(e.hero).toMatchObject({ heading: 'Hi', cta: { label: 'Go', url: '/go' } });
    expect(e.links.map((l: any) => l.label)).toEqual(['a', 'b']);
  });

  it('updates in place by id and replaces items sent without one', async () => {
    const id = (await p.entries.create(page(), { title: 't', links: [{ label: 'a' }, { label: 'b' }] })).id;
    const [a, b] = ((await read(id)) as any).links;
    await p.entries.update(page(), id, { links: [{ id: b.id, label: 'B' }, { label: 'c' }] });
    const links = ((await read(id)) as any).links;
    expect(links[0]).toEqual({ id: b.id, label: 'B', url: null });
    expect(links[1].label).toBe('c');
    expect(links[1].id).not.toBe(a.id);
    expect(p.db.get('SELECT COUNT(*) AS n FROM components_parts_links WHERE id = ?', [a.id])!.n).toBe(0);
  });

  it("refuses another entry's component id", async () => {
    const one = (await p.entries.create(page(), { title: '1', hero: { heading: 'one' } })).id;
    const two = (await p.entries.create(page(), { title: '2', hero: { heading: 'two' } })).id;
    const heroOfOne = ((await read(one)) as any).hero.id;
    await expect(p.entries.update(page(), two, { hero: { id: heroOfOne, heading: 'stolen' } })).rejects.toThrow(
      'Some of the provided components in hero are not related to the entity',
    );
    expect(((await read(one)) as any).hero.heading).toBe('one');
  });

  it('validates component fields with paths and counts', async () => {
    await expect(p.entries.create(page(), { title: 't', hero: { cta: null } })).rejects.toThrow(
      'hero.heading must be defined.',
    );
    await expect(p.entries.create(page(), { title: 't', links: [{}, {}, {}, {}] })).rejects.toThrow(
      'links field must have less than or equal to 3 items',
    );
  });

  it('round-trips a dynamic zone, drops components it does not allow, and deletes with the entry', async () => {
    const id = (
      await p.entries.create(page(), {
        title: 't',
        body: [
          { __component: 'parts.text', text: 'one' },
          { __component: 'parts.link', label: 'not allowed' },
          { __component: 'parts.hero', heading: 'two', cta: { label: 'x' } },
        ],
      })
    ).id;
    const body = ((await read(id)) as any).body;
    expect(body.map((b: any) => b.__component)).toEqual(['parts.text', 'parts.hero']);
    expect(body[1].cta.label).toBe('x');
    await p.entries.update(page(), id, { body: [body[1], { __component: 'parts.text', text: 'three' }] });
    expect(((await read(id)) as any).body.map((b: any) => b.text ?? b.heading)).toEqual(['two', 'three']);
    await expect(p.entries.update(page(), id, { body: [{ text: 'no component' }] })).rejects.toThrow(
      '2 errors occurred',
    );
    await p.entries.delete(page(), id);
    for (const table of [
      'components_parts_texts',
      'components_parts_heros',
      'components_parts_links',
      'pages_components',
    ]) {
      expect(p.db.get(`SELECT COUNT(*) AS n FROM ${table}`)!.n, table).toBe(0);
    }
  });
});
