// Seeds the example blog on its first start and makes its content publicly readable,
// the way a Strapi project's bootstrap() would.
const PUBLIC_READ = [
  'api::post.post.find',
  'api::post.post.findOne',
  'api::category.category.find',
  'api::category.category.findOne',
  'api::author.author.find',
  'api::author.author.findOne',
  'api::homepage.homepage.find',
];

module.exports = {
  async bootstrap({ strapi }) {
    if ((await strapi.entityService.count('api::post.post')) > 0) return;

    const publicRole = await strapi.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
    for (const action of PUBLIC_READ) {
      await strapi.query('plugin::users-permissions.permission').create({ data: { action, role: publicRole.id } });
    }

    const [news, guides] = [
      await strapi.entityService.create('api::category.category', { data: { name: 'News', slug: 'news' } }),
      await strapi.entityService.create('api::category.category', { data: { name: 'Guides', slug: 'guides' } }),
    ];
    const ada = await strapi.entityService.create('api::author.author', {
      data: { name: 'Ada Lovelace', email: 'ada@example.com', bio: 'Writes about engines, analytical and otherwise.' },
    });
    const alan = await strapi.entityService.create('api::author.author', {
      data: { name: 'Alan Turing', email: 'alan@example.com', bio: 'Computes things, sometimes by hand.' },
    });

    const posts = [
      {
        title: 'Hello, Tessera',
        excerpt: 'A local content service that speaks Strapi v4.',
        category: news.id,
        author: ada.id,
        readingMinutes: 2,
        featured: true,
      },
      {
        title: 'Filtering posts with the REST API',
        excerpt: 'filters[title][$containsi]=rest and friends.',
        category: guides.id,
        author: alan.id,
        readingMinutes: 5,
      },
      {
        title: 'Populating relations',
        excerpt: 'populate=* and nested populate in one request.',
        category: guides.id,
        author: ada.id,
        readingMinutes: 4,
      },
      {
        title: 'Drafts and publishing',
        excerpt: 'publicationState=preview shows drafts too.',
        category: news.id,
        author: alan.id,
        readingMinutes: 3,
        publishedAt: null,
      },
    ];
    for (const [i, p] of posts.entries()) {
      await strapi.entityService.create('api::post.post', {
        data: {
          slug: p.title
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, ''),
          body: `# ${p.title}\n\n${p.excerpt}`,
          publishedOn: `2026-0${i + 1}-15`,
          publishedAt: p.publishedAt === null ? null : new Date().toISOString(),
          seo: { metaTitle: p.title, metaDescription: p.excerpt },
          ...p,
        },
      });
    }
    await strapi.entityService.create('api::homepage.homepage', {
      data: {
        title: 'The Tessera blog',
        intro: 'Sample content served by **Tessera**.',
        seo: { metaTitle: 'Tessera blog' },
      },
    });
    strapi.log.info('seeded the example blog');
  },
};
