// Content for the studio scenarios, created through the admin API as the studio would.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestApp } from '../../test/helpers/test-app.ts';

export const MEDIA = fileURLToPath(new URL('../fixtures/media/', import.meta.url));

async function ok(res: Response): Promise<any> {
  const body = await res.json();
  if (!res.ok) throw new Error(`seed failed: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export async function seedContent(t: TestApp): Promise<{ cover: number }> {
  for (const name of ['design', 'release', 'guide', 'opinion'])
    await ok(await t.admin('/entries/api::tag.tag', { method: 'POST', json: { data: { name } } }));
  for (const [name, email] of [
    ['Ada Lovelace', 'ada@example.com'],
    ['Grace Hopper', 'grace@example.com'],
  ]) {
    await ok(
      await t.admin('/entries/api::author.author', {
        method: 'POST',
        json: { data: { name, email, bio: `${name} writes here.` } },
      }),
    );
  }
  const form = new FormData();
  form.append('files', new Blob([readFileSync(`${MEDIA}violet.png`)], { type: 'image/png' }), 'violet.png');
  const [cover] = await ok(await t.admin('/media', { method: 'POST', body: form }));
  const articles = [
    {
      title: 'Hello Tessera',
      views: 120,
      rating: 4.5,
      category: 'news',
      isFeatured: true,
      author: 1,
      tags: [1, 2],
      cover: cover.id,
      seo: { metaTitle: 'Hello' },
    },
    { title: 'Modelling content types', views: 45, rating: 4.1, category: 'tutorial', author: 2, tags: [3] },
    { title: 'A review of mock backends', views: 12, rating: 3.2, category: 'review', author: 1, tags: [4, 3] },
    { title: 'Draft: relations in depth', views: 3, category: 'tutorial', author: 2 },
  ];
  for (const [i, data] of articles.entries()) {
    const created = await ok(await t.admin('/entries/api::article.article', { method: 'POST', json: { data } }));
    if (i < 3) await ok(await t.admin(`/entries/api::article.article/${created.id}/publish`, { method: 'POST' }));
  }
  return { cover: cover.id };
}
