// A small library (books, writers, shelves) used by the query tests: every relation kind,
// a component with media, a dynamic zone, and scalars of each family.
import { component, contentType, inMemoryProject, type InMemoryProject } from '../helpers/in-memory-project.ts';

export async function library(): Promise<InMemoryProject> {
  const p = await inMemoryProject([
    contentType(
      'book',
      {
        title: { type: 'string' },
        pages: { type: 'integer' },
        price: { type: 'decimal' },
        inPrint: { type: 'boolean' },
        released: { type: 'date' },
        genre: { type: 'enumeration', enum: ['novel', 'essay', 'poetry'] },
        writer: { type: 'relation', relation: 'manyToOne', target: 'api::writer.writer', inversedBy: 'books' },
        shelves: { type: 'relation', relation: 'manyToMany', target: 'api::shelf.shelf', inversedBy: 'books' },
        blurb: { type: 'component', component: 'parts.blurb' },
        extras: { type: 'dynamiczone', components: ['parts.blurb', 'parts.quote'] },
        secret: { type: 'string', private: true },
      },
      { draftAndPublish: true },
    ),
    contentType('writer', {
      name: { type: 'string' },
      books: { type: 'relation', relation: 'oneToMany', target: 'api::book.book', mappedBy: 'writer' },
    }),
    contentType('shelf', {
      label: { type: 'string' },
      books: { type: 'relation', relation: 'manyToMany', target: 'api::book.book', mappedBy: 'shelves' },
    }),
    component('parts.blurb', { text: { type: 'text' }, image: { type: 'media', multiple: false } }),
    component('parts.quote', { line: { type: 'string' } }),
  ]);
  const { entries, registry } = p;
  const writer = registry.get('api::writer.writer');
  const shelf = registry.get('api::shelf.shelf');
  const book = registry.get('api::book.book');
  const w: number[] = [];
  for (const name of ['Ursula', 'Italo', 'Jorge', 'ursula k']) w.push((await entries.create(writer, { name })).id);
  const s: number[] = [];
  for (const label of ['fiction', 'classics', 'to read']) s.push((await entries.create(shelf, { label })).id);
  const books = [
    {
      title: 'The Dispossessed',
      pages: 387,
      price: 12.5,
      inPrint: true,
      released: '1974-05-01',
      genre: 'novel',
      writer: w[0],
      shelves: [s[0], s[1]],
    },
    {
      title: 'Invisible Cities',
      pages: 165,
      price: 9.99,
      inPrint: true,
      released: '1972-11-01',
      genre: 'novel',
      writer: w[1],
      shelves: [s[1]],
    },
    {
      title: 'Ficciones',
      pages: 174,
      price: 11,
      inPrint: false,
      released: '1944-01-01',
      genre: 'novel',
      writer: w[2],
      shelves: [s[0], s[2]],
    },
    {
      title: 'Six Memos',
      pages: 124,
      price: null,
      inPrint: null,
      released: null,
      genre: 'essay',
      writer: w[1],
      shelves: [],
    },
    {
      title: 'a wizard of earthsea',
      pages: 183,
      price: 8,
      inPrint: true,
      released: '1968-01-01',
      genre: null,
      writer: null,
      shelves: [s[2]],
    },
  ];
  for (const b of books) {
    await entries.create(book, {
      ...b,
      secret: 'hidden',
      publishedAt: b.title === 'Six Memos' ? null : '2026-01-01T00:00:00.000Z',
      blurb: b.genre === 'novel' ? { text: `About ${b.title}` } : null,
      extras: [
        { __component: 'parts.quote', line: `From ${b.title}` },
        { __component: 'parts.blurb', text: 'extra' },
      ],
    });
  }
  return p;
}
