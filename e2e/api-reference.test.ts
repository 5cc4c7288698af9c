// The API reference page (issue 18, item 2): the OpenAPI 3.1 document of /api/openapi.json read in
// the studio, routes grouped by content type and plugin, bracket parameters as deepObject, schemas
// that unfold, the error envelope, and "try it" links that open the REST tester on the same route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStudio, type StudioSession } from './support/studio-session.ts';

let s: StudioSession;

beforeAll(async () => {
  s = await openStudio();
});
afterAll(async () => {
  await s?.close();
});

const operation = (name: string) =>
  s.page.locator('details.operation', { has: s.page.getByLabel(name, { exact: true }) });

describe('API reference', () => {
  it('groups the routes by content type and plugin', async () => {
    const { page } = s;
    await page.locator('.sidebar').getByRole('link', { name: 'API reference' }).click();
    const toc = page.getByRole('navigation', { name: 'Route groups' });
    await toc.getByRole('link').first().waitFor();
    const groups = await toc.getByRole('link').allInnerTexts();
    for (const name of ['Article', 'Global', 'Users-Permissions', 'Upload', 'Internationalization'])
      expect(groups.some((g) => g.startsWith(name))).toBe(true);
    await page.getByRole('heading', { level: 2, name: 'Article' }).waitFor();
    await s.screenshot('api-reference');
  });

  it('shows the list parameters as deepObject, with their schemas, and every response', async () => {
    const { page } = s;
    const list = operation('GET /api/articles');
    await list.locator('summary').first().click();
    const params = list.getByRole('region', { name: 'Parameters' });
    await params.waitFor();
    for (const name of ['filters', 'populate', 'fields', 'sort', 'pagination']) {
      const row = params.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
      expect(await row.innerText()).toContain('deepObject');
    }
    await params.getByText('ArticleFilters').click();
    const filters = params.locator('.schema-children').first();
    await expect.poll(() => filters.innerText()).toMatch(/title[\s\S]*TextFilter/);
    const responses = list.getByRole('region', { name: 'Responses' });
    expect(await responses.locator('.status-pill').allInnerTexts()).toEqual(['200', '400', '401', '403']);
    await responses.getByText('ArticleListResponse').click();
    await expect.poll(() => responses.innerText()).toMatch(/data[\s\S]*array of Article[\s\S]*meta/);
    await s.screenshot('api-reference-operation');
  });

  it('describes the error envelope every route answers', async () => {
    const overview = s.page.getByRole('region', { name: 'Overview' });
    await overview.getByText('Error', { exact: true }).click();
    await overview.getByText('error', { exact: true }).click();
    // A schema unfolds after its click: read the overview once it has.
    for (const field of ['data', 'status', 'name', 'message', 'details'])
      await expect.poll(() => overview.innerText()).toContain(field);
  });

  it('filters the routes', async () => {
    const { page } = s;
    await page.getByRole('searchbox', { name: 'Filter routes' }).fill('auth/local');
    await page.waitForFunction(() => document.querySelectorAll('details.operation').length === 2);
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Users-Permissions']);
  });

  it('opens a plugin route in the REST tester, with its sample body', async () => {
    const { page } = s;
    const login = operation('POST /api/auth/local');
    await login.locator('summary').first().click();
    await login.getByRole('link', { name: 'Try it in the REST tester' }).click();
    await page.getByTestId('request-url').waitFor();
    expect(await page.getByLabel('Content type').inputValue()).toBe('plugin:users-permissions');
    expect(await page.getByLabel('Endpoint').inputValue()).toBe('POST /auth/local');
    expect(await page.getByLabel('Request body').inputValue()).toContain('"identifier"');
    expect(await page.getByTestId('request-url').innerText()).toContain('/api/auth/local');
  });

  it("opens a content type's route in the REST tester", async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/#/api-reference`);
    const one = operation('PUT /api/articles/{id}');
    await one.waitFor();
    await one.locator('summary').first().click();
    await one.getByRole('link', { name: 'Try it in the REST tester' }).click();
    await page.getByTestId('request-url').waitFor();
    expect(await page.getByLabel('Content type').inputValue()).toBe('api::article.article');
    expect(await page.getByLabel('Endpoint').inputValue()).toBe('update');
    expect(await page.getByTestId('request-url').innerText()).toContain('/api/articles/1');
    expect(s.pageErrors).toEqual([]);
  });
});
